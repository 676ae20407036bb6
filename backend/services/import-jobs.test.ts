import { spawn } from "node:child_process";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDataStore, type TestDataStore } from "../db/test-database";
import { createBackend } from "../index";
import { bundledScript } from "../testing/bundled-script";
import { JOB_STALE_MS, beatWhileRunning, jobById, jobOfClaim, rollBackInterruptedJobs, runningJob, startJob } from "./import-jobs";

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

/** Another container's job: what its row looks like, with its last heartbeat `beatAgoMs` ago. */
const otherContainersJob = (claim: string, beatAgoMs: number) => ({
  ...runningJob({ kind: "commerceml", source: "import.xml", dryRun: false }),
  host: "another-container",
  pid: 1,
  started_at: new Date(Date.now() - beatAgoMs - 60_000).toISOString(),
  beat_at: new Date(Date.now() - beatAgoMs).toISOString(),
  claim,
});

describe("a job whose container died", () => {
  it("is marked interrupted once its heartbeat is older than the limit; a beating one and this process's own run on", async () => {
    const backend = await createBackend(
      { dataDir: store.dataDir, databaseUrl: store.databaseUrl, secret: "test", seed: false },
      pino({ level: "silent" }),
    );
    try {
      await backend.db
        .insertInto("import_jobs")
        .values([otherContainersJob("dead", JOB_STALE_MS + 5_000), otherContainersJob("alive", JOB_STALE_MS - 30_000)])
        .execute();
      const own = await startJob(backend.db, { kind: "csv", source: "goods.csv", dryRun: false });
      await backend.db
        .updateTable("import_jobs")
        .set({ beat_at: new Date(Date.now() - 10 * JOB_STALE_MS).toISOString() })
        .where("id", "=", own)
        .execute();

      await rollBackInterruptedJobs(backend.db);
      expect((await jobOfClaim(backend.db, "dead"))?.status).toBe("rolled_back");
      expect((await jobOfClaim(backend.db, "dead"))?.message).toBe("Импорт прерван (процесс остановлен); изменения откатены");
      expect((await jobOfClaim(backend.db, "alive"))?.status).toBe("running");
      expect((await jobById(backend.db, own))?.status).toBe("running");
    } finally {
      await backend.close();
    }
  });

  it("a running import writes its heartbeat, and stops when it ends", async () => {
    const backend = await createBackend(
      { dataDir: store.dataDir, databaseUrl: store.databaseUrl, secret: "test", seed: false },
      pino({ level: "silent" }),
    );
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const id = await startJob(backend.db, { kind: "csv", source: "beat.csv", dryRun: false });
      const old = new Date(Date.now() - JOB_STALE_MS).toISOString();
      await backend.db.updateTable("import_jobs").set({ beat_at: old }).where("id", "=", id).execute();
      const stop = beatWhileRunning(backend.db, id, pino({ level: "silent" }));
      await vi.advanceTimersByTimeAsync(JOB_STALE_MS / 4);
      await vi.waitFor(async () => expect((await jobById(backend.db, id))?.beat_at).not.toBe(old));
      stop();
      await backend.db.updateTable("import_jobs").set({ beat_at: old }).where("id", "=", id).execute();
      await vi.advanceTimersByTimeAsync(JOB_STALE_MS);
      expect((await jobById(backend.db, id))?.beat_at).toBe(old);
    } finally {
      vi.useRealTimers();
      await backend.close();
    }
  });
});
