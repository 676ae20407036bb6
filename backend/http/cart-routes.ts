import { z } from "zod";
import type { Recount } from "../services/cart";
import { MAX_CART_LINES } from "../shop/limits";
import { CART_LINE_MAX_COUNT } from "../../shared/limits";
import { currentUser, requireUser } from "./auth";
import { MSG_ADD_INVALID, MSG_CART_INVALID, MSG_CART_REQUIRED, MSG_ONLY_N_LEFT, MSG_OUT_OF_STOCK } from "./accounts-messages";
import { readBody, validate } from "./body";
import type { Context } from "./context";
import { ok } from "./respond";
import type { Route } from "./router";

/** A cart map from the client: well-formed positive ids, whole counts 0–999; anything else is dropped. */
function cleanCart(input: Record<string, unknown>): Map<number, number> {
  const cart = new Map<number, number>();
  for (const [key, value] of Object.entries(input)) {
    if (cart.size >= MAX_CART_LINES) break;
    const count = typeof value === "string" && /^\d{1,4}$/.test(value) ? Number(value) : value;
    if (!/^\d{1,9}$/.test(key) || Number(key) <= 0) continue;
    if (typeof count !== "number" || !Number.isInteger(count) || count < 0 || count > CART_LINE_MAX_COUNT) continue;
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
  add: z
    .preprocess(
      (v) => (v === "0" || v === "1" ? Number(v) : v),
      z.union([z.literal(0), z.literal(1)], { errorMap: () => ({ message: MSG_ADD_INVALID }) }),
    )
    .default(0),
});

/** The recount warning of the contract: the goods whose wanted totals stock could not cover, and why. */
function recountWarning(recount: Recount[]) {
  const messages = recount.map((r) => (r.available > 0 ? MSG_ONLY_N_LEFT(r.available, r.name) : MSG_OUT_OF_STOCK(r.name)));
  return { recount: { good_ids: recount.map((r) => r.id), message: messages.join(". ") } };
}

/** POST /cart/add `{cart, add}`. Without a token the map is only checked; with one, the stored cart changes too. */
async function cartAdd(ctx: Context) {
  const body = validate(cartAddBody, await readBody(ctx.request));
  const user = await currentUser(ctx);
  const update = await ctx.services.cart.update({ userId: user?.id ?? null, wanted: cleanCart(body.cart), add: body.add, now: ctx.now() });
  const data: Record<string, unknown> = { cart: update.cart };
  if (update.recount.length) data.warnings = recountWarning(update.recount);
  return ok({ status: "200", data });
}

async function cartGoods(ctx: Context) {
  const user = await requireUser(ctx);
  const { cart, goods } = await ctx.services.cart.withGoods(user.id);
  return ok({ result: "ok", cart, goods });
}

export const cartRoutes: Route[] = [
  { method: "POST", path: "/cart/add", handler: cartAdd },
  { method: "GET", path: "/cart/goods", handler: cartGoods },
];
