import { useFetcher } from "@remix-run/react";
import { MonthlyPrice } from "~/components/catalog/MonthlyPrice";
import {
  LABEL_CART_CLEAR,
  LABEL_CART_DELIVERY_LATER,
  LABEL_CART_DELIVERY_TERM,
  LABEL_CART_DISCOUNT,
  LABEL_CART_SUMMARY,
  LABEL_CART_TOTAL,
} from "~/config/messages/cart";
import { LABEL_GOODS_FORMS } from "~/config/messages/catalog";
import { LABEL_PROMO_DISCOUNT } from "~/config/messages/promo";
import { LABEL_TO_CHECKOUT } from "~/config/messages/checkout";
import { submitThroughFetcher } from "~/components/ui/fetcher-submit";
import { countWithWord } from "~/lib/plural";
import { formatPrice } from "~/lib/price";
import { CART_CLEAR_FETCHER_KEY } from "./fetcher-keys";
import { IntentForm } from "./IntentForm";
import { PageLink } from "~/components/ui/PageLink";

type CartSummaryProps = {
  totals: { count: number; sum: number; oldSum: number };
  /** "2–5 дней", or null when the backend gave no delivery terms. */
  deliveryTerm: string | null;
  /** A promo code that works for the cart, and its discount (taken off the total). */
  promo?: { code: string; discount: number } | null;
  /** The «Промокод» field. */
  children?: React.ReactNode;
};

/** Totals, the delivery estimate, "Оформить заказ" and "Очистить корзину" (a real form). */
export function CartSummary({ totals, deliveryTerm, promo, children }: CartSummaryProps) {
  const clear = useFetcher({ key: CART_CLEAR_FETCHER_KEY });
  const discount = totals.oldSum - totals.sum;
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title" data-testid="cart-summary">
      <h2 id="cart-summary-title" className="cart-summary__title">
        {LABEL_CART_SUMMARY}
      </h2>
      <dl className="cart-summary__list">
        <div>
          <dt>{countWithWord(totals.count, LABEL_GOODS_FORMS)}</dt>
          <dd>{formatPrice(totals.oldSum)}</dd>
        </div>
        {discount > 0 ? (
          <div>
            <dt>{LABEL_CART_DISCOUNT}</dt>
            <dd>−{formatPrice(discount)}</dd>
          </div>
        ) : null}
        {promo ? (
          <div data-testid="cart-promo-discount">
            <dt>{LABEL_PROMO_DISCOUNT(promo.code)}</dt>
            <dd>−{formatPrice(promo.discount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{LABEL_CART_DELIVERY_TERM}</dt>
          <dd data-testid="cart-delivery-term">{deliveryTerm ?? LABEL_CART_DELIVERY_LATER}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>{LABEL_CART_TOTAL}</dt>
          <dd data-testid="cart-total">{formatPrice(totals.sum - (promo?.discount ?? 0))}</dd>
        </div>
      </dl>
      <MonthlyPrice price={totals.sum - (promo?.discount ?? 0)} />
      {children}
      <PageLink to="/checkout" className="button cart-summary__checkout">
        {LABEL_TO_CHECKOUT}
      </PageLink>
      <IntentForm
        action="/cart"
        intent="clear"
        label={LABEL_CART_CLEAR}
        buttonClassName="button button--ghost cart-summary__clear"
        onSubmit={(event) => submitThroughFetcher(event, clear)}
      />
    </aside>
  );
}
