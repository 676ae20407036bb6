import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests against the built app on a fresh temporary database (DESIGN.md §8), in two projects:
 * JavaScript on and off. The temp DATA_DIR is made once by the main process; workers inherit it through the
 * environment, so specs read the SMS and mail outboxes from `process.env.DATA_DIR`.
 */
if (!process.env.E2E_DATA_DIR) process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-"));
process.env.DATA_DIR = process.env.E2E_DATA_DIR;

const PORT = Number(process.env.E2E_PORT ?? 3210);
/**
 * Debian's old headless shell when installed (package chromium-headless-shell), else its full Chromium: the shell
 * renders the same pages without the full browser's window machinery and costs about a third less CPU per test
 * (cart and checkout specs, both projects: 90 CPU seconds instead of 114-136), which on the 2-core CI machine is
 * the e2e stage's limit.
 */
const systemChromium = ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium"].find((file) => fs.existsSync(file));

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./e2e/global-setup.ts",
  // Each run keeps its traces beside its own data directory, so two runs on one machine never delete each other's.
  outputDir: `${process.env.E2E_DATA_DIR}-results`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: [["list"], ["json", { outputFile: process.env.PW_JSON_REPORT ?? ".tmp/playwright-report.json" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "ru-RU",
    timezoneId: "Europe/Moscow",
    // Animations (page fade, modal entrance) end at once, so axe never measures half-faded colours.
    reducedMotion: "reduce",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: systemChromium,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  /**
   * Which project a test runs in. Every test runs in both, unless:
   * - it opens no page (plain HTTP, fetch, a server process: API contracts, security headers, the fuzz, the 1C
   *   exchange's own calls, shutdown): it is declared with `HTTP_ONLY` from e2e/fixtures.ts (tag `@http`) and
   *   runs in `js` only, since the browser's JavaScript setting cannot change what it sees;
   * - it is about a JavaScript feature (hydration, fetchers, suggestions): it calls `test.skip` in `no-js`
   *   saying why.
   * A test whose steps differ without JavaScript stays in both and branches on the project inside its body.
   */
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false }, grepInvert: /@http\b/ },
  ],
  webServer: {
    command: "node server.mjs",
    url: `http://localhost:${PORT}/healthz`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: "production",
      SESSION_SECRET: "e2e-session-secret-0123456789abcdef0123456789",
      LOG_LEVEL: "warn",
      // The suite signs in far more often than a shop's 10 minutes: its own shop-wide SMS budget.
      SMS_CODES_PER_10_MIN: "10000",
      // Absolute links name this address whatever Host a request carries (e2e/seo.spec.ts checks it).
      PUBLIC_URL: "https://shop.example",
      // The specs serve feeds from a local server: the only address beyond the internet imports may fetch from here.
      IMPORT_TRUSTED_ADDRESSES: "127.0.0.1",
      // As behind a proxy on the same host: a test may speak for another client address (X-Forwarded-For).
      TRUST_PROXY: "loopback",
    },
  },
});
