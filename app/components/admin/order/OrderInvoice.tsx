import { Form } from "@remix-run/react";
import {
  ADMIN_INVOICE_DOWNLOAD,
  ADMIN_INVOICE_IS_PAID,
  ADMIN_INVOICE_ISSUED,
  ADMIN_INVOICE_MARK_PAID,
  ADMIN_INVOICE_MARK_PAID_HINT,
} from "~/config/messages/admin-orders";
import type { StaffOrder } from "~/server/admin/orders-api.server";
import { formatDay } from "../format";

/**
 * The счёт issued to the company that pays the order: its PDF as sent, and «Счёт оплачен» while the order waits
 * for the money (a new order not cancelled), which makes it paid and tells the shopper.
 */
export function OrderInvoice({ order, invoice }: { order: StaffOrder; invoice: { number: number; created_at: string } }) {
  const path = `/admin/orders/${order.id}/invoice`;
  const waiting = order.status === "new" && order.stage !== "cancelled";
  return (
    <section className="admin__card" aria-labelledby="order-invoice">
      <h2 id="order-invoice">{ADMIN_INVOICE_ISSUED(invoice.number, formatDay(invoice.created_at.slice(0, 10)))}</h2>
      <p className="admin__actions">
        <a href={path} className="admin__button admin__button--quiet" download>
          {ADMIN_INVOICE_DOWNLOAD}
        </a>
      </p>
      {waiting ? (
        <Form method="post" action={path}>
          <p>{ADMIN_INVOICE_MARK_PAID_HINT}</p>
          <button type="submit" className="admin__button">
            {ADMIN_INVOICE_MARK_PAID}
          </button>
        </Form>
      ) : order.status === "paid" ? (
        <p>{ADMIN_INVOICE_IS_PAID}</p>
      ) : null}
    </section>
  );
}
