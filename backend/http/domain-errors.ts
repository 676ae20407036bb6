import { MSG_LIFT_FLOOR_MISSING, MSG_LIFT_KIND_MISSING, MSG_SERVICE_UNAVAILABLE, MSG_SERVICES_NEED_COURIER } from "./delivery-services-messages";
import type { DomainError, DomainErrorCode } from "../services/errors";
import { MSG_NOT_FOUND } from "./common-messages";
import {
  MSG_ORDER_EDIT_BELOW_SHIPPED,
  MSG_SHIPMENT_CANCELLED,
  MSG_SHIPMENT_EMPTY,
  MSG_SHIPMENT_OVER,
  MSG_SHIPMENT_STAGE,
} from "./shipments-messages";
import { MSG_CHECK_FIELDS } from "./body";
import {
  MSG_CODE_DEAD,
  MSG_CODE_EXPIRED,
  MSG_CODE_WRONG,
  MSG_DAILY_CAP,
  MSG_EMAIL_TAKEN,
  MSG_LOGIN_FAILED,
  MSG_PASSWORD_OLD_WRONG,
  MSG_PHONE_TAKEN,
  MSG_RESEND_TOO_EARLY,
  MSG_SMS_BUSY,
  MSG_TOO_MANY,
} from "./accounts-messages";
import {
  MSG_ADDRESS_SHORT,
  MSG_CART_EMPTY,
  MSG_COMPANY_INVALID,
  MSG_CART_INVALID,
  MSG_DELIVERY_DATE_FULL,
  MSG_DELIVERY_DATE_UNAVAILABLE,
  MSG_DELIVERY_UNKNOWN,
  MSG_DELIVERY_WINDOW_UNKNOWN,
  MSG_GOOD_UNKNOWN,
  MSG_IDEA_UNKNOWN,
  MSG_NOT_FOR_SALE,
  MSG_ORDER_NOT_PAYABLE,
  MSG_INVOICE_NOT_PAYABLE,
  MSG_PAY_LINK_INVALID,
  MSG_PAYMENT_UNAVAILABLE,
  MSG_PAYMENT_METHOD_UNAVAILABLE,
  MSG_PAYMENT_UNKNOWN,
  MSG_PVZ_UNKNOWN,
  MSG_STOCK_SHORT,
  MSG_WAREHOUSE_UNKNOWN,
} from "./orders-messages";
import {
  MSG_EDIT_CONFLICT,
  MSG_HANDLE_TAKEN,
  MSG_ORDER_STAGE_NOT_ALLOWED,
  MSG_ORDER_STAGE_DETAILS_MISSING,
  MSG_CANCEL_REASON_REQUIRED,
  MSG_REQUEST_NO_EMAIL,
  MSG_BRAND_FILE_EMPTY,
  MSG_BRAND_FILE_NOT_IMAGE,
  MSG_BRAND_FILE_TOO_ELONGATED,
  MSG_BRAND_FILE_TOO_LARGE,
  MSG_PHOTO_NOT_IMAGE,
  MSG_PHOTO_TOO_LARGE,
  MSG_PHOTO_TOO_MANY_PIXELS,
  MSG_PHOTO_TOO_ELONGATED,
  MSG_STAFF_EMAIL_TAKEN,
  MSG_STAFF_FORBIDDEN,
  MSG_STAFF_PASSWORD_CHANGE_REQUIRED,
  MSG_STAFF_PASSWORD_SAME,
  MSG_STAFF_PASSWORD_WRONG,
  MSG_STAFF_SIGN_IN_FAILED,
} from "./backoffice-messages";
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, PHOTO_MAX_SIDE_RATIO } from "../services/photos";
import { BRAND_MAX_BYTES, FAVICON_MAX_SIDE_RATIO, LOGO_MAX_SIDE_RATIO } from "../services/brand-files";
import {
  MSG_PROMO_EXPIRED,
  MSG_PROMO_MIN_TOTAL,
  MSG_PROMO_NOT_APPLICABLE,
  MSG_PROMO_NOT_STARTED,
  MSG_PROMO_UNKNOWN,
  MSG_PROMO_USED_BY_SHOPPER,
  MSG_PROMO_USED_UP,
} from "./promo-messages";
import {
  MSG_REFUND_LINE_RETURNED,
  MSG_REFUND_LINES_INVALID,
  MSG_REFUND_NOT_PAID,
  MSG_REFUND_OVER_PAID,
  MSG_REFUND_REFUSED,
  MSG_ORDER_EDIT_EMPTY,
  MSG_ORDER_EDIT_GOOD_UNKNOWN,
  MSG_ORDER_EDIT_OVER_STOCK,
  MSG_ORDER_EDIT_PAID_DELIVERY,
  MSG_ORDER_EDIT_SHIPPED,
} from "./refunds-messages";
import { HttpError } from "./respond";

