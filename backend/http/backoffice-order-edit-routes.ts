import { z } from "zod";
import { STAFF_LINE_PIECES_MAX } from "../shop/limits";
import { readBody, validate } from "./body";
import { recordId as orderId, whole } from "./backoffice-fields";
import { MSG_VALUE_INVALID } from "./backoffice-messages";
import { recordIdParam } from "./query";
import { ok } from "./respond";
import type { Route } from "./router";
import { actorOf, requireStaff } from "./staff-auth";

const version = z.string({ invalid_type_error: MSG_VALUE_INVALID }).min(1, MSG_VALUE_INVALID).max(40, MSG_VALUE_INVALID);
// Order line id → pieces.
const lineCounts = z.record(z.string().regex(/^\d{1,9}$/, MSG_VALUE_INVALID), whole(STAFF_LINE_PIECES_MAX)).default({});
const countsOf = (counts: Record<string, number>) => new Map(Object.entries(counts).map(([line, count]) => [Number(line), count]));
/** A form on an order's lines, at the version the manager saw: pieces by line (0 removes a line, lines left out keep theirs). */
const linesForm = z.object({ id: orderId, version, counts: lineCounts });

/**
 * The back office's change of an order's goods and delivery before the hand-over (services/admin/order-edit.ts),
 * and the shipping of part of its goods (services/admin/order-shipments.ts).
 */
export const backofficeOrderEditRoutes: Route[] = [
  {
    method: "POST",
    path: "/admin/order/lines",
    handler: async (ctx) => {
      const staff = await requireStaff(ctx);
      const form = validate(
        linesForm.extend({
          add_good: z.string({ invalid_type_error: MSG_VALUE_INVALID }).trim().max(100, MSG_VALUE_INVALID).default(""),
          add_count: whole(STAFF_LINE_PIECES_MAX).default(0),
          // Kopecks.
          delivery_price: whole(100_000_000),
        }),
        await readBody(ctx.request),
      );
      const add = form.add_good && form.add_count > 0 ? { good: form.add_good, count: form.add_count } : null;
      await ctx.services.backoffice.edits.edit(actorOf(staff), form.id, {
        counts: countsOf(form.counts),
        add,
        deliveryPrice: form.delivery_price,
        version: form.version,
      });
      return ok({ result: "ok" });
    },
  },
  {
    method: "GET",
    path: "/admin/order/shipments",
    handler: async (ctx) => {
      await requireStaff(ctx);
      return ok(await ctx.services.backoffice.shipments.list(recordIdParam(ctx.url) ?? 0));
    },
  },
  {
    method: "POST",
    path: "/admin/order/shipment",
    handler: async (ctx) => {
      const staff = await requireStaff(ctx);
      const form = validate(
        linesForm.extend({
          tracking_number: z.string({ invalid_type_error: MSG_VALUE_INVALID }).trim().max(100, MSG_VALUE_INVALID).default(""),
        }),
        await readBody(ctx.request),
      );
      const shipped = await ctx.services.backoffice.shipments.ship(actorOf(staff), form.id, {
        counts: countsOf(form.counts),
        tracking_number: form.tracking_number,
        version: form.version,
      });
      return ok({ result: "ok", ...shipped });
    },
  },
];
