import type { Kysely } from "kysely";
import { z } from "zod";
import { loadCards, type GoodCard } from "../catalog/cards";
import type { Database } from "../db/schema";
import { currentUser, requireUser } from "./auth";
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

async function serverCart(db: Kysely<Database>, userId: number): Promise<Record<string, number>> {
  const rows = await db.selectFrom("cart_lines").select(["good_id", "count"]).where("user_id", "=", userId).orderBy("updated_at").execute();
  return Object.fromEntries(rows.map((r) => [String(r.good_id), r.count]));
}

interface CartPlan {
  cart: Record<string, number>;
  /** Good id → new count (0 = remove the line), for the stored cart. */
  changes: Map<number, number>;
  recount: { ids: number[]; messages: string[] };
}

/**
 * What `cart/add` makes of `current` (docs/api.md): `add: 0` sets wanted totals, `add: 1` adds to them. A total
 * above stock leaves the line as it was and adds a recount warning; a full cart takes no new lines.
 */
function planCart(current: Record<string, number>, wanted: Map<number, number>, goods: Map<number, GoodCard>, add: 0 | 1): CartPlan {
  const plan: CartPlan = { cart: { ...current }, changes: new Map(), recount: { ids: [], messages: [] } };
  for (const [id, count] of wanted) {
    const good = goods.get(id);
    if (!good) continue;
    const total = add === 1 ? (current[String(id)] ?? 0) + count : count;
    const available = Math.min(good.stock, MAX_COUNT);
    if (total > available) {
      plan.recount.ids.push(id);
      plan.recount.messages.push(available > 0 ? MSG_ONLY_N_LEFT(available, good.name) : MSG_OUT_OF_STOCK(good.name));
      continue;
    }
    if (total > 0 && plan.cart[String(id)] === undefined && Object.keys(plan.cart).length >= MAX_LINES) continue;
    if (total === 0) delete plan.cart[String(id)];
    else plan.cart[String(id)] = total;
    plan.changes.set(id, total);
  }
  return plan;
}

/** POST /cart/add `{cart, add}`. Without a token the map is only checked; with one, read and write are one transaction. */
async function cartAdd(ctx: Context) {
  const body = validate(cartAddBody, await readBody(ctx.request));
  const user = await currentUser(ctx);
  const wanted = cleanCart(body.cart);
  const goods = new Map((await loadCards(ctx.db, [...wanted.keys()])).map((g) => [g.id, g]));
  const plan = !user
    ? planCart({}, wanted, goods, body.add)
    : await ctx.db.transaction().execute(async (trx) => {
        const stored = planCart(await serverCart(trx, user.id), wanted, goods, body.add);
        for (const [id, count] of stored.changes) {
          if (count === 0) await trx.deleteFrom("cart_lines").where("user_id", "=", user.id).where("good_id", "=", id).execute();
          else
            await trx
              .insertInto("cart_lines")
              .values({ user_id: user.id, good_id: id, count, updated_at: ctx.now() })
              .onConflict((oc) => oc.columns(["user_id", "good_id"]).doUpdateSet({ count, updated_at: ctx.now() }))
              .execute();
        }
        return stored;
      });
  const data: Record<string, unknown> = { cart: plan.cart };
  if (plan.recount.ids.length) data.warnings = { recount: { good_ids: plan.recount.ids, message: plan.recount.messages.join(". ") } };
  return ok({ status: "200", data });
}

async function cartGoods(ctx: Context) {
  const user = await requireUser(ctx);
  const cart = await serverCart(ctx.db, user.id);
  const goods = await loadCards(ctx.db, Object.keys(cart).map(Number));
  const known = new Set(goods.map((g) => g.id));
  return ok({ result: "ok", cart: Object.fromEntries(Object.entries(cart).filter(([id]) => known.has(Number(id)))), goods });
}

export const cartRoutes: Route[] = [
  { method: "POST", path: "/cart/add", handler: cartAdd },
  { method: "GET", path: "/cart/goods", handler: cartGoods },
];
