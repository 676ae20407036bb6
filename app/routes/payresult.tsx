import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { LABEL_ORDER_DELIVERY_DAY, LABEL_WINDOW_TEXT } from "~/config/messages/delivery-dates";
import { formatDayWithWeekday } from "~/lib/delivery-dates";
import { Form, useLoaderData } from "@remix-run/react";
import { LABEL_PROMO_DISCOUNT } from "~/config/messages/promo";
import {
  LABEL_PAYRESULT_CONTINUE,
  LABEL_PAYRESULT_DELIVERY,
  LABEL_PAYRESULT_GOODS,
  LABEL_PAYRESULT_PAGE,
  LABEL_PAYRESULT_OTHER_PAYMENT,
  LABEL_PAYRESULT_PAY,
  LABEL_PAYRESULT_PAY_AGAIN,
  LABEL_PAYRESULT_PAYMENT,
  LABEL_PAYRESULT_TITLE,
  LABEL_PAYRESULT_TOTAL,
  LABEL_CHECKOUT_DELIVERY_PRICE,
  LABEL_CHECKOUT_FREE,
  MSG_ORDER_CANNOT_PAY,
  MSG_PAYRESULT_PAYMENT_CANCELLED,
  MSG_PAYRESULT_PAYMENT_CHANGED,
  MSG_PAYRESULT_PAYMENT_NOT_CHANGED,
  MSG_PAYRESULT_TEXT,
} from "~/config/messages/checkout";
import { MSG_DELIVERY_BY_MANAGER } from "~/config/messages/delivery-zones";
import cartStyles from "~/components/cart/cart.css";
import checkoutStyles from "~/components/cart/checkout.css";
import { formatPrice } from "~/lib/price";
import { OrderServiceLines } from "~/components/cart/OrderServiceLines";
import { changeOrderPayment, getOrderOptions, getOrderStatus, getPayLink } from "~/server/api/order.server";
import { getAccessToken } from "~/server/cookies/access-token.server";
import { redirectWithFlash } from "~/server/flash.server";
import { readForm } from "~/server/form-body.server";
import { notFound, redirectToPayment } from "~/server/responses.server";
import { PageLink } from "~/components/ui/PageLink";

/** `?orderkey=&ordercode=` as the backend's id and code; anything malformed is the same 404 as a wrong pair. */
function orderRef(url: URL): { id: number; code: string } {
  const key = url.searchParams.get("orderkey") ?? "";
  const code = url.searchParams.get("ordercode") ?? "";
  if (!/^\d{1,9}$/.test(key) || !/^[0-9A-Za-z_-]{1,64}$/.test(code)) throw notFound();
  return { id: Number(key), code };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const ref = orderRef(url);
  const order = await getOrderStatus(ref.id, ref.code);
  if (!order) throw notFound();
  // An order still waiting for payment can be paid again, or another way (the gateway's «Отменить» keeps it).
  const otherPayments = order.can_pay ? (await getOrderOptions()).payments.filter((p) => p.id !== order.payment_id) : [];
  const paymentCancelled = order.can_pay && url.searchParams.get("payment") === "cancelled";
  return data({ order, otherPayments, paymentCancelled }, { headers: { "Cache-Control": "no-store" } });
}

/**
 * «Оплатить»: a fresh pay link for this unpaid order, then off to the payment page. With a `payment_id`: that
 * way to pay instead, and the page again.
 */
export async function action({ request }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const ref = orderRef(url);
  const token = await getAccessToken(request);
  const paymentId = Number((await readForm(request)).get("payment_id"));
  if (Number.isInteger(paymentId) && paymentId > 0) {
    const changed = await changeOrderPayment(ref.id, ref.code, paymentId, token);
    const page = `${url.pathname}?orderkey=${ref.id}&ordercode=${encodeURIComponent(ref.code)}`;
    return changed
      ? redirectWithFlash(page, { toast: { kind: "success", title: MSG_PAYRESULT_PAYMENT_CHANGED } })
      : redirectWithFlash(page, { infoModal: { type: "error", title: MSG_PAYRESULT_PAYMENT_NOT_CHANGED } });
  }
  const payLink = await getPayLink(ref.id, ref.code, token);
  return redirectToPayment(payLink) ?? redirectWithFlash(url.pathname + url.search, { infoModal: { type: "error", title: MSG_ORDER_CANNOT_PAY } });
}

