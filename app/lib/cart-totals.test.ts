import { describe, expect, it } from "vitest";
import { cartTotals } from "./cart-totals";
import type { CartGood } from "./cart-view";

const good = (id: number, price: number, old_price: number | null = null): CartGood => ({
  id,
  handle: `g${id}`,
  section_handle: "divany",
  name: `Товар ${id}`,
  price,
  old_price,
  stock: 10,
  in_stock: true,
  image: { src: "/x.svg", width: 1, height: 1, alt: "" },
  variant_label: null,
});

describe("cartTotals", () => {
  it("sums pieces, prices and old prices", () => {
    expect(
      cartTotals([
        { good: good(1, 1000, 1500), count: 2 },
        { good: good(2, 300), count: 3 },
      ]),
    ).toEqual({
      count: 5,
      sum: 2900,
      oldSum: 3900,
    });
  });
  it("is zero for an empty cart", () => {
    expect(cartTotals([])).toEqual({ count: 0, sum: 0, oldSum: 0 });
  });
});
