import type { Context } from "./context";
import type { Route } from "./router";

/** `/1c/exchange?type=…&mode=…` — 1C's «Обмен с сайтом» (CommerceML 2); its body is the raw file 1C sends. */
const exchange = (ctx: Context) => ctx.services.onec(ctx.request, ctx.ip);

export const onecRoutes: Route[] = [
  { method: "GET", path: "/1c/exchange", handler: exchange },
  { method: "POST", path: "/1c/exchange", handler: exchange },
];
