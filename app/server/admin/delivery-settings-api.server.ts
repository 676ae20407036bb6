import { z } from "zod";
import { FURNITURE_KINDS, PACKAGE_SIZES, SERVICE_CODES } from "~/config/constants";
import { getPageData } from "../api/client.server";
import { accepted, writeAdmin, type Call } from "./client.server";

/** The back office's delivery settings: the courier's services and their prices, the delivery calendar. */

const byKey = <K extends string, T extends z.ZodTypeAny>(keys: readonly K[], value: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, T>);

const servicePrices = z.object({
  services: byKey(SERVICE_CODES, z.object({ title: z.string(), enabled: z.boolean(), vat_code: z.number() })),
  removal_price: z.number(),
  measuring_price: z.number(),
  lift_free_with_freight: z.boolean(),
  lift_rates: byKey(PACKAGE_SIZES, z.object({ stairs_per_floor: z.number(), by_lift: z.number() })),
  assembly_rates: byKey(FURNITURE_KINDS, z.object({ price: z.number().nullable(), percent: z.number().nullable() })),
  version: z.string(),
});
export type ServicePrices = z.infer<typeof servicePrices>;
export const getServicePrices = (call: Call) => getPageData("/admin/delivery/services", servicePrices, call);

const calendar = z.object({
  days_off: z.array(z.number()),
  holidays: z.array(z.string()),
  ways: z.array(z.object({ delivery_id: z.number(), title: z.string(), hidden: z.boolean(), capacity: z.number(), windows: z.array(z.string()) })),
  version: z.string(),
});
export type StaffCalendar = z.infer<typeof calendar>;
/** The delivery calendar (`/api/admin/delivery/calendar`): days off, holidays, each way's orders a day and windows. */
export const getCalendar = (call: Call) => getPageData("/admin/delivery/calendar", calendar, call);

/**
 * The courier's services and their prices as the form sends them (an unset rule as ""): what the storefront's
 * checkout prices next, so its caches are told at once.
 */
export const saveServicePrices = (call: Call, prices: Record<string, unknown>) =>
  writeAdmin(call, "/admin/delivery/services", prices, accepted, "public");

/** The delivery calendar (days off, holidays a date a line, each way's orders a day and windows a window a line). */
export const saveCalendar = (call: Call, calendar: Record<string, unknown>) =>
  writeAdmin(call, "/admin/delivery/calendar", calendar, accepted, "public");
