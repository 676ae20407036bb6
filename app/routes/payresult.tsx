import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import {
  LABEL_PAYRESULT_CONTINUE,
  LABEL_PAYRESULT_DELIVERY,
  LABEL_PAYRESULT_GOODS,
  LABEL_PAYRESULT_PAGE,
  LABEL_PAYRESULT_PAY,
  LABEL_PAYRESULT_PAYMENT,
  LABEL_PAYRESULT_TITLE,
  LABEL_PAYRESULT_TOTAL,
  LABEL_CHECKOUT_DELIVERY_PRICE,
  LABEL_CHECKOUT_FREE,
  MSG_ORDER_CANNOT_PAY,
  MSG_PAYRESULT_TEXT,
} from "~/config/messages";
import cartStyles from "~/components/cart/cart.css";
import checkoutStyles from "~/components/cart/checkout.css";
import { formatPrice } from "~/lib/price";
import { getOrderStatus, getPayLink } from "~/server/api/order.server";
import { isPaymentUrl, readAccessToken, redirectWithMessage } from "~/server/cart/cart-state.server";

/** `?orderkey=&ordercode=` as the backend's id and code; anything malformed is the same 404 as a wrong pair. */
function orderRef(url: URL): { id: number; code: string } {
  const key = url.searchParams.get("orderkey") ?? "";
  const code = url.searchParams.get("ordercode") ?? "";
  if (!/^\d{1,9}$/.test(key) || !/^[0-9A-Za-z_-]{1,64}$/.test(code)) throw new Response(null, { status: 404 });
  return { id: Number(key), code };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const ref = orderRef(new URL(request.url));
  const order = await getOrderStatus(ref.id, ref.code);
  if (!order) throw new Response(null, { status: 404 });
  return data({ order }, { headers: { "Cache-Control": "no-store" } });
}

/** «Оплатить»: a fresh pay link for this unpaid order, then off to the payment page. */
export async function action({ request }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const ref = orderRef(url);
  const payLink = await getPayLink(ref.id, ref.code, await readAccessToken(request));
  if (payLink && isPaymentUrl(payLink)) {
    return new Response(null, { status: 303, headers: { Location: payLink, "X-Remix-Reload-Document": "true" } });
  }
  return redirectWithMessage(url.pathname + url.search, { infoModal: { type: "error", title: MSG_ORDER_CANNOT_PAY } });
}

export const links = () => [{ rel: "stylesheet", href: cartStyles }, { rel: "stylesheet", href: checkoutStyles }];
export const meta: MetaFunction = () => [{ title: LABEL_PAYRESULT_PAGE }, { name: "robots", content: "noindex" }];

export default function PayResultPage() {
  const { order } = useLoaderData<typeof loader>();
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
          <p>{MSG_PAYRESULT_TEXT[order.status]}</p>
          <dl className="cart-summary__list">
            <div>
              <dt>{LABEL_PAYRESULT_PAYMENT}</dt>
              <dd>{order.payment_title}</dd>
            </div>
            <div>
              <dt>{LABEL_PAYRESULT_DELIVERY}</dt>
              <dd>{[order.delivery_title, order.delivery_address].filter(Boolean).join(": ")}</dd>
            </div>
          </dl>
          <div className="payresult-actions">
            {order.can_pay ? (
              <Form method="post">
                <button type="submit" className="button" data-testid="pay-button">
                  {LABEL_PAYRESULT_PAY}
                </button>
              </Form>
            ) : null}
            <Link to="/catalog" className={order.can_pay ? "button button--outline" : "button"}>
              {LABEL_PAYRESULT_CONTINUE}
            </Link>
          </div>
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
          </ul>
          <dl className="cart-summary__list">
            <div>
              <dt>{LABEL_PAYRESULT_GOODS}</dt>
              <dd>{formatPrice(order.goods_total)}</dd>
            </div>
            <div>
              <dt>{LABEL_CHECKOUT_DELIVERY_PRICE}</dt>
              <dd>{order.delivery_price === 0 ? LABEL_CHECKOUT_FREE : formatPrice(order.delivery_price)}</dd>
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
