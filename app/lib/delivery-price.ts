/** What pricing needs of a delivery way: its price (null: the manager prices it) and the free-from threshold. */
export type PricedWay = { price: number | null; free_from: number | null };

/** What a delivery costs in the chosen city (`GET /api/order/delivery-prices`); `price` null: the manager prices it. */
export type DeliveryTerms = { id: number; price: number | null; free_from: number | null; days_min: number; days_max: number };

/** What a delivery way costs for this cart: free from `free_from` on, null when the manager prices it (the backend prices the order the same way). */
export function deliveryPrice(way: PricedWay, goodsTotal: number): number | null {
  if (way.price === null) return null;
  return way.free_from !== null && goodsTotal >= way.free_from ? 0 : way.price;
}

/** The total the checkout shows and the order will be charged: the goods plus the chosen way's delivery (nothing yet for one the manager prices). */
export function checkoutTotal(goodsTotal: number, way: PricedWay | undefined): number {
  return goodsTotal + (way ? (deliveryPrice(way, goodsTotal) ?? 0) : 0);
}

/** The offered ways with the chosen city's price, threshold and days; a way the city's terms do not name keeps its own. */
export function waysPricedIn<Way extends { id: number } & Omit<DeliveryTerms, "id">>(ways: readonly Way[], terms: readonly DeliveryTerms[] | null) {
  return ways.map((way) => ({ ...way, ...terms?.find((term) => term.id === way.id), id: way.id }));
}
