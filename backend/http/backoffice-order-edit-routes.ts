import { z } from "zod";
import { readBody, validate } from "./body";
import { MSG_VALUE_INVALID } from "./backoffice-messages";
import { ok } from "./respond";
import type { Route } from "./router";
import { actorOf, requireStaff } from "./staff-auth";

const int = (max: number) =>
  z.coerce.number({ invalid_type_error: MSG_VALUE_INVALID }).int(MSG_VALUE_INVALID).min(0, MSG_VALUE_INVALID).max(max, MSG_VALUE_INVALID);

/** The back office's change of an order's goods and delivery before the hand-over (services/admin/order-edit.ts). */
export const backofficeOrderEditRoutes: Route[] = [
  {
    method: "POST",
    path: "/admin/order/lines",
    handler: async (ctx) => {
      const staff = await requireStaff(ctx);
      const form = validate(
        z.object({
          id: int(2_000_000_000).positive(MSG_VALUE_INVALID),
          version: z.string({ invalid_type_error: MSG_VALUE_INVALID }).min(1, MSG_VALUE_INVALID).max(40, MSG_VALUE_INVALID),
          // Order line id → pieces; 0 removes the line, lines left out keep theirs.
          counts: z.record(z.string().regex(/^\d{1,9}$/, MSG_VALUE_INVALID), int(100_000)).default({}),
          add_good: z.string({ invalid_type_error: MSG_VALUE_INVALID }).trim().max(100, MSG_VALUE_INVALID).default(""),
          add_count: int(100_000).default(0),
          // Kopecks.
          delivery_price: int(100_000_000),
        }),
        await readBody(ctx.request),
      );
      const add = form.add_good && form.add_count > 0 ? { good: form.add_good, count: form.add_count } : null;
      await ctx.services.backoffice.edits.edit(actorOf(staff), form.id, {
        counts: new Map(Object.entries(form.counts).map(([line, count]) => [Number(line), count])),
        add,
        deliveryPrice: form.delivery_price,
        version: form.version,
      });
      return ok({ result: "ok" });
    },
  },
];
