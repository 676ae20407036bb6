import { z } from "zod";
import { STAFF_LINE_PIECES_MAX } from "../shop/limits";
import { readBody, validate } from "./body";
import { recordId as id, whole } from "./backoffice-fields";
import { MSG_VALUE_INVALID } from "./backoffice-messages";
import { recordIdParam } from "./query";
import { ok } from "./respond";
import type { Route } from "./router";
import { actorOf, requireStaff } from "./staff-auth";

const pieces = whole(STAFF_LINE_PIECES_MAX);

/** The back office's refunds of an order's online payment: what was paid and returned, a refund, a resend. */
export const backofficeRefundRoutes: Route[] = [
  {
    method: "GET",
    path: "/admin/order/refunds",
    handler: async (ctx) => {
      await requireStaff(ctx);
      return ok(await ctx.services.backoffice.refunds.view(recordIdParam(ctx.url) ?? 0));
    },
  },
  {
    method: "POST",
    path: "/admin/order/refund",
    handler: async (ctx) => {
      const staff = await requireStaff(ctx);
      const form = validate(
        z.object({
          id,
          // Order line id → pieces taken back; lines left out (or 0) stay.
          counts: z.record(z.string().regex(/^\d{1,9}$/, MSG_VALUE_INVALID), pieces),
          reason: z.string({ invalid_type_error: MSG_VALUE_INVALID }).trim().min(1, MSG_VALUE_INVALID).max(500, MSG_VALUE_INVALID),
        }),
        await readBody(ctx.request),
      );
      const counts = new Map(Object.entries(form.counts).map(([line, count]) => [Number(line), count]));
      await ctx.services.backoffice.refunds.refund(actorOf(staff), form.id, counts, form.reason);
      return ok({ result: "ok" });
    },
  },
  {
    method: "POST",
    path: "/admin/order/refund/resend",
    handler: async (ctx) => {
      await requireStaff(ctx);
      const form = validate(z.object({ id }), await readBody(ctx.request));
      await ctx.services.backoffice.refunds.resend(form.id);
      return ok({ result: "ok" });
    },
  },
];
