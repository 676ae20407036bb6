import type { Kysely } from "kysely";

/**
 * Hiding an idea, a news item, a portfolio project or a custom page from the shop: the back office writes a
 * draft hidden and publishes it when ready. 0 shown, 1 hidden.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const TABLES = ["ideas", "news", "portfolio", "pages"];

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
