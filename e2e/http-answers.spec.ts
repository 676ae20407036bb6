import net from "node:net";
import { MAX_DECLARED_BODY_BYTES, REQUEST_TIMEOUT_MS, UPLOAD_LIMIT_KB } from "../app/config/constants";
import { MSG_ERROR_BY_STATUS } from "../app/config/messages/layout";
import { startBuiltServer } from "../scripts/built-server.mjs";
import { expect, HTTP_ONLY, test } from "./fixtures";

/**
 * What every client receives at the HTTP level, whatever serves the answer: the nosniff header and the limits
 * on request bodies (size declared up front, time to arrive). These tests speak HTTP only, so they run once (JS
 * project). Clean UTF-8 without NUL bytes on every sitemap page: the crawl in seo.spec.ts, which fetches them all.
 */

type Raw = { status: number; head: string; body: string; closedAfterMs: number };

/**
 * Sends `head` (request line and headers) on a raw socket, then `drip` bytes of body one every `dripMs`, and
 * reads until the server closes the connection or `waitMs` passes.
 */
function rawRequest(port: number, head: string, { drip = 0, dripMs = 500, waitMs = 10_000 } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const startedAt = Date.now();
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let sent = 0;
    const dripper = setInterval(() => {
      if (sent < drip && !socket.destroyed) {
        socket.write("a", () => undefined);
        sent++;
      }
    }, dripMs);
    const finish = () => {
      clearInterval(dripper);
      clearTimeout(giveUp);
      const text = Buffer.concat(chunks).toString("utf8");
      const [top = "", body = ""] = text.split("\r\n\r\n");
      resolve({ status: Number(top.split(" ")[1]), head: top, body, closedAfterMs: Date.now() - startedAt });
    };
    const giveUp = setTimeout(() => {
      socket.destroy();
      finish();
    }, waitMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("close", finish);
    socket.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" ? undefined : reject(error)));
    socket.write(head);
  });
}

