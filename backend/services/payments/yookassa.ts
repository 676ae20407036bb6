import { z } from "zod";
import type { YookassaConfig } from "../../config";
import { parseRoubles } from "../../shop/money";
import { PAYMENT_METHOD_TERMS } from "../../shop/payment-methods";
import {
  PaymentProviderUnavailable,
  PaymentRefundRefused,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderReceipt,
  type ReceiptProvider,
} from "./provider";
import { DESCRIPTION_MAX, money, receiptFor } from "./yookassa-receipt";
import { refundBody, toRefund } from "./yookassa-refunds";

/**
 * YooKassa, API v3 (https://yookassa.ru/developers/api): `POST /payments` with an `Idempotence-Key`,
 * `GET /payments/{id}`, `POST /payments/{id}/capture`, `POST /receipts`, `POST /refunds` and
 * `GET /refunds/{id}` (./yookassa-refunds.ts), `GET /receipts/{id}`;
 * HTTP Basic auth shopId:secretKey; amounts are strings in roubles with two decimals. Only the fields we use are
 * read from an answer.
 */

/** A whole call, including a slow answer: the buyer is waiting behind it. */
const CALL_TIMEOUT_MS = 10_000;

const paymentAnswer = z.object({
  id: z.string().min(1),
  status: z.enum(["pending", "waiting_for_capture", "succeeded", "canceled"]),
  amount: z.object({ value: z.string().regex(/^\d+(\.\d{1,2})?$/), currency: z.string() }),
  confirmation: z.object({ confirmation_url: z.string().url().optional() }).passthrough().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  expires_at: z.string().datetime({ offset: true }).optional(),
});

const receiptAnswer = z.object({ id: z.string().min(1), status: z.enum(["pending", "succeeded", "canceled"]) });

function toReceipt(body: unknown): ProviderReceipt {
  const parsed = receiptAnswer.safeParse(body);
  if (!parsed.success) throw new PaymentProviderUnavailable(`YooKassa answered an unexpected receipt: ${parsed.error.message}`);
  return parsed.data;
}

/** Our order id from the payment's metadata (YooKassa keeps metadata values as strings). */
function orderIdOf(metadata: Record<string, unknown> | undefined): number | null {
  const raw = metadata?.order_id;
  const id = typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : typeof raw === "number" ? raw : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

function toPayment(body: unknown): ProviderPayment {
  const parsed = paymentAnswer.safeParse(body);
  if (!parsed.success) throw new PaymentProviderUnavailable(`YooKassa answered an unexpected payment: ${parsed.error.message}`);
  const p = parsed.data;
  return {
    id: p.id,
    status: p.status,
    // The regex above admits only amounts parseRoubles reads; -1 (matching no order) for one beyond any total.
    amount: parseRoubles(p.amount.value) ?? -1,
    currency: p.amount.currency,
    orderId: orderIdOf(p.metadata),
    confirmationUrl: p.confirmation?.confirmation_url ?? null,
    expiresAt: p.expires_at ? new Date(p.expires_at).toISOString() : null,
  };
}

/** One API call to YooKassa; null for a 404 (and a 400 on a read: an id YooKassa cannot even parse is no payment of ours). */
type YookassaCall = (
  method: "GET" | "POST",
  path: string,
  options?: { body?: unknown; idempotenceKey?: string; refusable?: boolean },
) => Promise<unknown>;

function yookassaCaller(config: YookassaConfig): YookassaCall {
  const base = config.apiUrl.replace(/\/$/, "");
  const authorization = `Basic ${Buffer.from(`${config.shopId}:${config.secretKey}`).toString("base64")}`;
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { Authorization: authorization, Accept: "application/json" };
    if (options.idempotenceKey) headers["Idempotence-Key"] = options.idempotenceKey;
    if (options.body !== undefined) headers["Content-Type"] = "application/json";
    let response: Awaited<ReturnType<typeof fetch>>;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentProviderUnavailable(`YooKassa ${method} ${path} failed`, { cause: error });
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 404 || (method === "GET" && response.status === 400)) return null;
    const detail = body && typeof body === "object" ? JSON.stringify(body).slice(0, 500) : "";
    // A refund YooKassa refuses (400: over what is left of the payment; 403: not allowed) stays refused on a retry.
    if (options.refusable && (response.status === 400 || response.status === 403)) throw new PaymentRefundRefused(`YooKassa refused: ${detail}`);
    if (!response.ok) {
      throw new PaymentProviderUnavailable(`YooKassa ${method} ${path} answered ${response.status} ${detail}`);
    }
    return body;
  };
}

export function createYookassaProvider(config: YookassaConfig): PaymentProvider {
  const call = yookassaCaller(config);
  return {
    name: "yookassa",

    async createPayment(request) {
      const body = {
        amount: money(request.amount),
        // СБП has no second stage: its payment is captured at once whatever the shop's habit.
        capture: config.capture || (request.method !== null && PAYMENT_METHOD_TERMS[request.method].oneStage),
        ...(request.method === null ? {} : { payment_method_data: { type: request.method } }),
        confirmation: { type: "redirect", return_url: request.returnUrl },
        description: request.description.slice(0, DESCRIPTION_MAX),
        metadata: { order_id: String(request.orderId) },
        receipt: receiptFor(config, request),
      };
      const answer = await call("POST", "/payments", { body, idempotenceKey: request.idempotenceKey });
      if (answer === null) throw new PaymentProviderUnavailable("YooKassa answered 404 to a new payment");
      return toPayment(answer);
    },

    async getPayment(id) {
      const answer = await call("GET", `/payments/${encodeURIComponent(id)}`);
      return answer === null ? null : toPayment(answer);
    },

    async capturePayment(id, amount, idempotenceKey) {
      const answer = await call("POST", `/payments/${encodeURIComponent(id)}/capture`, { body: { amount: money(amount) }, idempotenceKey });
      if (answer === null) throw new PaymentProviderUnavailable(`YooKassa does not know payment ${id}`);
      return toPayment(answer);
    },

    async createRefund(request) {
      const answer = await call("POST", "/refunds", { body: refundBody(config, request), idempotenceKey: request.idempotenceKey, refusable: true });
      if (answer === null) throw new PaymentRefundRefused(`YooKassa does not know payment ${request.paymentId}`);
      return toRefund(answer);
    },

    async getRefund(id) {
      const answer = await call("GET", `/refunds/${encodeURIComponent(id)}`);
      return answer === null ? null : toRefund(answer);
    },
  };
}

/**
 * YooKassa's settlement receipt («чек зачёта предоплаты», `POST /receipts` of `type: payment` for the payment):
 * the same items, now `full_payment`, and a `prepayment` settlement of the sum paid before. `send: true` has
 * YooKassa register it and mail it to the buyer.
 */
export function createYookassaReceipts(config: YookassaConfig): ReceiptProvider {
  const call = yookassaCaller(config);
  return {
    name: "yookassa",
    async createSettlementReceipt(request) {
      const lines = request.lines.map((line) => ({ ...line, paymentMode: "full_payment" }));
      const body = {
        type: "payment",
        payment_id: request.paymentId,
        send: true,
        ...receiptFor(config, { customer: request.customer, lines }),
        settlements: [{ type: "prepayment", amount: money(request.amount) }],
      };
      return toReceipt(await call("POST", "/receipts", { body, idempotenceKey: request.idempotenceKey }));
    },

    async getReceipt(id) {
      const answer = await call("GET", `/receipts/${encodeURIComponent(id)}`);
      return answer === null ? null : toReceipt(answer);
    },
  };
}
