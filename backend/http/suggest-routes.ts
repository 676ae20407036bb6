import { z } from "zod";
import { readBody, validate } from "./body";
import { optionalText } from "./lead-fields";
import { ok } from "./respond";
import type { Context } from "./context";
import type { Route } from "./router";

/** Suggestions are typed-ahead: generous, but a loop still hits the wall. */
const SUGGESTIONS_PER_IP_PER_MINUTE = 120;

const suggestForm = z.object({
  query: optionalText(300),
  count: z.preprocess((v) => (v == null || v === "" ? 10 : typeof v === "string" ? Number(v) : v), z.number().int().min(1).max(20).catch(10)),
});

type Suggester = (services: Context["services"]) => (query: string, count: number) => Promise<unknown[]>;

/** A `POST {query, count}` answering `{ suggestions }`; both kinds share one limit per address. */
function suggestRoute(path: string, suggester: Suggester): Route {
  return {
    method: "POST",
    path,
    handler: async (ctx) => {
      await ctx.services.limits.consume(`orders:suggest:${ctx.ip}`, SUGGESTIONS_PER_IP_PER_MINUTE, 60);
      const { query, count } = validate(suggestForm, await readBody(ctx.request));
      if (query === "") return ok({ suggestions: [] });
      return ok({ suggestions: await suggester(ctx.services)(query, count) });
    },
  };
}

/** `POST /suggest/address` and `/suggest/party` `{query, count}` in DaData's answer shapes. */
export const suggestRoutes: Route[] = [
  suggestRoute("/suggest/address", (services) => services.orders.suggestAddress),
  suggestRoute("/suggest/party", (services) => services.orders.suggestParty),
];
