import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { formatDay, formatRoubles } from "~/components/admin/format";
import { ADMIN_NAV_ORDERS } from "~/config/messages/admin-common";
import {
  ADMIN_DELIVERIES_ADDRESS,
  ADMIN_DELIVERIES_DAY,
  ADMIN_DELIVERIES_NONE,
  ADMIN_DELIVERIES_OF,
  ADMIN_DELIVERIES_ORDER,
  ADMIN_DELIVERIES_SHOW,
  ADMIN_DELIVERIES_TITLE,
  ADMIN_DELIVERIES_WAY,
  ADMIN_DELIVERIES_WINDOW,
  ADMIN_ORDER_CUSTOMER,
  ADMIN_ORDER_PHONE,
  ADMIN_ORDER_TOTAL,
} from "~/config/messages/admin-orders";
import { formatPhone } from "~/lib/phone";
import { listOrders } from "~/server/admin/orders-api.server";
import { requireStaff } from "~/server/admin/staff-session.server";

/** Most deliveries one day's list shows (a day's capacity is far below it). */
const DAY_LIST_LIMIT = "100";

/** The shop's calendar day now («2026-11-27»), as the couriers' day starts in the shop's zone. */
const shopToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Moscow" }).format(new Date());

export async function loader({ request, context }: LoaderFunctionArgs) {
  const call = await requireStaff(request, context);
  const asked = new URL(request.url).searchParams.get("date") ?? "";
  const day = /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : shopToday();
  const { orders } = await listOrders(call, new URLSearchParams({ delivery_date: day, limit: DAY_LIST_LIMIT }));
  // By time window, then by number: the order a crew drives in.
  const sorted = [...orders].sort((a, b) => a.delivery_window.localeCompare(b.delivery_window) || a.id - b.id);
  return { day, orders: sorted };
}

export const meta: MetaFunction = () => [{ title: ADMIN_DELIVERIES_TITLE }];

/** A day's deliveries to print for the crews: window, order, customer, phone, address, way, sum. */
export default function AdminDeliveriesPage() {
  const { day, orders } = useLoaderData<typeof loader>();
  return (
    <>
      <p className="print-doc__noprint">
        <Link to="/admin/orders">← {ADMIN_NAV_ORDERS}</Link>
      </p>
      <h1>{ADMIN_DELIVERIES_OF(formatDay(day))}</h1>
      <Form method="get" className="admin__filters print-doc__noprint">
        <label>
          {ADMIN_DELIVERIES_DAY} <input type="date" name="date" defaultValue={day} />
        </label>
        <button type="submit" className="admin__button">
          {ADMIN_DELIVERIES_SHOW}
        </button>
      </Form>
      {orders.length === 0 ? (
        <p>{ADMIN_DELIVERIES_NONE}</p>
      ) : (
        <table className="admin__table" data-testid="day-deliveries">
          <thead>
            <tr>
              <th>{ADMIN_DELIVERIES_WINDOW}</th>
              <th>{ADMIN_DELIVERIES_ORDER}</th>
              <th>{ADMIN_ORDER_CUSTOMER}</th>
              <th>{ADMIN_ORDER_PHONE}</th>
              <th>{ADMIN_DELIVERIES_ADDRESS}</th>
              <th>{ADMIN_DELIVERIES_WAY}</th>
              <th>{ADMIN_ORDER_TOTAL}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <td>{order.delivery_window || "—"}</td>
                <td>
                  <Link to={`/admin/orders/${order.id}`}>№{order.id}</Link>
                </td>
                <td>{order.fio}</td>
                <td>{formatPhone(order.phone)}</td>
                <td>{order.delivery_address}</td>
                <td>{order.delivery_title}</td>
                <td>{formatRoubles(order.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
