import { loadCards } from "../catalog/cards";
import { requireUser } from "./auth";
import type { Context } from "./context";
import { ok } from "./respond";
import type { Route } from "./router";

/** `ids[]=1&ids[]=2` (or `ids=1,2`): well-formed positive ids, at most 100. */
function queryIds(url: URL): number[] {
  const raw = [...url.searchParams.getAll("ids[]"), ...url.searchParams.getAll("ids")].flatMap((v) => v.split(","));
  return [...new Set(raw.map((v) => v.trim()).filter((v) => /^\d{1,9}$/.test(v)).map(Number).filter((n) => n > 0))].slice(0, 100);
}

async function favouriteIds(ctx: Context, userId: number): Promise<number[]> {
  const rows = await ctx.db.selectFrom("favourites").select("good_id").where("user_id", "=", userId).orderBy("created_at", "desc").orderBy("good_id", "desc").execute();
  return rows.map((r) => r.good_id);
}

async function add(ctx: Context) {
  const user = await requireUser(ctx);
  const goods = await loadCards(ctx.db, queryIds(ctx.url));
  const t = ctx.now();
  for (const [i, good] of goods.entries()) {
    await ctx.db
      .insertInto("favourites")
      .values({ user_id: user.id, good_id: good.id, created_at: t + i })
      .onConflict((oc) => oc.columns(["user_id", "good_id"]).doUpdateSet({ created_at: t + i }))
      .execute();
  }
  return ok({ result: "ok", good_ids: await favouriteIds(ctx, user.id) });
}

async function remove(ctx: Context) {
  const user = await requireUser(ctx);
  const ids = queryIds(ctx.url);
  if (ids.length) await ctx.db.deleteFrom("favourites").where("user_id", "=", user.id).where("good_id", "in", ids).execute();
  return ok({ result: "ok", good_ids: await favouriteIds(ctx, user.id) });
}

async function clear(ctx: Context) {
  const user = await requireUser(ctx);
  await ctx.db.deleteFrom("favourites").where("user_id", "=", user.id).execute();
  return ok({ result: "ok", good_ids: [] });
}

async function goods(ctx: Context) {
  const user = await requireUser(ctx);
  const ids = await favouriteIds(ctx, user.id);
  const cards = await loadCards(ctx.db, ids);
  return ok({ result: "ok", good_ids: cards.map((g) => g.id), goods: cards });
}

export const favoriteRoutes: Route[] = [
  { method: "POST", path: "/favorite/add", handler: add },
  { method: "POST", path: "/favorite/remove", handler: remove },
  { method: "POST", path: "/favorite/clear", handler: clear },
  { method: "POST", path: "/favorite/goods", handler: goods },
];
