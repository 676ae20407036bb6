import { requireUser } from "./auth";
import type { Context } from "./context";
import { ok } from "./respond";
import type { Route } from "./router";

/** `ids[]=1&ids[]=2` (or `ids=1,2`): well-formed positive ids, at most 100. */
function queryIds(url: URL): number[] {
  const raw = [...url.searchParams.getAll("ids[]"), ...url.searchParams.getAll("ids")].flatMap((v) => v.split(","));
  return [
    ...new Set(
      raw
        .map((v) => v.trim())
        .filter((v) => /^\d{1,9}$/.test(v))
        .map(Number)
        .filter((n) => n > 0),
    ),
  ].slice(0, 100);
}

async function add(ctx: Context) {
  const user = await requireUser(ctx);
  return ok({ result: "ok", good_ids: await ctx.services.favourites.add(user.id, queryIds(ctx.url), ctx.now()) });
}

async function remove(ctx: Context) {
  const user = await requireUser(ctx);
  return ok({ result: "ok", good_ids: await ctx.services.favourites.remove(user.id, queryIds(ctx.url)) });
}

async function clear(ctx: Context) {
  const user = await requireUser(ctx);
  await ctx.services.favourites.clear(user.id);
  return ok({ result: "ok", good_ids: [] });
}

async function goods(ctx: Context) {
  const user = await requireUser(ctx);
  const cards = await ctx.services.favourites.goods(user.id);
  return ok({ result: "ok", good_ids: cards.map((g) => g.id), goods: cards });
}

export const favoriteRoutes: Route[] = [
  { method: "POST", path: "/favorite/add", handler: add },
  { method: "POST", path: "/favorite/remove", handler: remove },
  { method: "POST", path: "/favorite/clear", handler: clear },
  { method: "POST", path: "/favorite/goods", handler: goods },
];
