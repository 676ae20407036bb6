import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { HTTP_ONLY } from "./fixtures";
import { catalogArea } from "../backend/http/catalog-area";
import { commerceArea } from "../backend/http/commerce-area";
import { backofficeArea } from "../backend/http/backoffice-area";
import { actionRoutes } from "./routes.kit";

/**
 * No single body takes the shop down: its own server, started as production starts it (a 256 MB heap), gets on
 * every action of the build and every /api route that takes a body a 60 MB chunked body (urlencoded and
 * multipart) and a 20 MB field with a declared length, and the YooKassa route 5 MB. Every answer must be a 4xx,
 * the server's RSS must stay under the heap bound and the process must live. Bodies are generated as they are
 * sent (one 64 KB buffer) and a post stops sending once its answer has come, so the run takes seconds per route.
 */

const HEAP_MB = 256;
const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, "a");
/** A post whose answer has not come by then is a failure of its own (the server stopped answering). */
const ANSWER_TIMEOUT_MS = 30_000;

type Sent = { status: number; pageBytes: number };

/**
 * Routes whose answer does not depend on a body: signing out (it reads none and answers its redirect) and the
 * 1C exchange, whose protocol answers every refusal with 200 and «failure» in the text. They get the same
 * bodies (the server must live) but their status is theirs.
 */
const readsNoBody = (url: string) => url.endsWith("/logout") || /1c[_/]exchange/.test(url);

/**
 * Posts `head` and then filler up to `total` bytes to `url`, chunked or with the full length declared, writing
 * only as fast as the socket takes it and stopping as soon as the answer starts; the answer is read whole.
 */
