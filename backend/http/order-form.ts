import { z } from "zod";
import { contactFields, optionalText, positiveId } from "./lead-fields";
import {
  MSG_CART_EMPTY,
  MSG_CART_INVALID,
  MSG_CART_TOO_MANY_LINES,
  MSG_DELIVERY_DATE_INVALID,
  MSG_DELIVERY_UNKNOWN,
  MSG_FLOOR_INVALID,
  MSG_LIFT_INVALID,
  MSG_IDEMPOTENCY_KEY,
  MSG_PAYMENT_UNKNOWN,
  MSG_PVZ_UNKNOWN,
  MSG_WAREHOUSE_UNKNOWN,
} from "./orders-messages";
import { LIFT_KINDS } from "../shop/courier-address";
import { MAX_CART_LINES } from "../shop/limits";
import { CART_LINE_MAX_COUNT } from "../../shared/limits";
import type { ServiceChoice } from "../shop/delivery-services";
import { MSG_SERVICE_UNKNOWN } from "./delivery-services-messages";

/**
 * The cart map of `cartProducts` (id → count), as a JSON string (form data) or an object (JSON body).
 * Unlike `cart/add`, a malformed, unknown or negative entry refuses the order: the buyer must see what they pay.
 */
export const orderCart = z.preprocess(
  (v) => {
    if (typeof v !== "string") return v;
    if (v.trim() === "") return {};
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return null;
    }
  },
  z.record(z.unknown(), { invalid_type_error: MSG_CART_INVALID, required_error: MSG_CART_EMPTY }).transform((map, ctx) => {
    const lines = new Map<number, number>();
    for (const [id, count] of Object.entries(map)) {
      const good = Number(id);
      const pieces = typeof count === "string" && /^\d+$/.test(count) ? Number(count) : count;
      const validId = /^\d{1,9}$/.test(id) && good > 0;
      const validCount = typeof pieces === "number" && Number.isInteger(pieces) && pieces > 0 && pieces <= CART_LINE_MAX_COUNT;
      if (!validId || !validCount) {
        ctx.addIssue({ code: "custom", message: MSG_CART_INVALID });
        return z.NEVER;
      }
      lines.set(good, pieces);
    }
    if (lines.size === 0) ctx.addIssue({ code: "custom", message: MSG_CART_EMPTY });
    if (lines.size > MAX_CART_LINES) ctx.addIssue({ code: "custom", message: MSG_CART_TOO_MANY_LINES });
    return lines;
  }),
);

/** A comma list or repeated fields, as trimmed non-empty words. */
const listOf = (v: unknown): unknown =>
  v == null
    ? []
    : ([] as unknown[])
        .concat(v)
        .flatMap((item) => (typeof item === "string" ? item.split(",") : [item]))
        .map((item) => (typeof item === "string" ? item.trim() : item))
        .filter((item) => item !== "");

const serviceCodes = z.preprocess(
  listOf,
  z.array(z.enum(["lift", "removal", "measuring"], { errorMap: () => ({ message: MSG_SERVICE_UNKNOWN }) })).max(3, MSG_SERVICE_UNKNOWN),
);
const assemblyIds = z.preprocess(
  listOf,
  z
    .array(z.coerce.number({ invalid_type_error: MSG_SERVICE_UNKNOWN }).int(MSG_SERVICE_UNKNOWN).positive(MSG_SERVICE_UNKNOWN))
    .max(MAX_CART_LINES, MSG_SERVICE_UNKNOWN),
);

const optionalId = (message: string) => z.preprocess((v) => (v === "" || v == null ? undefined : v), positiveId(message).optional());

/** `POST /request/order` (docs/api.md): contact fields, delivery and payment, the cart and an optional idempotency key. */
export const orderForm = z.object({
  ...contactFields,
  comment: optionalText(2000),
  delivery_id: positiveId(MSG_DELIVERY_UNKNOWN),
  payment_id: positiveId(MSG_PAYMENT_UNKNOWN),
  // The online payment's own method (`sbp`, `sber_loan`, …); empty: «Все способы». Checked by the order service.
  payment_method: optionalText(20),
  pvz: optionalId(MSG_PVZ_UNKNOWN),
  pvz_address: optionalText(500),
  warehouse_id: optionalId(MSG_WAREHOUSE_UNKNOWN),
  city: optionalText(100),
  address: optionalText(300),
  // What a truck crew needs: all optional; the floor a whole number, the lift one of three words.
  address_flat: optionalText(20),
  address_entrance: optionalText(20),
  address_floor: z.preprocess(
    (v) => (v === "" || v == null ? undefined : typeof v === "string" && /^-?\d{1,3}$/.test(v.trim()) ? Number(v) : v),
    z.number({ invalid_type_error: MSG_FLOOR_INVALID }).int(MSG_FLOOR_INVALID).min(-5, MSG_FLOOR_INVALID).max(200, MSG_FLOOR_INVALID).optional(),
  ),
  address_intercom: optionalText(30),
  address_lift: z.preprocess((v) => (v == null ? "" : v), z.enum(["", ...LIFT_KINDS], { errorMap: () => ({ message: MSG_LIFT_INVALID }) })),
  // The delivery day and window chosen (GET /order/dates); left out, the shop gives the first free day.
  delivery_date: z.preprocess((v) => (v == null ? "" : v), z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, MSG_DELIVERY_DATE_INVALID)),
  delivery_window: optionalText(40),
  // The courier's services: codes of lift, removal and measuring, and the goods to assemble (comma lists or repeated fields).
  services: serviceCodes,
  assembly: assemblyIds,
  // The paying company, asked for by a payment for companies (by invoice); checked by the order service.
  company_name: optionalText(300),
  company_inn: optionalText(12),
  company_kpp: optionalText(9),
  cart: orderCart,
  // A promo code typed in the cart; "" or absent: none.
  promo_code: optionalText(40),
  // Optional: the storefront always sends one, so a resent checkout never makes a second order; a client
  // without one gets a new order per request.
  idempotency_key: z.preprocess(
    (v) => (v == null || v === "" ? undefined : v),
    z
      .string({ invalid_type_error: MSG_IDEMPOTENCY_KEY })
      .regex(/^[A-Za-z0-9_-]{8,64}$/, MSG_IDEMPOTENCY_KEY)
      .optional(),
  ),
});
export type OrderForm = z.infer<typeof orderForm>;

/** The services the form asks for, as the checkout prices them. */
export const serviceChoiceOf = (form: Pick<OrderForm, "services" | "assembly">): ServiceChoice => ({
  lift: form.services.includes("lift"),
  assembly: form.assembly,
  removal: form.services.includes("removal"),
  measuring: form.services.includes("measuring"),
});
