import { z } from "zod";
import { promoValueOf, type AdminPromo } from "~/forms/admin-promo";
import { getPageData } from "../api/client.server";
import { savedId, writeAdmin, type Call } from "./client.server";

/** The back office's promo codes (`/api/admin/promo`): the list with uses and revenue, one code with its orders.*/

const staffPromo = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(["percent", "fixed"]),
  value: z.number(),
  min_total: z.number(),
  section_ids: z.array(z.number()),
  good_ids: z.array(z.number()),
  starts_on: z.string(),
  ends_on: z.string(),
  max_uses: z.number(),
  max_uses_per_shopper: z.number(),
  active: z.boolean(),
  used: z.number(),
  discount_total: z.number(),
  revenue: z.number(),
});
export type StaffPromo = z.infer<typeof staffPromo>;
export const listPromo = (call: Call) => getPageData("/admin/promo", z.object({ promo_codes: z.array(staffPromo) }), call);
export const getPromo = (call: Call, id: string) =>
  getPageData(
    "/admin/promo",
    z.object({
      promo: staffPromo,
      uses: z.array(z.object({ order_id: z.number(), created_at: z.string(), discount: z.number(), total: z.number() })),
    }),
    { ...call, query: { id } },
  );

/** A promo code, new (`id` null) or changed, its size as the backend keeps it (percent or kopecks): its id. */
export const savePromo = (call: Call, id: number | null, promo: AdminPromo) =>
  writeAdmin(
    call,
    "/admin/promo",
    { ...promo, id: id ?? "", value: promoValueOf(promo.kind, promo.value), min_total: promo.min_total ?? 0 },
    savedId,
    "private",
  );
