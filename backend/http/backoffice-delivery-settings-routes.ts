import { z } from "zod";
import { FURNITURE_KINDS, PACKAGE_SIZES, SERVICE_CODES } from "../db/schema-services";
import type { ServicePrices } from "../services/admin/service-prices";
import type { WaySchedule } from "../services/admin/delivery-calendar";
import { isCalendarDay } from "../shop/delivery-calendar";
import { MSG_CHECK_FIELDS, readBody, validate } from "./body";
import { blankAsNone, flag, text, whole } from "./backoffice-fields";
import { MSG_VALUE_INVALID } from "./backoffice-messages";
import { recordVersion } from "./record-version";
import { HttpError, ok } from "./respond";
import type { Route } from "./router";
import { actorOf, requireStaff } from "./staff-auth";

/** Kopecks: up to 1 000 000 ₽ for one piece or one order. */
const kopecks = whole(100_000_000);
const optionalKopecks = z.preprocess(blankAsNone, kopecks.optional());
const optionalPercent = z.preprocess(blankAsNone, whole(100).optional());
/** YooKassa's `vat_code`: 1 no VAT … 12 VAT 22/122. */
const vatCode = whole(12).min(1, MSG_VALUE_INVALID);
const title = text(200).min(1, MSG_VALUE_INVALID);

const fields: Record<string, z.ZodTypeAny> = {
  removal_price: kopecks,
  measuring_price: kopecks,
  lift_free_with_freight: flag,
  version: recordVersion,
};
for (const code of SERVICE_CODES) Object.assign(fields, { [`${code}_title`]: title, [`${code}_enabled`]: flag, [`${code}_vat_code`]: vatCode });
for (const size of PACKAGE_SIZES) Object.assign(fields, { [`stairs_${size}`]: kopecks, [`by_lift_${size}`]: kopecks });
for (const kind of FURNITURE_KINDS)
  Object.assign(fields, { [`assembly_${kind}_price`]: optionalKopecks, [`assembly_${kind}_percent`]: optionalPercent });

/** The services' form, flat (`lift_title`, `stairs_bulky`, `assembly_sofa_percent`, …): an assembly rule is a price or a percent, not both. */
const servicePricesBody = z
  .object(fields)
  .passthrough()
  .superRefine((body, ctx) => {
    for (const kind of FURNITURE_KINDS) {
      if (body[`assembly_${kind}_price`] !== undefined && body[`assembly_${kind}_percent`] !== undefined)
        ctx.addIssue({ code: "custom", path: [`assembly_${kind}_percent`], message: MSG_VALUE_INVALID });
    }
  });

/** The flat body as the service's shape. */
function servicePricesOf(body: Record<string, unknown>): ServicePrices {
  const value = <T>(key: string) => body[key] as T;
  return {
    services: Object.fromEntries(
      SERVICE_CODES.map((code) => [
        code,
        { title: value<string>(`${code}_title`), enabled: value<boolean>(`${code}_enabled`), vat_code: value<number>(`${code}_vat_code`) },
      ]),
    ) as ServicePrices["services"],
    removal_price: value("removal_price"),
    measuring_price: value("measuring_price"),
    lift_free_with_freight: value("lift_free_with_freight"),
    lift_rates: Object.fromEntries(
      PACKAGE_SIZES.map((size) => [size, { stairs_per_floor: value<number>(`stairs_${size}`), by_lift: value<number>(`by_lift_${size}`) }]),
    ) as ServicePrices["lift_rates"],
    assembly_rates: Object.fromEntries(
      FURNITURE_KINDS.map((kind) => [
        kind,
        {
          price: value<number | undefined>(`assembly_${kind}_price`) ?? null,
          percent: value<number | undefined>(`assembly_${kind}_percent`) ?? null,
        },
      ]),
    ) as ServicePrices["assembly_rates"],
  };
}

/** Lines of a text field, trimmed, blank ones dropped. */
const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** A holiday typed as `2026-12-31` or `31.12.2026`, as `YYYY-MM-DD`; null: no such day. */
function holidayOf(line: string): string | null {
  const russian = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(line);
  const day = russian ? `${russian[3]}-${russian[2].padStart(2, "0")}-${russian[1].padStart(2, "0")}` : line;
  return isCalendarDay(day) ? day : null;
}

