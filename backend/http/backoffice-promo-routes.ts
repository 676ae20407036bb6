import { z } from "zod";
import { FEE_KOPECKS_MAX, PRICE_KOPECKS_MAX } from "../shop/limits";
import { readBody, validate } from "./body";
import { recordId, whole } from "./backoffice-fields";
import { MSG_VALUE_INVALID } from "./backoffice-messages";
import { ok, HttpError } from "./respond";
import { MSG_NOT_FOUND } from "./common-messages";
import type { Route } from "./router";
import { actorOf, requireStaff } from "./staff-auth";

const day = z.union([z.literal(""), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MSG_VALUE_INVALID)]);
const ids = z.array(recordId).max(1000, MSG_VALUE_INVALID);

const promoBody = z
  .object({
    id: z.preprocess((v) => (v === "" || v == null ? null : v), recordId.nullable()),
    code: z
      .string({ invalid_type_error: MSG_VALUE_INVALID })
      .trim()
      .regex(/^[A-Za-zА-Яа-яЁё0-9_-]{3,40}$/, MSG_VALUE_INVALID),
    kind: z.enum(["percent", "fixed"], { errorMap: () => ({ message: MSG_VALUE_INVALID }) }),
    // Percent 1–100, or kopecks.
    value: whole(FEE_KOPECKS_MAX).positive(MSG_VALUE_INVALID),
    min_total: whole(PRICE_KOPECKS_MAX),
    section_ids: ids,
    good_ids: ids,
    starts_on: day,
    ends_on: day,
    max_uses: whole(10_000_000),
    max_uses_per_shopper: whole(10_000),
    active: z.boolean(),
  })
  .refine((p) => p.kind !== "percent" || p.value <= 100, { message: MSG_VALUE_INVALID, path: ["value"] })
  .refine((p) => !p.starts_on || !p.ends_on || p.starts_on <= p.ends_on, { message: MSG_VALUE_INVALID, path: ["ends_on"] });

/** Promo codes for signed-in staff (both roles): the list with uses and revenue, one code with its orders, saving. */
export const backofficePromoRoutes: Route[] = [
  {
    method: "GET",
    path: "/admin/promo",
    handler: async (ctx) => {
      await requireStaff(ctx);
      const id = ctx.url.searchParams.get("id");
      if (id === null) return ok({ promo_codes: await ctx.services.backoffice.promo.list() });
      if (!/^\d{1,9}$/.test(id)) throw new HttpError(404, MSG_NOT_FOUND);
      return ok(await ctx.services.backoffice.promo.get(Number(id)));
    },
  },
  {
    method: "POST",
    path: "/admin/promo",
    handler: async (ctx) => {
      const actor = actorOf(await requireStaff(ctx));
      const { id, ...input } = validate(promoBody, await readBody(ctx.request));
      return ok({ id: await ctx.services.backoffice.promo.save(actor, id, input) });
    },
  },
];
