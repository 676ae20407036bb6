import type { CartViewLine } from "./cart-view";

/** Pieces and sum of the lines (prices come from the catalogue, never from the form). */
export function cartTotals(lines: CartViewLine[]): { count: number; sum: number; oldSum: number } {
  let count = 0;
  let sum = 0;
  let oldSum = 0;
  for (const { good, count: n } of lines) {
    count += n;
    sum += good.price * n;
    oldSum += (good.old_price ?? good.price) * n;
  }
  return { count, sum, oldSum };
}
