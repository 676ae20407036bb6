import { describe, expect, it } from "vitest";
import { applyFavouriteIntent } from "./favourite-intent";

describe("applyFavouriteIntent (spec §4 Favourites)", () => {
  it("adds newest first when the amount is above 0, removes otherwise", () => {
    expect(applyFavouriteIntent([1, 2], { intent: "toggle", id: 3, amount: 1 })).toEqual([3, 1, 2]);
    expect(applyFavouriteIntent([1, 2], { intent: "toggle", id: 2, amount: 0 })).toEqual([1]);
    expect(applyFavouriteIntent([1, 2], { intent: "clear" })).toEqual([]);
  });
});
