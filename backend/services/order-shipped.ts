import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** Pieces shipped so far, by order line id, of the orders given. */
export async function shippedCounts(db: Kysely<Database>, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("order_shipment_lines")
    .innerJoin("order_shipments", "order_shipments.id", "order_shipment_lines.shipment_id")
    .select(["order_shipment_lines.order_item_id", (eb) => eb.fn.sum<number>("order_shipment_lines.count").as("n")])
    .where("order_shipments.order_id", "in", orderIds)
    .groupBy("order_shipment_lines.order_item_id")
    .execute();
  return new Map(rows.map((row) => [row.order_item_id, Number(row.n)]));
}
