import {
  ADMIN_ORDER_ADDRESS,
  ADMIN_ORDER_CANCEL_REASON,
  ADMIN_ORDER_CITY,
  ADMIN_ORDER_CUSTOMER_BLOCK,
  ADMIN_ORDER_DELIVERY_BLOCK,
  ADMIN_ORDER_DELIVERY_DATE,
  ADMIN_ORDER_EMAIL,
  ADMIN_ORDER_PHONE,
  ADMIN_ORDER_PICKUP,
  ADMIN_ORDER_SHOPPER_COMMENT,
  ADMIN_ORDER_TRACKING,
} from "~/config/messages/admin-orders";
import { LABEL_ZONE } from "~/config/messages/delivery-zones";
import { formatPhone } from "~/lib/phone";
import type { StaffOrder } from "~/server/admin/orders-api.server";
import { formatDay } from "../format";

/** Who ordered (name, phone and e-mail as links) and how the order reaches them. */
export function OrderContacts({ order }: { order: StaffOrder }) {
  return (
    <section className="admin__card" aria-labelledby="order-customer">
      <h2 id="order-customer">{ADMIN_ORDER_CUSTOMER_BLOCK}</h2>
      <p className="admin__customer">{order.fio}</p>
      <dl className="admin__facts">
        <dt>{ADMIN_ORDER_PHONE}</dt>
        <dd>
          <a href={`tel:+${order.phone}`}>{formatPhone(order.phone)}</a>
        </dd>
        <dt>{ADMIN_ORDER_EMAIL}</dt>
        <dd>{order.email ? <a href={`mailto:${order.email}`}>{order.email}</a> : "—"}</dd>
        {order.comment ? (
          <>
            <dt>{ADMIN_ORDER_SHOPPER_COMMENT}</dt>
            <dd>{order.comment}</dd>
          </>
        ) : null}
      </dl>
      <h3>{ADMIN_ORDER_DELIVERY_BLOCK}</h3>
      <dl className="admin__facts">
        <dt>{ADMIN_ORDER_CITY}</dt>
        <dd>{order.city || "—"}</dd>
        <dt>{order.pickup ? ADMIN_ORDER_PICKUP : ADMIN_ORDER_ADDRESS}</dt>
        <dd>
          {order.delivery_title}: {order.pickup ?? order.delivery_address}
        </dd>
        {order.zone_title ? (
          <>
            <dt>{LABEL_ZONE}</dt>
            <dd>{order.zone_title}</dd>
          </>
        ) : null}
        {order.tracking_number ? (
          <>
            <dt>{ADMIN_ORDER_TRACKING}</dt>
            <dd>{order.tracking_number}</dd>
          </>
        ) : null}
        {order.delivery_date ? (
          <>
            <dt>{ADMIN_ORDER_DELIVERY_DATE}</dt>
            <dd data-testid="order-delivery-day">{[formatDay(order.delivery_date), order.delivery_window].filter(Boolean).join(", ")}</dd>
          </>
        ) : null}
        {order.cancel_reason ? (
          <>
            <dt>{ADMIN_ORDER_CANCEL_REASON}</dt>
            <dd>{order.cancel_reason}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
