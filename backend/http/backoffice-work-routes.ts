import { Readable } from "node:stream";
import { z } from "zod";
import type { OrderFilter } from "../services/admin/orders-read";
import type { RequestFilter } from "../services/admin/requests";
import { readBody, validate } from "./body";
import { recordId as id } from "./backoffice-fields";
import { MSG_ANSWER_REQUIRED, MSG_VALUE_INVALID } from "./backoffice-messages";
import type { Context } from "./context";
import { isCalendarDay } from "../shop/delivery-calendar";
import { paging, pagination, recordIdParam, textParam } from "./query";
import { recordVersion } from "./record-version";
import { ok } from "./respond";
import type { Route } from "./router";
import { actorOf, requireStaff } from "./staff-auth";

/** Rows one export may hold: a year of a busy shop's orders; the filters narrow it further. */
export const EXPORT_MAX_ROWS = 10_000;

const STAGES = ["new", "confirmed", "in_production", "ready", "shipped", "completed", "cancelled"] as const;
const STATUSES = ["new", "awaiting_payment", "paid", "cancelled"] as const;
const HANDLINGS = ["new", "in_work", "done"] as const;
const KINDS = ["project", "idea", "good_custom_size", "partner", "feedback", "presentation"] as const;

const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { errorMap: () => ({ message: MSG_VALUE_INVALID }) });

/** A query value among `values`, else absent: a stale or edited link shows everything rather than an error. */
function choice<T extends string>(url: URL, name: string, values: readonly T[]): T | undefined {
  const value = url.searchParams.get(name);
  return values.find((v) => v === value);
}

