import type { Kysely } from "kysely";

/**
 * Search terms looked up by their document: every re-index deletes a good's (or a page's) terms by `doc_type` and
 * `doc_id`, which the term index cannot serve, so each import batch scanned the whole table (an import of 20 000
 * goods on PostgreSQL spent most of its time there).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex("search_terms_document").on("search_terms").columns(["doc_type", "doc_id"]).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("search_terms_document").execute();
}
