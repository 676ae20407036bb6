import { z } from "zod";
import { formValidator } from "./form-validator";
import { DELIVERY_CODES } from "~/config/constants";
import { ADMIN_DELIVERY_COORD_INVALID, ADMIN_DELIVERY_DAYS_ORDER, ADMIN_DELIVERY_FREE_FROM_INVALID } from "~/config/messages/admin-delivery";
import { MSG_REQUIRED } from "~/config/messages/common";
import { flag, wholeNumber } from "./admin-catalog";
import { optionalText, recordVersion, requiredText } from "./fields";
import { optionalRoubles, roubles } from "./roubles";

const days = { days_min: wholeNumber(365), days_max: wholeNumber(365) };
const daysInOrder = <T extends { days_min: number; days_max: number }, I>(schema: z.ZodType<T, z.ZodTypeDef, I>) =>
  schema.refine((v) => v.days_min <= v.days_max, { message: ADMIN_DELIVERY_DAYS_ORDER, path: ["days_max"] });

const deliveryFields = z.object({
  title: requiredText(200),
  // Kopecks: up to 10 000 000 ₽ and 100 000 000 ₽.
  price: roubles(1_000_000_000),
  free_from: optionalRoubles(10_000_000_000, ADMIN_DELIVERY_FREE_FROM_INVALID),
  ...days,
  sort: wholeNumber(100_000),
  hidden: flag,
  zone_priced: flag,
  version: recordVersion,
});

/** A stored delivery (its kind stays what it was). */
export const adminDeliverySchema = daysInOrder(deliveryFields);
export const adminDeliveryValidator = formValidator(adminDeliverySchema);

/** A new delivery: also what the checkout asks for it. */
export const adminNewDeliverySchema = daysInOrder(
  deliveryFields.extend({ code: z.enum(DELIVERY_CODES, { errorMap: () => ({ message: MSG_REQUIRED }) }) }),
);
export const adminNewDeliveryValidator = formValidator(adminNewDeliverySchema);

const place = {
  title: requiredText(200),
  city: requiredText(100),
  address: requiredText(300),
  hours: optionalText(200),
  hidden: flag,
  version: recordVersion,
};

/** A warehouse shoppers collect from. */
export const adminWarehouseSchema = z.object(place);
export const adminWarehouseValidator = formValidator(adminWarehouseSchema);

/** A decimal degree as typed: a comma is read as the decimal point. */
const coordinate = (limit: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim().replace(",", ".") : v),
    z
      .string()
      .min(1, MSG_REQUIRED)
      .regex(/^-?\d{1,3}(\.\d+)?$/, ADMIN_DELIVERY_COORD_INVALID)
      .pipe(z.coerce.number().min(-limit, ADMIN_DELIVERY_COORD_INVALID).max(limit, ADMIN_DELIVERY_COORD_INVALID)),
  );

/** A pick-up point: where it is on the map and how long goods take to reach it. */
export const adminPickupPointSchema = daysInOrder(z.object({ ...place, lat: coordinate(90), lon: coordinate(180), ...days }));
export const adminPickupPointValidator = formValidator(adminPickupPointSchema);

/** Any of the rows the delivery pages save: a delivery way (new or stored), a pick-up point, a warehouse. */
export type AdminDeliveryRow = z.output<
  typeof adminDeliverySchema | typeof adminNewDeliverySchema | typeof adminPickupPointSchema | typeof adminWarehouseSchema
>;
