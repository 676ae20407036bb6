import { describe, expect, it } from "vitest";
import { advertisedMonthly, monthlyPayment } from "./monthly-payment";

describe("monthlyPayment", () => {
  it("is the annuity to the kopeck: 100 000 ₽ for 12 months at 12 % a year is 8 884,88 ₽", () => {
    // r = 1 % a month; 100000 · 0.01 · 1.01^12 / (1.01^12 − 1) = 8884.8788…
    expect(monthlyPayment(10_000_000, { months: 12, rateHundredths: 1200 })).toBe(888_488);
  });

  it("rounds half up at the kopeck: 1 000 ₽ for 2 months at 12 % is 507,51 ₽", () => {
    // 1000 · 0.01 · 1.0201 / 0.0201 = 507.5124…
    expect(monthlyPayment(100_000, { months: 2, rateHundredths: 1200 })).toBe(50_751);
  });

  it("has no float error on a large price: 1 500 000 ₽ for 36 months at 19,9 %", () => {
    // Checked against the closed formula with 40-digit decimals: 55 668,9754… ₽.
    expect(monthlyPayment(150_000_000, { months: 36, rateHundredths: 1990 })).toBe(5_566_898);
  });

  it("splits an interest-free instalment so the parts cover the price: 10 000,01 ₽ in 4 is 2 500,01 ₽", () => {
    expect(monthlyPayment(1_000_001, { months: 4, rateHundredths: 0 })).toBe(250_001);
    expect(monthlyPayment(1_200_000, { months: 6, rateHundredths: 0 })).toBe(200_000);
  });

  it("answers null for terms that are no loan", () => {
    expect(monthlyPayment(100_000, { months: 0, rateHundredths: 0 })).toBeNull();
    expect(monthlyPayment(0, { months: 6, rateHundredths: 0 })).toBeNull();
    expect(monthlyPayment(100_000, { months: 6, rateHundredths: -1 })).toBeNull();
    expect(monthlyPayment(100.5, { months: 6, rateHundredths: 0 })).toBeNull();
  });
});

describe("advertisedMonthly", () => {
  it("shows whole roubles rounded up, never below the payment: 8 884,88 ₽ → 8 885 ₽", () => {
    expect(advertisedMonthly(10_000_000, { months: 12, rateHundredths: 1200 })).toBe(888_500);
    expect(advertisedMonthly(1_200_000, { months: 6, rateHundredths: 0 })).toBe(200_000);
  });
});
