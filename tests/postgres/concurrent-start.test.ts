import { afterAll, describe, expect, it } from "vitest";
import { startBuiltServer } from "../../scripts/built-server.mjs";
import { createTestDataStore, type TestDataStore } from "../../backend/db/test-database";
import { postgresTestsEnabled, requireBuild } from "./cluster";

/**
 * Two storefront processes started together on one empty PostgreSQL database: both migrate-and-seed on their
 * first request; the startup lock lets one do it while the other waits, so both answer their very first
 * /healthz with 200 (without the lock: duplicate keys in the seed, a 503).
 */
describe.skipIf(!postgresTestsEnabled)("two processes starting at once on an empty PostgreSQL database", () => {
  let store: TestDataStore;
  const servers: Array<{ stop(): Promise<void> }> = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await store?.remove();
  });

  it("both come up healthy on their first /healthz", { timeout: 120_000 }, async () => {
    requireBuild();
    store = await createTestDataStore("concurrent-start");
    const extraEnv = { DATABASE_URL: store.databaseUrl!, LOG_LEVEL: "fatal" };
    const started = await Promise.all([0, 1].map(() => startBuiltServer({ extraEnv, waitFor: "answering" })));
    servers.push(...started);
    expect(started.map((s) => s.healthStatus)).toEqual([200, 200]);
    for (const server of started) expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
  });
});
