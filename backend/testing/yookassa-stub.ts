import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { PaymentProviderConfig, YookassaConfig } from "../config";

/**
 * A local stub of YooKassa API v3, written from the published shapes: `POST /v3/payments` (Idempotence-Key; answers
 * a pending payment with `confirmation.confirmation_url`, and `payment_method` when `payment_method_data` named
 * one), `GET /v3/payments/{id}` (404 for an unknown id), `POST /v3/payments/{id}/capture`, `POST /v3/receipts`
 * (a receipt for a payment, `receiptStatus` when made; the same Idempotence-Key answers the same receipt),
 * `GET /v3/receipts/{id}`, and `POST /v3/refunds`
 * (Idempotence-Key; a refund of a succeeded payment, 400 `invalid_request` when it asks more than is left of it;
 * made at once, or left `pending` while `refundsPending` is set), `GET /v3/refunds/{id}`. Basic auth shopId:secretKey.
 * Tests change a payment's or a refund's state through `payments` and `refunds`, as YooKassa would after the buyer
 * acts or a pending refund is made or cancelled.
 */

export interface StubPayment {
  id: string;
  status: "pending" | "waiting_for_capture" | "succeeded" | "canceled";
  amount: { value: string; currency: string };
  confirmation: { type: "redirect"; confirmation_url: string; return_url: string };
  metadata: Record<string, string>;
  payment_method?: { type: string; id: string; saved: boolean };
  paid: boolean;
  created_at: string;
  expires_at?: string;
  test: boolean;
}
export interface StubReceipt {
  id: string;
  type: string;
  payment_id: string;
  status: "pending" | "succeeded" | "canceled";
}
export interface StubRefund {
  id: string;
  payment_id: string;
  status: "pending" | "succeeded" | "canceled";
  amount: { value: string; currency: string };
  created_at: string;
}
export interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}

export const STUB_SHOP_ID = "123456";
export const STUB_SECRET_KEY = "test_secret_key";

/**
 * The shop's payment through YooKassa at the stub `apiUrl`: captured at once, VAT code 4, full prepayment of goods
 * with the delivery as a service; `overrides` changes any of it.
 */
export function stubYookassaPayment(apiUrl: string, overrides: Partial<YookassaConfig> = {}): PaymentProviderConfig {
  return {
    kind: "yookassa",
    yookassa: {
      shopId: STUB_SHOP_ID,
      secretKey: STUB_SECRET_KEY,
      apiUrl,
      capture: true,
      vatCode: 4,
      paymentMode: "full_prepayment",
      paymentSubject: "commodity",
      deliveryPaymentSubject: "service",
      ...overrides,
    },
  };
}

const kopecks = (value: string) => Math.round(Number(value) * 100);

export interface YookassaStub {
  apiUrl: string;
  payments: Map<string, StubPayment>;
  receipts: Map<string, StubReceipt>;
  refunds: Map<string, StubRefund>;
  received: Received[];
  /** Every call answers 500 while set. */
  down: boolean;
  /** New refunds are answered `pending` while set (else `succeeded`). */
  refundsPending: boolean;
  /** The status a new receipt is made with (`pending` unless a test sets it). */
  receiptStatus: StubReceipt["status"];
  close(): Promise<void>;
}