const declaredHead = (path: string, bytes: number, port: number) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: multipart/form-data; boundary=x\r\n` + `Content-Length: ${bytes}\r\n\r\n`;

test("every kind of answer carries X-Content-Type-Options: nosniff", HTTP_ONLY, async ({ request }) => {
  const home = await (await request.get("/")).text();
  const asset = (kind: string) => home.match(new RegExp(`/build/[^"]+\\.${kind}`))?.[0];
  const media = (await (await request.get("/catalog/divany")).text()).match(/\/media\/[^"]+\.svg/)?.[0];
  const kinds: Array<[string, string | undefined, { method?: string; headers?: Record<string, string> }?]> = [
    ["document", "/"],
    ["document 404", "/no-such-page"],
    ["page data", "/catalog.data"],
    ["build script", asset("js")],
    ["build stylesheet", asset("css")],
    ["missing build file", "/build/no-such-file.js"],
    ["favicon", "/favicon.ico"],
    ["svg favicon", "/favicon.svg"],
    ["logo", "/logo.svg"],
    ["robots.txt", "/robots.txt"],
    ["sitemap", "/sitemap.xml"],
    ["health check", "/healthz"],
    ["/api JSON", "/api/common"],
    ["/api 404", "/api/no-such-endpoint"],
    ["media", media],
    ["media through /api", media && `/api${media}`],
    ["cross-site post refused", "/preferences", { method: "POST", headers: { Origin: "https://evil.example" } }],
  ];
  for (const [kind, url, options] of kinds) {
    expect(url, `${kind}: no URL found`).toBeTruthy();
    const response = await request.fetch(url!, { method: options?.method ?? "GET", headers: options?.headers });
    expect(response.headers()["x-content-type-options"], `${kind} ${url} (${response.status()})`).toBe("nosniff");
  }
});

test.describe("request bodies", () => {
  test("a body declared larger than the limit is refused with 413 in Russian before it is sent", HTTP_ONLY, async ({ baseURL }) => {
    const port = Number(new URL(baseURL!).port);
    const tooLarge = MAX_DECLARED_BODY_BYTES + 1;
    // Headers only: the server must answer without waiting for a byte of the body.
    const page = await rawRequest(port, declaredHead("/request/feedback", tooLarge, port), { waitMs: 5_000 });
    expect(page.status).toBe(413);
    expect(page.body).toBe(MSG_ERROR_BY_STATUS[413]);
    expect(page.head).toMatch(/content-type: text\/plain; charset=utf-8/i);
    expect(page.closedAfterMs).toBeLessThan(5_000);

    const api = await rawRequest(port, declaredHead("/api/request/feedback", 60 * 1024 * 1024, port), { waitMs: 5_000 });
    expect(api.status).toBe(413);
    expect(JSON.parse(api.body)).toMatchObject({ result: "fail", message: { text: MSG_ERROR_BY_STATUS[413] } });
  });

  test("a body at the limit is not refused up front", HTTP_ONLY, async ({ baseURL }) => {
    const port = Number(new URL(baseURL!).port);
    // The route gets it and answers on its own terms (its form's own, smaller limit: the page with the form's
    // message), rather than the server's plain-text refusal cutting it off.
    const atLimit = await rawRequest(port, declaredHead("/request/feedback", MAX_DECLARED_BODY_BYTES, port), { waitMs: 1_500 });
    expect(atLimit.head).toMatch(/content-type: text\/html/i);
  });

  test("the time limit lets a 10 000 KB upload through at 0.5 Mbit/s", HTTP_ONLY, () => {
    const formBytes = UPLOAD_LIMIT_KB * 1000 + 300_000; // the files plus the form's text and multipart framing
    const secondsAtHalfMbit = (formBytes * 8) / 500_000;
    expect(REQUEST_TIMEOUT_MS / 1000).toBeGreaterThan(secondsAtHalfMbit);
  });

  test("a client that drips its body is answered 408 and disconnected at the time limit", HTTP_ONLY, async () => {
    test.setTimeout(60_000);
    const limitMs = 2_000;
    const server = await startBuiltServer({ extraEnv: { REQUEST_TIMEOUT_MS: String(limitMs) } });
    try {
      const head = declaredHead("/request/feedback", 1000, server.port);
      const dripping = await rawRequest(server.port, head, { drip: 1000, dripMs: 500, waitMs: 20_000 });
      expect(dripping.status).toBe(408);
      // Cut at the limit, give or take the server's checking interval.
      expect(dripping.closedAfterMs).toBeLessThan(limitMs + 4_000);
    } finally {
      await server.stop();
    }
  });
});

test("behind one proxy (TRUST_PROXY=1) its X-Forwarded-Proto says the shopper came over HTTPS: HSTS is sent", HTTP_ONLY, async () => {
  const server = await startBuiltServer({ extraEnv: { TRUST_PROXY: "1", SECURE_COOKIES: "" } });
  try {
    const overHttps = await fetch(`${server.base}/`, { headers: { "X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.7" } });
    expect(overHttps.headers.get("strict-transport-security")).toContain("max-age=");
    const overHttp = await fetch(`${server.base}/`, { headers: { "X-Forwarded-Proto": "http", "X-Forwarded-For": "203.0.113.7" } });
    expect(overHttp.headers.get("strict-transport-security")).toBeNull();
  } finally {
    await server.stop();
  }
});

test("a body the route never reads does not stall the keep-alive connection's next request", HTTP_ONLY, async ({ baseURL }) => {
  const { default: http } = await import("node:http");
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const body = Buffer.alloc(256 * 1024, "a");
  const post = (path: string) =>
    new Promise<number | string>((resolve) => {
      const request = http.request(
        new URL(path, baseURL),
        {
          method: "POST",
          agent,
          timeout: 10_000,
          headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": body.length, Origin: baseURL! },
        },
        (response) => response.resume().on("end", () => resolve(response.statusCode ?? 0)),
      );
      request.on("timeout", () => request.destroy(new Error("timeout")));
      request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      request.end(body);
    });
  try {
    // A 404 and an action that reads no form, one after another on one connection.
    const statuses = [await post("/payresult"), await post("/logout"), await post("/payresult")];
    expect(statuses).toEqual([404, 302, 404]);
  } finally {
    agent.destroy();
  }
});
