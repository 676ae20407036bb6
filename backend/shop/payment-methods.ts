/**
 * The ways to pay online that YooKassa (API v3) offers, as `payment_method_data.type`, with what each of them
 * allows by YooKassa's published terms: the amounts it takes (kopecks), how long a created payment may wait for
 * the buyer, and whether the money can be held for a later capture. A method the shop does not enable is never
 * offered; «Все способы» (no `payment_method_data`) leaves the choice to YooKassa's own page.
 */

export const PAYMENT_METHOD_CODES = ["bank_card", "sbp", "sberbank", "tinkoff_bank", "yoo_money", "sber_loan", "installments"] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

interface MethodTerms {
  /** Smallest and largest payment, kopecks. */
  min: number;
  max: number;
  /** How long YooKassa keeps an unpaid payment of this amount pending, ms. */
  payWithinMs(amount: number): number;
  /** СБП pays in one stage only: its payments are always captured at once. */
  oneStage: boolean;
}

const HOUR_MS = 3600 * 1000;
const RUB = 100;
const hours = (n: number) => () => n * HOUR_MS;

export const PAYMENT_METHOD_TERMS: Record<PaymentMethodCode, MethodTerms> = {
  bank_card: { min: 1 * RUB, max: 350_000 * RUB, payWithinMs: hours(1), oneStage: false },
  sbp: { min: 1 * RUB, max: 700_000 * RUB, payWithinMs: hours(1), oneStage: true },
  sberbank: { min: 1 * RUB, max: 700_000 * RUB, payWithinMs: hours(1), oneStage: false },
  tinkoff_bank: { min: 1 * RUB, max: 700_000 * RUB, payWithinMs: hours(1), oneStage: false },
  // A wallet's own limit depends on its status (15 000 – 250 000 ₽): the largest is offered, the wallet decides.
  yoo_money: { min: 1 * RUB, max: 250_000 * RUB, payWithinMs: hours(1), oneStage: false },
  // The bank's decision and the cooling-off period the law sets for loans from 50 000 ₽ make the payment live longer.
  sber_loan: {
    min: 3_000 * RUB,
    max: 1_500_000 * RUB,
    payWithinMs: (amount) => (amount <= 50_000 * RUB ? 8 : amount <= 200_000 * RUB ? 28 : 72) * HOUR_MS,
    oneStage: false,
  },
  installments: { min: 3_000 * RUB, max: 150_000 * RUB, payWithinMs: hours(24), oneStage: false },
};

/** The payment used when the buyer chose «Все способы»: YooKassa's page offers a card first. */
export const ANY_METHOD_PAY_WITHIN_MS = HOUR_MS;

export function isPaymentMethodCode(value: string): value is PaymentMethodCode {
  return (PAYMENT_METHOD_CODES as readonly string[]).includes(value);
}

/** Whether a method takes a payment of this amount. */
export function methodAccepts(code: PaymentMethodCode, amount: number): boolean {
  const { min, max } = PAYMENT_METHOD_TERMS[code];
  return amount >= min && amount <= max;
}

/** How long an order paid by this method (null: «Все способы») stays reserved while its payment is pending. */
export function payWithinMs(code: PaymentMethodCode | null, amount: number): number {
  return code === null ? ANY_METHOD_PAY_WITHIN_MS : PAYMENT_METHOD_TERMS[code].payWithinMs(amount);
}
