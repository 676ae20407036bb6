import { z } from "zod";
import { currentUser } from "./auth";
import { validate } from "./body";
import type { Context } from "./context";
import { readForm } from "./multipart";
import { orderCart } from "./order-form";
import { MSG_PROMO_CODE_INVALID } from "./promo-messages";
import { ok } from "./respond";
import type { Route } from "./router";

/** Codes checked per IP per minute: enough to fix a typo, too few to guess codes. */
const CHECKS_PER_IP_PER_MINUTE = 20;

const promoCheck = z.object({
  promo_code: z.string({ required_error: MSG_PROMO_CODE_INVALID }).trim().min(1, MSG_PROMO_CODE_INVALID).max(40, MSG_PROMO_CODE_INVALID),
  cart: orderCart,
});

/** `POST /promo/check`: a code's discount on a cart, in all and per good; 422 `fields.promo_code` saying why it does not work. */
async function checkPromo(ctx: Context): Promise<Response> {
  await ctx.services.limits.consume(`promo:check:${ctx.ip}`, CHECKS_PER_IP_PER_MINUTE, 60);
  const form = validate(promoCheck, (await readForm(ctx.request)).fields);
  const user = await currentUser(ctx);
  const preview = await ctx.services.orders.checkPromo({ code: form.promo_code, cart: form.cart, userId: user?.id ?? null });
  return ok({ result: "ok", promo_code: preview.code, discount: preview.discount, lines: preview.lines });
}

export const promoRoutes: Route[] = [{ method: "POST", path: "/promo/check", handler: checkPromo }];
