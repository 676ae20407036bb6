import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { releaseStock } from "./order-goods";
import type { OrderRow } from "./order-view";

/**
 * An order waiting for payment whose payment was cancelled: the order is cancelled and its reserved goods go
 * back on sale, in one transaction, once (the status guard makes a repeated report a no-op).
 */
export async function cancelUnpaidOrder(db: Kysely<Database>, orderId: number, now: string): Promise<OrderRow> {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("orders")
      .set({ status: "cancelled", updated_at: now })
      .where("id", "=", orderId)
      .where("status", "=", "awaiting_payment")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return;
    const items = await trx.selectFrom("order_items").select(["good_id", "count"]).where("order_id", "=", orderId).execute();
    for (const item of items) await releaseStock(trx, item.good_id, item.count);
    await trx.insertInto("payment_transactions").values({ order_id: orderId, action: "cancelled", amount: 0, created_at: now }).execute();
  });
  return db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
}
