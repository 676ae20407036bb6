import { describe, expect, it } from "vitest";
import { applyCartIntent, changedCounts, linesFromMap } from "./cart-lines";

const cart = [
  { id: 1, count: 2 },
  { id: 2, count: 1 },
];

describe("applyCartIntent (spec §4 Cart)", () => {
  it("add increases an existing line or creates one", () => {
    expect(applyCartIntent(cart, { intent: "add", id: 1, amount: 1 })).toEqual([
      { id: 1, count: 3 },
      { id: 2, count: 1 },
    ]);
    expect(applyCartIntent(cart, { intent: "add", id: 5, amount: 1 })).toEqual([...cart, { id: 5, count: 1 }]);
  });
  it("change sets every listed count exactly, 0 drops the line", () => {
    const next = applyCartIntent(cart, {
      intent: "change",
      changes: [
        { id: 1, count: 4 },
        { id: 2, count: 0 },
      ],
    });
    expect(next).toEqual([{ id: 1, count: 4 }]);
  });
  it("remove decreases, and drops the line when the amount reaches the count", () => {
    expect(applyCartIntent(cart, { intent: "remove", id: 1, amount: 1 })).toEqual([
      { id: 1, count: 1 },
      { id: 2, count: 1 },
    ]);
    expect(applyCartIntent(cart, { intent: "remove", id: 1, amount: 2 })).toEqual([{ id: 2, count: 1 }]);
  });
  it("clear empties the cart", () => {
    expect(applyCartIntent(cart, { intent: "clear" })).toEqual([]);
  });
});

describe("changedCounts", () => {
  it("lists changed and dropped lines as wanted totals for cart/add", () => {
    expect(
      changedCounts(cart, [
        { id: 1, count: 3 },
        { id: 7, count: 1 },
      ]),
    ).toEqual({ "1": 3, "7": 1, "2": 0 });
    expect(changedCounts(cart, cart)).toEqual({});
  });
});

describe("linesFromMap", () => {
  it("keeps positive counts of numeric ids in order", () => {
    expect(linesFromMap({ "3": 1, "1": 0, x: 2, "9": 4 })).toEqual([
      { id: 3, count: 1 },
      { id: 9, count: 4 },
    ]);
  });
});
