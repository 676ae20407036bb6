import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema";
import type { OrdersTable } from "../../db/schema-orders";
import { shopDay } from "../../exchange/shop-time";
import { INVOICE_TEXTS as T } from "../../messaging/invoice-texts";
import { displayRoubles } from "../../shop/money";
import type { FileStore } from "../file-store";
import type { Outbox } from "../../messaging";
import { DomainError } from "../errors";
import type { Actor } from "../admin/audit";
import type { OrderMailDeps } from "../order-mails";
import { findUserOrder } from "../order-view";
import { markOrderPaid } from "../payment-gateway";
import { orderLines, receiptLinesOf } from "../order-lines";
import { renderInvoicePdf } from "./invoice-pdf";
import { invoiceSeller } from "./invoice-seller";

/** The PDF to hand out and the name to save it under. */
export interface InvoiceFile {
  filename: string;
  bytes: Buffer;
}

/** What issuing a счёт needs: the file store for its PDF and the outbox for the buyer's letter. */
export interface InvoiceDeps {
  files: FileStore;
  outbox: Outbox;
}

type OrderRow = Selectable<OrdersTable>;

const orderOf = (trx: Kysely<Database>, orderId: number) => trx.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();

/** A new name in the file store for a счёт's PDF: each issue of it is a file of its own. */
const newStoredName = () => `invoice-${randomUUID()}.pdf`;

/**
 * Writes счёт `number` of `order` under `storedName`: the PDF, with the seller's details as the settings
 * hold them now and the order's lines at their price after the discount, goes to the file store with the
 * transaction; a buyer who gave an e-mail gets it attached (the outbox, same transaction, so the letter exists
 * exactly when the счёт does).
 */
async function writeInvoice(trx: Kysely<Database>, deps: InvoiceDeps, order: OrderRow, number: number, storedName: string, now: string) {
  const orderId = order.id;
  const pdf = await renderInvoicePdf({
    number,
    date: shopDay(now),
    orderId,
    seller: await invoiceSeller(trx),
    buyer: { name: order.company_name, inn: order.company_inn, kpp: order.company_kpp },
    lines: receiptLinesOf(await orderLines(trx, orderId)),
  });
  await deps.files.inTransaction(trx).put(storedName, pdf, { kind: "pdf", originalName: T.FILE_NAME(number), createdAt: now });
  if (order.email)
    await deps.outbox.add(trx, {
      channel: "mail",
      to: order.email,
      content: {
        subject: T.SUBJECT(number, orderId),
        text: T.MAIL_TEXT(number, orderId, displayRoubles(order.total)),
        attachments: [{ filename: T.FILE_NAME(number), storedName }],
      },
    });
}

/**
 * Issues the счёт of an order paid by invoice, in the transaction `trx` that places the order (docs/decisions/
 * 0073): its number is the new row's id, so two orders placed at once never share one.
 */
export async function issueInvoice(trx: Kysely<Database>, deps: InvoiceDeps, orderId: number, now: string): Promise<void> {
  const order = await orderOf(trx, orderId);
  const storedName = newStoredName();
  const { id: number } = await trx
    .insertInto("order_invoices")
    .values({ order_id: orderId, stored_name: storedName, total: order.total, created_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  await writeInvoice(trx, deps, order, number, storedName, now);
}

/**
 * The счёт of an unpaid order whose lines a manager changed, issued again in the edit's transaction: the same
 * number, the day of the change, the lines and total as they are now, mailed to the buyer as the first was, so
 * the company never pays a sum the order no longer has. The first PDF stays in the file store as it was sent
 * (the letter that carried it may still be waiting in the outbox). An order without a счёт is left alone.
 */
export async function reissueInvoice(trx: Kysely<Database>, deps: InvoiceDeps, orderId: number, now: string): Promise<void> {
  const invoice = await trx.selectFrom("order_invoices").select("id").where("order_id", "=", orderId).executeTakeFirst();
  if (!invoice) return;
  const order = await orderOf(trx, orderId);
  const storedName = newStoredName();
  await trx
    .updateTable("order_invoices")
    .set({ stored_name: storedName, total: order.total, created_at: now })
    .where("id", "=", invoice.id)
    .execute();
  await writeInvoice(trx, deps, order, invoice.id, storedName, now);
}

/** The PDF of an order's счёт as it was issued; null when the order has none. */
export async function invoiceFile(db: Kysely<Database>, files: FileStore, orderId: number): Promise<InvoiceFile | null> {
  const row = await db.selectFrom("order_invoices").select(["id", "stored_name"]).where("order_id", "=", orderId).executeTakeFirst();
  const bytes = row ? await files.get(row.stored_name) : null;
  return row && bytes ? { filename: T.FILE_NAME(row.id), bytes } : null;
}

/** The счёт of one of the user's orders; `not_found` for an order not theirs or without one (the same answer). */
export async function shopperInvoiceFile(db: Kysely<Database>, files: FileStore, userId: number, orderId: number): Promise<InvoiceFile> {
  const order = await findUserOrder(db, userId, orderId);
  const file = order ? await invoiceFile(db, files, order.id) : null;
  if (!file) throw new DomainError("not_found");
  return file;
}

/**
 * «Счёт оплачен»: the money came to the shop's account, so the order is paid, the shopper told («Оплата
 * получена») and the audit log names the manager. `not_found` for an order without a счёт, `invoice_not_payable`
 * for one already paid or cancelled.
 */
export async function markInvoicePaid(db: Kysely<Database>, mails: OrderMailDeps, actor: Actor, orderId: number, now: string): Promise<void> {
  const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
  const invoice = order ? await db.selectFrom("order_invoices").select("id").where("order_id", "=", orderId).executeTakeFirst() : undefined;
  if (!order || !invoice) throw new DomainError("not_found");
  if (order.status !== "new" || order.stage === "cancelled") throw new DomainError("invoice_not_payable");
  // Two managers pressing at once: the first marks it, the second finds it paid; both see it paid.
  if ((await markOrderPaid(db, mails, order, now, { actor, via: "invoice" })).status !== "paid") throw new DomainError("invoice_not_payable");
}
