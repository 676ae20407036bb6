import { z } from "zod";
import { DELIVERY_CODES } from "~/config/constants";
import type { AdminDeliveryRow } from "~/forms/admin-delivery";
import type { AdminZone } from "~/forms/admin-delivery-zone";
import { getPageData } from "../api/client.server";
import { savedId, writeAdmin, type Call } from "./client.server";

/*
 * Exports (stable): the checkout's reference data (`/admin/delivery`, `/admin/pvz`, `/admin/warehouse`, `/admin/zone`).
 * Every write here changes what the checkout offers.
 *   getDeliverySetup, isDeliveryRowKind; the writes saveDeliveryRow, saveZone; the type DeliverySetup, DeliveryRowKind
 */

const staffPlace = {
  id: z.number(),
  title: z.string(),
  city: z.string(),
  address: z.string(),
  hours: z.string(),
  hidden: z.boolean(),
  version: z.string(),
};
const staffDelivery = z.object({
  id: z.number(),
  code: z.enum(DELIVERY_CODES),
  title: z.string(),
  price: z.number(),
  free_from: z.number().nullable(),
  days_min: z.number(),
  days_max: z.number(),
  sort: z.number(),
  hidden: z.boolean(),
  zone_priced: z.boolean().default(false),
  version: z.string(),
});
const deliverySetup = z.object({
  deliveries: z.array(staffDelivery),
  pickup_points: z.array(z.object({ ...staffPlace, lat: z.number(), lon: z.number(), days_min: z.number(), days_max: z.number() })),
  warehouses: z.array(z.object(staffPlace)),
  // Delivery zones (a backend without them answers none).
  zones: z
    .array(
      z.object({
        id: z.number(),
        title: z.string(),
        kind: z.enum(["cities", "band"]),
        cities: z.string(),
        warehouse_id: z.number().nullable(),
        km_from: z.number().nullable(),
        km_to: z.number().nullable(),
        courier_price: z.number(),
        pvz_price: z.number(),
        free_from: z.number().nullable(),
        days_min: z.number(),
        days_max: z.number(),
        sort: z.number(),
        hidden: z.boolean(),
        // The courier's own weekdays and orders a day there (a backend without them: the way's).
        weekdays: z.array(z.number()).default([]),
        daily_capacity: z.number().nullable().default(null),
        version: z.string(),
      }),
    )
    .default([]),
});
export type DeliverySetup = z.infer<typeof deliverySetup>;
/** The checkout's deliveries, pick-up points and warehouses, hidden ones too. */
export const getDeliverySetup = (call: Call) => getPageData("/admin/delivery", deliverySetup, call);

/** Where each kind of row the delivery pages edit is saved. */
const ROW_PATHS = { methods: "/admin/delivery", pvz: "/admin/pvz", warehouses: "/admin/warehouse" } as const;
export type DeliveryRowKind = keyof typeof ROW_PATHS;
export const isDeliveryRowKind = (name: string | undefined): name is DeliveryRowKind => name !== undefined && Object.hasOwn(ROW_PATHS, name);

/** A delivery way, a pick-up point or a warehouse, new (`id` null) or changed: its id. */
export const saveDeliveryRow = (call: Call, kind: DeliveryRowKind, id: number | null, row: AdminDeliveryRow) =>
  writeAdmin(call, ROW_PATHS[kind], { ...row, id: id ?? "" }, savedId, "public");

/** A delivery zone, new (`id` null) or changed: its id. */
export const saveZone = (call: Call, id: number | null, zone: AdminZone) =>
  writeAdmin(call, "/admin/zone", { ...zone, id: id ?? "" }, savedId, "public");
