import type { Kysely } from "kysely";
import { loadCards, orderablePieces, type GoodCard } from "../catalog/cards";
import type { Database } from "../db/schema";
import { MAX_CART_LINES } from "../shop/limits";
import { CART_LINE_MAX_COUNT } from "../../shared/limits";

/** A wanted total that stock cannot cover: the line stays as it was. */
export interface Recount {
  id: number;
  name: string;
  /** Pieces that can be had (0: out of stock). */
  available: number;
}

export interface CartUpdate {
  /** Good id → count after the update. */
  cart: Record<string, number>;
  recount: Recount[];
}

async function storedCart(db: Kysely<Database>, userId: number): Promise<Record<string, number>> {
  const rows = await db.selectFrom("cart_lines").select(["good_id", "count"]).where("user_id", "=", userId).orderBy("updated_at").execute();
  return Object.fromEntries(rows.map((r) => [String(r.good_id), r.count]));
}

interface CartPlan extends CartUpdate {
  /** Good id → new count (0 = remove the line), for the stored cart. */
  changes: Map<number, number>;
}

/**
 * What an update makes of `current`: `add: 0` sets wanted totals, `add: 1` adds to them. A total above stock
 * leaves the line as it was and asks for a recount; a full cart takes no new lines.
 */
function planCart(current: Record<string, number>, wanted: Map<number, number>, goods: Map<number, GoodCard>, add: 0 | 1): CartPlan {
  const plan: CartPlan = { cart: { ...current }, changes: new Map(), recount: [] };
  for (const [id, count] of wanted) {
    const good = goods.get(id);
    if (!good) continue;
    const total = add === 1 ? (current[String(id)] ?? 0) + count : count;
    const available = orderablePieces({ stock: good.stock, made_to_order: good.lead.made_to_order }, CART_LINE_MAX_COUNT);
    if (total > available) {
      plan.recount.push({ id, name: good.name, available });
      continue;
    }
    if (total > 0 && plan.cart[String(id)] === undefined && Object.keys(plan.cart).length >= MAX_CART_LINES) continue;
    if (total === 0) delete plan.cart[String(id)];
    else plan.cart[String(id)] = total;
    plan.changes.set(id, total);
  }
  return plan;
}

/**
 * Applies wanted counts (good id → count) to a cart. A guest's (`userId` null) is only checked against the
 * catalogue and stock; a signed-in user's stored cart is read and written in one transaction.
 */
export async function updateCart(
  db: Kysely<Database>,
  input: { userId: number | null; wanted: Map<number, number>; add: 0 | 1; now: number },
): Promise<CartUpdate> {
  const { userId, wanted, add, now } = input;
  const goods = new Map((await loadCards(db, [...wanted.keys()])).map((g) => [g.id, g]));
  if (userId === null) return planCart({}, wanted, goods, add);
  const plan = await db.transaction().execute(async (trx) => {
    const stored = planCart(await storedCart(trx, userId), wanted, goods, add);
    for (const [id, count] of stored.changes) {
      if (count === 0) await trx.deleteFrom("cart_lines").where("user_id", "=", userId).where("good_id", "=", id).execute();
      else
        await trx
          .insertInto("cart_lines")
          .values({ user_id: userId, good_id: id, count, updated_at: now })
          .onConflict((oc) => oc.columns(["user_id", "good_id"]).doUpdateSet({ count, updated_at: now }))
          .execute();
    }
    return stored;
  });
  return { cart: plan.cart, recount: plan.recount };
}

/**
 * Takes the ordered goods out of a signed-in buyer's stored cart. Called in the transaction that writes the
 * order, so the cart is emptied exactly when the order exists and kept whole when it is refused.
 */
export async function removeOrderedLines(trx: Kysely<Database>, userId: number, goodIds: number[]): Promise<void> {
  await trx.deleteFrom("cart_lines").where("user_id", "=", userId).where("good_id", "in", goodIds).execute();
}

/** A signed-in user's stored cart with the cards of its goods; lines of goods gone from the catalogue are left out. */
export async function cartWithGoods(db: Kysely<Database>, userId: number): Promise<{ cart: Record<string, number>; goods: GoodCard[] }> {
  const cart = await storedCart(db, userId);
  const goods = await loadCards(db, Object.keys(cart).map(Number));
  const known = new Set(goods.map((g) => g.id));
  return { cart: Object.fromEntries(Object.entries(cart).filter(([id]) => known.has(Number(id)))), goods };
}
