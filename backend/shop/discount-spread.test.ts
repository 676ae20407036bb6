import { describe, expect, it } from "vitest";
import { seededInts } from "../testing/seeded-random";
import { spreadDiscount } from "./discount-spread";

describe("spreading a discount over lines", () => {
  it("splits 100 kopecks over three equal lines as 34, 33, 33 (the earlier line takes the odd kopeck)", () => {
    expect(spreadDiscount([1000, 1000, 1000], 100)).toEqual([34, 33, 33]);
  });

  it("gives the odd kopecks to the lines with the largest remainders, in proportion to their sums", () => {
    // Exact shares 10/7 × (1, 2, 4) = 1.43, 2.86, 5.71: whole 1 + 2 + 5 = 8, the two kopecks left go to .86 and .71.
    expect(spreadDiscount([100, 200, 400], 10)).toEqual([1, 3, 6]);
  });

  it("takes a discount of the whole total as every line's whole sum, and leaves a zero line alone", () => {
    expect(spreadDiscount([1299000, 0, 50000], 1349000)).toEqual([1299000, 0, 50000]);
    expect(spreadDiscount([1299000, 0, 50000], 0)).toEqual([0, 0, 0]);
  });

  it("refuses a discount larger than the lines or a fraction of a kopeck", () => {
    expect(() => spreadDiscount([100], 101)).toThrow(RangeError);
    expect(() => spreadDiscount([100], 1.5)).toThrow(RangeError);
    expect(() => spreadDiscount([100], -1)).toThrow(RangeError);
  });

  it("for 1 000 random carts and discounts the lines add up to the total to the kopeck and none is negative", () => {
    const int = seededInts(20261127);
    for (let cart = 0; cart < 1000; cart++) {
      const lines = Array.from({ length: 1 + int(11) }, () => {
        const price = int(3) === 0 ? int(99) : int(50_000_000);
        return price * (1 + int(4));
      });
      const total = lines.reduce((a, b) => a + b, 0);
      const percent = int(100);
      const discount = int(1) === 0 ? Math.floor((total * percent) / 100) : Math.min(total, int(1_000_000));
      const shares = spreadDiscount(lines, discount);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(discount);
      const paid = lines.map((sum, i) => sum - shares[i]);
      expect(paid.every((sum) => sum >= 0)).toBe(true);
      expect(paid.reduce((a, b) => a + b, 0)).toBe(total - discount);
      // Largest remainder: no share is more than one kopeck off its exact proportion.
      for (let i = 0; i < lines.length && total > 0; i++) expect(Math.abs(shares[i] - (lines[i] * discount) / total)).toBeLessThan(1);
    }
  });
});
