/**
 * Why a service refused: a code, the input fields at fault and the facts a message needs. Services throw it and
 * know nothing of statuses or texts; the HTTP layer maps each code to a status and the contract's Russian text.
 */
export type DomainErrorCode =
  /** No such thing, or not the caller's: the same answer either way. */
  | "not_found"
  /** Too many hits on one rate-limit key; `retryIn` seconds until the window ends. */
  | "rate_limited"
  /** A new one-time code for the same recipient and purpose comes too soon; `retryIn` seconds to wait. */
  | "code_resend_too_early"
  /** The daily cap of one-time codes per recipient or per address is reached; `retryIn` seconds to wait. */
  | "code_daily_cap"
  /** The shop-wide budget of SMS codes is spent for now; `retryIn` seconds to wait. */
  | "sms_busy"
  /** The one-time code is unknown, used up or killed by wrong tries. */
  | "code_dead"
  | "code_expired"
  | "code_wrong"
  /** A pay link whose order or signature does not match. */
  | "pay_link_invalid"
  /** The order does not wait for an online payment. */
  | "order_not_payable"
  /** The payment provider cannot be reached or answered something unusable: try again later. */
  | "payment_unavailable"
  /** Checkout: the cart, delivery, payment and address checks against the catalogue and reference tables. */
  | "cart_empty"
  | "cart_unknown_goods"
  | "stock_short"
  | "delivery_unknown"
  | "payment_unknown"
  | "pvz_unknown"
  | "warehouse_unknown"
  | "address_short";

export interface DomainErrorDetails {
  /** The input fields at fault, in the order they are checked. */
  fields?: readonly string[];
  /** Seconds until the caller may try again. */
  retryIn?: number;
  /** The good whose stock is short, and how many pieces are left. */
  good?: { name: string; stock: number };
}

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    readonly details: DomainErrorDetails = {},
  ) {
    super(code);
    this.name = "DomainError";
  }
}
