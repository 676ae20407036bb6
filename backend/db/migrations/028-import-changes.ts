import type { Kysely } from "kysely";

/**
 * What an import changed or, for a dry run, would change: the sections it created, and per good its creation,
 * photos added or removed and visibility, as a JSON list kept with the job. Jobs before it list nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("import_jobs")
    .addColumn("changes", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("import_jobs").dropColumn("changes").execute();
}