/**
 * The one place where a service's refusal becomes an answer: each domain error code has its status and its
 * Russian text. Every field the error names gets that text; `retryIn` becomes the contract's `retry_in`. A refusal
 * of one field's value may have its own `summary`, the form's message above the field's.
 */
const ANSWERS: Record<DomainErrorCode, { status: number; text: (error: DomainError) => string; summary?: string }> = {
  not_found: { status: 404, text: () => MSG_NOT_FOUND },
  rate_limited: { status: 429, text: () => MSG_TOO_MANY },
  code_resend_too_early: { status: 429, text: (e) => `${MSG_RESEND_TOO_EARLY} ${e.details.retryIn ?? 0} с` },
  code_daily_cap: { status: 429, text: () => MSG_DAILY_CAP },
  sms_busy: { status: 429, text: () => MSG_SMS_BUSY },
  code_dead: { status: 422, text: () => MSG_CODE_DEAD },
  code_expired: { status: 422, text: () => MSG_CODE_EXPIRED },
  code_wrong: { status: 422, text: () => MSG_CODE_WRONG },
  pay_link_invalid: { status: 404, text: () => MSG_PAY_LINK_INVALID },
  order_not_payable: { status: 409, text: () => MSG_ORDER_NOT_PAYABLE },
  invoice_not_payable: { status: 409, text: () => MSG_INVOICE_NOT_PAYABLE },
  payment_unavailable: { status: 503, text: () => MSG_PAYMENT_UNAVAILABLE },
  cart_empty: { status: 422, text: () => MSG_CART_EMPTY },
  cart_unknown_goods: { status: 422, text: () => MSG_CART_INVALID },
  cart_not_for_sale: { status: 422, text: (e) => MSG_NOT_FOR_SALE(e.details.good?.name ?? "") },
  stock_short: { status: 422, text: (e) => MSG_STOCK_SHORT(e.details.good?.name ?? "", e.details.good?.stock ?? 0) },
  delivery_unknown: { status: 422, text: () => MSG_DELIVERY_UNKNOWN },
  delivery_date_unavailable: { status: 422, text: () => MSG_DELIVERY_DATE_UNAVAILABLE },
  // A conflict: the day was free when the page was shown and another order took its last place.
  delivery_date_full: { status: 409, text: () => MSG_DELIVERY_DATE_FULL },
  delivery_window_unknown: { status: 422, text: () => MSG_DELIVERY_WINDOW_UNKNOWN },
  payment_unknown: { status: 422, text: () => MSG_PAYMENT_UNKNOWN },
  payment_method_unavailable: { status: 422, text: () => MSG_PAYMENT_METHOD_UNAVAILABLE },
  pvz_unknown: { status: 422, text: () => MSG_PVZ_UNKNOWN },
  warehouse_unknown: { status: 422, text: () => MSG_WAREHOUSE_UNKNOWN },
  address_short: { status: 422, text: () => MSG_ADDRESS_SHORT },
  company_invalid: { status: 422, text: () => MSG_COMPANY_INVALID },
  services_need_courier: { status: 422, text: () => MSG_SERVICES_NEED_COURIER },
  service_unavailable: { status: 422, text: () => MSG_SERVICE_UNAVAILABLE },
  lift_floor_missing: { status: 422, text: () => MSG_LIFT_FLOOR_MISSING },
  lift_kind_missing: { status: 422, text: () => MSG_LIFT_KIND_MISSING },
  login_failed: { status: 422, text: () => MSG_LOGIN_FAILED },
  password_old_wrong: { status: 422, text: () => MSG_PASSWORD_OLD_WRONG, summary: MSG_CHECK_FIELDS },
  email_taken: { status: 422, text: () => MSG_EMAIL_TAKEN, summary: MSG_CHECK_FIELDS },
  phone_taken: { status: 422, text: () => MSG_PHONE_TAKEN, summary: MSG_CHECK_FIELDS },
  idea_unknown: { status: 422, text: () => MSG_IDEA_UNKNOWN, summary: MSG_CHECK_FIELDS },
  good_unknown: { status: 422, text: () => MSG_GOOD_UNKNOWN, summary: MSG_CHECK_FIELDS },
  staff_sign_in_failed: { status: 422, text: () => MSG_STAFF_SIGN_IN_FAILED },
  staff_email_taken: { status: 422, text: () => MSG_STAFF_EMAIL_TAKEN },
  staff_forbidden: { status: 403, text: () => MSG_STAFF_FORBIDDEN },
  staff_password_wrong: { status: 422, text: () => MSG_STAFF_PASSWORD_WRONG },
  staff_password_same: { status: 422, text: () => MSG_STAFF_PASSWORD_SAME },
  staff_password_change_required: { status: 403, text: () => MSG_STAFF_PASSWORD_CHANGE_REQUIRED },
  order_stage_not_allowed: { status: 409, text: () => MSG_ORDER_STAGE_NOT_ALLOWED },
  order_stage_details_missing: {
    status: 422,
    text: (error) => (error.details.fields?.includes("reason") ? MSG_CANCEL_REASON_REQUIRED : MSG_ORDER_STAGE_DETAILS_MISSING),
  },
  refund_not_paid: { status: 409, text: () => MSG_REFUND_NOT_PAID },
  refund_over_paid: { status: 422, text: () => MSG_REFUND_OVER_PAID },
  refund_line_returned: { status: 422, text: () => MSG_REFUND_LINE_RETURNED },
  refund_lines_invalid: { status: 422, text: () => MSG_REFUND_LINES_INVALID },
  refund_refused: { status: 502, text: () => MSG_REFUND_REFUSED },
  order_edit_good_unknown: { status: 422, text: () => MSG_ORDER_EDIT_GOOD_UNKNOWN },
  order_edit_over_stock: { status: 422, text: () => MSG_ORDER_EDIT_OVER_STOCK },
  order_edit_empty: { status: 422, text: () => MSG_ORDER_EDIT_EMPTY },
  order_edit_paid_delivery: { status: 422, text: () => MSG_ORDER_EDIT_PAID_DELIVERY },
  order_edit_shipped: { status: 409, text: () => MSG_ORDER_EDIT_SHIPPED },
  order_edit_below_shipped: { status: 422, text: () => MSG_ORDER_EDIT_BELOW_SHIPPED },
  order_shipment_stage: { status: 409, text: () => MSG_SHIPMENT_STAGE },
  order_shipment_cancelled: { status: 409, text: () => MSG_SHIPMENT_CANCELLED },
  order_shipment_over: { status: 422, text: () => MSG_SHIPMENT_OVER },
  order_shipment_empty: { status: 422, text: () => MSG_SHIPMENT_EMPTY },
  request_no_email: { status: 422, text: () => MSG_REQUEST_NO_EMAIL },
  edit_conflict: { status: 409, text: () => MSG_EDIT_CONFLICT },
  handle_taken: { status: 422, text: () => MSG_HANDLE_TAKEN },
  photo_not_image: { status: 422, text: () => MSG_PHOTO_NOT_IMAGE },
  photo_too_large: { status: 413, text: () => MSG_PHOTO_TOO_LARGE(PHOTO_MAX_BYTES / 1024 / 1024) },
  photo_too_many_pixels: { status: 422, text: () => MSG_PHOTO_TOO_MANY_PIXELS(PHOTO_MAX_PIXELS / 1_000_000) },
  photo_too_elongated: { status: 422, text: () => MSG_PHOTO_TOO_ELONGATED(PHOTO_MAX_SIDE_RATIO) },
  brand_file_empty: { status: 422, text: () => MSG_BRAND_FILE_EMPTY },
  brand_file_too_large: { status: 413, text: () => MSG_BRAND_FILE_TOO_LARGE(BRAND_MAX_BYTES / 1024 / 1024) },
  brand_file_not_image: { status: 422, text: (error) => MSG_BRAND_FILE_NOT_IMAGE[brandPartOf(error)] },
  brand_file_too_elongated: {
    status: 422,
    text: (error) =>
      brandPartOf(error) === "logo"
        ? MSG_BRAND_FILE_TOO_ELONGATED.logo(LOGO_MAX_SIDE_RATIO)
        : MSG_BRAND_FILE_TOO_ELONGATED.favicon(FAVICON_MAX_SIDE_RATIO),
  },
  promo_unknown: { status: 422, text: () => MSG_PROMO_UNKNOWN },
  promo_expired: { status: 422, text: () => MSG_PROMO_EXPIRED },
  promo_not_started: { status: 422, text: (e) => MSG_PROMO_NOT_STARTED(e.details.day ?? "") },
  promo_min_total: { status: 422, text: (e) => MSG_PROMO_MIN_TOTAL(e.details.amount ?? 0) },
  promo_not_applicable: { status: 422, text: () => MSG_PROMO_NOT_APPLICABLE },
  promo_used_up: { status: 422, text: () => MSG_PROMO_USED_UP },
  promo_used_by_shopper: { status: 422, text: () => MSG_PROMO_USED_BY_SHOPPER },
};

/** Which brand file a refusal is about: the field it names. */
const brandPartOf = (error: DomainError) => (error.details.fields?.includes("favicon") ? "favicon" : "logo");

/** The failure answer of a domain error, in the contract's shape. */
export function domainFailure(error: DomainError): HttpError {
  const { status, text, summary } = ANSWERS[error.code];
  const message = text(error);
  const fields = Object.fromEntries((error.details.fields ?? []).map((field) => [field, message]));
  const extra: Record<string, unknown> = error.details.retryIn === undefined ? {} : { retry_in: error.details.retryIn };
  const conflict = error.details.conflict;
  if (conflict) extra.conflict = { version: conflict.version, changed_by: conflict.changedBy, changed_at: conflict.changedAt };
  return new HttpError(status, summary ?? message, fields, extra);
}
