import { z } from "zod";
import {
  MSG_CHECKOUT_RELOAD,
  MSG_DELIVERY_REQUIRED,
  MSG_PAYMENT_REQUIRED,
  MSG_PVZ_REQUIRED,
  MSG_REQUIRED,
  MSG_WAREHOUSE_REQUIRED,
} from "~/config/messages";
import { consent, email, fio, optionalText, phone } from "./fields";

/** Delivery kinds of `GET /api/order/options` (docs/api.md). The form sends the kind; the action maps it to an id. */
export const DELIVERY_CODES = ["pvz", "warehouse", "courier"] as const;
export type DeliveryCode = (typeof DELIVERY_CODES)[number];

/** A positive integer id from a radio or select value; anything else is `message`. */
const choiceId = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\d{1,9}$/.test(v) ? Number(v) : undefined),
    z.number({ required_error: message, invalid_type_error: message }).int().positive(message),
  );

const optionalChoiceId = z.preprocess(
  (v) => (typeof v === "string" && /^\d{1,9}$/.test(v) ? Number(v) : undefined),
  z.number().int().positive().optional(),
);

/**
 * The checkout form: contacts, delivery (a pick-up point of the chosen city, a
 * warehouse, or a courier address), payment, consent, and the idempotency key rendered with the page so that
 * a double submit makes one order. The browser (`withZod`) and the action validate with this same schema.
 */
export const checkoutSchema = z
  .object({
    fio,
    phone,
    email,
    comment: optionalText(2000),
    delivery: z.enum(DELIVERY_CODES, { errorMap: () => ({ message: MSG_DELIVERY_REQUIRED }) }),
    city: optionalText(100),
    pvz: optionalChoiceId,
    warehouse_id: optionalChoiceId,
    address: optionalText(300),
    payment_id: choiceId(MSG_PAYMENT_REQUIRED),
    consent,
    consent_version: optionalText(40),
    // The total the page showed when the shopper pressed the button; the order is placed only at that total.
    shown_total: z.preprocess((v) => (typeof v === "string" && /^\d{1,12}$/.test(v) ? Number(v) : undefined), z.number().optional()),
    idempotency_key: z.string({ required_error: MSG_CHECKOUT_RELOAD }).regex(/^[A-Za-z0-9_-]{8,64}$/, MSG_CHECKOUT_RELOAD),
  })
  .superRefine((form, ctx) => {
    // Which of the delivery fields is required depends on the delivery chosen.
    const missing = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (form.delivery === "pvz" && form.pvz === undefined) missing("pvz", MSG_PVZ_REQUIRED);
    if (form.delivery === "warehouse" && form.warehouse_id === undefined) missing("warehouse_id", MSG_WAREHOUSE_REQUIRED);
    if (form.delivery === "courier") {
      if (!form.city) missing("city", MSG_REQUIRED);
      if (!form.address) missing("address", MSG_REQUIRED);
    }
  });

export type CheckoutForm = z.infer<typeof checkoutSchema>;
