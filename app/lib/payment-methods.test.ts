import { describe, expect, it } from "vitest";
import { methodsForTotal, monthlyOffer, type PaymentTerms } from "./payment-methods";

const TERMS: PaymentTerms = {
  credit: { months: 24, rate: 19.9, min: 300_000, max: 150_000_000 },
  installments: { months: 6, rate: 0, min: 300_000, max: 15_000_000 },
  lender: "ПАО Сбербанк",
};

describe("monthlyOffer", () => {
  it("takes the smaller monthly payment of the ways that take the price", () => {
    // 60 000 ₽ in 6 interest-free parts is 10 000 ₽; a 24-month loan at 19,9 % is 3 050,82 ₽, shown as 3 051 ₽.
    expect(monthlyOffer(6_000_000, TERMS)).toMatchObject({ kind: "credit", monthly: 305_100 });
    expect(monthlyOffer(6_000_000, { ...TERMS, credit: null })).toMatchObject({ kind: "installments", monthly: 1_000_000 });
  });

  it("offers nothing for a price outside every bound, or without terms", () => {
    expect(monthlyOffer(299_999, TERMS)).toBeNull();
    expect(monthlyOffer(200_000_000, { ...TERMS, installments: null })).toBeNull();
    expect(monthlyOffer(6_000_000, null)).toBeNull();
  });

  it("leaves out instalments above their bound but keeps the loan", () => {
    expect(monthlyOffer(20_000_000, TERMS)).toMatchObject({ kind: "credit" });
  });
});

describe("methodsForTotal", () => {
  it("keeps only the methods whose bounds take the total, bounds included", () => {
    const methods = [
      { code: "sbp", min: 100, max: 70_000_000 },
      { code: "sber_loan", min: 300_000, max: 150_000_000 },
    ];
    expect(methodsForTotal(methods, 299_999).map((m) => m.code)).toEqual(["sbp"]);
    expect(methodsForTotal(methods, 300_000).map((m) => m.code)).toEqual(["sbp", "sber_loan"]);
  });
});
