import type { LoaderFunctionArgs } from "@remix-run/node";
import { ADMIN_ORDERS_CSV_HEADERS, ADMIN_PAYMENT_STATES, ADMIN_STAGES } from "~/config/messages/admin-orders";
import { priceText } from "~/lib/price";
import { exportOrders } from "~/server/admin/orders-api.server";
import { csvAnswer } from "~/server/admin/csv-answer.server";
import { requireStaff } from "~/server/admin/staff-session.server";

/** The orders of the list's current filters as CSV for Excel (all pages). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const call = await requireStaff(request, context);
  const { orders } = await exportOrders(call, new URL(request.url).searchParams);
  const rows = orders.map((o) => [
    o.id,
    o.created_at.slice(0, 10),
    ADMIN_STAGES[o.stage],
    ADMIN_PAYMENT_STATES[o.status],
    o.payment_title,
    o.delivery_title,
    o.city,
    o.fio,
    o.phone,
    o.email,
    o.items_count,
    priceText(o.total),
  ]);
  return csvAnswer("orders", ADMIN_ORDERS_CSV_HEADERS, rows);
}
