import { describe, expect, it } from "vitest";
import { seededInts } from "../testing/seeded-random";
import { spreadDiscount } from "../shop/discount-spread";
import { lineTotals, receiptLinesOf, type OrderLine } from "./order-lines";

let nextId = 1;
function line(kind: OrderLine["kind"], price: number, count: number, discount = 0): OrderLine {
  return {
    id: nextId++,
    order_id: 1,
    kind,
    good_id: kind === "good" ? nextId : null,
    service_code: kind === "good" ? "" : kind,
    name: `${kind} ${nextId}`,
    price,
    count,
    sum: price * count,
    discount,
    vat_code: kind === "good" ? 4 : 1,
    payment_subject: kind === "good" ? "commodity" : "service",
    payment_mode: "full_payment",
    image: "null",
  };
}

const receiptSum = (lines: OrderLine[]) => receiptLinesOf(lines).reduce((sum, item) => sum + item.price * item.quantity, 0);

describe("an order's receipt from its lines", () => {
  it("carries each line's own VAT code, payment subject and mode, at its price", () => {
    expect(receiptLinesOf([line("good", 648_025, 2), line("delivery", 50_000, 1)])).toEqual([
      expect.objectContaining({ quantity: 2, price: 648_025, vatCode: 4, paymentSubject: "commodity", paymentMode: "full_payment" }),
      expect.objectContaining({ quantity: 1, price: 50_000, vatCode: 1, paymentSubject: "service", paymentMode: "full_payment" }),
    ]);
  });

  it("splits a discounted line whose pieces do not cost whole kopecks into two items that add up exactly", () => {
    // 3 × 1000 less 100 is 2900: 966.67 a piece is no price; two at 9.67 ₽ and one at 9.66 ₽ are.
    const items = receiptLinesOf([line("good", 1000, 3, 100)]);
    expect(items.map(({ quantity, price }) => ({ quantity, price }))).toEqual([
      { quantity: 1, price: 966 },
      { quantity: 2, price: 967 },
    ]);
  });

  it("for 1 000 random orders and discounts the receipt adds up to the total to the kopeck, no item negative", () => {
    const int = seededInts(54);
    for (let order = 0; order < 1000; order++) {
      const goods = Array.from({ length: 1 + int(6) }, () => line("good", 1 + int(30_000_000), 1 + int(9)));
      const lines = [
        ...goods,
        ...(int(1) ? [line("delivery", int(500_000), 1)] : []),
        ...(int(2) === 0 ? [line("service", int(300_000), 1 + int(2))] : []),
      ];
      const before = lines.reduce((sum, l) => sum + l.sum, 0);
      const discount = int(before);
      const shares = spreadDiscount(
        lines.map((l) => l.sum),
        discount,
      );
      const discounted = lines.map((l, i) => ({ ...l, discount: shares[i] }));
      const totals = lineTotals(discounted);
      expect(totals.total).toBe(before - discount);
      expect(totals.discount).toBe(discount);
      expect(receiptSum(discounted)).toBe(totals.total);
      expect(receiptLinesOf(discounted).every((item) => item.price >= 0 && item.quantity > 0)).toBe(true);
    }
  });
});
