import { z } from "zod";
import type { MonthlyTerms } from "../shared/monthly-payment";
import { isPaymentMethodCode, PAYMENT_METHOD_CODES, type PaymentMethodCode } from "./shop/payment-methods";

/** Which of YooKassa's methods the checkout offers on their own, and the terms «от X ₽/мес» is computed from. */
export interface PaymentMethodsConfig {
  /** Offered as their own choice, in this order; none: only «Все способы» (YooKassa's page chooses). */
  enabled: PaymentMethodCode[];
  /** «Покупки в кредит» (sber_loan): months and yearly rate the shop advertises. */
  credit: MonthlyTerms;
  /** «Заплатить по частям» (installments): months; no interest for the buyer. */
  installments: MonthlyTerms;
  /** Who lends: named next to every advertised monthly payment, as the law on advertising asks. */
  lender: string;
}

export const DEFAULT_PAYMENT_METHODS: PaymentMethodsConfig = {
  enabled: [...PAYMENT_METHOD_CODES],
  credit: { months: 24, rateHundredths: 1990 },
  installments: { months: 6, rateHundredths: 0 },
  lender: "ПАО Сбербанк",
};

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

/** «19,9» or «19.9» percent a year → 1990 hundredths. */
const rate = z
  .string()
  .regex(/^\d{1,2}([.,]\d{1,2})?$/, "a yearly rate in percent, 0–99.99 (19,9)")
  .transform((text) => {
    const [whole, fraction = ""] = text.replace(",", ".").split(".");
    return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  });
const months = z.coerce.number().int().min(1).max(120);

/** PAYMENT_METHODS, CREDIT_MONTHS, CREDIT_RATE, INSTALLMENTS_MONTHS, CREDIT_LENDER (docs: README «Going live»). */
export const paymentMethodsSchema = z.object({
  /** Comma-separated codes; unset: all in demo mode, none in live mode; `none`: none. */
  PAYMENT_METHODS: optional.pipe(
    z
      .string()
      .transform((text) => (text === "none" ? [] : text.split(",").map((code) => code.trim())))
      .refine((codes) => codes.every(isPaymentMethodCode), `codes among ${PAYMENT_METHOD_CODES.join(", ")}, comma-separated, or none`)
      .optional(),
  ),
  CREDIT_MONTHS: optional.pipe(months.optional()),
  CREDIT_RATE: optional.pipe(rate.optional()),
  INSTALLMENTS_MONTHS: optional.pipe(months.optional()),
  CREDIT_LENDER: optional,
});

/** The methods' settings from the parsed variables; a live shop offers only what it names. */
export function paymentMethodsOf(e: z.infer<typeof paymentMethodsSchema>, live: boolean): PaymentMethodsConfig {
  const d = DEFAULT_PAYMENT_METHODS;
  const enabled = (e.PAYMENT_METHODS ?? (live ? [] : d.enabled)) as PaymentMethodCode[];
  return {
    enabled: PAYMENT_METHOD_CODES.filter((code) => enabled.includes(code)),
    credit: { months: e.CREDIT_MONTHS ?? d.credit.months, rateHundredths: e.CREDIT_RATE ?? d.credit.rateHundredths },
    installments: { months: e.INSTALLMENTS_MONTHS ?? d.installments.months, rateHundredths: 0 },
    lender: e.CREDIT_LENDER ?? d.lender,
  };
}
