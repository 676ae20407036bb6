import type { YookassaConfig } from "../../config";
import { formatRoubles } from "../../shop/money";
import type { PaymentRequest } from "./provider";

/** YooKassa's limit on `description` (the payment's and each receipt item's). */
export const DESCRIPTION_MAX = 128;

/** Kopecks as YooKassa's amount: 1346050 → "13460.50". */
export const money = (kopecks: number) => ({ value: formatRoubles(kopecks), currency: "RUB" });

/**
 * The 54-FZ receipt: the buyer's contact and the order's lines as items, each with its own VAT code, payment
 * subject and mode. Each item's amount is the price of one piece after the discount; the items add up to the
 * payment to the kopeck (the order's total is the sum of what its lines cost).
 */
export function receiptFor(config: YookassaConfig, request: Pick<PaymentRequest, "customer" | "lines">) {
  // YooKassa wants the phone as digits in international form (79161234567).
  const phone = request.customer.phone?.replace(/\D/g, "") || undefined;
  const customer = request.customer.email ? { email: request.customer.email } : { phone };
  return {
    customer,
    items: request.lines.map((line) => ({
      description: line.description.slice(0, DESCRIPTION_MAX),
      quantity: line.quantity.toFixed(2),
      amount: money(line.price),
      vat_code: line.vatCode,
      payment_mode: line.paymentMode,
      payment_subject: line.paymentSubject,
    })),
    ...(config.taxSystemCode === undefined ? {} : { tax_system_code: config.taxSystemCode }),
  };
}
