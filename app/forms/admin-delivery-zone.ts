import { z } from "zod";
import { formValidator } from "./form-validator";
import { ADMIN_DELIVERY_DAYS_ORDER, ADMIN_DELIVERY_FREE_FROM_INVALID } from "~/config/messages/admin-delivery";
import { MSG_ZONE_CITIES_REQUIRED, MSG_ZONE_KM_ORDER, MSG_ZONE_WAREHOUSE_REQUIRED } from "~/config/messages/delivery-zones";
import { MSG_REQUIRED } from "~/config/messages/common";
import { DELIVERY_CAPACITY_MAX } from "~/config/constants";
import { flag, wholeNumber } from "./admin-catalog";
import { optionalText, recordVersion, requiredText } from "./fields";
import { optionalRoubles, roubles } from "./roubles";

const optionalWhole = (max: number) =>
  z.preprocess((v) => (typeof v === "string" ? v.replace(/\s/g, "") : v) || undefined, wholeNumber(max).optional());

/**
 * A delivery zone: a list of cities (one per line) or a band of kilometres from a warehouse's city, with its
 * courier and pick-up prices in roubles, the goods total from which both are free, and the days they take; the
 * weekdays the courier goes there (none ticked: every day the shop delivers) and its own orders a day there.
 */
export const adminZoneSchema = z
  .object({
    title: requiredText(200),
    kind: z.enum(["cities", "band"], { errorMap: () => ({ message: MSG_REQUIRED }) }),
    cities: optionalText(5000),
    warehouse_id: optionalText(12),
    km_from: optionalWhole(20_000),
    km_to: optionalWhole(20_000),
    courier_price: roubles(1_000_000_000),
    pvz_price: roubles(1_000_000_000),
    free_from: optionalRoubles(10_000_000_000, ADMIN_DELIVERY_FREE_FROM_INVALID),
    days_min: wholeNumber(365),
    days_max: wholeNumber(365),
    sort: wholeNumber(100_000),
    hidden: flag,
    weekday_1: flag,
    weekday_2: flag,
    weekday_3: flag,
    weekday_4: flag,
    weekday_5: flag,
    weekday_6: flag,
    weekday_7: flag,
    daily_capacity: optionalWhole(DELIVERY_CAPACITY_MAX),
    version: recordVersion,
  })
  .superRefine((zone, ctx) => {
    const wrong = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (zone.days_min > zone.days_max) wrong("days_max", ADMIN_DELIVERY_DAYS_ORDER);
    if (zone.kind === "cities" && zone.cities.trim() === "") wrong("cities", MSG_ZONE_CITIES_REQUIRED);
    if (zone.kind === "band" && !/^[1-9]\d*$/.test(zone.warehouse_id)) wrong("warehouse_id", MSG_ZONE_WAREHOUSE_REQUIRED);
    if (zone.kind === "band" && zone.km_to !== undefined && (zone.km_from ?? 0) >= zone.km_to) wrong("km_to", MSG_ZONE_KM_ORDER);
  });
export const adminZoneValidator = formValidator(adminZoneSchema);
export type AdminZone = z.output<typeof adminZoneSchema>;
