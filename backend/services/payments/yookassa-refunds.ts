import { z } from "zod";
import type { YookassaConfig } from "../../config";
import { formatRoubles, parseRoubles } from "../../shop/money";
import { PaymentProviderUnavailable, type ProviderRefund, type RefundRequest } from "./provider";
import { receiptFor } from "./yookassa-receipt";

/**
 * YooKassa's refunds, API v3 (the pages followed are named in docs/decisions/0066): `POST /refunds` with the
 * payment's id, the amount and an `Idempotence-Key`; the receipt lists the returned lines, each with its own VAT
 * code, payment subject and mode and its price after the discount, so a partial refund is fiscalised line by line.
 */

const DESCRIPTION_MAX = 250;

const refundAnswer = z.object({
  id: z.string().min(1),
  status: z.enum(["pending", "succeeded", "canceled"]),
  amount: z.object({ value: z.string().regex(/^\d+(\.\d{1,2})?$/), currency: z.string() }),
});

/** The request's body: the payment, the amount in roubles, why, and the receipt of the lines taken back. */
export function refundBody(config: YookassaConfig, request: RefundRequest) {
  return {
    payment_id: request.paymentId,
    amount: { value: formatRoubles(request.amount), currency: "RUB" },
    description: request.description.slice(0, DESCRIPTION_MAX),
    receipt: receiptFor(config, request),
  };
}

export function toRefund(body: unknown): ProviderRefund {
  const parsed = refundAnswer.safeParse(body);
  if (!parsed.success) throw new PaymentProviderUnavailable(`YooKassa answered an unexpected refund: ${parsed.error.message}`);
  return { id: parsed.data.id, status: parsed.data.status, amount: parseRoubles(parsed.data.amount.value) ?? -1 };
}
