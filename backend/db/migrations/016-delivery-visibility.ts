import type { Kysely } from "kysely";

/**
 * Hiding a delivery, a pick-up point or a warehouse from the checkout: the back office never deletes one (orders
 * keep pointing at it), it hides it. 0 shown, 1 hidden.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const TABLES = ["deliveries", "pvz_points", "warehouses"];

export async function up(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn("hidden").execute();
}
