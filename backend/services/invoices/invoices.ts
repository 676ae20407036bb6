import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { shopDay } from "../../exchange/shop-time";
import { INVOICE_TEXTS as T } from "../../messaging/invoice-texts";
import { displayRoubles } from "../../shop/money";
import type { FileStore } from "../file-store";
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

/**
 * Issues the счёт of an order paid by invoice, in the transaction `trx` that places the order (docs/decisions/
 * 0073): its number is the new row's id, so two orders placed at once never share one; the PDF, with the
 * seller's details as the settings hold them now and the order's lines at their price after the discount, goes
 * to the file store with the transaction; a buyer who gave an e-mail gets it attached (the outbox, same
 * transaction, so the letter exists exactly when the счёт does).
 */
export async function issueInvoice(
  trx: Kysely<Database>,
  deps: { files: FileStore; mails: OrderMailDeps },
  orderId: number,
  now: string,
): Promise<void> {
  const order = await trx.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
  const storedName = `invoice-${randomUUID()}.pdf`;
  const { id: number } = await trx
    .insertInto("order_invoices")
    .values({ order_id: orderId, stored_name: storedName, total: order.total, created_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
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
    await deps.mails.outbox.add(trx, {
      channel: "mail",
      to: order.email,
      content: {
        subject: T.SUBJECT(number, orderId),
        text: T.MAIL_TEXT(number, orderId, displayRoubles(order.total)),
        attachments: [{ filename: T.FILE_NAME(number), storedName }],
      },
    });
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
