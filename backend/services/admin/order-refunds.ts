import { randomBytes } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../../db/schema";
import type { OrderRefundStatus, OrderRefundsTable } from "../../db/schema-orders";
import { rub, staffLetter } from "../../messaging/letters";
import { REFUND_NOTICE_LINE, REFUND_NOTICE_MAIL, REFUND_NOTICE_SMS, REFUND_NOTICE_SUBJECT } from "../../messaging/refund-texts";
import { DomainError } from "../errors";
import { CHANGED_FOR_ONEC } from "../onec-marks";
import { orderLines, type OrderLine } from "../order-lines";
import { PaymentProviderUnavailable, PaymentRefundRefused, type PaymentProvider, type ProviderRefund } from "../payments/provider";
import { shopName } from "../shop-name";
import { recordChange, type Actor } from "./audit";
import type { NoticeDeps } from "./order-notices";
import { refundLinesFor, refundReceiptLines, returnedCounts, type RefundedLine } from "./refund-lines";

type RefundRow = Selectable<OrderRefundsTable>;

/** An order's money as the refund form shows it: paid, refunded, each line with what is left to take back, the refunds. */
export interface OrderRefundsView {
  paid: number;
  refunded: number;
  /** The order can be refunded online at all (paid through the shop's payment provider). */
  refundable: boolean;
  lines: { id: number; kind: string; name: string; count: number; paid: number; returned: number }[];
  refunds: {
    id: number;
    created_at: string;
    staff_email: string;
    reason: string;
    amount: number;
    status: OrderRefundStatus;
    lines: RefundedLine[];
  }[];
}

interface Deps {
  db: Kysely<Database>;
  /** null when the shop takes no online payments: nothing can be refunded online. */
  provider: PaymentProvider | null;
  notices: NoticeDeps;
  log: Logger;
  now: () => string;
}

/**
 * Refunds of an order's online payment from the back office. The bookkeeping comes first, as with payments: one
 * transaction moves `orders.refunded` by a compare-and-set on the value read (so two managers, or two containers,
 * can never refund the same line or money twice), writes the refund with its idempotence key and its audit entry.
 * Then the provider is asked; when it makes the refund, the goods go back to stock and the shopper is told, once
 * (the refund's status moves to `succeeded` by a conditional update). A refund it leaves `pending` waits for its
 * notification (or the order being opened) to be read again, and follows the same path then. A provider that cannot be reached leaves the
 * refund `creating`, sent again with the same key; one that refuses for good gives the money back to the order.
 */
