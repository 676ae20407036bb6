import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { MSG_ERROR_BY_STATUS } from "~/config/messages/layout";
import { startBuiltServer } from "../../scripts/built-server.mjs";
import { postgresTestsEnabled, requireBuild, startOwnCluster } from "./cluster";

/**
 * Database faults under load: the built server on PostgreSQL answers a steady stream of searches (never cached,
 * so every one uses the database) while every backend connection is killed (pg_terminate_backend) and then
 * PostgreSQL is restarted. The process must never exit, requests may fail only while the database is away (and
 * then with the Russian 503 page), and it must recover by itself. The test starts a cluster of its own so it
 * may restart it; without PostgreSQL binaries it uses TEST_DATABASE_URL and only kills the connections.
 */
const WORKERS = 4;
const PHASE_MS = 2_500;
/** After PostgreSQL is back, every request must succeed again within this. */
const RECOVERY_LIMIT_MS = 5_000;

interface Sample {
  at: number;
  status: number;
  body: string;
}

describe.skipIf(!postgresTestsEnabled)("PostgreSQL faults under load", () => {
  const cleanup: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it("0 process exits, failures only during the outage, full recovery after", { timeout: 180_000 }, async () => {
    requireBuild();
    const cluster = startOwnCluster();
    if (cluster) cleanup.push(() => cluster.stop());
    const adminUrl = cluster?.url ?? process.env.TEST_DATABASE_URL!;
    const database = `fault_${process.pid}`;
    await adminQuery(adminUrl, `create database ${database}`);
    cleanup.push(() => adminQuery(adminUrl, `drop database if exists ${database} with (force)`));
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;

    const server = await startBuiltServer({ extraEnv: { DATABASE_URL: url.toString(), LOG_LEVEL: "fatal" } });
    cleanup.push(() => server.stop());
    let exits = 0;
    server.child.on("exit", () => exits++);

    const samples: Sample[] = [];
    let loading = true;
    let n = 0;
    const worker = async () => {
      while (loading) {
        // A request that could not be sent or whose answer broke off counts as status 0.
        const answer = await fetch(`${server.base}/result?search=${encodeURIComponent(`шкаф ${n++ % 50}`)}`)
          .then(async (r) => ({ status: r.status, body: await r.text() }))
          .catch((error: unknown) => ({ status: 0, body: String(error) }));
        samples.push({ at: Date.now(), ...answer });
      }
    };
    const load = Promise.all(Array.from({ length: WORKERS }, worker));
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    await pause(PHASE_MS);
    const killedAt = Date.now();
    const killed = await adminQuery(adminUrl, `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database}'`);
    await pause(PHASE_MS);
    const restartedAt = Date.now();
    await cluster?.restart();
    const backAt = Date.now();
    await pause(PHASE_MS + RECOVERY_LIMIT_MS);
    loading = false;
    await load;
    const health = await fetch(`${server.base}/healthz`);

    const failed = samples.filter((s) => s.status !== 200);
    const lastFailure = Math.max(0, ...failed.map((s) => s.at));
    const recoverySeconds = cluster ? Math.max(0, lastFailure - backAt) / 1000 : Math.max(0, lastFailure - killedAt) / 1000;
    console.log(
      JSON.stringify({
        sent: samples.length,
        failed: failed.length,
        connectionsKilled: killed,
        restarted: Boolean(cluster),
        outageSeconds: (backAt - restartedAt) / 1000,
        secondsToRecovery: recoverySeconds,
      }),
    );

    console.log(JSON.stringify(failed.map((f) => ({ ms: f.at - killedAt, status: f.status, body: f.status === 0 ? f.body : "" }))));
    expect(exits).toBe(0);
    expect(server.child.exitCode).toBeNull();
    expect(samples.filter((s) => s.at < killedAt && s.status !== 200)).toEqual([]);
    for (const failure of failed) {
      expect(failure.status).toBe(503);
      expect(failure.body).toContain(MSG_ERROR_BY_STATUS[503]);
    }
    expect(samples.filter((s) => s.at > backAt + RECOVERY_LIMIT_MS && s.status !== 200)).toEqual([]);
    expect(samples.filter((s) => s.at > backAt + RECOVERY_LIMIT_MS).length).toBeGreaterThan(0);
    expect(health.status).toBe(200);

    // /healthz follows the database: 503 while PostgreSQL is down, 200 again once it is back.
    if (!cluster) return;
    await cluster.down();
    expect((await fetch(`${server.base}/healthz`)).status).toBe(503);
    await cluster.up();
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    expect(exits).toBe(0);
  });
});

async function adminQuery(connectionString: string, statement: string): Promise<number> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(statement)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}