/** A time window typed as `9:00-13:00` or `09:00–13:00`, as `09:00–13:00`; null: not a window that ends after it starts. */
function windowOf(line: string): string | null {
  const match = /^(\d{1,2}):(\d{2})\s*[-–—]\s*(\d{1,2}):(\d{2})$/.exec(line);
  if (!match) return null;
  const [from, to] = [Number(match[1]) * 60 + Number(match[2]), Number(match[3]) * 60 + Number(match[4])];
  if (Number(match[1]) > 23 || Number(match[3]) > 24 || Number(match[2]) > 59 || Number(match[4]) > 59 || from >= to) return null;
  const time = (h: string, m: string) => `${h.padStart(2, "0")}:${m}`;
  return `${time(match[1], match[2])}–${time(match[3], match[4])}`;
}

/** A text of lines each read by `read`; a line it cannot read refuses the field. */
const linesField = (max: number, read: (line: string) => string | null) =>
  z
    .preprocess((v) => v ?? "", z.string({ invalid_type_error: MSG_VALUE_INVALID }).max(max, MSG_VALUE_INVALID))
    .transform((text, ctx) => {
      const lines = linesOf(text).map(read);
      if (lines.some((line) => line === null)) ctx.addIssue({ code: "custom", message: MSG_VALUE_INVALID });
      return [...new Set(lines.filter((line): line is string => line !== null))];
    });

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** The calendar's form, flat: `day_off_1`…`day_off_7`, `holidays` (a day a line), `capacity_<way>` and `windows_<way>` (a window a line). */
const calendarBody = z
  .object({
    ...Object.fromEntries(WEEKDAYS.map((day) => [`day_off_${day}`, flag])),
    holidays: linesField(20_000, holidayOf),
    version: recordVersion,
  })
  .catchall(z.unknown());
const wayFields = z.object({ capacity: whole(10_000), windows: linesField(2_000, windowOf) });

/** The ways a calendar form sends, each checked; a way's fault is named by its own field. */
function waysOf(body: Record<string, unknown>): WaySchedule[] {
  const ids = Object.keys(body).flatMap((key) => /^capacity_([1-9]\d{0,8})$/.exec(key)?.[1] ?? []);
  const faults: Record<string, string> = {};
  const ways = ids.flatMap((id) => {
    const parsed = wayFields.safeParse({ capacity: body[`capacity_${id}`], windows: body[`windows_${id}`] });
    if (parsed.success) return [{ delivery_id: Number(id), ...parsed.data }];
    for (const issue of parsed.error.issues) faults[`${String(issue.path[0])}_${id}`] ??= issue.message;
    return [];
  });
  if (Object.keys(faults).length > 0) throw new HttpError(422, MSG_CHECK_FIELDS, faults);
  return ways;
}

/** The delivery's settings for signed-in staff (both roles): the courier's services and their prices, the calendar. */
export const backofficeDeliverySettingsRoutes: Route[] = [
  {
    method: "GET",
    path: "/admin/delivery/services",
    handler: async (ctx) => {
      await requireStaff(ctx);
      return ok(await ctx.services.backoffice.servicePrices.get());
    },
  },
  {
    method: "POST",
    path: "/admin/delivery/services",
    handler: async (ctx) => {
      const actor = actorOf(await requireStaff(ctx));
      const body = validate(servicePricesBody, await readBody(ctx.request));
      await ctx.services.backoffice.servicePrices.save(actor, body.version as string | null, servicePricesOf(body));
      return ok({});
    },
  },
  {
    method: "GET",
    path: "/admin/delivery/calendar",
    handler: async (ctx) => {
      await requireStaff(ctx);
      return ok(await ctx.services.backoffice.calendar.get());
    },
  },
  {
    method: "POST",
    path: "/admin/delivery/calendar",
    handler: async (ctx) => {
      const actor = actorOf(await requireStaff(ctx));
      const raw = await readBody(ctx.request);
      const body = validate(calendarBody, raw);
      const ways = waysOf(raw);
      const days_off = WEEKDAYS.filter((day) => body[`day_off_${day}`] === true);
      await ctx.services.backoffice.calendar.save(actor, body.version as string | null, { days_off, holidays: body.holidays as string[], ways });
      return ok({});
    },
  },
];
