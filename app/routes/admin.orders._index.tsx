import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { AdminPager } from "~/components/admin/AdminShell";
import { formatMoment, formatRoubles } from "~/components/admin/format";
import {
  ADMIN_ANY,
  ADMIN_DATE_FROM,
  ADMIN_DATE_TO,
  ADMIN_DELIVERY,
  ADMIN_EXPORT_CSV,
  ADMIN_FILTER,
  ADMIN_FILTER_RESET,
  ADMIN_FOUND,
  ADMIN_NAV_ORDERS,
  ADMIN_NOTHING_FOUND,
  ADMIN_ORDER_CUSTOMER,
  ADMIN_ORDER_DATE,
  ADMIN_ORDER_TOTAL,
  ADMIN_PAYMENT,
  ADMIN_PAYMENT_STATES,
  ADMIN_SEARCH,
  ADMIN_SEARCH_ORDERS_HINT,
  ADMIN_STAGE,
  ADMIN_STAGES,
} from "~/config/messages";
import { listOrders } from "~/server/admin/api.server";
import { requireStaff } from "~/server/admin/staff-session.server";
import { getOrderOptions } from "~/server/api/order.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, clientIp } = await requireStaff(request, context);
  const query = new URL(request.url).searchParams;
  const [list, options] = await Promise.all([listOrders({ token, clientIp }, query), getOrderOptions()]);
  return { ...list, deliveries: options.deliveries.map((d) => ({ id: d.id, title: d.title })), filters: Object.fromEntries(query) };
}

export default function AdminOrdersPage() {
  const { orders, pagination, deliveries, filters } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <>
      <div className="admin__head">
        <h1>{ADMIN_NAV_ORDERS}</h1>
        <a className="admin__button admin__button--quiet" href={`/admin/orders/export${search}`} download>
          {ADMIN_EXPORT_CSV}
        </a>
      </div>
      <Form method="get" className="admin__filters">
        <label>
          {ADMIN_SEARCH}
          <input type="search" name="q" defaultValue={filters.q ?? ""} placeholder={ADMIN_SEARCH_ORDERS_HINT} />
        </label>
        <label>
          {ADMIN_STAGE}
          <select name="stage" defaultValue={filters.stage ?? ""}>
            <option value="">{ADMIN_ANY}</option>
            {Object.entries(ADMIN_STAGES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {ADMIN_PAYMENT}
          <select name="status" defaultValue={filters.status ?? ""}>
            <option value="">{ADMIN_ANY}</option>
            {Object.entries(ADMIN_PAYMENT_STATES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {ADMIN_DELIVERY}
          <select name="delivery_id" defaultValue={filters.delivery_id ?? ""}>
            <option value="">{ADMIN_ANY}</option>
            {deliveries.map((d) => (
              <option key={d.id} value={d.id}>
                {d.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          {ADMIN_DATE_FROM}
          <input type="date" name="from" defaultValue={filters.from ?? ""} />
        </label>
        <label>
          {ADMIN_DATE_TO}
          <input type="date" name="to" defaultValue={filters.to ?? ""} />
        </label>
        <div className="admin__filter-actions">
          <button type="submit" className="admin__button">
            {ADMIN_FILTER}
          </button>
          <Link to="/admin/orders">{ADMIN_FILTER_RESET}</Link>
        </div>
      </Form>
      <p role="status">{pagination.total > 0 ? ADMIN_FOUND(pagination.total) : ADMIN_NOTHING_FOUND}</p>
      <ul className="admin__rows">
        {orders.map((order) => (
          <li key={order.id} className="admin__row">
            <Link to={`/admin/orders/${order.id}`} className="admin__row-link">
              №{order.id}
            </Link>
            <span className={`admin__badge admin__badge--${order.stage}`}>{ADMIN_STAGES[order.stage]}</span>
            <span title={ADMIN_ORDER_DATE}>{formatMoment(order.created_at)}</span>
            <span title={ADMIN_ORDER_CUSTOMER}>
              {order.fio}, {order.phone}
            </span>
            <span>
              {order.delivery_title} · {ADMIN_PAYMENT_STATES[order.status]}
            </span>
            <strong title={ADMIN_ORDER_TOTAL}>{formatRoubles(order.total)}</strong>
          </li>
        ))}
      </ul>
      <AdminPager page={pagination.page} pages={pagination.pages} search={search} />
    </>
  );
}
