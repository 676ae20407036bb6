import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Image } from "../catalog/cards";
import { goodLines, orderLines } from "./order-lines";

/**
 * The orders area's only window onto the catalogue (backend-catalog owns those tables): what a good costs,
 * how many are left, and reserving or returning pieces. Stock changes are conditional updates, so two buyers
 * can never both take the last piece.
 */

export interface OrderGood {
  id: number;
  name: string;
  price: number;
  stock: number;
  /** Its section: promo codes may apply to some sections only. */
  section_id: number;
  /** Made for the order: sold whatever the stock, and no stock is taken for it. */
  made_to_order: boolean;
  /** The contract's Image of the good's first picture, frozen into the order. */
  image: Image | null;
}

type ImageJson = OrderGood["image"];

/** The first picture of a good's JSON image list, or null when the list is empty or unreadable. */
function firstImage(images: string): ImageJson {
  try {
    const list = JSON.parse(images) as unknown;
    return Array.isArray(list) && list.length > 0 ? (list[0] as ImageJson) : null;
  } catch {
    return null;
  }
}

/** The goods with these ids (unknown ids are simply absent); a variant's label joins its name. */
export async function goodsForOrder(db: Kysely<Database>, ids: number[]): Promise<OrderGood[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("goods")
    .select(["id", "name", "variant_label", "price", "stock", "section_id", "images"])
    .select(["id", "name", "variant_label", "price", "stock", "made_to_order", "images"])
    .where("id", "in", ids)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.variant_label ? `${row.name}, ${row.variant_label}` : row.name,
    price: row.price,
    stock: row.stock,
    section_id: row.section_id,
    made_to_order: row.made_to_order === 1,
    image: firstImage(row.images),
  }));
}

/** Takes `count` pieces if that many are left; false when they are not (nothing changes then). */
export async function reserveStock(db: Kysely<Database>, goodId: number, count: number): Promise<boolean> {
  const result = await db
    .updateTable("goods")
    .set((eb) => ({ stock: eb("stock", "-", count) }))
    .where("id", "=", goodId)
    .where("stock", ">=", count)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Puts every piece an order reserved back on sale; called in the transaction that cancels the order. A good made
 * to order took no stock, so it gives none back (the line keeps no mark of it: the good's present flag decides).
 */
export async function releaseOrderStock(db: Kysely<Database>, orderId: number): Promise<void> {
  for (const item of goodLines(await orderLines(db, orderId))) {
    await db
      .updateTable("goods")
      .set((eb) => ({ stock: eb("stock", "+", item.count) }))
      .where("id", "=", item.good_id)
      .where("made_to_order", "=", 0)
      .execute();
  }
}

/** Whether the catalogue has this good or idea (lead requests name them by id). */
export async function catalogueHas(db: Kysely<Database>, what: "good" | "idea", id: number): Promise<boolean> {
  const table = what === "good" ? "goods" : "ideas";
  const row = await db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst();
  return row !== undefined;
}
