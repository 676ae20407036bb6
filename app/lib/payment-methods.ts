import { advertisedMonthly } from "../../shared/monthly-payment";
import { PAYMENT_METHOD_CODES, type PaymentMethodCode } from "~/config/constants";

/** Terms of one way to pay in parts as `/api/common` publishes them (`payment_terms`): rate in percent a year. */
export type PartsTerms = { months: number; rate: number; min: number; max: number };
export type PaymentTerms = { credit: PartsTerms | null; installments: PartsTerms | null; lender: string };

export function isPaymentMethodCode(value: string): value is PaymentMethodCode {
  return (PAYMENT_METHOD_CODES as readonly string[]).includes(value);
}

/** The methods that take an order of `total` kopecks: one whose bounds exclude it is not offered. */
export function methodsForTotal<M extends { min: number; max: number }>(methods: readonly M[], total: number): M[] {
  return methods.filter((m) => total >= m.min && total <= m.max);
}

/** The lowest monthly payment a price can be paid in (credit or instalments whose bounds take it), or null. */
export type MonthlyOffer = { monthly: number; kind: "credit" | "installments"; terms: PartsTerms };

/**
 * «от X ₽/мес» for a price: the smaller of the credit's and the instalments' monthly payment, each only when it is
 * enabled and its bounds take the price; whole roubles rounded up, so the figure never understates the payment.
 */
export function monthlyOffer(price: number, terms: PaymentTerms | null): MonthlyOffer | null {
  if (!terms) return null;
  let best: MonthlyOffer | null = null;
  for (const kind of ["credit", "installments"] as const) {
    const t = terms[kind];
    if (!t || price < t.min || price > t.max) continue;
    const monthly = advertisedMonthly(price, { months: t.months, rateHundredths: Math.round(t.rate * 100) });
    if (monthly !== null && (!best || monthly < best.monthly)) best = { monthly, kind, terms: t };
  }
  return best;
}
