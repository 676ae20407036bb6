import { describe, expect, it } from "vitest";
import { checkoutTotal, deliveryPrice, waysPricedIn, type PricedWay } from "./delivery-price";

const courier: PricedWay = { price: 1490, free_from: 50000 };
const warehouse: PricedWay = { price: 0, free_from: null };

describe("deliveryPrice and checkoutTotal", () => {
  it.each([
    [0, 1490],
    [49999, 1490],
    [50000, 0],
    [66970, 0],
    [216990, 0],
  ])("a courier for goods of %i ₽ costs %i ₽", (goods, price) => {
    expect(deliveryPrice(courier, goods)).toBe(price);
    expect(checkoutTotal(goods, courier)).toBe(goods + price);
  });

  it("a way without a threshold always costs its price; no way chosen adds nothing", () => {
    expect(deliveryPrice({ ...courier, free_from: null }, 1_000_000)).toBe(1490);
    expect(checkoutTotal(81980, warehouse)).toBe(81980);
    expect(checkoutTotal(81980, undefined)).toBe(81980);
  });

  it("a delivery the manager prices has no price yet and adds nothing to the total", () => {
    expect(deliveryPrice({ price: null, free_from: null }, 1000)).toBeNull();
    expect(checkoutTotal(1000, { price: null, free_from: null })).toBe(1000);
  });

  it("the city's terms replace a way's price, threshold and days; a way they do not name keeps its own", () => {
    const ways = [
      { id: 1, code: "pvz", price: 490, free_from: 50000, days_min: 3, days_max: 7 },
      { id: 2, code: "warehouse", price: 0, free_from: null, days_min: 1, days_max: 2 },
    ];
    expect(waysPricedIn(ways, [{ id: 1, price: null, free_from: null, days_min: 4, days_max: 8 }])).toEqual([
      { id: 1, code: "pvz", price: null, free_from: null, days_min: 4, days_max: 8 },
      ways[1],
    ]);
    expect(waysPricedIn(ways, null)).toEqual(ways);
  });
});
