import type { Kysely, Selectable } from "kysely";
import { LRUCache } from "lru-cache";
import type { Logger } from "pino";
import type { Database } from "../../db/schema";
import type { OrderPaymentsTable } from "../../db/schema-orders";
import { DomainError } from "../errors";
import { cancelUnpaidOrder } from "../order-cancel";
import type { OrderMailDeps } from "../order-mails";
import { orderLines, receiptLinesOf } from "../order-lines";
import { isPayable, orderPagePath, type OrderRow } from "../order-view";
import { markOrderPaid } from "../payment-gateway";
import { isPaymentMethodCode, payWithinMs } from "../../shop/payment-methods";
import { PaymentProviderUnavailable, type PaymentProvider, type PaymentRequest, type ProviderPayment } from "./provider";

type PaymentRow = Selectable<OrderPaymentsTable>;

export interface OnlinePayments {
  /**
   * Where the buyer goes to pay an order waiting for payment: the current attempt's page while its payment is
   * still pending and asking the order's present total, else a new payment (a new attempt) for the same order. `order_not_payable` when the order no
   * longer waits (also when money is already held or taken), `payment_unavailable` when the provider is down.
   */
  payLink(order: OrderRow): Promise<string>;
  /**
   * A provider's word that payment `id` changed: the payment is re-read from the provider and only what the
   * provider answers moves the order. `ignored` for an id that is not a payment of one of our orders.
   * Throws PaymentProviderUnavailable when the provider cannot be asked (the notification should come again).
   */
  syncPayment(id: string): Promise<"applied" | "ignored">;
  /** An order still waiting, as its latest payment now stands at the provider (the buyer is back from paying). */
  refresh(order: OrderRow): Promise<OrderRow>;
}

interface Deps {
  db: Kysely<Database>;
  /** For the shopper's «Оплата получена», written when a payment marks the order paid. */
  mails: OrderMailDeps;
  log: Logger;
  provider: PaymentProvider;
  /** Capture a payment waiting for capture at once (else it waits for the shop). */
  autoCapture: boolean;
  publicUrl: string;
  now: () => string;
}

/**
 * Payment ids the provider said are none of ours, remembered a while: a forger repeating an id (or YooKassa
 * repeating a notification of another shop's test) costs one provider call, not one each.
 */
const NOT_OURS_REMEMBERED = { max: 10_000, ttl: 10 * 60 * 1000 };