function dateParam(url: URL, name: string): string | undefined {
  const value = url.searchParams.get(name) ?? "";
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

function orderFilter(url: URL, window: { offset: number; limit: number }): OrderFilter {
  return {
    stage: choice(url, "stage", STAGES),
    status: choice(url, "status", STATUSES),
    deliveryId: recordIdParam(url, "delivery_id"),
    from: dateParam(url, "from"),
    to: dateParam(url, "to"),
    deliveryDate: dateParam(url, "delivery_date"),
    q: textParam(url, "q", 100) || undefined,
    ...window,
  };
}

function requestFilter(url: URL, window: { offset: number; limit: number }): RequestFilter {
  return {
    kind: choice(url, "kind", KINDS),
    handling: choice(url, "handling", HANDLINGS),
    from: dateParam(url, "from"),
    to: dateParam(url, "to"),
    q: textParam(url, "q", 100) || undefined,
    ...window,
  };
}

/** A calendar day `YYYY-MM-DD`, or "" (none). */
const dayField = z
  .string({ invalid_type_error: MSG_VALUE_INVALID })
  .trim()
  .refine((value) => value === "" || isCalendarDay(value), MSG_VALUE_INVALID);

const listWindow = (ctx: Context) => paging(ctx.url, 30, 100);

/**
 * `filename*` per RFC 5987 carries any name; the plain `filename` fallback keeps only safe ASCII, so no quote,
 * backslash or line break of a shopper's file name reaches the header.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%;]/g, "_") || "file";
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Orders and requests for signed-in staff (both roles). */
export const backofficeWorkRoutes: Route[] = [
  {
    method: "GET",
    path: "/admin/orders",
    handler: async (ctx) => {
      await requireStaff(ctx);
      const { page, limit, offset } = listWindow(ctx);
      const { orders, total } = await ctx.services.backoffice.orders.list(orderFilter(ctx.url, { offset, limit }));
      return ok({ orders, pagination: pagination(page, limit, total) });
    },
  },
  {
    method: "GET",
    path: "/admin/orders/export",
    handler: async (ctx) => {
      const staff = await requireStaff(ctx);
      const { orders } = await ctx.services.backoffice.orders.list(orderFilter(ctx.url, { offset: 0, limit: EXPORT_MAX_ROWS }));
      await ctx.services.backoffice.audit.access(actorOf(staff), {
        action: "orders.export",
        entity: "staff",
        entityId: staff.id,
        after: { records: orders.length, query: ctx.url.search },
      });
      return ok({ orders });
    },
  },
  {
    method: "GET",
    path: "/admin/order",
    handler: async (ctx) => {
      await requireStaff(ctx);
      return ok({ order: await ctx.services.backoffice.orders.get(recordIdParam(ctx.url) ?? 0) });
    },
  },
  {
    method: "POST",
    path: "/admin/order/stage",
    handler: async (ctx) => {
      const staff = await requireStaff(ctx);
      const form = validate(
        z.object({
          id,
          stage: oneOf(STAGES),
          tracking_number: z.string({ invalid_type_error: MSG_VALUE_INVALID }).trim().max(100, MSG_VALUE_INVALID).optional(),
          delivery_date: dayField.optional(),
          reason: z.string({ invalid_type_error: MSG_VALUE_INVALID }).trim().max(500, MSG_VALUE_INVALID).optional(),
        }),
        await readBody(ctx.request),
      );
      const { id: orderId, stage, ...details } = form;
      await ctx.services.backoffice.orders.moveStage(actorOf(staff), orderId, stage, details);
      return ok({ result: "ok" });
    },
  },
  {
    method: "POST",
    path: "/admin/order/delivery-date",
    handler: async (ctx) => {
      const staff = await requireStaff(ctx);
      const form = validate(
        z.object({
          id,
          delivery_date: dayField.refine((v) => v !== "", MSG_VALUE_INVALID),
          delivery_window: z.string().trim().max(40, MSG_VALUE_INVALID),
        }),
        await readBody(ctx.request),
      );
      await ctx.services.backoffice.orders.moveDeliveryDate(actorOf(staff), form.id, { date: form.delivery_date, window: form.delivery_window });
      return ok({ result: "ok" });
    },
  },
  {
    method: "POST",
    path: "/admin/order/comment",
    handler: async (ctx) => {
      const staff = await requireStaff(ctx);
      const form = validate(
        z.object({ id, comment: z.string().trim().max(2000, MSG_VALUE_INVALID), version: recordVersion }),
        await readBody(ctx.request),
      );
      await ctx.services.backoffice.orders.setComment(actorOf(staff), form.id, form.comment, form.version);
      return ok({ result: "ok" });
    },
  },
  {
    method: "GET",
    path: "/admin/requests",
    handler: async (ctx) => {
      await requireStaff(ctx);
      const { page, limit, offset } = listWindow(ctx);
      const { requests, total } = await ctx.services.backoffice.requests.list(requestFilter(ctx.url, { offset, limit }));
      return ok({ requests, pagination: pagination(page, limit, total) });
    },
  },
  {
    method: "GET",
    path: "/admin/requests/export",
    handler: async (ctx) => {
      const staff = await requireStaff(ctx);
      const { requests } = await ctx.services.backoffice.requests.list(requestFilter(ctx.url, { offset: 0, limit: EXPORT_MAX_ROWS }));
      await ctx.services.backoffice.audit.access(actorOf(staff), {
        action: "requests.export",
        entity: "staff",
        entityId: staff.id,
        after: { records: requests.length, query: ctx.url.search },
      });
      return ok({ requests });
    },
  },
  {
    method: "GET",
    path: "/admin/request",
    handler: async (ctx) => {
      await requireStaff(ctx);
      return ok({ request: await ctx.services.backoffice.requests.get(recordIdParam(ctx.url) ?? 0) });
    },
  },
  {
    method: "POST",
    path: "/admin/request/handling",
    handler: async (ctx) => {
      const staff = await requireStaff(ctx);
      const form = validate(z.object({ id, handling: oneOf(HANDLINGS) }), await readBody(ctx.request));
      await ctx.services.backoffice.requests.setHandling(actorOf(staff), form.id, form.handling);
      return ok({ result: "ok" });
    },
  },
  {
    method: "POST",
    path: "/admin/request/answer",
    handler: async (ctx) => {
      const staff = await requireStaff(ctx);
      const text = z.string({ required_error: MSG_ANSWER_REQUIRED }).trim().min(1, MSG_ANSWER_REQUIRED).max(5000, MSG_VALUE_INVALID);
      const form = validate(z.object({ id, text }), await readBody(ctx.request));
      await ctx.services.backoffice.requests.answer(actorOf(staff), form.id, form.text);
      return ok({ result: "ok" });
    },
  },
  {
    // A shopper's file: only to staff, only as a download, never guessed by a browser as something to run.
    method: "GET",
    path: "/admin/request/file",
    handler: async (ctx) => {
      const staff = await requireStaff(ctx);
      const id = recordIdParam(ctx.url) ?? 0;
      const file = await ctx.services.backoffice.requests.file(id);
      await ctx.services.backoffice.audit.access(actorOf(staff), { action: "request.file", entity: "request", entityId: id, after: { records: 1 } });
      return new Response(Readable.toWeb(file.stream) as ReadableStream<Uint8Array>, {
        headers: {
          "Content-Type": file.contentType,
          "Content-Length": String(file.size),
          "Content-Disposition": attachmentDisposition(file.name),
          "X-Content-Type-Options": "nosniff",
          "Cache-Control": "private, no-store",
        },
      });
    },
  },
];
