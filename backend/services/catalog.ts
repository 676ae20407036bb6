import { sql, type Kysely } from "kysely";
import { goodsWithCardColumns, loadCards, shownGoods, parseImages, toCard, type GoodCard, type GoodRow, type Image } from "../catalog/cards";
import { applyFilters, applySort, buildFilters, type FilterState, type Sort } from "../catalog/filters";
import type { Database } from "../db/schema";
import { GOOD_DESCRIPTION_MAX } from "../exchange/text-limits";
import { earliestDayOfGood } from "./delivery-dates";

/** Catalogue reads: sections, listings, filters, a good's page and cards by id. */

export interface Section {
  id: number;
  handle: string;
  name: string;
  description: string;
}

/** The section with this handle, or undefined. */
export function sectionByHandle(db: Kysely<Database>, handle: string): Promise<Section | undefined> {
  return db
    .selectFrom("sections")
    .select(["id", "handle", "name", "description"])
    .where("handle", "=", handle)
    .where("hidden", "=", 0)
    .executeTakeFirst();
}

/** One page of cards of a section (null: the whole catalogue) under filters and a sort, with the total count. */
export async function listGoods(
  db: Kysely<Database>,
  query: { sectionId: number | null; filters: FilterState; sort: Sort; limit: number; offset: number },
): Promise<{ goods: GoodCard[]; total: number }> {
  let base = shownGoods(db);
  if (query.sectionId !== null) base = base.where("goods.section_id", "=", query.sectionId);
  const countRow = await applyFilters(base, query.filters)
    .select(sql<number>`count(*)`.as("count"))
    .executeTakeFirstOrThrow();

  let rowsQuery = goodsWithCardColumns(db);
  if (query.sectionId !== null) rowsQuery = rowsQuery.where("goods.section_id", "=", query.sectionId);
  const rows = (await applySort(applyFilters(rowsQuery, query.filters), query.sort).limit(query.limit).offset(query.offset).execute()) as GoodRow[];
  return { goods: rows.map(toCard), total: Number(countRow.count) };
}

/** Every shown section in menu order with its number of goods (in stock or not) and its picture. */
export async function listSections(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("sections")
    .leftJoin("goods", (join) => join.onRef("goods.section_id", "=", "sections.id").on("goods.hidden", "=", 0).on("goods.price", ">", 0))
    .where("sections.hidden", "=", 0)
    .select(["sections.id", "sections.handle", "sections.name", "sections.kind", "sections.image"])
    .select(sql<number>`count(goods.id)`.as("count"))
    .groupBy(["sections.id", "sections.handle", "sections.name", "sections.kind", "sections.sort", "sections.image"])
    .orderBy("sections.sort")
    .execute();
  return rows.map((s) => ({
    id: s.id,
    handle: s.handle,
    name: s.name,
    count: Number(s.count),
    image: s.image ? (JSON.parse(s.image) as Image) : { src: `/media/sections/${s.handle}.svg`, width: 800, height: 600, alt: s.name },
  }));
}

/** The filters of a section (null: the whole catalogue) with counts under the current state. */
export function sectionFilters(db: Kysely<Database>, sectionId: number | null, state: FilterState) {
  return buildFilters(db, sectionId, state);
}

/** A good's page: the card with its details, its model's variants and up to 8 related goods; undefined if none. */
export async function goodDetail(db: Kysely<Database>, sectionHandle: string, handle: string, now: string) {
  const row = (await goodsWithCardColumns(db)
    .where("goods.handle", "=", handle)
    .where("sections.handle", "=", sectionHandle)
    .select("sections.name as section_name")
    // A description stored before imports were bounded may be megabytes: the page never carries more than the limit.
    .select(sql<string>`substr(goods.description, 1, ${sql.lit(GOOD_DESCRIPTION_MAX)})`.as("shown_description"))
    .executeTakeFirst()) as (GoodRow & { section_name: string; shown_description: string }) | undefined;
  if (!row) return undefined;

  const [variants, related] = await Promise.all([
    db
      .selectFrom("goods")
      .select(["id", "handle", "variant_label", "price", "stock", "made_to_order"])
      .where("model_id", "=", row.model_id)
      .where("hidden", "=", 0)
      .where("price", ">", 0)
      .orderBy("id")
      .execute(),
    goodsWithCardColumns(db)
      .where("goods.section_id", "=", row.section_id)
      .where("goods.model_id", "!=", row.model_id)
      // Goods one can order: in stock, or made to order.
      .where((eb) => eb.or([eb("goods.stock", ">", 0), eb("goods.made_to_order", "=", 1)]))
      .orderBy("goods.popularity", "desc")
      .orderBy("goods.id")
      .limit(8)
      .execute(),
  ]);
  const card = toCard(row);
  const deliveryFrom = await earliestDayOfGood(db, now, { madeToOrder: card.lead.made_to_order, min: row.delivery_min, max: row.delivery_max });
  return {
    ...card,
    sku: row.sku,
    description: row.shown_description,
    material: { value: row.material, title: row.material_title },
    color: { value: row.color, title: row.color_title },
    dimensions: { width: row.width, depth: row.depth, height: row.height },
    /** Who made it, as the import named it (1C's Изготовитель, YML's vendor); null when unknown. */
    vendor: row.vendor,
    images: parseImages(row.images),
    section: { handle: row.section_handle, name: row.section_name },
    variants: {
      title: row.variant_title,
      goods: variants.map((v) => ({
        id: v.id,
        handle: v.handle,
        label: v.variant_label ?? row.name,
        price: v.price,
        in_stock: v.stock > 0 || v.made_to_order === 1,
        active: v.id === row.id,
      })),
    },
    related: (related as GoodRow[]).map(toCard),
    delivery_days: { min: row.delivery_min, max: row.delivery_max },
    /** The earliest day this good alone can be delivered by the quickest shown way, `YYYY-MM-DD`. */
    delivery_from: deliveryFrom,
  };
}

/** Cards of these goods in the given order; unknown ids are left out. */
export function cardsByIds(db: Kysely<Database>, ids: number[]): Promise<GoodCard[]> {
  return loadCards(db, ids);
}
