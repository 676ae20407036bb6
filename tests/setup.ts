import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, vi } from "vitest";

/**
 * Storefront modules read the environment once on import (app/server/env.server.ts): give them a throwaway
 * DATA_DIR, a fixed secret and a quiet logger, unless a test run sets its own. Each test file gets its own
 * directory, removed when the file is done (`OWN_DATA_DIR` tells ours from one the run set).
 */
if (!process.env.DATA_DIR || process.env.DATA_DIR === process.env.OWN_DATA_DIR) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-unit-"));
  process.env.DATA_DIR = process.env.OWN_DATA_DIR = dataDir;
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
}
process.env.SESSION_SECRET ??= "unit-test-secret-0123456789abcdef0123456789";
process.env.LOG_LEVEL ??= "silent";

/**
 * A silent React warning or an unexpected error log must not hide: any console.error fails the test.
 */
const errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors.splice(0);
  vi.restoreAllMocks();
  if (seen.length > 0) throw new Error(`console.error was called: ${seen.map((a) => a.join(" ")).join(" | ")}`);
});
