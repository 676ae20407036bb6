import { z } from "zod";
import { FEE_KOPECKS_MAX, PRICE_KOPECKS_MAX, SORT_MAX, TERM_DAYS_MAX } from "../shop/limits";
import { readBody, validate } from "./body";
import { blankAsNone, flag, optionalRecordId as optionalId, recordId as id, text, whole } from "./backoffice-fields";
import { MSG_VALUE_INVALID } from "./backoffice-messages";
import { editOf, recordVersion } from "./record-version";
import { ok } from "./respond";
import type { Route } from "./router";
import { actorOf, requireStaff } from "./staff-auth";

const title = text(200).min(1, MSG_VALUE_INVALID);
const coordinate = (limit: number) =>
  z.coerce.number({ invalid_type_error: MSG_VALUE_INVALID }).min(-limit, MSG_VALUE_INVALID).max(limit, MSG_VALUE_INVALID);
const days = { days_min: whole(TERM_DAYS_MAX), days_max: whole(TERM_DAYS_MAX) };
const daysInOrder = (v: { days_min: number; days_max: number }) => v.days_min <= v.days_max;

const deliveryFields = z.object({
  title,
  price: whole(FEE_KOPECKS_MAX),
  free_from: z.preprocess(blankAsNone, whole(PRICE_KOPECKS_MAX).optional()),
  ...days,
  sort: whole(SORT_MAX),
  hidden: flag,
  zone_priced: flag,
});
/** A stored delivery keeps its code; a new one says what the checkout asks for it. */
const deliveryUpdate = deliveryFields.extend({ id, version: recordVersion }).refine(daysInOrder, { message: MSG_VALUE_INVALID, path: ["days_max"] });
const deliveryCreate = deliveryFields
  .extend({ code: z.enum(["pvz", "warehouse", "courier"], { errorMap: () => ({ message: MSG_VALUE_INVALID }) }) })
  .refine(daysInOrder, { message: MSG_VALUE_INVALID, path: ["days_max"] });

const place = {
  id: optionalId,
  title,
  city: text(100).min(2, MSG_VALUE_INVALID),
  address: text(300).min(5, MSG_VALUE_INVALID),
  hours: text(200),
  hidden: flag,
  version: recordVersion,
};
const warehouseBody = z.object(place);
const pickupPointBody = z.object({ ...place, lat: coordinate(90), lon: coordinate(180), ...days }).refine(daysInOrder, {
  message: MSG_VALUE_INVALID,
  path: ["days_max"],
});

/** A zone's cities, one per line: each trimmed, blank lines and repeats dropped. */
const cityLines = z
  .string({ invalid_type_error: MSG_VALUE_INVALID })
  .max(5000, MSG_VALUE_INVALID)
  .transform((v) =>
    [
      ...new Set(
        v
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean),
      ),
    ].join("\n"),
  );
const optionalWhole = (max: number) => z.preprocess(blankAsNone, whole(max).optional());

const zoneBody = z
  .object({
    id: optionalId,
    title,
    kind: z.enum(["cities", "band"], { errorMap: () => ({ message: MSG_VALUE_INVALID }) }),
    cities: z.preprocess((v) => v ?? "", cityLines),
    warehouse_id: optionalId,
    km_from: optionalWhole(20_000),
    km_to: optionalWhole(20_000),
    courier_price: whole(FEE_KOPECKS_MAX),
    pvz_price: whole(FEE_KOPECKS_MAX),
    free_from: z.preprocess(blankAsNone, whole(PRICE_KOPECKS_MAX).optional()),
    ...days,
    sort: whole(SORT_MAX),
    hidden: flag,
    // The courier's own days there (`weekday_1` Monday … `weekday_7` Sunday; none: the shop's) and orders a day.
    weekday_1: flag,
    weekday_2: flag,
    weekday_3: flag,
    weekday_4: flag,
    weekday_5: flag,
    weekday_6: flag,
    weekday_7: flag,
    daily_capacity: optionalWhole(10_000),
    version: recordVersion,
  })
  .refine(daysInOrder, { message: MSG_VALUE_INVALID, path: ["days_max"] })
  // A list names at least one city; a band has its warehouse and a distance that grows.
  .refine((v) => v.kind !== "cities" || v.cities !== "", { message: MSG_VALUE_INVALID, path: ["cities"] })
  .refine((v) => v.kind !== "band" || v.warehouse_id !== undefined, { message: MSG_VALUE_INVALID, path: ["warehouse_id"] })
  .refine((v) => v.kind !== "band" || v.km_to === undefined || (v.km_from ?? 0) < v.km_to, { message: MSG_VALUE_INVALID, path: ["km_to"] });

