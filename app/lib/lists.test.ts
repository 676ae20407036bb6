import { describe, expect, it } from "vitest";
import { addToCart, cartItemCount, changeCart, removeFromCart } from "./cart";
import { toggleFavourite } from "./favourites";
import { pushViewed } from "./viewed";

describe("cart semantics (spec §4)", () => {
  it("add creates a line, then increases it", () => {
    const one = addToCart([], 5, 1);
    expect(one).toEqual([{ id: 5, count: 1 }]);
    expect(addToCart(one, 5, 2)).toEqual([{ id: 5, count: 3 }]);
  });
  it("change sets the count exactly and drops the line at 0", () => {
    expect(changeCart([{ id: 5, count: 3 }], 5, 7)).toEqual([{ id: 5, count: 7 }]);
    expect(changeCart([{ id: 5, count: 3 }], 5, 0)).toEqual([]);
  });
  it("remove decreases, and drops the line when the amount is at least the count", () => {
    expect(removeFromCart([{ id: 5, count: 3 }], 5, 1)).toEqual([{ id: 5, count: 2 }]);
    expect(removeFromCart([{ id: 5, count: 3 }], 5, 3)).toEqual([]);
    expect(removeFromCart([{ id: 5, count: 3 }], 5, 10)).toEqual([]);
  });
  it("counts items", () => {
    expect(
      cartItemCount([
        { id: 1, count: 2 },
        { id: 2, count: 3 },
      ]),
    ).toBe(5);
  });
});

describe("favourites and viewed", () => {
  it("amount above 0 adds to the front, otherwise removes", () => {
    expect(toggleFavourite([1, 2], 3, 1)).toEqual([3, 1, 2]);
    expect(toggleFavourite([1, 2], 2, 1)).toEqual([2, 1]);
    expect(toggleFavourite([1, 2], 2, 0)).toEqual([1]);
  });
  it("viewed is newest first, unique and capped", () => {
    expect(pushViewed([1, 2, 3], 2)).toEqual([2, 1, 3]);
    expect(pushViewed([1, 2, 3], 4, 3)).toEqual([4, 1, 2]);
  });
});
