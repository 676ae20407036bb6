import { z } from "zod";
import { paymentMethodField } from "./payment-method";
import {
  MSG_CHECKOUT_RELOAD,
  MSG_DELIVERY_REQUIRED,
  MSG_INN_INVALID,
  MSG_KPP_INVALID,
  MSG_PAYMENT_REQUIRED,
  MSG_PVZ_REQUIRED,
  MSG_WAREHOUSE_REQUIRED,
} from "~/config/messages/checkout";
import { MSG_REQUIRED } from "~/config/messages/common";
import { DELIVERY_CODES, type DeliveryCode } from "~/config/constants";
import { consent, email, fio, optionalText, phone } from "./fields";
import { deliveryDateFields, deliveryDateIssue } from "./delivery-date";
import { isValidInn, isValidKpp } from "../../shared/requisites";
import { courierAddressFields } from "./courier-address";
import { deliveryServicesFields, liftIssue } from "./delivery-services";

/**
 * A delivery radio's value names the kind and the id («courier-7»): a shop may offer several deliveries of one
 * kind, each with its own price, and the kind alone tells the form which details to ask for (and CSS which to show).
 */
export const deliveryChoiceValue = (way: { code: DeliveryCode; id: number }) => `${way.code}-${way.id}`;

const DELIVERY_CHOICE = new RegExp(`^(${DELIVERY_CODES.join("|")})-([1-9]\\d{0,8})$`);

/** A delivery radio's value read back as its kind and id; anything else asks to choose a delivery. */
export const deliveryChoice = z.preprocess(
  (v) => {
    const match = typeof v === "string" ? DELIVERY_CHOICE.exec(v) : null;
    return match ? { kind: match[1], id: Number(match[2]) } : undefined;
  },
  z.object({ kind: z.enum(DELIVERY_CODES), id: z.number().int().positive() }, { errorMap: () => ({ message: MSG_DELIVERY_REQUIRED }) }),
);
export type DeliveryChoice = z.infer<typeof deliveryChoice>;

/** The offered delivery a choice names: the same id AND the same kind (a value never picks a way by kind alone). */
export function findDelivery<Way extends { id: number; code: string }>(ways: readonly Way[], choice: DeliveryChoice | undefined): Way | undefined {
  return choice ? ways.find((way) => way.id === choice.id && way.code === choice.kind) : undefined;
}

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
 * warehouse, or a courier address with its services), payment, consent, and the idempotency key rendered with the page so that
 * a double submit makes one order. The browser (`formValidator`) and the action validate with this same schema.
 */
export const checkoutSchema = z
  .object({
    fio,
    phone,
    email,
    comment: optionalText(2000),
    delivery: deliveryChoice,
    city: optionalText(100),
    pvz: optionalChoiceId,
    warehouse_id: optionalChoiceId,
    address: optionalText(300),
    ...courierAddressFields,
    ...deliveryServicesFields,
    ...deliveryDateFields,
    payment_id: choiceId(MSG_PAYMENT_REQUIRED),
    payment_method: paymentMethodField,
    // The payer company of a payment for companies (by invoice); the page lists those payments' ids here.
    company_payments: optionalText(100),
    company_name: optionalText(300),
    company_inn: optionalText(12),
    company_kpp: z.preprocess((v) => (typeof v === "string" ? v.toUpperCase() : v), optionalText(9)),
    consent,
    consent_version: optionalText(40),
    // The total the page showed when the shopper pressed the button; the order is placed only at that total.
    shown_total: z.preprocess((v) => (typeof v === "string" && /^\d{1,12}$/.test(v) ? Number(v) : undefined), z.number().optional()),
    idempotency_key: z.string({ required_error: MSG_CHECKOUT_RELOAD }).regex(/^[A-Za-z0-9_-]{8,64}$/, MSG_CHECKOUT_RELOAD),
  })
  .superRefine((form, ctx) => {
    // Which of the delivery fields is required depends on the delivery chosen.
    const missing = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    const kind = form.delivery.kind;
    const dayIssue = deliveryDateIssue(form);
    if (dayIssue) missing(dayIssue.path, dayIssue.message);
    if (kind === "pvz" && form.pvz === undefined) missing("pvz", MSG_PVZ_REQUIRED);
    if (kind === "warehouse" && form.warehouse_id === undefined) missing("warehouse_id", MSG_WAREHOUSE_REQUIRED);
    if (kind === "courier") {
      if (!form.city) missing("city", MSG_REQUIRED);
      if (!form.address) missing("address", MSG_REQUIRED);
      const lift = liftIssue(form);
      if (lift) missing(lift.path, lift.message);
    }
    // A company pays by invoice: its name, a ИНН with the right check digits, a КПП unless it is a sole trader (12 digits).
    if (form.company_payments.split(",").includes(String(form.payment_id))) {
      if (!form.company_name) missing("company_name", MSG_REQUIRED);
      if (!isValidInn(form.company_inn)) missing("company_inn", form.company_inn ? MSG_INN_INVALID : MSG_REQUIRED);
      const soleTrader = form.company_inn.length === 12;
      if (soleTrader ? form.company_kpp !== "" : !isValidKpp(form.company_kpp)) missing("company_kpp", MSG_KPP_INVALID);
    }
  });

export type CheckoutForm = z.infer<typeof checkoutSchema>;
