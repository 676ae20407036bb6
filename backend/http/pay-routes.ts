import { z } from "zod";
import { readBody } from "./body";
import { positiveId } from "./lead-fields";
import { MSG_PAY_LINK_INVALID } from "./orders-messages";
import { renderPayPage } from "./pay-page";
import { HttpError } from "./respond";
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
      const input = parseOr404(callback, await readBody(ctx.request));
      const order = await ctx.services.orders.settlePayment({ orderId: input.order, token: input.token, action: input.action });
      // A cancelled attempt leaves the order waiting; the return page says the payment did not go through.
      const attempt = input.action === "cancel" && isPayable(order) ? "&payment=cancelled" : "";
      const location = `/payresult?orderkey=${order.id}&ordercode=${encodeURIComponent(order.code)}${attempt}`;
      return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
    },
  },
];