export function createOnlinePayments({ db, mails, log, provider, autoCapture, publicUrl, now }: Deps): OnlinePayments {
  const notOurs = new LRUCache<string, true>(NOT_OURS_REMEMBERED);
  const latestAttempt = (orderId: number) =>
    db
      .selectFrom("order_payments")
      .selectAll()
      .where("order_id", "=", orderId)
      .where("provider", "=", provider.name)
      .orderBy("attempt", "desc")
      .executeTakeFirst();
  const readOrder = (id: number) => db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();

  /** Moves the order by what the provider says of one of its payments; the provider's word is the only input. */
  async function apply(row: PaymentRow, payment: ProviderPayment): Promise<void> {
    const order = await readOrder(row.order_id);
    // A payment that does not carry this order, or asks another sum than the stored total, moves nothing.
    if (!order || payment.orderId !== order.id || payment.amount !== order.total || payment.currency !== "RUB") {
      log.warn({ paymentId: payment.id, orderId: row.order_id }, "payment does not match its order: ignored");
      return;
    }
    const expiresAt = payment.expiresAt ?? row.expires_at;
    if (row.status !== payment.status || row.expires_at !== expiresAt) {
      await db
        .updateTable("order_payments")
        .set({ status: payment.status, expires_at: expiresAt, updated_at: now() })
        .where("id", "=", row.id)
        .execute();
    }
    if (payment.status === "succeeded") {
      const paid = await markOrderPaid(db, mails, order, now());
      if (paid.status !== "paid")
        log.error(
          { paymentId: payment.id, orderId: order.id, status: paid.status },
          "money taken for an order that is not waiting for it: refund it",
        );
    } else if (payment.status === "canceled") {
      // Only the order's current attempt speaks for it: an older attempt's cancellation changes nothing.
      const latest = await latestAttempt(order.id);
      if (latest?.id === row.id) await cancelUnpaidOrder(db, order.id, now());
    } else if (payment.status === "waiting_for_capture" && autoCapture && isPayable(order)) {
      const captured = await provider.capturePayment(payment.id, order.total, `${row.idempotence_key}-capture`);
      if (captured.status !== "waiting_for_capture") await apply({ ...row, status: payment.status }, captured);
    }
  }

  /** The row of a payment id; a payment whose create answer we never stored is adopted by its order's open attempt. */
  async function rowOf(payment: ProviderPayment): Promise<PaymentRow | undefined> {
    const row = await db.selectFrom("order_payments").selectAll().where("provider_payment_id", "=", payment.id).executeTakeFirst();
    if (row || payment.orderId === null) return row;
    const open = await latestAttempt(payment.orderId);
    if (open?.provider_payment_id !== null || open.status !== "creating") return undefined;
    await db.updateTable("order_payments").set({ provider_payment_id: payment.id, updated_at: now() }).where("id", "=", open.id).execute();
    return { ...open, provider_payment_id: payment.id };
  }

  async function requestFor(order: OrderRow, idempotenceKey: string): Promise<PaymentRequest> {
    const lines = receiptLinesOf(await orderLines(db, order.id));
    return {
      orderId: order.id,
      orderCode: order.code,
      amount: order.total,
      idempotenceKey,
      returnUrl: `${publicUrl}${orderPagePath(order)}`,
      description: `Заказ №${order.id}`,
      customer: { email: order.email || null, phone: order.phone || null },
      lines,
      method: isPaymentMethodCode(order.payment_method) ? order.payment_method : null,
    };
  }

  /** A provider that cannot be asked is the buyer's «try later», never a 500. */
  async function asking<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof PaymentProviderUnavailable) {
        log.warn({ err: error }, "payment provider unavailable");
        throw new DomainError("payment_unavailable");
      }
      throw error;
    }
  }

  async function createAttempt(order: OrderRow, attempt: number): Promise<PaymentRow> {
    const at = now();
    const values = {
      order_id: order.id,
      attempt,
      provider: provider.name,
      idempotence_key: `${order.id}-${attempt}-${order.code}`,
      provider_payment_id: null,
      status: "creating" as const,
      amount: order.total,
      created_at: at,
      updated_at: at,
    };
    try {
      return await db.insertInto("order_payments").values(values).returningAll().executeTakeFirstOrThrow();
    } catch (error) {
      // A concurrent click wrote this attempt first: share it (same key, so the provider makes one payment).
      const row = await db.selectFrom("order_payments").selectAll().where("idempotence_key", "=", values.idempotence_key).executeTakeFirst();
      if (row) return row;
      throw error;
    }
  }

  return {
    async payLink(order) {
      if (!isPayable(order)) throw new DomainError("order_not_payable");
      let row = await latestAttempt(order.id);
      // The shop changed the order since this attempt: its payment asks the old sum, so a new attempt asks the new one.
      if (row && Number(row.amount) !== Number(order.total)) row = await createAttempt(order, row.attempt + 1);
      else if (row?.provider_payment_id) {
        const id = row.provider_payment_id;
        const payment = await asking(() => provider.getPayment(id));
        if (payment) {
          await apply(row, payment);
          if (payment.status === "pending" && payment.confirmationUrl) return payment.confirmationUrl;
        }
        const fresh = await readOrder(order.id);
        // Money held or taken, or the attempt cancelled the order: nothing more to pay.
        if (!fresh || !isPayable(fresh) || payment?.status === "waiting_for_capture") throw new DomainError("order_not_payable");
        row = await createAttempt(order, row.attempt + 1);
      } else if (!row) {
        row = await createAttempt(order, 1);
      }
      // An attempt without a payment id yet is sent again with its own key: the provider answers the same payment.
      const request = await requestFor(order, row.idempotence_key);
      const created = await asking(() => provider.createPayment(request));
      // The goods stay reserved as long as this payment may still be paid: the provider's word, else the method's term.
      const expiresAt = created.expiresAt ?? new Date(Date.parse(row.created_at) + payWithinMs(request.method, order.total)).toISOString();
      await db
        .updateTable("order_payments")
        .set({ provider_payment_id: created.id, status: created.status, expires_at: expiresAt, updated_at: now() })
        .where("id", "=", row.id)
        .execute();
      if (!created.confirmationUrl) throw new DomainError("payment_unavailable");
      return created.confirmationUrl;
    },

    async syncPayment(id) {
      if (notOurs.has(id)) return "ignored";
      const payment = await provider.getPayment(id);
      const row = payment ? await rowOf(payment) : undefined;
      if (!payment || !row || row.provider !== provider.name) {
        notOurs.set(id, true);
        return "ignored";
      }
      await apply(row, payment);
      return "applied";
    },

    async refresh(order) {
      if (!isPayable(order)) return order;
      const row = await latestAttempt(order.id);
      if (!row?.provider_payment_id) return order;
      try {
        await this.syncPayment(row.provider_payment_id);
      } catch (error) {
        // The page shows the order as stored; the provider's notification will still come.
        log.warn({ err: error, orderId: order.id }, "could not re-check the payment");
      }
      return (await readOrder(order.id)) ?? order;
    },
  };
}
