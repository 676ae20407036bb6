import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../../db/schema";
import type { OrderReceiptStatus, OrderStage } from "../../db/schema-orders";
import { linesLeft, returnedCounts } from "../admin/refund-lines";
import { linePaid, orderLines, receiptLinesOf, type OrderLine } from "../order-lines";
import type { ReceiptProvider } from "./provider";

/**
 * The settlement receipt of 54-FZ (docs/decisions/0064): goods sold as `full_prepayment` and paid online are
 * counted against that prepayment when the buyer gets them — when the order is handed to delivery, or completed
 * if it never passed that stage. The receipt is claimed in the stage move's own transaction (the unique key on
 * order and type lets one process win), sent after the commit under the key fixed in the claim, and a call that
 * failed is sent again, with the same key, by a later sweep: one receipt per order whatever happens. The sweep also
 * reads pending receipts again, and sends one the register cancelled again under a new key (the old key would only
 * replay the cancellation), a few times at most, counting the attempts. Pieces
 * refunded before the claim are no longer the buyer's: the receipt settles only what is left of each line.
 */

/** The stages at which the buyer has the goods, or they are on the way to him. */
const HANDED_OVER: readonly OrderStage[] = ["shipped", "completed"];
/** The payment mode of goods paid in advance that the settlement receipt settles. */
const PREPAID_MODE = "full_prepayment";
/** A claim this old with no answer is sent again: the first call has had its time (the call's own timeout is 10 s). */
const RETRY_AFTER_MS = 60 * 1000;
/** Retries run on back-office traffic at most this often per process. */
const RETRY_EVERY_MS = 5 * 60 * 1000;
/** Receipts sent or read again by one sweep at the most; the next sweep takes the rest. */
const BATCH = 20;
/** Sends of one receipt the register cancelled; past them it stays cancelled for the shop to take up with YooKassa. */
const MAX_ATTEMPTS = 5;

/** The idempotence key of a receipt's attempt: the first keeps the key it was claimed with. */
export const receiptKey = (paymentId: string, attempt: number) => (attempt === 1 ? `${paymentId}-settlement` : `${paymentId}-settlement-${attempt}`);

export interface SettlementReceipts {
  /** Claims the order's settlement receipt if the move to `to` calls for one; call it in the move's transaction. Answers the claim's id. */
  claim(trx: Kysely<Database>, orderId: number, to: OrderStage): Promise<number | null>;
  /** Sends a claimed receipt (after the claim's commit); a failure is logged and left for `retryDue`. Never throws. */
  send(id: number): Promise<void>;
  /**
   * At most once per RETRY_EVERY_MS: sends again the receipts a provider has not answered, reads the pending ones
   * again, and sends a cancelled one anew under its next attempt's key. Never throws.
   */
  retryDue(): Promise<void>;
}

/** The prepaid lines as they stand after the refunds made up to `until` (a refund the provider refused does not count). */
async function prepaidLinesLeft(db: Kysely<Database>, orderId: number, until: string): Promise<OrderLine[]> {
  const [lines, refunds] = await Promise.all([
    orderLines(db, orderId),
    db
      .selectFrom("order_refunds")
      .select("lines")
      .where("order_id", "=", orderId)
      .where("status", "!=", "canceled")
      .where("created_at", "<=", until)
      .execute(),
  ]);
  return linesLeft(
    lines.filter((line) => line.payment_mode === PREPAID_MODE),
    returnedCounts(refunds),
  );
}

