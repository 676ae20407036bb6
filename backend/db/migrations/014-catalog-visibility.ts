import type { Kysely } from "kysely";

/**
 * Hiding from the shop: a section or good the back office hides stays in the database (orders keep pointing at
 * it) but is left out of every storefront listing, page and search. 0 shown, 1 hidden.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  for (const table of ["sections", "goods"]) {
    await db.schema
      .alterTable(table)
      .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ["sections", "goods"]) await db.schema.alterTable(table).dropColumn("hidden").execute();
}
