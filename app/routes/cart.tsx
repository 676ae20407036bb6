import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import {
  LABEL_CART_EMPTY,
  LABEL_CART_EMPTY_TEXT,
  LABEL_CART_TITLE,
  LABEL_RECOUNT,
  LABEL_TO_CATALOG,
  LABEL_TO_FAVOURITES,
  MSG_CART_ADDED,
  MSG_CART_UPDATED,
} from "~/config/messages/cart";
import { LABEL_VIEWED } from "~/config/messages/catalog";
import type { CartActionData } from "~/forms/cart-action-data";
import { CartLineItem, RECOUNT_FORM_ID } from "~/components/cart/CartLineItem";
import { CartSummary } from "~/components/cart/CartSummary";
import { IntentForm } from "~/components/cart/IntentForm";
import { cartTotals } from "~/lib/cart-totals";
import { deliveryDaysRange, formatDeliveryDays } from "~/lib/delivery-days";
import { EmptyState } from "~/components/cart/EmptyState";
import { useOptimisticLines } from "~/components/cart/optimistic-lines";
import cartStyles from "~/components/cart/cart.css";
import { GoodsGrid } from "~/components/catalog/GoodsGrid";
import { parseCartIntent } from "~/forms/cart";
import { loadCartLines, loadCartView, updateCart } from "~/server/cart/cart-page.server";
import { loadPromo, promoAction } from "~/server/cart/cart-promo.server";
import { getAccessToken } from "~/server/cookies/access-token.server";
import { PromoField } from "~/components/cart/PromoField";
import { isPromoIntent } from "~/forms/promo";
import { redirectBack } from "~/server/cart/cart-state.server";
import { badRequest } from "~/server/responses.server";
import { readForm } from "~/server/form-body.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const view = await loadCartView(request);
  const range = deliveryDaysRange(view.deliveries);
  const promo = await loadPromo(request, view.lines, await getAccessToken(request));
  return data(
    { lines: view.lines, viewed: view.viewed, deliveryTerm: range ? formatDeliveryDays(range.min, range.max) : null, promo },
    { headers: view.headers },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  if (isPromoIntent(form)) {
    const token = await getAccessToken(request);
    return promoAction(form, (await loadCartLines(request, token)).lines, token);
  }
  const intent = parseCartIntent(form);
  if (!intent) throw badRequest();
  const outcome = await updateCart(request, intent);
  const redirectTo = form.get("redirectTo");
  // A fetcher asks without redirectTo and wants the answer itself; a native post goes back where it came from.
  if (typeof redirectTo !== "string") return data<CartActionData>(outcome.answer, { headers: outcome.headers });
  if (!outcome.answer.ok && redirectTo.startsWith("/cart")) {
    // Without JavaScript the cart page shows the warning next to the line: render it rather than redirect.
    return data<CartActionData>(outcome.answer, { headers: outcome.headers });
  }
  const toast = outcome.answer.ok
    ? { kind: "success" as const, title: intent.intent === "add" ? MSG_CART_ADDED : MSG_CART_UPDATED }
    : { kind: "warning" as const, title: outcome.answer.message };
  return redirectBack(redirectTo, "/cart", toast, outcome.headers);
}

export const links = () => [{ rel: "stylesheet", href: cartStyles }];
export const meta: MetaFunction = () => [{ title: LABEL_CART_TITLE }, { name: "robots", content: "noindex" }];

export default function CartPage() {
  const { lines: serverLines, viewed, deliveryTerm, promo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const hydrated = useHydrated();
  const lines = useOptimisticLines(serverLines);
  const warning = actionData && "ok" in actionData && !actionData.ok ? actionData : null;
  const promoRefused = actionData && "promoRefused" in actionData ? actionData.promoRefused : null;

  return (
    <div className="container cart-page">
      <h1 className="cart-page__title">{LABEL_CART_TITLE}</h1>
      {warning && warning.goodIds.length === 0 ? (
        <p className="cart-page__alert" role="alert">
          {warning.message}
        </p>
      ) : null}
      {lines.length === 0 ? (
        <EmptyState
          title={LABEL_CART_EMPTY}
          text={LABEL_CART_EMPTY_TEXT}
          links={[
            { to: "/catalog", label: LABEL_TO_CATALOG },
            { to: "/favorites", label: LABEL_TO_FAVOURITES },
          ]}
        />
      ) : (
        <div className="cart-page__layout">
          <div className="cart-page__lines">
            <ul className="cart-lines" data-testid="cart-lines">
              {lines.map((line) => (
                <CartLineItem key={line.good.id} line={line} warning={warning?.goodIds.includes(line.good.id) ? warning.message : undefined} />
              ))}
            </ul>
            <IntentForm
              id={RECOUNT_FORM_ID}
              action="/cart"
              intent="change"
              label={LABEL_RECOUNT}
              buttonClassName="button button--outline"
              className="cart-page__recount"
              hidden={hydrated}
            />
          </div>
          <CartSummary totals={cartTotals(lines)} deliveryTerm={deliveryTerm} promo={promo?.error ? null : promo}>
            <PromoField
              applied={promo?.code ?? null}
              typed={promoRefused?.code ?? promo?.code ?? ""}
              error={promoRefused?.error ?? promo?.error ?? null}
            />
          </CartSummary>
        </div>
      )}
      {viewed.length > 0 ? (
        <section className="goods-strip" aria-labelledby="cart-viewed-title">
          <h2 id="cart-viewed-title" className="goods-strip__title">
            {LABEL_VIEWED}
          </h2>
          <GoodsGrid goods={viewed} />
        </section>
      ) : null}
    </div>
  );
}