export function createOrderRefunds({ db, provider, notices, log, now }: Deps) {
  const paidOf = async (orderId: number) => {
    const row = await db
      .selectFrom("payment_transactions")
      .select((eb) => eb.fn.sum<number>("amount").as("paid"))
      .where("order_id", "=", orderId)
      .where("action", "=", "paid")
      .executeTakeFirst();
    return Number(row?.paid ?? 0);
  };
  const refundsOf = (orderId: number) => db.selectFrom("order_refunds").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
  /** The provider's payment of the order that took the money: a succeeded attempt first, else the latest one. */
  const paymentOf = async (orderId: number) => {
    if (!provider) return undefined;
    const rows = await db
      .selectFrom("order_payments")
      .select(["provider_payment_id", "status"])
      .where("order_id", "=", orderId)
      .where("provider", "=", provider.name)
      .where("provider_payment_id", "is not", null)
      .orderBy("attempt", "desc")
      .execute();
    return (rows.find((row) => row.status === "succeeded") ?? rows[0])?.provider_payment_id ?? undefined;
  };

  /** A refund the provider has taken but not yet made: it keeps its id there, to be read again; nothing follows yet. */
  async function markPending(row: RefundRow, providerId: string): Promise<void> {
    await db
      .updateTable("order_refunds")
      .set({ status: "pending", provider_refund_id: providerId, updated_at: now() })
      .where("id", "=", row.id)
      .where("status", "=", "creating")
      .execute();
  }

  /** The refund made by the provider: stock back (unless the cancel gave it back already), the shopper told. Once. */
  async function accept(row: RefundRow, providerId: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable("order_refunds")
        .set({ status: "succeeded", provider_refund_id: providerId, updated_at: now() })
        .where("id", "=", row.id)
        .where("status", "in", ["creating", "pending"])
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return;
      const order = await trx.selectFrom("orders").selectAll().where("id", "=", row.order_id).executeTakeFirstOrThrow();
      const lines = await orderLines(trx, row.order_id);
      const refunded = JSON.parse(row.lines) as RefundedLine[];
      if (order.status !== "cancelled")
        for (const r of refunded) {
          const line = lines.find((l) => l.id === r.line_id);
          if (line?.kind === "good" && line.good_id !== null)
            await trx
              .updateTable("goods")
              .set((eb) => ({ stock: eb("stock", "+", r.count) }))
              .where("id", "=", line.good_id)
              .execute();
        }
      await addRefundNotice(trx, order, lines, refunded, row);
    });
    notices.outbox.wake();
  }

  async function addRefundNotice(
    trx: Kysely<Database>,
    order: { id: number; fio: string; email: string; phone: string },
    lines: OrderLine[],
    refunded: RefundedLine[],
    row: RefundRow,
  ) {
    const named = refunded.map((r) => REFUND_NOTICE_LINE(lines.find((l) => l.id === r.line_id)?.name ?? "", r.count)).join(", ");
    const amount = rub(row.amount);
    if (order.email)
      await notices.outbox.add(trx, {
        channel: "mail",
        to: order.email,
        content: staffLetter(
          REFUND_NOTICE_SUBJECT(order.id),
          REFUND_NOTICE_MAIL(order.fio, order.id, amount, named, row.reason),
          await shopName(trx),
        ),
      });
    if (order.phone) await notices.outbox.add(trx, { channel: "sms", to: order.phone, content: { text: REFUND_NOTICE_SMS(order.id, amount) } });
  }

  /**
   * The provider refused for good, at once or after a while (YooKassa cancels a pending refund when the shop's
   * balance cannot cover it): the refund is cancelled and its money and pieces no longer count as refunded, so the
   * manager can make it again.
   */
  async function refuse(row: RefundRow): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable("order_refunds")
        .set({ status: "canceled", updated_at: now() })
        .where("id", "=", row.id)
        .where("status", "in", ["creating", "pending"])
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 1)
        await trx
          .updateTable("orders")
          .set((eb) => ({ refunded: eb("refunded", "-", row.amount), updated_at: now(), ...CHANGED_FOR_ONEC }))
          .where("id", "=", row.order_id)
          .execute();
    });
  }

  /** Moves the refund as the provider's answer says; only an answer read from the provider is passed here. */
  async function follow(row: RefundRow, answer: ProviderRefund): Promise<void> {
    if (answer.status === "succeeded") await accept(row, answer.id);
    else if (answer.status === "pending") await markPending(row, answer.id);
    else {
      log.warn({ refundId: answer.id, orderId: row.order_id }, "refund canceled by the provider");
      await refuse(row);
    }
  }

  /** A pending refund read again from the provider; one that does not match the row moves nothing. */
  async function reread(row: RefundRow): Promise<void> {
    if (!provider || row.provider_refund_id === null) return;
    const answer = await provider.getRefund(row.provider_refund_id);
    if (answer?.id !== row.provider_refund_id || answer.amount !== Number(row.amount)) {
      log.warn({ refundId: row.provider_refund_id, orderId: row.order_id }, "refund does not match its row: ignored");
      return;
    }
    await follow(row, answer);
  }

  /** Asks the provider for a written refund, with its own key: a repeat is the same refund at the provider. */
  async function send(row: RefundRow): Promise<void> {
    const paymentId = await paymentOf(row.order_id);
    if (!provider || !paymentId) throw new DomainError("refund_not_paid");
    const order = await db.selectFrom("orders").select(["id", "email", "phone"]).where("id", "=", row.order_id).executeTakeFirstOrThrow();
    const lines = await orderLines(db, row.order_id);
    try {
      const answer = await provider.createRefund({
        paymentId,
        amount: row.amount,
        idempotenceKey: row.idempotence_key,
        description: `Возврат по заказу №${order.id}: ${row.reason}`,
        customer: { email: order.email || null, phone: order.phone || null },
        lines: refundReceiptLines(lines, JSON.parse(row.lines) as RefundedLine[]),
      });
      if (answer.status === "canceled") throw new PaymentRefundRefused(`refund ${answer.id} canceled`);
      await follow(row, answer);
    } catch (error) {
      if (error instanceof PaymentRefundRefused) {
        log.warn({ err: error, orderId: row.order_id }, "refund refused by the provider");
        await refuse(row);
        throw new DomainError("refund_refused");
      }
      if (error instanceof PaymentProviderUnavailable) {
        log.warn({ err: error, orderId: row.order_id }, "payment provider unavailable: the refund waits to be sent again");
        throw new DomainError("payment_unavailable");
      }
      throw error;
    }
  }

  /** Refunds `counts` (order line id → pieces) of a paid order, for `reason`. */
  async function refund(actor: Actor, orderId: number, counts: Map<number, number>, reason: string): Promise<void> {
    const order = await db.selectFrom("orders").select(["id", "refunded"]).where("id", "=", orderId).executeTakeFirst();
    if (!order) throw new DomainError("not_found");
    const [paid, paymentId, lines, refunds] = await Promise.all([paidOf(orderId), paymentOf(orderId), orderLines(db, orderId), refundsOf(orderId)]);
    if (!provider || paid === 0 || !paymentId) throw new DomainError("refund_not_paid");
    const chosen = refundLinesFor(lines, counts, returnedCounts(refunds.filter((r) => r.status !== "canceled")));
    const amount = chosen.reduce((sum, line) => sum + line.amount, 0);
    const before = Number(order.refunded);
    if (before + amount > paid) throw new DomainError("refund_over_paid", { fields: ["lines"] });
    const at = now();
    const row = await db.transaction().execute(async (trx) => {
      // Compare-and-set on what was read: a refund written meanwhile makes this one start over (and be checked again).
      const moved = await trx
        .updateTable("orders")
        .set({ refunded: before + amount, updated_at: at, ...CHANGED_FOR_ONEC })
        .where("id", "=", orderId)
        .where("refunded", "=", before)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return null;
      const written = await trx
        .insertInto("order_refunds")
        .values({
          order_id: orderId,
          lines: JSON.stringify(chosen),
          amount,
          reason,
          staff_email: actor.email,
          provider: provider.name,
          idempotence_key: `refund-${orderId}-${randomBytes(8).toString("hex")}`,
          provider_refund_id: null,
          status: "creating",
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordChange(trx, actor, at, {
        action: "order.refund",
        entity: "order",
        entityId: orderId,
        before: { refunded: before },
        after: { refunded: before + amount, amount, reason, lines: chosen },
      });
      return written;
    });
    if (!row) return refund(actor, orderId, counts, reason);
    await send(row);
  }

  return {
    refund,

    async view(orderId: number): Promise<OrderRefundsView> {
      // A refund the provider left pending is read again when the order is opened (rarely more than one).
      for (const row of await refundsOf(orderId))
        if (row.status === "pending")
          await reread(row).catch((error: unknown) => {
            if (!(error instanceof PaymentProviderUnavailable)) throw error;
            log.warn({ err: error, orderId }, "could not re-check a pending refund");
          });
      const [paid, refunds, lines, paymentId] = await Promise.all([paidOf(orderId), refundsOf(orderId), orderLines(db, orderId), paymentOf(orderId)]);
      const returned = returnedCounts(refunds.filter((r) => r.status !== "canceled"));
      return {
        paid,
        refunded: refunds.filter((r) => r.status !== "canceled").reduce((sum, r) => sum + Number(r.amount), 0),
        refundable: paid > 0 && paymentId !== undefined,
        lines: lines.map((l) => ({
          id: l.id,
          kind: l.kind,
          name: l.name,
          count: l.count,
          paid: l.sum - l.discount,
          returned: returned.get(l.id) ?? 0,
        })),
        refunds: refunds.map((r) => ({ ...r, amount: Number(r.amount), lines: JSON.parse(r.lines) as RefundedLine[] })),
      };
    },

    /**
     * A provider's word that refund `id` changed: the refund is read again from the provider and only its answer
     * moves it. `ignored` for an id that is no pending refund of ours (no call is made for it). Throws
     * `payment_unavailable` when the provider cannot be asked (the notification should come again).
     */
    async syncRefund(id: string): Promise<"applied" | "ignored"> {
      if (!provider) return "ignored";
      const row = await db
        .selectFrom("order_refunds")
        .selectAll()
        .where("provider_refund_id", "=", id)
        .where("provider", "=", provider.name)
        .executeTakeFirst();
      if (!row) return "ignored";
      try {
        await reread(row);
      } catch (error) {
        if (error instanceof PaymentProviderUnavailable) throw new DomainError("payment_unavailable");
        throw error;
      }
      return "applied";
    },

    /** Sends again the order's refunds the provider has not answered yet (each with its own key). */
    async resend(orderId: number): Promise<void> {
      for (const row of await refundsOf(orderId)) if (row.status === "creating") await send(row);
    },
  };
}

export type OrderRefunds = ReturnType<typeof createOrderRefunds>;
