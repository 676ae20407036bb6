import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { addPaymentReceivedMail, type OrderMailDeps } from "./order-mails";

/**
 * The one place an order becomes paid, whatever gateway reports the payment: an order waiting for payment is
 * marked paid once, with its payment transaction and the shopper's «Оплата получена» letter in the same
 * transaction. A replayed or concurrent second report finds it paid already and changes nothing. Answers
 * whether this call marked it.
 */
export async function markOrderPaid(db: Kysely<Database>, mails: OrderMailDeps, input: { orderId: number; now: string }): Promise<boolean> {
  const marked = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("orders")
      .set({ status: "paid", updated_at: input.now })
      .where("id", "=", input.orderId)
      .where("status", "=", "awaiting_payment")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    const { total } = await trx.selectFrom("orders").select("total").where("id", "=", input.orderId).executeTakeFirstOrThrow();
    await trx.insertInto("payment_transactions").values({ order_id: input.orderId, action: "paid", amount: total, created_at: input.now }).execute();
    await addPaymentReceivedMail(trx, mails, input.orderId);
    return true;
  });
  if (marked) mails.outbox.wake();
  return marked;
}