/** The checkout's deliveries, pick-up points, warehouses and delivery zones for signed-in staff (both roles): read and written. */
export const backofficeDeliveryRoutes: Route[] = [
  {
    method: "GET",
    path: "/admin/delivery",
    handler: async (ctx) => {
      await requireStaff(ctx);
      return ok(await ctx.services.backoffice.delivery.list());
    },
  },
  {
    method: "POST",
    path: "/admin/delivery",
    handler: async (ctx) => {
      const actor = actorOf(await requireStaff(ctx));
      const body = await readBody(ctx.request);
      const service = ctx.services.backoffice.delivery;
      const isNew = body.id === undefined || body.id === "" || body.id === null;
      if (isNew) {
        const { code, free_from, ...input } = validate(deliveryCreate, body);
        return ok({ id: await service.createDelivery(actor, code, { ...input, free_from: free_from ?? null }) });
      }
      const { id: deliveryId, version, free_from, ...input } = validate(deliveryUpdate, body);
      return ok({ id: await service.updateDelivery(actor, { id: deliveryId, version }, { ...input, free_from: free_from ?? null }) });
    },
  },
  {
    method: "POST",
    path: "/admin/pvz",
    handler: async (ctx) => {
      const actor = actorOf(await requireStaff(ctx));
      const { id: pointId, version, ...input } = validate(pickupPointBody, await readBody(ctx.request));
      return ok({ id: await ctx.services.backoffice.delivery.savePickupPoint(actor, editOf(pointId, version), input) });
    },
  },
  {
    method: "POST",
    path: "/admin/zone",
    handler: async (ctx) => {
      const actor = actorOf(await requireStaff(ctx));
      const body = validate(zoneBody, await readBody(ctx.request));
      const { id: zoneId, version, warehouse_id, km_from, km_to, free_from, daily_capacity, ...rest } = body;
      const { weekday_1, weekday_2, weekday_3, weekday_4, weekday_5, weekday_6, weekday_7, ...input } = rest;
      const weekdays = [weekday_1, weekday_2, weekday_3, weekday_4, weekday_5, weekday_6, weekday_7].flatMap((on, i) => (on ? [i + 1] : []));
      const band = input.kind === "band";
      return ok({
        id: await ctx.services.backoffice.delivery.saveZone(actor, editOf(zoneId, version), {
          ...input,
          cities: band ? "" : input.cities,
          warehouse_id: band ? (warehouse_id ?? null) : null,
          km_from: band ? (km_from ?? 0) : null,
          km_to: band ? (km_to ?? null) : null,
          free_from: free_from ?? null,
          weekdays: JSON.stringify(weekdays),
          daily_capacity: daily_capacity ?? null,
        }),
      });
    },
  },
  {
    method: "POST",
    path: "/admin/warehouse",
    handler: async (ctx) => {
      const actor = actorOf(await requireStaff(ctx));
      const { id: warehouseId, version, ...input } = validate(warehouseBody, await readBody(ctx.request));
      return ok({ id: await ctx.services.backoffice.delivery.saveWarehouse(actor, editOf(warehouseId, version), input) });
    },
  },
];
