import { z } from "zod";
import { readBody } from "./body";
import { positiveId } from "./lead-fields";
import { MSG_NOT_FOUND } from "./common-messages";
import type { Context } from "./context";
import { MSG_PAY_LINK_INVALID } from "./orders-messages";
import { renderPayPage } from "./pay-page";
import { HttpError, ok } from "./respond";
import type { Route } from "./router";
import { isPayable } from "../services/order-view";

const payLink = z.object({
  order: positiveId(MSG_PAY_LINK_INVALID),
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, MSG_PAY_LINK_INVALID),
});
const callback = payLink.extend({ action: z.enum(["pay", "cancel"]) });

function parseOr404<T extends z.ZodTypeAny>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new HttpError(404, MSG_PAY_LINK_INVALID);
  return parsed.data;
}

/** The test gateway exists only when it is the configured provider (never in a live shop): else 404. */
function requireTestGateway(ctx: Context): void {
  if (ctx.services.orders.paymentProvider !== "test") throw new HttpError(404, MSG_NOT_FOUND);
}

/** YooKassa's notification: only the event's kind and the object's id are read; its status comes from YooKassa's API. */
const yookassaNotification = z.object({
  event: z.string().max(100),
  object: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }),
});

/** A notification is the payment object, a few KB; a larger body is not one and is refused unread. */
const YOOKASSA_NOTICE_MAX_BYTES = 32 * 1024;
/**
 * Notifications one address may send a minute. Each unknown id costs a call to YooKassa's API, so a forger
 * could spend the shop's quota; YooKassa itself repeats a notification refused with 429, so nothing is lost.
 */
const YOOKASSA_NOTICES_PER_IP_PER_MINUTE = 30;

/**
 * YooKassa's notifications (`payment.succeeded`, `payment.waiting_for_capture`, `payment.canceled`, and
 * `refund.succeeded` of a refund it left pending). Nothing in the body is trusted: the payment or refund is read
 * again from the API by its id. An unknown or forged id changes
 * nothing and still answers 200, since YooKassa repeats every notification not answered 200 for a day and a
 * forger learns nothing either way; only a provider we cannot ask now answers 503, so that YooKassa repeats it.
 */
async function yookassaNotice(ctx: Context): Promise<Response> {
  if (ctx.services.orders.paymentProvider !== "yookassa") throw new HttpError(404, MSG_NOT_FOUND);
  await ctx.services.limits.consume(`pay:yookassa:${ctx.ip}`, YOOKASSA_NOTICES_PER_IP_PER_MINUTE, 60);
  const parsed = yookassaNotification.safeParse(await readBody(ctx.request, YOOKASSA_NOTICE_MAX_BYTES));
  if (!parsed.success) throw new HttpError(400, MSG_NOT_FOUND);
  const { event, object } = parsed.data;
  const outcome = event.startsWith("refund.")
    ? await ctx.services.backoffice.refunds.syncRefund(object.id)
    : await ctx.services.orders.paymentNotification("yookassa", object.id);
  if (outcome === "ignored") ctx.log.warn({ objectId: object.id, event }, "YooKassa notification for nothing of ours");
  return ok({ result: "ok" });
}

/**
 * The reference backend's test payment gateway: the page a pay link opens, and the gateway's callback that
 * its buttons post to. The callback is the only thing that settles an order; it then sends the buyer to the
 * storefront's /payresult, which only shows the order.
 */
export const payRoutes: Route[] = [
  {
    method: "GET",
    path: "/pay/page",
    handler: async (ctx) => {
      requireTestGateway(ctx);
      const { order: orderId, token } = parseOr404(payLink, Object.fromEntries(ctx.url.searchParams));
      const order = await ctx.services.orders.orderForPayLink(orderId, token);
      return renderPayPage({
        orderId: order.id,
        orderCode: order.code,
        total: order.total,
        token,
        payable: isPayable(order),
      });
    },
  },
  {
    method: "POST",
    path: "/pay/callback",
    handler: async (ctx) => {
      requireTestGateway(ctx);
      const input = parseOr404(callback, await readBody(ctx.request));
      const order = await ctx.services.orders.settlePayment({ orderId: input.order, token: input.token, action: input.action });
      // A cancelled attempt leaves the order waiting; the return page says the payment did not go through.
      const attempt = input.action === "cancel" && isPayable(order) ? "&payment=cancelled" : "";
      const location = `/payresult?orderkey=${order.id}&ordercode=${encodeURIComponent(order.code)}${attempt}`;
      return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
    },
  },
  { method: "POST", path: "/pay/yookassa", handler: yookassaNotice },
];
