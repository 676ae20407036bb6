import { paymentTermsOf } from "../services/payments/method-choice";
import { currentUser } from "./auth";
import type { Context } from "./context";
import { ok } from "./respond";
import type { Route } from "./router";

/** GET /common, with `user` filled when a valid bearer token comes along. */
async function common(ctx: Context): Promise<Response> {
  const hasToken = ctx.request.headers.has("authorization");
  const [data, user] = await Promise.all([
    ctx.services.common.data(ctx.now()),
    hasToken
      ? currentUser(ctx)
          .then((u) => u && ctx.services.users.publicUser(u.id))
          .catch(() => null)
      : Promise.resolve(null),
  ]);
  const paymentTerms = paymentTermsOf(ctx.config.paymentMethods, ctx.services.orders.paymentProvider !== "none");
  return ok({ ...data, payment_terms: paymentTerms, user });
}

export const commonRoutes: Route[] = [{ method: "GET", path: "/common", handler: common }];
