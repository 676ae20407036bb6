import { randomBytes } from "node:crypto";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LABEL_TO_CART, LABEL_TO_CATALOG } from "~/config/messages/cart";
import { LABEL_CHECKOUT_EMPTY, LABEL_CHECKOUT_EMPTY_TEXT, LABEL_CHECKOUT_TITLE } from "~/config/messages/checkout";
import { CheckoutForm } from "~/components/cart/CheckoutForm";
import { EmptyState } from "~/components/cart/EmptyState";
import { cartTotals } from "~/lib/cart-totals";
import cartStyles from "~/components/cart/cart.css";
import checkoutStyles from "~/components/cart/checkout.css";
import { FORM_ERROR_FIELD } from "~/components/forms";
import { formatPhone, normalizePhone } from "~/lib/phone";
import { getDeliveryDays, getOrderOptions } from "~/server/api/order.server";
import { getServicesOffer } from "~/server/api/delivery-services.server";
import { loadCheckoutPlace } from "~/server/cart/checkout-place.server";
import { loadCartLines } from "~/server/cart/cart-page.server";
import { loadPromo } from "~/server/cart/cart-promo.server";
import { getAccessToken } from "~/server/cookies/access-token.server";
import { submitCheckout } from "~/server/cart/checkout.server";
import { clientIpOf } from "~/server/client-ip.server";
import { getUser } from "~/server/session.server";
import { withTestPaymentNote } from "~/server/test-payment.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const asked = new URL(request.url).searchParams.get("city")?.slice(0, 100) ?? "";
  const token = await getAccessToken(request);
  const [cart, options, user] = await Promise.all([loadCartLines(request, token), getOrderOptions(), getUser(request)]);
  // Until the shopper names one, the city of the shop's first warehouse (its home city) is the likeliest.
  const home = options.warehouses.find((w) => options.cities.includes(w.city))?.city ?? options.cities[0] ?? "";
  const [{ city, points, prices }, promo, deliveryDays, services] = await Promise.all([
    loadCheckoutPlace(asked.trim() || home),
    loadPromo(request, cart.lines, token),
    getDeliveryDays(
      cart.lines.map((line) => line.good.id),
      asked.trim() || home,
    ),
    // The lift is priced once the floor and the lift are typed (with JavaScript, or on «Пересчитать»).
    getServicesOffer(cart.lines, { floor: "", lift: "" }),
  ]);
  return data(
    {
      lines: cart.lines,
      goodsTotal: cartTotals(cart.lines).sum,
      // Only a code that works for the cart: one refused is shown (and can be removed) in the cart.
      promo: promo?.error ? null : promo,
      options: { ...options, payments: withTestPaymentNote(options.payments) },
      city,
      points,
      prices,
      deliveryDays,
      services,
      // A signed-in shopper starts with the profile's contacts.
      contacts: {
        fio: user?.fio ?? "",
        phone: user ? formatPhone(normalizePhone(user.phone)) : "",
        email: user?.email ?? "",
      },
      // Made with the page: every submit of this page carries it, so the backend makes one order of them.
      idempotencyKey: randomBytes(18).toString("base64url"),
    },
    { headers: { ...Object.fromEntries(cart.headers), "Cache-Control": "no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitCheckout(request, clientIpOf(context));
}

export const links = () => [
  { rel: "stylesheet", href: cartStyles },
  { rel: "stylesheet", href: checkoutStyles },
];
export const meta: MetaFunction = () => [{ title: LABEL_CHECKOUT_TITLE }, { name: "robots", content: "noindex" }];

export default function CheckoutPage() {
  const { lines, goodsTotal, promo, options, city, points, prices, idempotencyKey, contacts, deliveryDays, services } =
    useLoaderData<typeof loader>();
  // An order refused once the cart is already empty (a resubmit after the order) still says why.
  const refused = (useActionData() as { fieldErrors?: Record<string, string> } | undefined)?.fieldErrors?.[FORM_ERROR_FIELD];
  return (
    <div className="container checkout-page">
      <h1 className="checkout-page__title">{LABEL_CHECKOUT_TITLE}</h1>
      {lines.length === 0 && refused ? (
        <p className="checkout-page__alert" role="alert">
          {refused}
        </p>
      ) : null}
      {lines.length === 0 ? (
        <EmptyState
          title={LABEL_CHECKOUT_EMPTY}
          text={LABEL_CHECKOUT_EMPTY_TEXT}
          links={[
            { to: "/catalog", label: LABEL_TO_CATALOG },
            { to: "/cart", label: LABEL_TO_CART },
          ]}
        />
      ) : (
        <CheckoutForm
          options={options}
          city={city}
          points={points}
          prices={prices}
          lines={lines}
          goodsTotal={goodsTotal}
          promo={promo}
          idempotencyKey={idempotencyKey}
          contacts={contacts}
          deliveryDays={deliveryDays}
          services={services}
        />
      )}
    </div>
  );
}
