import { z } from "zod";
import { loadCards } from "../catalog/cards";
import { MSG_ADD_INVALID, MSG_CART_INVALID, MSG_CART_REQUIRED, MSG_ONLY_N_LEFT, MSG_OUT_OF_STOCK } from "./accounts-messages";
import { readBody, validate } from "./body";
import type { Context } from "./context";
import { ok } from "./respond";
import type { Route } from "./router";

const MAX_LINES = 100;
const MAX_COUNT = 999;

/** A cart map from the client: well-formed positive ids, whole counts 0–999; anything else is dropped. */
function cleanCart(input: Record<string, unknown>): Map<number, number> {
  const cart = new Map<number, number>();
  for (const [key, value] of Object.entries(input)) {
    if (cart.size >= MAX_LINES) break;
    const count = typeof value === "string" && /^\d{1,4}$/.test(value) ? Number(value) : value;
    if (!/^\d{1,9}$/.test(key) || Number(key) <= 0) continue;
    if (typeof count !== "number" || !Number.isInteger(count) || count < 0 || count > MAX_COUNT) continue;
    cart.set(Number(key), count);
  }
  return cart;
}

/** Parses a JSON text (a form field may carry the map as one); anything else is passed on as it is. */
function jsonText(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** `cart` must be a map (a JSON object, or its text in a form field); `add` is 0 or 1 (default 0). */
const cartAddBody = z.object({
  cart: z.preprocess(jsonText, z.record(z.unknown(), { required_error: MSG_CART_REQUIRED, invalid_type_error: MSG_CART_INVALID })),
  add: z.preprocess((v) => (v === "0" || v === "1" ? Number(v) : v), z.union([z.literal(0), z.literal(1)], { errorMap: () => ({ message: MSG_ADD_INVALID }) })).default(0),
});

async function serverCart(ctx: Context, userId: number): Promise<Record<string, number>> {
  const rows = await ctx.db.selectFrom("cart_lines").select(["good_id", "count"]).where("user_id", "=", userId).orderBy("updated_at").execute();
  return Object.fromEntries(rows.map((r) => [String(r.good_id), r.count]));
}

/**
 * POST /cart/add `{cart, add}` (docs/api.md): `add: 0` sets wanted totals, `add: 1` adds to the server cart.
 * A count above stock leaves that line as it was and answers a recount warning. Without a token the map is
 * only checked, nothing is stored.
 */
async function cartAdd(ctx: Context) {
  const body = validate(cartAddBody, await readBody(ctx.request));
  const user = await ctx.services.auth.userFromRequest(ctx.request);
  const wanted = cleanCart(body.cart);
  const goods = new Map((await loadCards(ctx.db, [...wanted.keys()])).map((g) => [g.id, g]));
  const current = user ? await serverCart(ctx, user.id) : {};
  const result: Record<string, number> = { ...current };
  const recount: { ids: number[]; messages: string[] } = { ids: [], messages: [] };

  for (const [id, count] of wanted) {
    const good = goods.get(id);
    if (!good) continue;
    const total = body.add === 1 ? (current[String(id)] ?? 0) + count : count;
    const available = Math.min(good.stock, MAX_COUNT);
    if (total > available) {
      recount.ids.push(id);
      recount.messages.push(available > 0 ? MSG_ONLY_N_LEFT(available, good.name) : MSG_OUT_OF_STOCK(good.name));
      continue;
    }
    // A full cart takes no new lines (the same bound as an order's).
    if (total > 0 && result[String(id)] === undefined && Object.keys(result).length >= MAX_LINES) continue;
    if (total === 0) delete result[String(id)];
    else result[String(id)] = total;
    if (!user) continue;
    if (total === 0) await ctx.db.deleteFrom("cart_lines").where("user_id", "=", user.id).where("good_id", "=", id).execute();
    else
      await ctx.db
        .insertInto("cart_lines")
        .values({ user_id: user.id, good_id: id, count: total, updated_at: ctx.now() })
        .onConflict((oc) => oc.columns(["user_id", "good_id"]).doUpdateSet({ count: total, updated_at: ctx.now() }))
        .execute();
  }
  const data: Record<string, unknown> = { cart: result };
  if (recount.ids.length) data.warnings = { recount: { good_ids: recount.ids, message: recount.messages.join(". ") } };
  return ok({ status: "200", data });
}

async function cartGoods(ctx: Context) {
  const user = await ctx.services.auth.requireUser(ctx.request);
  const cart = await serverCart(ctx, user.id);
  const goods = await loadCards(ctx.db, Object.keys(cart).map(Number));
  const known = new Set(goods.map((g) => g.id));
  return ok({ result: "ok", cart: Object.fromEntries(Object.entries(cart).filter(([id]) => known.has(Number(id)))), goods });
}

export const cartRoutes: Route[] = [
  { method: "POST", path: "/cart/add", handler: cartAdd },
  { method: "GET", path: "/cart/goods", handler: cartGoods },
];
