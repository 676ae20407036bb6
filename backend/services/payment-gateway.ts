import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { OrderStatus } from "../db/schema-orders";
import { recordChange, type Actor } from "./admin/audit";
import { DomainError } from "./errors";
import { CHANGED_BY_ONEC, CHANGED_FOR_ONEC } from "./onec-marks";
import { addPaymentReceivedMail, type OrderMailDeps } from "./order-mails";
import { isPayable, type OrderRow } from "./order-view";
import type { PaymentProvider, ProviderPayment } from "./payments/provider";

/**
 * The reference backend's test payment gateway. A pay link carries an HMAC (config.secret) over the order's
 * id, secret code and total, so only someone who got the link from us can open the page or settle the order,
 * and a link for an old total stops working. Only the gateway's own callback changes an order; the return
 * URL (/payresult) merely shows it.
 */

export type PaymentAction = "pay" | "cancel";

/**
 * The test gateway as a payment provider. Its state is the order itself: a payment is pending until the
 * callback marks the order paid; its «Отменить» leaves the payment (and the order) waiting, so it never
 * reports `canceled`, and it never holds money for capture. Payment ids are `test-` and the attempt's idempotence key.
 */
export function createTestGateway(db: Kysely<Database>, secret: string): PaymentProvider {
  const paymentOf = (order: OrderRow, id: string): ProviderPayment => ({
    id,
    status: order.status === "paid" ? "succeeded" : "pending",
    amount: order.total,
    currency: "RUB",
    orderId: order.id,
    confirmationUrl: payLinkFor(secret, order),
    expiresAt: null,
  });
  return {
    name: "test",
    async createPayment(request) {
      const order = await db.selectFrom("orders").selectAll().where("id", "=", request.orderId).executeTakeFirstOrThrow();
      return paymentOf(order, `test-${request.idempotenceKey}`);
    },
    async getPayment(id) {
      const orderId = Number(/^test-(\d{1,9})-\d{1,9}-[0-9a-f]{16}$/.exec(id)?.[1]);
      const order = orderId ? await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst() : undefined;
      return order ? paymentOf(order, id) : null;
    },
    async capturePayment() {
      throw new Error("the test gateway never holds a payment for capture");
    },
    // The test gateway returns any refund at once: the money it took is only the order's mark.
    async createRefund(request) {
      return { id: `test-refund-${request.idempotenceKey}`, status: "succeeded", amount: request.amount };
    },
    // Its refunds are never left pending, so none is ever read back.
    async getRefund() {
      return null;
    },
  };
}

function signature(secret: string, order: Pick<OrderRow, "id" | "code" | "total">): string {
  return createHmac("sha256", secret).update(`pay|${order.id}|${order.code}|${order.total}`).digest("base64url");
}

/** The link the buyer follows to pay (relative to the shop's host). */
export function payLinkFor(secret: string, order: Pick<OrderRow, "id" | "code" | "total">): string {
  return `/api/pay/page?order=${order.id}&token=${signature(secret, order)}`;
}

function tokenMatches(secret: string, order: OrderRow, token: string): boolean {
  const expected = Buffer.from(signature(secret, order));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The order a signed link points at; a wrong or stale signature is refused like a missing order. */
export async function orderForPayLink(db: Kysely<Database>, secret: string, orderId: number, token: string): Promise<OrderRow> {
  const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
  if (!order || !tokenMatches(secret, order, token)) throw new DomainError("pay_link_invalid");
  return order;
}

/**
 * The gateway's callback. «Оплатить» marks an awaiting order paid, once: the unique payment transaction per
 * order makes a replayed or concurrent second callback a no-op. «Отменить» cancels only this payment attempt:
 * the order keeps waiting for payment with its goods reserved, so the buyer can pay again or choose another
 * way to pay; cancelling the order itself is the shop's business, not the payment page's.
 */
export async function settlePayment(
  db: Kysely<Database>,
  mails: OrderMailDeps,
  secret: string,
  input: { orderId: number; token: string; action: PaymentAction; now: string },
): Promise<OrderRow> {
  const order = await orderForPayLink(db, secret, input.orderId, input.token);
  if (!isPayable(order) || input.action === "cancel") return order;
  return markOrderPaid(db, mails, order, input.now);
}

/**
 * The one way an order becomes paid, whoever reports the money (the test gateway's callback, a provider's
 * payment re-read from its API): an awaiting order is marked paid once, with its payment transaction and the
 * shopper's «Оплата получена» letter in the same transaction; the unique payment transaction per order makes a
 * replayed or concurrent second report a no-op, so the letter goes once too. Answers the order as it now stands.
 * 1C reporting the money (`by` its exchange account, via "1c") or a manager marking the счёт paid (via "invoice")
 * may also mark paid an order to be paid on receipt or by invoice (status `new`: the money came to the shop's
 * account or till); that is an audit entry of the order.
 */
export async function markOrderPaid(
  db: Kysely<Database>,
  mails: OrderMailDeps,
  order: OrderRow,
  now: string,
  by?: { actor: Actor; via: "1c" | "invoice" },
): Promise<OrderRow> {
  const byOneC = by?.via === "1c";
  const payable: OrderStatus[] = by ? ["awaiting_payment", "new"] : ["awaiting_payment"];
  const marked = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("orders")
      .set({ status: "paid", updated_at: now, ...(byOneC ? CHANGED_BY_ONEC : CHANGED_FOR_ONEC) })
      .where("id", "=", order.id)
      .where("status", "in", payable)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await trx.insertInto("payment_transactions").values({ order_id: order.id, action: "paid", amount: order.total, created_at: now }).execute();
    if (by)
      await recordChange(trx, by.actor, now, {
        action: "order.paid",
        entity: "order",
        entityId: order.id,
        before: { status: order.status },
        after: { status: "paid", via: by.via },
      });
    await addPaymentReceivedMail(trx, mails, order.id);
    return true;
  });
  if (marked) mails.outbox.wake();
  // Re-read: a concurrent report may have settled it first.
  return db.selectFrom("orders").selectAll().where("id", "=", order.id).executeTakeFirstOrThrow();
}

/**
 * Another way to pay an order still waiting for payment: an online one keeps it waiting, one on receipt or by
 * invoice makes it a new order for the manager (the goods stay reserved either way). `payment_unknown` for an
 * unknown payment, `order_not_payable` for an order that no longer waits for payment.
 */
export async function changePayment(db: Kysely<Database>, input: { order: OrderRow; paymentId: number; now: string }): Promise<OrderRow> {
  const payment = await db.selectFrom("payments").selectAll().where("id", "=", input.paymentId).executeTakeFirst();
  if (!payment) throw new DomainError("payment_unknown", { fields: ["payment_id"] });
  if (!isPayable(input.order)) throw new DomainError("order_not_payable");
  await db
    .updateTable("orders")
    .set({ payment_id: payment.id, status: payment.online === 1 ? "awaiting_payment" : "new", updated_at: input.now, ...CHANGED_FOR_ONEC })
    .where("id", "=", input.order.id)
    .where("status", "=", "awaiting_payment")
    .execute();
  return db.selectFrom("orders").selectAll().where("id", "=", input.order.id).executeTakeFirstOrThrow();
}
