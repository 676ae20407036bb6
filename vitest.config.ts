import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  test: {
    environment: "node",
    include: ["app/**/*.test.{ts,tsx}", "backend/**/*.test.ts", "shared/**/*.test.ts", "tests/**/*.test.ts"],
    setupFiles: ["tests/setup.ts"],
    globalSetup: ["tests/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // One test file per core: vitest's default keeps a core free for its main process, which on a 2-core CI
    // machine ran the files one at a time although the main process only collects results.
    maxWorkers: os.availableParallelism(),
  },
});
