import type { PaymentMethodsConfig } from "../../payment-methods-config";
import { isPaymentMethodCode, methodAccepts, PAYMENT_METHOD_TERMS, type PaymentMethodCode } from "../../shop/payment-methods";
import { DomainError } from "../errors";

/** One online method as the checkout offers it: its YooKassa type and the amounts it takes (kopecks). */
export interface OfferedMethod {
  code: PaymentMethodCode;
  min: number;
  max: number;
}

/** The methods the shop enabled, with their bounds; none when online payment is not taken at all. */
export function offeredMethods(enabled: readonly PaymentMethodCode[]): OfferedMethod[] {
  return enabled.map((code) => ({ code, min: PAYMENT_METHOD_TERMS[code].min, max: PAYMENT_METHOD_TERMS[code].max }));
}

/**
 * The method an order keeps: "" for an offline payment or «Все способы»; else the requested one, which must be
 * enabled and take the order's total (`payment_method_unavailable` otherwise: the page showed it for another sum).
 */
export function chosenMethod(online: boolean, requested: string, enabled: readonly PaymentMethodCode[], total: number): string {
  if (!online || requested === "") return "";
  if (!isPaymentMethodCode(requested) || !enabled.includes(requested) || !methodAccepts(requested, total))
    throw new DomainError("payment_method_unavailable", { fields: ["payment_method"] });
  return requested;
}

/** The terms the storefront computes «от X ₽/мес» from: only for a method enabled, with its bounds. */
export function paymentTermsOf(config: PaymentMethodsConfig, onlineTaken: boolean) {
  const enabled = onlineTaken ? config.enabled : [];
  const terms = (code: "sber_loan" | "installments", { months, rateHundredths }: PaymentMethodsConfig["credit"]) =>
    enabled.includes(code) ? { months, rate: rateHundredths / 100, min: PAYMENT_METHOD_TERMS[code].min, max: PAYMENT_METHOD_TERMS[code].max } : null;
  return { credit: terms("sber_loan", config.credit), installments: terms("installments", config.installments), lender: config.lender };
}
