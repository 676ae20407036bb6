import { describe, expect, it } from "vitest";
import { checkoutTotal, deliveryPrice, type PricedWay } from "./delivery-price";

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
});
