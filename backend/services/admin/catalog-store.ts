import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { goodSearchDoc } from "../../search/good-doc";
import { indexDocs } from "../../search/indexer";
import { DomainError } from "../errors";
import type { PhotoStore } from "../photos";

/** What the catalogue's writes need: the database, the clock (ISO time) and the uploaded photos. */
export interface CatalogStore {
  db: Kysely<Database>;
  iso: () => string;
  photos: PhotoStore;
}

/** Refuses a section's or a good's address another of its kind has (`id`: the one saved, null when new). */
export async function refuseTakenHandle(trx: Kysely<Database>, table: "sections" | "goods", handle: string, id: number | null) {
  let query = trx.selectFrom(table).select("id").where("handle", "=", handle);
  if (id !== null) query = query.where("id", "!=", id);
  if (await query.executeTakeFirst()) throw new DomainError("handle_taken", { fields: ["handle"] });
}

/** Rewrites the search terms of goods: a shown good in a shown section is found, any other is not. */
export async function reindexGoods(trx: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return;
  await trx.deleteFrom("search_terms").where("doc_type", "=", "good").where("doc_id", "in", ids).execute();
  const rows = await trx
    .selectFrom("goods")
    .innerJoin("sections", "sections.id", "goods.section_id")
    .selectAll("goods")
    .select("sections.name as section_name")
    .where("goods.id", "in", ids)
    .where("goods.hidden", "=", 0)
    .where("sections.hidden", "=", 0)
    .execute();
  await indexDocs(
    trx,
    rows.map((row) => goodSearchDoc(row, row.section_name)),
  );
}
