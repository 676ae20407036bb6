import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { HTTP_ONLY } from "./fixtures";
import { HOME_EMPTY_ADMIN, HOME_EMPTY_STEPS, HOME_EMPTY_TITLE, LABEL_ALL } from "../app/config/messages/home";
import { LABEL_TEST_PAYMENT } from "../app/config/messages/checkout";

/**
 * SHOP_MODE and PAYMENT_PROVIDER as an operator sets them: each test starts its own server process from the
 * built app (the suite's server runs the demo shop with the test gateway).
 */

const basePort = Number(process.env.E2E_PORT ?? 3210);

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  dataDir: string;
}

function startServer(env: Record<string, string>): Started {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-live-"));
  // Only what a bare machine has: none of the suite's own settings leak in.
  const child = spawn(process.execPath, ["server.mjs"], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited, dataDir };
}

test("SHOP_MODE=live with nothing configured exits non-zero listing every missing setting", HTTP_ONLY, async () => {
  // The storefront lists its own settings first; once they are right, the in-process backend lists its own.
  const storefrontSet = { PUBLIC_URL: "https://mebel.example", SESSION_SECRET: "e2e-live-secret-0123456789abcdef0123456789" };
  for (const [env, names] of [
    [{}, ["PUBLIC_URL", "SESSION_SECRET"]],
    [storefrontSet, ["PAYMENT_PROVIDER", "SMS_PROVIDER", "SMTP_URL", "MAIL_FROM", "MANAGER_EMAIL"]],
  ] as const) {
    const server = startServer({ SHOP_MODE: "live", PORT: String(basePort + 10), ...env });
    try {
      const code = await Promise.race([server.exited, new Promise<"running">((resolve) => setTimeout(() => resolve("running"), 20_000))]);
      expect(code).not.toBe("running");
      expect(code).not.toBe(0);
      const output = server.output();
      expect(output).toContain("Магазин не запущен");
      expect(output).toContain("The shop did not start");
      for (const name of names) expect(output).toMatch(new RegExp(`^  - ${name}: `, "m"));
    } finally {
      server.child.kill("SIGKILL");
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
});

/** Starts a server and waits until it answers /healthz. */
async function startHealthy(port: number, env: Record<string, string>): Promise<Started> {
  const server = startServer({ PORT: String(port), ...env });
  await expect
    .poll(async () => (await fetch(`http://localhost:${port}/healthz`).catch(() => null))?.status ?? 0, {
      timeout: 60_000,
      intervals: [250, 500, 1000],
    })
    .toBe(200);
  return server;
}

async function stop(server: Started) {
  server.child.kill("SIGTERM");
  await server.exited;
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

test("a new live shop's empty home page guides its operator to the back office", async ({ page }, testInfo) => {
  // One port per project: the two projects run side by side.
  const port = basePort + 12 + (testInfo.project.name === "js" ? 0 : 1);
  const server = await startHealthy(port, {
    SHOP_MODE: "live",
    PUBLIC_URL: "https://mebel.example",
    SESSION_SECRET: "e2e-live-secret-0123456789abcdef0123456789",
    PAYMENT_PROVIDER: "none",
    SMS_PROVIDER: "smsru",
    SMSRU_API_ID: "e2e-unused",
    SMTP_URL: "smtp://127.0.0.1:1",
    MAIL_FROM: "shop@mebel.example",
    MANAGER_EMAIL: "manager@mebel.example",
  });
  try {
    const response = await page.goto(`http://localhost:${port}/`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { name: HOME_EMPTY_TITLE })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("link", { name: HOME_EMPTY_STEPS.settings.title })).toHaveAttribute("href", "/admin/settings");
    await page.getByRole("link", { name: HOME_EMPTY_ADMIN }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
  } finally {
    await stop(server);
  }
});

test.describe("PAYMENT_PROVIDER=none", () => {
  let server: Started;
  let origin: string;

  // eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this destructuring pattern; none here
  test.beforeAll(async ({}, testInfo) => {
    // One port per project: the two projects run side by side.
    const port = basePort + 10 + (testInfo.project.name === "js" ? 0 : 1);
    origin = `http://localhost:${port}`;
    server = await startHealthy(port, { PAYMENT_PROVIDER: "none", SESSION_SECRET: "e2e-none-secret-0123456789abcdef0123456789" });
  });
  test.afterAll(async () => stop(server));

  test("a shop with a catalogue shows shoppers no operator guide", async ({ page }) => {
    await page.goto(`${origin}/`);
    await expect(page.getByRole("link", { name: LABEL_ALL }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: HOME_EMPTY_TITLE })).toHaveCount(0);
  });

  test("checkout does not offer online payment, and the test gateway is gone", async ({ page }) => {
    const listing = (await (await page.request.get(`${origin}/api/catalog?limit=60`)).json()) as { goods: { id: number; in_stock: boolean }[] };
    const good = listing.goods.find((g) => g.in_stock);
    expect(good).toBeDefined();
    const added = await page.request.post(`${origin}/cart`, {
      form: { intent: "add", id: String(good?.id), amount: "1", redirectTo: "/cart" },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect([302, 303]).toContain(added.status());

    await page.goto(`${origin}/checkout`);
    await expect(page.locator('input[name="payment_id"]').first()).toBeAttached();
    await expect(page.locator('input[name="payment_id"][value="2"]')).toHaveCount(0);
    await expect(page.getByText(LABEL_TEST_PAYMENT)).toHaveCount(0);
    expect((await page.request.get(`${origin}/api/pay/page?order=1&token=${"a".repeat(43)}`)).status()).toBe(404);
  });
});
