/**
 * The monthly payment of a loan repaid in equal parts (an annuity), in integer kopecks, computed exactly with
 * big integers: for a price P, a yearly rate R (hundredths of a percent, 1990 = 19,9 %) and n months, the monthly
 * rate is r = R / 120 000 and the payment is P·r·(1+r)ⁿ / ((1+r)ⁿ − 1), rounded half up to the kopeck; without
 * interest it is P / n, rounded up so that n payments cover the price. Run by both halves (it imports neither):
 * the storefront shows «от X ₽/мес» with it, from the terms the backend publishes.
 */

/** Terms as the shop sets them: months, and the yearly rate in hundredths of a percent (0: no interest). */
export interface MonthlyTerms {
  months: number;
  rateHundredths: number;
}

const PER_MONTH_DENOMINATOR = 120_000n; // 100 (percent) × 100 (hundredths) × 12 (months)

/** Kopecks a month for `price` kopecks over `terms`; null for terms that make no loan (no months, negative rate). */
export function monthlyPayment(price: number, terms: MonthlyTerms): number | null {
  const { months, rateHundredths } = terms;
  if (!Number.isInteger(price) || price <= 0 || !Number.isInteger(months) || months < 1) return null;
  if (!Number.isInteger(rateHundredths) || rateHundredths < 0) return null;
  const p = BigInt(price);
  const n = BigInt(months);
  if (rateHundredths === 0) return Number((p + n - 1n) / n);
  const a = BigInt(rateHundredths);
  const b = PER_MONTH_DENOMINATOR;
  const grown = (a + b) ** n;
  const numerator = p * a * grown;
  const denominator = b * (grown - b ** n);
  // Half up: ⌊(2·num + den) / (2·den)⌋.
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** The monthly payment as a shop advertises it, in whole roubles rounded up (kopecks): never below what is due. */
export function advertisedMonthly(price: number, terms: MonthlyTerms): number | null {
  const exact = monthlyPayment(price, terms);
  return exact === null ? null : Math.ceil(exact / 100) * 100;
}
