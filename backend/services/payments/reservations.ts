import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../../db/schema";
import { cancelUnpaidOrder } from "../order-cancel";
import type { OnlinePayments } from "./online-payment";

/**
 * A provider cancels a payment nobody paid when its term ends and says so in a notification; when that word is
 * lost, the goods would stay reserved for ever. So an order still waiting whose latest payment's term ended
 * (`order_payments.expires_at`: the provider's own, or the method's term — an hour for a card, up to 72 hours for
 * a loan the bank is still deciding) is first re-read from the provider, and cancelled with its stock returned
 * only when the payment still has not been paid.
 */

/** Past the term, a notification in flight gets this long to arrive before the shop acts on its own. */
const GRACE_MS = 10 * 60 * 1000;
/** Orders handled by one sweep at the most; the next sweep takes the rest. */
const BATCH = 50;
/** Sweeps run on checkout traffic at most this often per process. */
const SWEEP_EVERY_MS = 5 * 60 * 1000;

/** Releases the goods of orders whose payment can no longer be paid; answers how many orders were cancelled. */
export async function releaseExpiredReservations(db: Kysely<Database>, online: OnlinePayments, log: Logger, at: number): Promise<number> {
  const before = new Date(at - GRACE_MS).toISOString();
  const expired = await db
    .selectFrom("order_payments as p")
    .innerJoin("orders as o", "o.id", "p.order_id")
    .select(["o.id as orderId", "p.provider_payment_id as paymentId"])
    .where("o.status", "=", "awaiting_payment")
    .where("p.expires_at", "<", before)
    .where("p.status", "in", ["creating", "pending"])
    // Only the order's latest attempt speaks for it.
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("order_payments as later")
            .select("later.id")
            .whereRef("later.order_id", "=", "p.order_id")
            .whereRef("later.attempt", ">", "p.attempt"),
        ),
      ),
    )
    .orderBy("p.expires_at")
    .limit(BATCH)
    .execute();
  let cancelled = 0;
  for (const { orderId, paymentId } of expired) {
    try {
      if (paymentId) await online.syncPayment(paymentId);
    } catch (error) {
      // The provider cannot say now whether it was paid: keep the goods, ask again next time.
      log.warn({ err: error, orderId }, "could not re-check an expired payment");
      continue;
    }
    const payment = await db
      .selectFrom("order_payments")
      .select("status")
      .where("order_id", "=", orderId)
      .orderBy("attempt", "desc")
      .executeTakeFirst();
    if (payment && payment.status !== "pending" && payment.status !== "creating") continue;
    const order = await cancelUnpaidOrder(db, orderId, new Date(at).toISOString());
    if (order.status === "cancelled") cancelled += 1;
  }
  return cancelled;
}

/** The sweep throttled to once per SWEEP_EVERY_MS on this process's clock; its failure never fails the caller. */
export function reservationSweeper(db: Kysely<Database>, online: OnlinePayments, log: Logger, now: () => number): () => Promise<void> {
  let last = Number.NEGATIVE_INFINITY;
  return async () => {
    const t = now();
    if (t - last < SWEEP_EVERY_MS) return;
    last = t;
    await releaseExpiredReservations(db, online, log, t).catch((error: unknown) => log.error({ err: error }, "reservation sweep failed"));
  };
}
