import { spawn } from "node:child_process";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDataStore, type TestDataStore } from "../db/test-database";
import { createBackend } from "../index";
import { bundledScript } from "../testing/bundled-script";

/** A process killed in the middle of an import leaves nothing of it, and the next start marks its job rolled back. */
let store: TestDataStore;
beforeAll(async () => {
  store = await createTestDataStore("import-crash");
});
afterAll(async () => {
  await store.remove();
});

describe("an import interrupted by a crash", () => {
  it("is rolled back (never half) and marked so at the next start", async () => {
    const child = spawn(process.execPath, [bundledScript("backend/testing/import-child.ts"), store.dataDir, store.databaseUrl ?? "-", "20000"], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("progress") && resolve());
      child.on("exit", (code) => reject(new Error(`the import ended (${code}) before it could be killed`)));
    });
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));

    const backend = await createBackend(
      { dataDir: store.dataDir, databaseUrl: store.databaseUrl, secret: "test", seed: false },
      pino({ level: "silent" }),
    );
    try {
      const goods = await backend.db
        .selectFrom("goods")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(goods.n)).toBe(0);
      const jobs = await backend.db.selectFrom("import_jobs").select(["status", "message"]).execute();
      expect(jobs).toEqual([{ status: "rolled_back", message: "Импорт прерван (процесс остановлен); изменения откатены" }]);
    } finally {
      await backend.close();
    }
  });
});
