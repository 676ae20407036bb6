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
  /** «Счёт оплачен» for an order already paid or cancelled. */
  | "invoice_not_payable"
  /** The payment provider cannot be reached or answered something unusable: try again later. */
  | "payment_unavailable"
  /** Checkout: the cart, delivery, payment and address checks against the catalogue and reference tables. */
  | "cart_empty"
  | "cart_unknown_goods"
  | "cart_not_for_sale"
  | "stock_short"
  | "delivery_unknown"
  | "delivery_date_unavailable"
  | "delivery_date_full"
  | "delivery_window_unknown"
  | "payment_unknown"
  /** The online method chosen is not offered, or does not take the order's total. */
  | "payment_method_unavailable"
  | "pvz_unknown"
  | "warehouse_unknown"
  | "address_short"
  | "company_invalid"
  /** Checkout: a courier's service chosen with another delivery, or one the shop or the good does not offer. */
  | "services_need_courier"
  | "service_unavailable"
  /** Checkout: lift to the floor needs the floor and whether there is a lift. */
  | "lift_floor_missing"
  | "lift_kind_missing"
  /** A shopper's sign-in with a password: no such account, no password, or another one (one answer for all). */
  | "login_failed"
  /** A shopper's password change: the current password given is not the account's. */
  | "password_old_wrong"
  /** A shopper's new e-mail or phone that another account has (`fields` names it). */
  | "email_taken"
  | "phone_taken"
  /** A lead request about an idea or a good the catalogue has not (`fields` names it). */
  | "idea_unknown"
  | "good_unknown"
  /** Back office: a wrong e-mail or password, or a disabled account (one answer for all three). */
  | "staff_sign_in_failed"
  /** Back office: a staff member with this e-mail exists already. */
  | "staff_email_taken"
  /** Back office: the caller's role may not do this, or an admin would lock themselves out. */
  | "staff_forbidden"
  /** Back office: the current password typed to change one's own is not right. */
  | "staff_password_wrong"
  /** Back office: the new password is the one in use. */
  | "staff_password_same"
  /** Back office: the password is a one-time one and must be changed before anything else. */
  | "staff_password_change_required"
  /** Back office: the order's stage cannot go to the one asked from where it is. */
  | "order_stage_not_allowed"
  /** Back office: handing to delivery needs a tracking number or a date, a cancel needs a reason (`fields` names it). */
  | "order_stage_details_missing"
  /** Back office: the order has no online payment to refund (not paid, or paid another way). */
  | "refund_not_paid"
  /** Back office: a refund asks more than is left of what was paid (`fields`: the lines). */
  | "refund_over_paid"
  /** Back office: a line is taken back more times than it was sold, or already returned (`fields`: the line). */
  | "refund_line_returned"
  /** Back office: a refund names no line, or names a line of another order (`fields` names it). */
  | "refund_lines_invalid"
  /** Back office: the provider refused the refund for good; nothing was returned. */
  | "refund_refused"
  /** Back office: an order's edit names a good the catalogue has not. */
  | "order_edit_good_unknown"
  /** Back office: an order's edit asks more pieces than the stock has. */
  | "order_edit_over_stock"
  /** Back office: an order's edit would leave it without goods. */
  | "order_edit_empty"
  /** Back office: an order paid online cannot have its delivery made cheaper by an edit (a refund does that). */
  | "order_edit_paid_delivery"
  /** Back office: the order is handed over (or closed): its lines no longer change. */
  | "order_edit_shipped"
  /** Back office: a line's count set below the pieces already shipped of it. */
  | "order_edit_below_shipped"
  /** Back office, a partial shipment: the stage is not one whose goods go out in parts (`cancelled`: a cancelled order). */
  | "order_shipment_stage"
  | "order_shipment_cancelled"
  /** Back office, a partial shipment: more pieces than the line has left to ship, or none at all. */
  | "order_shipment_over"
  | "order_shipment_empty"
  /** Back office: a request without an e-mail cannot be answered by mail. */
  | "request_no_email"
  /**
   * Back office: the record changed since the form was opened (the version sent is not the stored one, or none
   * was sent); `conflict` has the current version and the last change the audit log knows.
   */
  | "edit_conflict"
  /** Back office: another section or good has this handle already (`fields` names the field). */
  | "handle_taken"
  /** A photo upload that is not a JPEG, PNG or WebP picture (whatever its name says), or is damaged. */
  | "photo_not_image"
  /** A photo upload over the size limit in bytes. */
  | "photo_too_large"
  /** A photo over the pixel limit (a decompression bomb, or a panorama no page needs). */
  | "photo_too_many_pixels"
  /** A photo whose long side is more than PHOTO_MAX_SIDE_RATIO times its short side (no image format holds its sizes). */
  | "photo_too_elongated"
  /** A logo or favicon upload with no bytes. */
  | "brand_file_empty"
  /** A logo or favicon upload over BRAND_MAX_BYTES. */
  | "brand_file_too_large"
  /** A logo or favicon upload of a kind it may not be (by its content), damaged, or of too many pixels. */
  | "brand_file_not_image"
  /** A logo or favicon whose long side is too many times its short one. */
  | "brand_file_too_elongated"
  /** A promo code no shop has, or one switched off. */
  | "promo_unknown"
  /** A promo code past its last day, or before its first (`day` names the first). */
  | "promo_expired"
  | "promo_not_started"
  /** A promo code that works from a goods total this cart does not reach (`amount`: that total, kopecks). */
  | "promo_min_total"
  /** A promo code for sections or goods this cart has none of. */
  | "promo_not_applicable"
  /** A promo code whose uses are all taken, or that this shopper has used as often as it allows. */
  | "promo_used_up"
  | "promo_used_by_shopper";

export interface DomainErrorDetails {
  /** The input fields at fault, in the order they are checked. */
  fields?: readonly string[];
  /** Seconds until the caller may try again. */
  retryIn?: number;
  /** The good whose stock is short, and how many pieces are left. */
  good?: { name: string; stock: number };
  /** A sum the message names (kopecks): the minimum total of a promo code. */
  amount?: number;
  /** A day the message names (`YYYY-MM-DD`): when a promo code starts. */
  day?: string;
  /** An edit conflict: the record's current version, and who changed it last and when (null: not known). */
  conflict?: EditConflict;
}

export interface EditConflict {
  version: string;
  changedBy: string | null;
  changedAt: string | null;
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
