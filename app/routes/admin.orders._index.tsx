import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { AdminPager } from "~/components/admin/AdminShell";
import { DateRangeFilter, FilterActions, FilterSelect, FoundCount, SearchFilter } from "~/components/admin/ListFilters";
import { formatMoment, formatRoubles } from "~/components/admin/format";
import { ADMIN_NAV_ORDERS, ADMIN_SEARCH_ORDERS_HINT } from "~/config/messages/admin-common";
import { ADMIN_DELIVERY } from "~/config/messages/admin-delivery";
import { ADMIN_EXPORT_CSV } from "~/config/messages/admin-imports";
import { ADMIN_DELIVERIES_TITLE } from "~/config/messages/admin-orders";
import {
  ADMIN_ORDER_CUSTOMER,
  ADMIN_ORDER_DATE,
  ADMIN_ORDER_TOTAL,
  ADMIN_PAYMENT,
  ADMIN_PAYMENT_STATES,
  ADMIN_STAGE,
  ADMIN_STAGES,
} from "~/config/messages/admin-orders";
import { listOrders } from "~/server/admin/orders-api.server";
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
        <Link className="admin__button admin__button--quiet" to="/admin/deliveries">
          {ADMIN_DELIVERIES_TITLE}
        </Link>
        <a className="admin__button admin__button--quiet" href={`/admin/orders/export${search}`} download>
          {ADMIN_EXPORT_CSV}
        </a>
      </div>
      <Form method="get" className="admin__filters">
        <SearchFilter value={filters.q} hint={ADMIN_SEARCH_ORDERS_HINT} />
        <FilterSelect label={ADMIN_STAGE} name="stage" value={filters.stage} options={ADMIN_STAGES} />
        <FilterSelect label={ADMIN_PAYMENT} name="status" value={filters.status} options={ADMIN_PAYMENT_STATES} />
        <FilterSelect
          label={ADMIN_DELIVERY}
          name="delivery_id"
          value={filters.delivery_id}
          options={Object.fromEntries(deliveries.map((d) => [d.id, d.title]))}
        />
        <DateRangeFilter from={filters.from} to={filters.to} />
        <FilterActions resetTo="/admin/orders" />
      </Form>
      <FoundCount total={pagination.total} />
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