export const links = () => [
  { rel: "stylesheet", href: cartStyles },
  { rel: "stylesheet", href: checkoutStyles },
];
export const meta: MetaFunction = () => [{ title: LABEL_PAYRESULT_PAGE }, { name: "robots", content: "noindex" }];

export default function PayResultPage() {
  const { order, otherPayments, paymentCancelled } = useLoaderData<typeof loader>();
  return (
    <div className="container payresult-page">
      <div className="cart-page__layout">
        <section aria-labelledby="payresult-title">
          <h1 id="payresult-title" className="payresult-page__title">
            {LABEL_PAYRESULT_TITLE}
            {order.id}
          </h1>
          <p className={`payresult-status payresult-status--${order.status}`} data-testid="order-status" data-status={order.status}>
            {order.status_title}
          </p>
          {paymentCancelled ? (
            <p className="payresult-page__notice" role="status" data-testid="payment-cancelled">
              {MSG_PAYRESULT_PAYMENT_CANCELLED}
            </p>
          ) : (
            <p>{MSG_PAYRESULT_TEXT[order.status]}</p>
          )}
          <dl className="payresult-facts" data-testid="payresult-facts">
            <div>
              <dt>{LABEL_PAYRESULT_PAYMENT}</dt>
              <dd>{order.payment_title}</dd>
            </div>
            <div>
              <dt>{LABEL_PAYRESULT_DELIVERY}</dt>
              <dd>{[order.delivery_title, order.delivery_address].filter(Boolean).join(": ")}</dd>
            </div>
            {order.delivery_date ? (
              <div>
                <dt>{LABEL_ORDER_DELIVERY_DAY}</dt>
                <dd data-testid="payresult-delivery-day">
                  {[formatDayWithWeekday(order.delivery_date), order.delivery_window ? LABEL_WINDOW_TEXT(order.delivery_window) : ""]
                    .filter(Boolean)
                    .join(", ")}
                </dd>
              </div>
            ) : null}
          </dl>
          <div className="payresult-actions">
            {order.can_pay ? (
              <Form method="post">
                <button type="submit" className="button" data-testid="pay-button">
                  {paymentCancelled ? LABEL_PAYRESULT_PAY_AGAIN : LABEL_PAYRESULT_PAY}
                </button>
              </Form>
            ) : null}
            <PageLink to="/catalog" className={order.can_pay ? "button button--outline" : "button"}>
              {LABEL_PAYRESULT_CONTINUE}
            </PageLink>
          </div>
          {otherPayments.length > 0 ? (
            <section className="payresult-other" aria-labelledby="payresult-other-title" data-testid="other-payments">
              <h2 id="payresult-other-title" className="payresult-other__title">
                {LABEL_PAYRESULT_OTHER_PAYMENT}
              </h2>
              <ul className="payresult-other__list">
                {otherPayments.map((payment) => (
                  <li key={payment.id}>
                    <Form method="post">
                      <input type="hidden" name="payment_id" value={payment.id} />
                      <button type="submit" className="button button--outline">
                        {payment.title}
                      </button>
                    </Form>
                    {payment.description ? <p className="payresult-other__text">{payment.description}</p> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </section>
        <aside className="cart-summary" aria-label={LABEL_PAYRESULT_GOODS}>
          <ul className="cart-summary__items">
            {order.items.map((item) => (
              <li key={item.id}>
                <span>
                  {item.name} × {item.count}
                </span>
                <span>{formatPrice(item.sum)}</span>
              </li>
            ))}
            <OrderServiceLines lines={order.services} />
          </ul>
          <dl className="cart-summary__list">
            <div>
              <dt>{LABEL_PAYRESULT_GOODS}</dt>
              <dd>{formatPrice(order.goods_total)}</dd>
            </div>
            {order.discount > 0 ? (
              <div>
                <dt>{LABEL_PROMO_DISCOUNT(order.promo_code ?? "")}</dt>
                <dd>−{formatPrice(order.discount)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{LABEL_CHECKOUT_DELIVERY_PRICE}</dt>
              <dd data-testid="order-delivery-price">
                {order.delivery_by_manager
                  ? MSG_DELIVERY_BY_MANAGER
                  : order.delivery_price === 0
                    ? LABEL_CHECKOUT_FREE
                    : formatPrice(order.delivery_price)}
              </dd>
            </div>
            <div className="cart-summary__total">
              <dt>{LABEL_PAYRESULT_TOTAL}</dt>
              <dd data-testid="order-total">{formatPrice(order.total)}</dd>
            </div>
          </dl>
        </aside>
      </div>
    </div>
  );
}
