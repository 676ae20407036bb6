import { z } from "zod";
import { FURNITURE_KINDS, PACKAGE_SIZES, SERVICE_CODES } from "../db/schema-services";
import type { ServicePrices } from "../services/admin/service-prices";
import { readBody, validate } from "./body";
import { MSG_VALUE_INVALID } from "./backoffice-messages";
import { recordVersion } from "./record-version";
import { ok } from "./respond";
import type { Route } from "./router";
import { actorOf, requireStaff } from "./staff-auth";

const whole = (max: number) =>
  z.coerce.number({ invalid_type_error: MSG_VALUE_INVALID }).int(MSG_VALUE_INVALID).min(0, MSG_VALUE_INVALID).max(max, MSG_VALUE_INVALID);
const blankAsNone = (v: unknown) => (v === "" || v === null ? undefined : v);
const flag = z.preprocess((v) => v === true || v === "1" || v === "on", z.boolean());
/** Kopecks: up to 1 000 000 ₽ for one piece or one order. */
const kopecks = whole(100_000_000);
const optionalKopecks = z.preprocess(blankAsNone, kopecks.optional());
const optionalPercent = z.preprocess(blankAsNone, whole(100).optional());
/** YooKassa's `vat_code`: 1 no VAT … 12 VAT 22/122. */
const vatCode = whole(12).min(1, MSG_VALUE_INVALID);
const title = z.string({ invalid_type_error: MSG_VALUE_INVALID }).trim().min(1, MSG_VALUE_INVALID).max(200, MSG_VALUE_INVALID);

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

/** The delivery's settings for signed-in staff (both roles): the courier's services and their prices. */
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
];
