import { LABEL_OLD_PRICE } from "~/config/messages/goods";
import { formatPrice } from "~/lib/price";

type GoodPriceProps = { price: number; oldPrice: number | null | undefined; className: string; big?: boolean };

/** A good's price, and the old one struck through (named for a screen reader) when it is on sale. */
export function GoodPrice({ price, oldPrice, className, big = false }: GoodPriceProps) {
  return (
    <p className={className}>
      <span className={big ? "price price--big" : "price"}>{formatPrice(price)}</span>
      {oldPrice ? (
        <s className="price price--old">
          <span className="visually-hidden">{`${LABEL_OLD_PRICE}: `}</span>
          {formatPrice(oldPrice)}
        </s>
      ) : null}
    </p>
  );
}