export async function startYookassaStub(): Promise<YookassaStub> {
  const payments = new Map<string, StubPayment>();
  const receipts = new Map<string, StubReceipt>();
  const refunds = new Map<string, StubRefund>();
  const byKey = new Map<string, string>();
  const state = { down: false, refundsPending: false, receiptStatus: "pending" as StubReceipt["status"] };
  const received: Received[] = [];
  const created = (kind: string, key: string, make: () => { id: string }) => {
    const existing = byKey.get(`${kind}:${key}`);
    if (existing) return existing;
    const { id } = make();
    byKey.set(`${kind}:${key}`, id);
    return id;
  };

  function refund(body: Record<string, unknown> | null, key: string): [number, unknown] {
    const existing = byKey.get(`refund:${key}`);
    if (existing) return [200, refunds.get(existing)];
    const payment = payments.get(String(body?.payment_id ?? ""));
    const amount = body?.amount as StubRefund["amount"] | undefined;
    if (!payment || !amount) return [400, { type: "error", code: "invalid_request", parameter: "payment_id" }];
    const before = [...refunds.values()]
      .filter((r) => r.payment_id === payment.id && r.status !== "canceled")
      .reduce((sum, r) => sum + kopecks(r.amount.value), 0);
    if (payment.status !== "succeeded" || before + kopecks(amount.value) > kopecks(payment.amount.value))
      return [400, { type: "error", code: "invalid_request", parameter: "amount", description: "Refund amount exceeds the payment" }];
    const status = state.refundsPending ? "pending" : "succeeded";
    const made: StubRefund = { id: randomUUID(), payment_id: payment.id, status, amount, created_at: new Date().toISOString() };
    refunds.set(made.id, made);
    byKey.set(`refund:${key}`, made.id);
    return [200, made];
  }

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      received.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
      const answer = (status: number, json: unknown) => res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(json));
      if (state.down) return answer(500, { type: "error", code: "internal_server_error" });
      if (req.headers.authorization !== `Basic ${Buffer.from(`${STUB_SHOP_ID}:${STUB_SECRET_KEY}`).toString("base64")}`)
        return answer(401, { type: "error", code: "invalid_credentials" });
      const key = String(req.headers["idempotence-key"] ?? "");
      if (req.method === "POST" && (req.url === "/v3/payments" || req.url === "/v3/receipts" || req.url === "/v3/refunds") && !key)
        return answer(400, { type: "error", code: "invalid_request", parameter: "Idempotence-Key" });
      if (req.method === "POST" && req.url === "/v3/receipts") {
        const id = created("receipt", key, () => {
          const receipt: StubReceipt = {
            id: randomUUID(),
            type: String(body?.type),
            payment_id: String(body?.payment_id),
            status: state.receiptStatus,
          };
          receipts.set(receipt.id, receipt);
          return receipt;
        });
        return answer(200, receipts.get(id));
      }
      if (req.method === "POST" && req.url === "/v3/refunds") return answer(...refund(body, key));
      const [, , kind, id, verb] = (req.url ?? "").split("/"); // /v3/payments/{id}/{verb}, /v3/refunds/{id}
      if (req.method === "GET" && (kind === "refunds" || kind === "receipts")) {
        const found = (kind === "refunds" ? refunds : receipts).get(id ?? "");
        return found ? answer(200, found) : answer(404, { type: "error", code: "not_found", description: "Not found" });
      }
      if (req.method === "POST" && req.url === "/v3/payments") {
        const paymentId = created("payment", key, () => {
          const method = (body?.payment_method_data as { type?: string } | undefined)?.type;
          const payment: StubPayment = {
            id: randomUUID(),
            status: "pending",
            amount: body?.amount as StubPayment["amount"],
            confirmation: {
              type: "redirect",
              confirmation_url: `https://yoomoney.ru/checkout/payments/v2/contract?orderId=${randomUUID()}`,
              return_url: (body?.confirmation as { return_url: string }).return_url,
            },
            metadata: body?.metadata as Record<string, string>,
            ...(method ? { payment_method: { type: method, id: randomUUID(), saved: false } } : {}),
            paid: false,
            created_at: new Date().toISOString(),
            test: true,
          };
          payments.set(payment.id, payment);
          return payment;
        });
        return answer(200, payments.get(paymentId));
      }
      const payment = id ? payments.get(id) : undefined;
      if (!payment) return answer(404, { type: "error", code: "not_found", description: "Payment not found" });
      if (req.method === "GET" && !verb) return answer(200, payment);
      if (req.method === "POST" && verb === "capture") {
        if (payment.status === "waiting_for_capture") Object.assign(payment, { status: "succeeded", paid: true });
        return answer(200, payment);
      }
      return answer(405, { type: "error", code: "invalid_request" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`,
    payments,
    receipts,
    refunds,
    received,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    get refundsPending() {
      return state.refundsPending;
    },
    set refundsPending(value: boolean) {
      state.refundsPending = value;
    },
    get receiptStatus() {
      return state.receiptStatus;
    },
    set receiptStatus(value: StubReceipt["status"]) {
      state.receiptStatus = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