export function createSettlementReceipts(db: Kysely<Database>, provider: ReceiptProvider, log: Logger, now: () => number): SettlementReceipts {
  const iso = () => new Date(now()).toISOString();
  let lastSweep = Number.NEGATIVE_INFINITY;

  async function send(id: number): Promise<void> {
    try {
      const row = await db.selectFrom("order_receipts").selectAll().where("id", "=", id).executeTakeFirst();
      if (row?.status !== "creating") return;
      const order = await db.selectFrom("orders").select(["email", "phone"]).where("id", "=", row.order_id).executeTakeFirstOrThrow();
      const prepaid = await prepaidLinesLeft(db, row.order_id, row.created_at);
      const receipt = await provider.createSettlementReceipt({
        paymentId: row.provider_payment_id,
        amount: row.amount,
        idempotenceKey: row.idempotence_key,
        customer: { email: order.email || null, phone: order.phone || null },
        lines: receiptLinesOf(prepaid),
      });
      await db
        .updateTable("order_receipts")
        .set({ provider_receipt_id: receipt.id, status: receipt.status, updated_at: iso() })
        .where("id", "=", id)
        .execute();
    } catch (error) {
      // The stage has moved all the same; the receipt waits in its row for the next sweep.
      log.error({ err: error, receiptId: id }, "settlement receipt not sent: will try again");
    }
  }

  /** A pending receipt as the provider now has it; its row is touched either way, so the sweep takes the next ones. */
  async function reread(row: { id: number; provider_receipt_id: string | null }): Promise<void> {
    const receipt = row.provider_receipt_id === null ? null : await provider.getReceipt(row.provider_receipt_id);
    await db
      .updateTable("order_receipts")
      .set({ ...(receipt ? { status: receipt.status } : {}), updated_at: iso() })
      .where("id", "=", row.id)
      .where("status", "=", "pending")
      .execute();
  }

  /** A receipt the register cancelled, claimed for its next attempt (one process wins) and sent under that key. */
  async function resendCancelled(row: { id: number; attempt: number; provider_payment_id: string }): Promise<void> {
    if (row.attempt >= MAX_ATTEMPTS) {
      log.error({ receiptId: row.id, attempts: row.attempt }, "settlement receipt cancelled on every attempt: take it up with YooKassa");
      return;
    }
    const next = row.attempt + 1;
    const claimed = await db
      .updateTable("order_receipts")
      .set({
        attempt: next,
        idempotence_key: receiptKey(row.provider_payment_id, next),
        provider_receipt_id: null,
        status: "creating",
        updated_at: iso(),
      })
      .where("id", "=", row.id)
      .where("status", "=", "canceled")
      .where("attempt", "=", row.attempt)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) await send(row.id);
  }

  return {
    async claim(trx, orderId, to) {
      if (!HANDED_OVER.includes(to)) return null;
      const payment = await trx
        .selectFrom("order_payments")
        .select(["provider_payment_id"])
        .where("order_id", "=", orderId)
        .where("provider", "=", provider.name)
        .where("status", "=", "succeeded")
        .where("provider_payment_id", "is not", null)
        .orderBy("attempt", "desc")
        .executeTakeFirst();
      const at = iso();
      const prepaid = await prepaidLinesLeft(trx, orderId, at);
      if (!payment?.provider_payment_id || prepaid.length === 0) return null;
      const claimed = await trx
        .insertInto("order_receipts")
        .values({
          order_id: orderId,
          type: "settlement",
          provider: provider.name,
          idempotence_key: receiptKey(payment.provider_payment_id, 1),
          provider_payment_id: payment.provider_payment_id,
          provider_receipt_id: null,
          status: "creating",
          amount: prepaid.reduce((sum, line) => sum + linePaid(line), 0),
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.columns(["order_id", "type"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      return claimed?.id ?? null;
    },

    send,

    async retryDue() {
      const t = now();
      if (t - lastSweep < RETRY_EVERY_MS) return;
      lastSweep = t;
      try {
        const due = (status: OrderReceiptStatus) =>
          db
            .selectFrom("order_receipts")
            .select(["id", "attempt", "provider_payment_id", "provider_receipt_id"])
            .where("status", "=", status)
            .where("provider", "=", provider.name)
            .where("updated_at", "<", new Date(t - RETRY_AFTER_MS).toISOString())
            .orderBy("updated_at")
            .limit(BATCH)
            .execute();
        for (const { id } of await due("creating")) await send(id);
        for (const row of await due("pending")) await reread(row);
        for (const row of await due("canceled")) await resendCancelled(row);
      } catch (error) {
        log.error({ err: error }, "settlement receipt sweep failed");
      }
    },
  };
}
