import { publicUserById } from "../services/users";
import { currentUser } from "./auth";
import type { Context } from "./context";
import { ok } from "./respond";
import type { Route } from "./router";

/** Common data is read from settings once per minute at most: it is on every page. */
const cache = new WeakMap<object, { value: Record<string, unknown>; at: number }>();
const FRESH_MS = 60_000;

async function commonData(ctx: Context): Promise<Record<string, unknown>> {
  const cached = cache.get(ctx.db);
  if (cached && ctx.now() - cached.at < FRESH_MS) return cached.value;
  const row = await ctx.db.selectFrom("settings").select("value").where("key", "=", "common").executeTakeFirst();
  const value = row ? (JSON.parse(row.value) as Record<string, unknown>) : {};
  cache.set(ctx.db, { value, at: ctx.now() });
  return value;
}

/** GET /common, with `user` filled when a valid bearer token comes along. */
async function common(ctx: Context): Promise<Response> {
  const hasToken = ctx.request.headers.has("authorization");
  const [data, user] = await Promise.all([
    commonData(ctx),
    hasToken ? currentUser(ctx).then((u) => u && publicUserById(ctx.db, u.id)).catch(() => null) : Promise.resolve(null),
  ]);
  return ok({ ...data, user });
}

export const commonRoutes: Route[] = [{ method: "GET", path: "/common", handler: common }];