function post(origin: string, url: string, body: { type: string; head: string; total: number; declared: boolean; cookie?: string }): Promise<Sent> {
  return new Promise((resolve, reject) => {
    // Keep-alive as browsers ask: a client asking to close is answered and its connection ended while it still
    // sends, and the reset that follows can drop the answer unread.
    const headers: Record<string, string | number> = { "Content-Type": body.type, "X-Forwarded-For": "192.0.2.91", Connection: "keep-alive" };
    if (body.declared) headers["Content-Length"] = body.total;
    if (body.cookie) headers.Cookie = body.cookie;
    const request = http.request(new URL(url, origin), { method: "POST", headers, agent: false });
    let answered = false;
    const timer = setTimeout(() => request.destroy(new Error(`no answer in ${ANSWER_TIMEOUT_MS} ms`)), ANSWER_TIMEOUT_MS);
    request.on("response", (response) => {
      answered = true;
      let pageBytes = 0;
      response.on("data", (chunk: Buffer) => (pageBytes += chunk.length));
      response.on("end", () => {
        clearTimeout(timer);
        request.destroy();
        resolve({ status: response.statusCode ?? 0, pageBytes });
      });
      response.on("error", reject);
    });
    // The server may cut the upload once it has answered: only a post left without an answer fails.
    request.on("error", (error) => {
      if (!answered) {
        clearTimeout(timer);
        reject(error);
      }
    });
    const head = Buffer.from(body.head);
    let sent = 0;
    const pump = () => {
      while (!answered && sent < body.total) {
        const piece = sent === 0 ? head : CHUNK.subarray(0, Math.min(CHUNK.length, body.total - sent));
        sent += piece.length;
        if (!request.write(piece)) return void request.once("drain", pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

/** The server's resident memory, MB, from /proc. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** The newest code texted to `phone`, from the server's SMS outbox. */
async function textedCode(dataDir: string, phone: string): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    const lines = fs.existsSync(`${dataDir}/sms-outbox.jsonl`) ? fs.readFileSync(`${dataDir}/sms-outbox.jsonl`, "utf8").trim().split("\n") : [];
    const texts = lines.filter(Boolean).map((line) => JSON.parse(line) as { to: string; text: string });
    const code = texts
      .filter((m) => m.to.replace(/\D/g, "") === phone)
      .at(-1)
      ?.text.match(/\b([A-Z0-9]{4})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code texted to ${phone}`);
}

/** The Cookie header of the answer's Set-Cookie lines. */
const cookiesOf = (response: Response): string =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

// eslint-disable-next-line no-empty-pattern -- Playwright reads a test's fixtures from this destructuring pattern; none here
test("no body takes the shop down: 60 MB chunked, a 20 MB field and 5 MB to YooKassa are 4xx everywhere", HTTP_ONLY, async ({}, testInfo) => {
  test.setTimeout(300_000);
  const port = Number(process.env.E2E_PORT ?? 3210) + 20;
  const origin = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bodies-"));
  const child = spawn(process.execPath, [`--max-old-space-size=${HEAP_MB}`, "server.mjs"], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      LOG_LEVEL: "fatal",
      PORT: String(port),
      HOST: "127.0.0.1",
      SESSION_SECRET: "e2e-bodies-secret-0123456789abcdef0123456789",
      // YooKassa as the provider, so its notification route reads what it is sent (its API is never reached).
      PAYMENT_PROVIDER: "yookassa",
      YOOKASSA_SHOP_ID: "123456",
      YOOKASSA_SECRET_KEY: "test_secret",
      YOOKASSA_API_URL: "http://127.0.0.1:9/v3",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  let exitCode: number | null | undefined;
  child.on("exit", (code) => (exitCode = code));
  let peakRss = 0;
  const sampler = setInterval(() => {
    if (exitCode === undefined && child.pid) peakRss = Math.max(peakRss, rssMb(child.pid));
  }, 50);
  try {
    await expect
      .poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status ?? 0, { timeout: 60_000, intervals: [250, 500, 1000] })
      .toBe(200);

    // Signed in to the back office, so its actions read what they are sent instead of sending us to sign in.
    // A password of its own (piped in): with a printed one-time password every back-office page would send it
    // to the password change before reading a body.
    const email = `stress-${Date.now()}@shop.test`;
    const password = "stress-pass-2026";
    execFileSync(process.execPath, ["build/admin-create.js", "--email", email, "--role", "admin", "--name", "Нагрузка"], {
      env: { ...process.env, DATA_DIR: dataDir },
      input: password,
      encoding: "utf8",
    });
    const signIn = await fetch(`${origin}/admin/login`, { method: "POST", body: new URLSearchParams({ email, password }), redirect: "manual" });
    expect(signIn.status).toBe(302);
    const staffCookie = cookiesOf(signIn);
    // And as a shopper, for the account's actions.
    const phone = "79981234567";
    const sent = await fetch(`${origin}/login`, { method: "POST", body: new URLSearchParams({ intent: "send-code", phone }), redirect: "manual" });
    const code = await textedCode(dataDir, phone);
    const confirmed = await fetch(`${origin}/login`, {
      method: "POST",
      body: new URLSearchParams({ intent: "confirm", code }),
      headers: { Cookie: cookiesOf(sent) },
      redirect: "manual",
    });
    const shopperCookie = cookiesOf(confirmed);
    expect(shopperCookie).toContain("access_token");

    const targets = [
      ...actionRoutes().map(({ url }) => url),
      ...[...catalogArea, ...commerceArea, ...backofficeArea]
        .filter((route) => route.method !== "GET")
        .map((route) => `/api${route.path.replace(/:\w+/g, "1")}`),
    ];
    // Signing out goes last: it would end the session the other actions need.
    const unique = [...new Set(targets)].sort((a, b) => Number(a.includes("logout")) - Number(b.includes("logout")));
    expect(unique.length).toBeGreaterThan(40);
    const bodies = [
      { name: "60 MB urlencoded, chunked", type: "application/x-www-form-urlencoded", head: "email=", total: 60 * MB, declared: false },
      {
        name: "60 MB multipart, chunked",
        type: "multipart/form-data; boundary=x",
        head: '--x\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n',
        total: 60 * MB,
        declared: false,
      },
      { name: "a 20 MB field", type: "application/x-www-form-urlencoded", head: "email=", total: 20 * MB, declared: true },
    ];
    const failures: string[] = [];
    let largestPage = { bytes: 0, where: "" };
    let tried = 0;
    for (const url of unique) {
      // Signed in where a route needs it (the sign-in page itself would send a signed-in member on).
      const cookie = url.startsWith("/admin") && url !== "/admin/login" ? staffCookie : url.startsWith("/account") ? shopperCookie : undefined;
      for (const body of bodies) {
        const sent = await post(origin, url, { ...body, cookie }).catch((error: Error) => error);
        tried += 1;
        if (sent instanceof Error) failures.push(`${url} ${body.name}: no answer (${sent.message})`);
        else {
          if ((sent.status < 400 || sent.status >= 500) && !readsNoBody(url)) failures.push(`${url} ${body.name}: ${sent.status}`);
          if (sent.pageBytes > largestPage.bytes) largestPage = { bytes: sent.pageBytes, where: `${url} ${body.name}` };
        }
        if (exitCode !== undefined) throw new Error(`the server exited (${exitCode}) after ${url} ${body.name}: ${stderr}`);
      }
    }
    const notice = { type: "application/json", head: '{"type":"notification","event":"payment.succeeded","object":{"id":"', total: 5 * MB };
    for (const declared of [true, false]) {
      const sent = await post(origin, "/api/pay/yookassa", { ...notice, declared });
      tried += 1;
      if (sent.status !== 413) failures.push(`/api/pay/yookassa 5 MB (${declared ? "declared" : "chunked"}): ${sent.status}`);
    }

    const report = `${unique.length} routes, ${bodies.length} bodies each (+2 to YooKassa), ${tried} posts; peak RSS ${peakRss.toFixed(0)} MB; largest answer ${largestPage.bytes} bytes (${largestPage.where})`;
    testInfo.annotations.push({ type: "bodies", description: report });
    console.log(`bodies stress: ${report}`);
    expect(failures, "answers that are not 4xx, or no answer").toEqual([]);
    expect((await fetch(`${origin}/healthz`)).status, "the server still answers").toBe(200);
    expect(exitCode, "the server is still running").toBeUndefined();
    expect(peakRss, "RSS under the heap bound").toBeLessThan(HEAP_MB);
    expect(largestPage.bytes, "no answer echoes a large body").toBeLessThan(1 * MB);
  } finally {
    clearInterval(sampler);
    child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
