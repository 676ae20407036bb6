import type { PaymentMethodCode } from "../../shop/payment-methods";

/**
 * The one shape every online-payment provider has: create a payment for an order, read a payment by its id,
 * capture a held one, and refund a taken one and read the refund back (the back office's refunds).
 */

/** Where a payment stands at the provider (YooKassa's four statuses; the test gateway uses two of them). */
export type ProviderPaymentStatus = "pending" | "waiting_for_capture" | "succeeded" | "canceled";

/** A payment as the provider reports it; amounts in kopecks. */
export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  amount: number;
  currency: string;
  /** Our order id as we put it into the payment's metadata; null when the payment carries none. */
  orderId: number | null;
  /** Where the buyer confirms (pays) a pending payment. */
  confirmationUrl: string | null;
  /** Until when the provider keeps the payment open (ISO time), when it says; null: it does not say. */
  expiresAt: string | null;
}

/** One item of the 54-FZ receipt: a good, a service or the delivery, as the order's line says (services/order-lines.ts). */
export interface ReceiptLine {
  description: string;
  quantity: number;
  /** Price of one piece after the discount, kopecks. */
  price: number;
  vatCode: number;
  paymentSubject: string;
  paymentMode: string;
}

/** What a provider needs to create a payment: all of it read from the stored order, never from the client. */
export interface PaymentRequest {
  orderId: number;
  orderCode: string;
  /** Kopecks: the order's stored total. */
  amount: number;
  /** Stable per attempt: the same attempt sent twice is one payment. */
  idempotenceKey: string;
  /** Where the provider sends the buyer back. */
  returnUrl: string;
  description: string;
  customer: { email: string | null; phone: string | null };
  lines: ReceiptLine[];
  /** The way to pay the buyer chose; null: the provider's page offers every way it has. */
  method: PaymentMethodCode | null;
}

/** Where a refund stands at the provider (YooKassa's three statuses). */
export type ProviderRefundStatus = "pending" | "succeeded" | "canceled";

/** A refund as the provider reports it; the amount in kopecks. */
export interface ProviderRefund {
  id: string;
  status: ProviderRefundStatus;
  amount: number;
}

/** What a provider needs to refund part of a payment: the lines taken back make the refund's receipt. */
export interface RefundRequest {
  paymentId: string;
  /** Kopecks: what the receipt's lines add up to. */
  amount: number;
  /** Fixed before the call: the same refund sent twice is one refund. */
  idempotenceKey: string;
  description: string;
  customer: { email: string | null; phone: string | null };
  lines: ReceiptLine[];
}

export interface PaymentProvider {
  /** Stored with each payment row; a notification for one provider never touches another's payments. */
  readonly name: string;
  createPayment(request: PaymentRequest): Promise<ProviderPayment>;
  /** The payment with this id, or null when the provider has none (an unknown or forged id). */
  getPayment(id: string): Promise<ProviderPayment | null>;
  /** Takes the money of a payment `waiting_for_capture`; `idempotenceKey` makes a repeated capture one. */
  capturePayment(id: string, amount: number, idempotenceKey: string): Promise<ProviderPayment>;
  /** Returns money of a taken payment; throws PaymentRefundRefused when the provider refuses it for good. */
  createRefund(request: RefundRequest): Promise<ProviderRefund>;
  /** The refund with this id as the provider now has it, or null when it has none. */
  getRefund(id: string): Promise<ProviderRefund | null>;
}

/** The settlement receipt of a payment made in advance: the goods handed over, the prepayment counted against them. */
export interface SettlementReceiptRequest {
  /** The provider's id of the payment that prepaid the goods. */
  paymentId: string;
  /** Kopecks of the prepayment settled: what the lines cost after their discounts. */
  amount: number;
  /** Fixed before the first call: a retried call is the same receipt. */
  idempotenceKey: string;
  customer: PaymentRequest["customer"];
  /** The prepaid lines as they were sold; the receipt states each as paid in full. */
  lines: ReceiptLine[];
}

/** A receipt as the provider reports it. */
export interface ProviderReceipt {
  id: string;
  status: "pending" | "succeeded" | "canceled";
}

/** A provider that registers receipts of its own (YooKassa's 54-FZ solution): the ones after a payment's own. */
export interface ReceiptProvider {
  readonly name: string;
  createSettlementReceipt(request: SettlementReceiptRequest): Promise<ProviderReceipt>;
  /** The receipt with this id as the provider now has it, or null when it has none. */
  getReceipt(id: string): Promise<ProviderReceipt | null>;
}

/** The provider could not be reached or answered something unusable: the caller may try again later. */
export class PaymentProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentProviderUnavailable";
  }
}

/** The provider refused a refund for good (the payment cannot be refunded, or not by that much): no retry helps. */
export class PaymentRefundRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentRefundRefused";
  }
}
