import type { Kysely } from "kysely";

/**
 * How many services (delivery, assembly, gift certificates) a 1C import left out: they are not goods, so they
 * are neither created nor counted among the skipped records. Jobs before it count none.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("import_jobs")
    .addColumn("services", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("import_jobs").dropColumn("services").execute();
}
