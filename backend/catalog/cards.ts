import type { Kysely, Selectable } from "kysely";
import type { Database } from "../db/schema";
import type { GoodsTable } from "../db/schema-catalog";

/** The contract's Image. */
export interface Image {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** An uploaded photo's sizes for `<picture>`: AVIF, then WebP, each a `srcset` of widths; none for a drawing. */
  sources?: { type: string; srcset: string }[];
  /** An imported picture made a photo: the URL or path the import gave, to know it again in the next import. */
  origin?: string;
}

/** docs/api.md "GoodCard". */
export interface GoodCard {
  id: number;
  handle: string;
  section_handle: string;
  name: string;
  price: number;
  old_price: number | null;
  currency: "RUB";
  stock: number;
  /** Can be ordered: in stock, or made to order whatever the stock. */
  in_stock: boolean;
  /** In stock it ships in `min` days; made to order it is made in `min`–`max` days. */
  lead: { made_to_order: boolean; min: number; max: number };
  is_new: boolean;
  image: Image;
  image_hover: Image | null;
  variant_label: string | null;
  variants_count: number;
}

/**
 * The goods the shop shows: not hidden, priced, in a section that is not hidden (for queries on `goods` alone). A
 * good without a price (1C sent no offer for it, or a price of 0 was written) is not for sale: no listing, search
 * result, page or feed shows it, so nobody ever sees «0 ₽».
 */
export function shownGoods(db: Kysely<Database>) {
  return db
    .selectFrom("goods")
    .where("goods.hidden", "=", 0)
    .where("goods.price", ">", 0)
    .where((eb) => eb("goods.section_id", "in", eb.selectFrom("sections").select("sections.id").where("sections.hidden", "=", 0)));
}

/** Goods created within this many days of the newest one count as new. */
const NEW_DAYS = 45;
const NEW_SINCE = new Date(Date.UTC(2026, 10, 1) - NEW_DAYS * 86400000).toISOString().slice(0, 10);

export type GoodRow = Selectable<GoodsTable> & { section_handle: string; variants_count: number };

export function parseImages(json: string): Image[] {
  try {
    const images = JSON.parse(json) as Image[];
    return Array.isArray(images) ? images : [];
  } catch {
    return [];
  }
}

export function toCard(row: GoodRow): GoodCard {
  const images = parseImages(row.images);
  return {
    id: row.id,
    handle: row.handle,
    section_handle: row.section_handle,
    name: row.name,
    price: row.price,
    old_price: row.old_price,
    currency: "RUB",
    stock: row.stock,
    in_stock: row.stock > 0 || row.made_to_order === 1,
    lead: { made_to_order: row.made_to_order === 1, min: row.delivery_min, max: row.delivery_max },
    is_new: row.created_at >= NEW_SINCE,
    image: images[0] ?? { src: "/media/misc/placeholder.svg", width: 1200, height: 900, alt: row.name },
    image_hover: images[1] ?? null,
    variant_label: row.variant_label,
    variants_count: Number(row.variants_count),
  };
}

/**
 * Shown goods (neither they nor their section hidden by the back office) joined with what a card needs
 * (section handle, number of shown variants of the model).
 */
export function goodsWithCardColumns(db: Kysely<Database>) {
  return db
    .selectFrom("goods")
    .innerJoin("sections", "sections.id", "goods.section_id")
    .where("goods.hidden", "=", 0)
    .where("goods.price", ">", 0)
    .where("sections.hidden", "=", 0)
    .selectAll("goods")
    .select("sections.handle as section_handle")
    .select((eb) =>
      eb
        .selectFrom("goods as v")
        .whereRef("v.model_id", "=", "goods.model_id")
        .where("v.hidden", "=", 0)
        .where("v.price", ">", 0)
        .select((e) => e.fn.countAll<number>().as("c"))
        .as("variants_count"),
    );
}

/** Pieces of a good one order can take: a made-to-order good is made for it, others only as many as are left. */
export const orderablePieces = (good: { stock: number; made_to_order: boolean }, most: number) =>
  good.made_to_order ? most : Math.min(good.stock, most);

/** Cards for `ids`, in the order given; unknown ids are left out. */
export async function loadCards(db: Kysely<Database>, ids: number[]): Promise<GoodCard[]> {
  const unique = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31);
  if (unique.length === 0) return [];
  const rows = (await goodsWithCardColumns(db).where("goods.id", "in", unique).execute()) as GoodRow[];
  const byId = new Map(rows.map((row) => [row.id, toCard(row)]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}
