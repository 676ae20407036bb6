import type { OrderGood } from "./order-goods";
import type { NewOrderLine } from "./order-lines";

/** A cart line priced from the catalogue. */
export interface PricedGood {
  good: OrderGood;
  count: number;
}

/** The delivery as the checkout chose and priced it (price 0 when it is free or costs nothing). */
export interface PricedDelivery {
  code: string;
  title: string;
  price: number;
}

/**
 * The lines a new order is written with: its goods in the cart's order, each with its share of a promo code's
 * discount (`discounts`, by index; none: 0), the courier's services, then the delivery when it costs money (a free
 * delivery is no line: the receipt and 1C have never carried a zero line).
 */
export function checkoutLines(
  goods: PricedGood[],
  services: NewOrderLine[],
  delivery: PricedDelivery,
  discounts: readonly number[] = [],
): NewOrderLine[] {
  const lines: NewOrderLine[] = goods.map(({ good, count }, index) => ({
    kind: "good",
    good_id: good.id,
    service_code: "",
    name: good.name,
    price: good.price,
    count,
    discount: discounts[index] ?? 0,
    image: good.image,
  }));
  lines.push(...services);
  if (delivery.price > 0)
    lines.push({
      kind: "delivery",
      good_id: null,
      service_code: delivery.code,
      name: delivery.title,
      price: delivery.price,
      count: 1,
      discount: 0,
      image: null,
    });
  return lines;
}
