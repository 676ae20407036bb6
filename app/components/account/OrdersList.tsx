import { Form } from "@remix-run/react";
import {
  LABEL_DOWNLOAD_INVOICE,
  LABEL_MY_ORDERS,
  LABEL_NO_ORDERS,
  LABEL_ORDER_NUMBER,
  LABEL_ORDER_PAGE,
  LABEL_PAY,
  LABEL_PIECES_SHIPPED,
} from "~/config/messages/account";
import { OrderServiceLines, type ServiceLine } from "~/components/cart/OrderServiceLines";
import { formatDate } from "~/lib/dates";
import { formatPrice } from "~/lib/price";
import { PageLink } from "~/components/ui/PageLink";

export type OrderRow = {
  id: number;
  code: string;
  status_title: string;
  payment_title: string;
  total: number;
  created_at: string;
  can_pay: boolean;
  services: ServiceLine[];
  invoice?: { number: number } | null;
  items: { count: number }[];
  pieces_shipped: number;
};

/** «Отгружено: 2 из 5 шт.» while an order is shipped in parts; nothing before the first part or after the last. */
function PiecesShipped({ order }: { order: OrderRow }) {
  const all = order.items.reduce((n, item) => n + item.count, 0);
  if (order.pieces_shipped === 0 || order.pieces_shipped >= all) return null;
  return <span className="account-orders__shipped"> {LABEL_PIECES_SHIPPED(order.pieces_shipped, all)}</span>;
}

/**
 * The user's orders with their status and the courier's services ordered (as on the order's page, which each
 * links to); «Оплатить» posts for a fresh pay link (unpaid online orders only); a company's order links its счёт.
 */
export function OrdersList({ orders }: { orders: OrderRow[] }) {
  return (
    <section className="account-orders" aria-labelledby="account-orders-title">
      <h2 id="account-orders-title">{LABEL_MY_ORDERS}</h2>
      {orders.length === 0 ? (
        <p>{LABEL_NO_ORDERS}</p>
      ) : (
        <ul className="account-orders__list">
          {orders.map((order) => (
            <li key={order.id} className="account-orders__item">
              <strong>{LABEL_ORDER_NUMBER(order.id)}</strong> <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>{" "}
              <span className="account-orders__status">{order.status_title}</span>
              <PiecesShipped order={order} /> <span>{order.payment_title}</span> <span>{formatPrice(order.total)}</span>
              <PageLink to={`/payresult?orderkey=${order.id}&ordercode=${encodeURIComponent(order.code)}`}>{LABEL_ORDER_PAGE}</PageLink>
              {order.invoice ? (
                <>
                  {" "}
                  <a href={`/account/invoice/${order.id}`} download>
                    {LABEL_DOWNLOAD_INVOICE}
                  </a>
                </>
              ) : null}
              {order.can_pay ? (
                <Form method="post" action="/account?index">
                  <input type="hidden" name="intent" value="pay" />
                  <input type="hidden" name="id" value={order.id} />
                  <input type="hidden" name="code" value={order.code} />
                  <button type="submit" className="button">
                    {LABEL_PAY}
                  </button>
                </Form>
              ) : null}
              {order.services.length > 0 ? (
                <ul className="account-orders__services">
                  <OrderServiceLines lines={order.services} />
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
