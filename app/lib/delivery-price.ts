/** What pricing needs of a delivery way (`GET /api/order/options`): its price and the free-from threshold. */
export type PricedWay = { price: number; free_from: number | null };

/** What a delivery way costs for this cart: free from `free_from` on (the backend prices the order the same way). */
export function deliveryPrice(way: PricedWay, goodsTotal: number): number {
  return way.free_from !== null && goodsTotal >= way.free_from ? 0 : way.price;
}

/** The total the checkout shows and the order will be charged: the goods plus the chosen way's delivery. */
export function checkoutTotal(goodsTotal: number, way: PricedWay | undefined): number {
  return goodsTotal + (way ? deliveryPrice(way, goodsTotal) : 0);
}
