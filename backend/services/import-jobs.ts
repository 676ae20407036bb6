import os from "node:os";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { ImportJobStatus } from "../db/schema-catalog";
import { IMPORT_MESSAGES } from "../exchange/messages";
import type { ChangeEntry, ImportCounters, RowError } from "./catalog-writer";

/**
 * Import jobs: a row per import, written before it starts (running) and when it ends. The import itself is one
 * transaction, so a process that dies mid-import leaves the catalogue as it was; `rollBackInterruptedJobs` marks
 * such jobs rolled_back: a job still `running` whose process on this host is gone, or whose process elsewhere (a
 * container that died) has not beaten for JOB_STALE_MS.
 */
const now = () => new Date().toISOString();
const MAX_STORED_ERRORS = 200;
/** How often a running job's process writes its heartbeat. */
const JOB_BEAT_MS = 15_000;
/** A job of another process with no heartbeat for this long is taken for dead: eight beats missed. */
export const JOB_STALE_MS = 120_000;

/** The row of a job this process starts now, running. */
export const runningJob = (input: { kind: string; source: string; dryRun: boolean }) => ({
  kind: input.kind,
  source: input.source.slice(0, 1000),
  dry_run: input.dryRun ? 1 : 0,
  status: "running" as const,
  processed: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  skipped: 0,
  services: 0,
  errors: "[]",
  message: null,
  host: os.hostname(),
  pid: process.pid,
  started_at: now(),
  finished_at: null,
  beat_at: now(),
});

export async function startJob(db: Kysely<Database>, input: { kind: string; source: string; dryRun: boolean }): Promise<number> {
  const row = await db.insertInto("import_jobs").values(runningJob(input)).returning("id").executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * A running job under a `claim` no other job has, or null when one has it already: whichever process claims
 * first runs the import, and every other finds that job by its claim (`jobOfClaim`).
 */
export async function claimJob(db: Kysely<Database>, input: { kind: string; source: string; claim: string }): Promise<number | null> {
  const row = await db
    .insertInto("import_jobs")
    .values({ ...runningJob({ ...input, dryRun: false }), claim: input.claim })
    .onConflict((oc) => oc.column("claim").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function jobOfClaim(db: Kysely<Database>, claim: string) {
  return db.selectFrom("import_jobs").selectAll().where("claim", "=", claim).executeTakeFirst();
}

export async function finishJob(
  db: Kysely<Database>,
  id: number,
  result: { status: ImportJobStatus; counters: ImportCounters; errors: RowError[]; changes: ChangeEntry[]; message: string | null },
): Promise<void> {
  await db
    .updateTable("import_jobs")
    .set({
      status: result.status,
      ...result.counters,
      errors: JSON.stringify(result.errors.slice(0, MAX_STORED_ERRORS)),
      // The writer keeps the first thousand changes only.
      changes: JSON.stringify(result.changes),
      message: result.message,
      finished_at: now(),
    })
    .where("id", "=", id)
    .execute();
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Writes the job's heartbeat every JOB_BEAT_MS until the returned function is called (when the import ends). The
 * timer never keeps the process alive.
 */
export function beatWhileRunning(db: Kysely<Database>, id: number, log: { warn(obj: object, msg: string): void }): () => void {
  const timer = setInterval(() => {
    db.updateTable("import_jobs")
      .set({ beat_at: now() })
      .where("id", "=", id)
      .where("status", "=", "running")
      .execute()
      .catch((error: unknown) => log.warn({ err: error, job: id }, "import job: heartbeat not written"));
  }, JOB_BEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Marks rolled_back the running jobs whose process is gone: one of this host whose pid is no longer there, or
 * one of another process that has not beaten since `now - JOB_STALE_MS`. This process's own jobs are never
 * judged by their beat (it knows they run; on SQLite their beat waits behind the import's transaction). The
 * update is conditional on the job still running, so a job that ended meanwhile keeps its outcome. Returns the
 * ids marked.
 */
export async function rollBackInterruptedJobs(db: Kysely<Database>, at: number = Date.now()): Promise<number[]> {
  const running = await db.selectFrom("import_jobs").select(["id", "host", "pid", "beat_at", "started_at"]).where("status", "=", "running").execute();
  const stale = new Date(at - JOB_STALE_MS).toISOString();
  const dead = running
    .filter((job) => job.host !== os.hostname() || job.pid !== process.pid)
    .filter((job) => (job.host === os.hostname() && !processAlive(job.pid)) || (job.beat_at ?? job.started_at) < stale)
    .map((job) => job.id);
  if (dead.length) {
    await db
      .updateTable("import_jobs")
      .set({ status: "rolled_back", message: IMPORT_MESSAGES.interrupted, finished_at: now() })
      .where("id", "in", dead)
      .where("status", "=", "running")
      .execute();
  }
  return dead;
}

export async function jobById(db: Kysely<Database>, id: number) {
  return db.selectFrom("import_jobs").selectAll().where("id", "=", id).executeTakeFirst();
}
