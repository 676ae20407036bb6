import {
  LABEL_CHECKOUT_DELIVERY_PRICE,
  LABEL_CHECKOUT_EDIT_CART,
  LABEL_CHECKOUT_FREE,
  LABEL_CHECKOUT_GOODS,
  LABEL_CHECKOUT_SUMMARY,
  LABEL_CHECKOUT_TOTAL,
} from "~/config/messages/checkout";
import { LABEL_SUMMARY_BY_MANAGER } from "~/config/messages/delivery-zones";
import { formatPrice } from "~/lib/price";
import { LABEL_PROMO_DISCOUNT } from "~/config/messages/promo";
import type { CartViewLine } from "~/lib/cart-view";
import type { ChosenService } from "~/lib/delivery-services";
import { LABEL_ASSEMBLY_OF, LABEL_SERVICES_TOTAL } from "~/config/messages/delivery-services";
import { PageLink } from "~/components/ui/PageLink";

type CheckoutSummaryProps = {
  lines: CartViewLine[];
  goodsTotal: number;
  /** A promo code's discount, taken off the total. */
  promo?: { code: string; discount: number } | null;
  /** The chosen delivery's price for this cart: null when the manager prices it, undefined before a way is chosen. */
  deliveryPrice: number | null | undefined;
  /** The courier's services ticked, each a line of the order. */
  services: ChosenService[];
  /** What the order will cost: goods less the discount, the delivery and the services. */
  total: number;
  children?: React.ReactNode;
};

/** The order at a glance beside the form: lines, services, goods, delivery, total (the backend prices it again). */
export function CheckoutSummary({ lines, goodsTotal, promo, deliveryPrice, services, total, children }: CheckoutSummaryProps) {
  return (
    <aside className="cart-summary" aria-labelledby="checkout-summary-title" data-testid="checkout-summary">
      <h2 id="checkout-summary-title" className="cart-summary__title">
        {LABEL_CHECKOUT_SUMMARY}
      </h2>
      <ul className="cart-summary__items">
        {lines.map(({ good, count }) => (
          <li key={good.id}>
            <span>
              {good.name} × {count}
            </span>
            <span>{formatPrice(good.price * count)}</span>
          </li>
        ))}
        {services.map((line) => (
          <li key={`${line.code}-${line.good_id ?? ""}`} data-testid="checkout-summary-service">
            <span>{line.code === "assembly" ? LABEL_ASSEMBLY_OF(line.name, line.count) : line.name}</span>
            <span>{formatPrice(line.sum)}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-summary__list">
        <div>
          <dt>{LABEL_CHECKOUT_GOODS}</dt>
          <dd>{formatPrice(goodsTotal)}</dd>
        </div>
        {promo ? (
          <div data-testid="checkout-promo-discount">
            <dt>{LABEL_PROMO_DISCOUNT(promo.code)}</dt>
            <dd>−{formatPrice(promo.discount)}</dd>
          </div>
        ) : null}
        {services.length > 0 ? (
          <div>
            <dt>{LABEL_SERVICES_TOTAL}</dt>
            <dd data-testid="checkout-services-total">{formatPrice(services.reduce((sum, line) => sum + line.sum, 0))}</dd>
          </div>
        ) : null}
        {deliveryPrice !== undefined ? (
          <div>
            <dt>{LABEL_CHECKOUT_DELIVERY_PRICE}</dt>
            <dd data-testid="checkout-delivery-price">
              {deliveryPrice === null ? LABEL_SUMMARY_BY_MANAGER : deliveryPrice === 0 ? LABEL_CHECKOUT_FREE : formatPrice(deliveryPrice)}
            </dd>
          </div>
        ) : null}
        <div className="cart-summary__total">
          <dt>{LABEL_CHECKOUT_TOTAL}</dt>
          <dd data-testid="checkout-total">{formatPrice(total)}</dd>
        </div>
      </dl>
      {children}
      <PageLink to="/cart" className="button button--ghost cart-summary__clear">
        {LABEL_CHECKOUT_EDIT_CART}
      </PageLink>
    </aside>
  );
}
