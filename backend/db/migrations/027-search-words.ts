import type { Kysely } from "kysely";

/**
 * The word each search term was read from («кресло» for «кресл»): what the shop shows when it offers a
 * correction or completes a query. Rows indexed before stay null and show their term until re-indexed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("search_terms").addColumn("word", "text").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("search_terms").dropColumn("word").execute();
}
