import { defineConfig } from "@playwright/test";
import shop from "./playwright.config";

/**
 * The cross-process run on PostgreSQL (`e2e/*.pg.ts`, with TEST_DATABASE_URL): its spec starts two storefront
 * processes on one database itself, so no web server here; one worker, JavaScript on.
 */
export default defineConfig({
  ...shop,
  testMatch: "**/*.pg.ts",
  workers: 1,
  retries: 0,
  webServer: undefined,
  projects: [{ name: "js", use: { javaScriptEnabled: true } }],
});
