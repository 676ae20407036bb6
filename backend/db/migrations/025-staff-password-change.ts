import type { Kysely } from "kysely";

/**
 * A staff member whose password someone else knows (a one-time password handed over by an admin or printed by
 * `admin:create`) must change it before anything else in the back office. 1 until they do, 0 after.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("staff")
    .addColumn("password_change_required", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("staff").dropColumn("password_change_required").execute();
}
