import { z } from "zod";
import { MSG_FLOOR_INVALID } from "~/config/messages/delivery-zones";
import { optionalText } from "./fields";
import { FLOOR_MAX, FLOOR_MIN } from "~/config/constants";

/** Whether the building has a lift: the backend's three words, or "" when the shopper does not say. */
export const LIFT_KINDS = ["none", "passenger", "freight"] as const;
export type LiftKind = (typeof LIFT_KINDS)[number];

/** The courier address's fields beyond street and house, as the form and the backend name them. */
export const COURIER_ADDRESS_FIELDS = ["address_flat", "address_entrance", "address_floor", "address_intercom", "address_lift"] as const;

/** A floor as the backend takes it: a whole number in bounds (a basement below zero). */
export const isFloor = (v: string) => /^-?\d{1,3}$/.test(v) && Number(v) >= FLOOR_MIN && Number(v) <= FLOOR_MAX;

/**
 * What a truck crew needs beyond street and house, all optional: flat, entrance, floor (a whole number, a
 * basement below zero), intercom, lift. Spread into the checkout's schema.
 */
export const courierAddressFields = {
  address_flat: optionalText(20),
  address_entrance: optionalText(20),
  address_floor: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : ""),
    z.string().refine((v) => v === "" || isFloor(v), MSG_FLOOR_INVALID),
  ),
  address_intercom: optionalText(30),
  address_lift: z.preprocess((v) => (typeof v === "string" && (LIFT_KINDS as readonly string[]).includes(v) ? v : ""), z.enum(["", ...LIFT_KINDS])),
};

type CourierAddressForm = { [K in (typeof COURIER_ADDRESS_FIELDS)[number]]: string };

/** The wire fields of `POST /api/request/order` for the courier's address details. */
export const courierAddressWireFields = (form: CourierAddressForm): Record<string, string> =>
  Object.fromEntries(COURIER_ADDRESS_FIELDS.map((name) => [name, form[name]]));
