import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { CHANGED_FOR_ONEC } from "./onec-marks";
import { releaseOrderDay } from "./delivery-dates";
import { releaseOrderStock } from "./order-goods";
import type { OrderRow } from "./order-view";

/**
 * An order waiting for payment whose payment was cancelled: the order is cancelled (for the shopper and in the
 * staff's life cycle) and its reserved goods and delivery day go back on sale, in one transaction, once (the status guard makes a
 * repeated report a no-op).
 */
export async function cancelUnpaidOrder(db: Kysely<Database>, orderId: number, now: string): Promise<OrderRow> {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("orders")
      .set({ status: "cancelled", stage: "cancelled", updated_at: now, ...CHANGED_FOR_ONEC })
      .where("id", "=", orderId)
      .where("status", "=", "awaiting_payment")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return;
    await releaseOrderStock(trx, orderId);
    await releaseOrderDay(trx, orderId);
    await trx.insertInto("payment_transactions").values({ order_id: orderId, action: "cancelled", amount: 0, created_at: now }).execute();
  });
  return db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
}
