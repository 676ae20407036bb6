import type { Kysely } from "kysely";

/**
 * An import job's heartbeat: the process running it writes `beat_at` every few seconds, so any other process on
 * the same database can tell a job whose container died (no beat for minutes) from one still running, and end it.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("import_jobs").addColumn("beat_at", "text").execute();
}
