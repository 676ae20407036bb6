import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { shopDay } from "../exchange/shop-time";
import type { PricedGood } from "./checkout-lines";
import { goodsForOrder } from "./order-goods";
import { checkPromo, type PromoApplied, type PromoShopper } from "./promo";

/** Who places the order, as a promo code's per-shopper limit counts them: the user, and the phone the order gives. */
export const shopperOf = (input: { userId: number | null; phone: string; email: string }): PromoShopper => ({
  userId: input.userId,
  phone: input.phone,
  email: input.email,
});

/** The order's promo code checked again in its transaction, on the shop's day of the order, for its priced goods. */
export function promoForOrder(
  trx: Kysely<Database>,
  input: { promo_code?: string; userId: number | null; phone: string; email: string; now: string },
  goods: (PricedGood & { sum: number })[],
): Promise<PromoApplied> {
  return checkPromo(trx, {
    code: input.promo_code ?? "",
    lines: goods.map(({ good, sum }) => ({ good_id: good.id, section_id: good.section_id, sum })),
    shopper: shopperOf(input),
    today: shopDay(input.now),
  });
}

/** A code's discount on a cart as the cart page shows it: in all, and per good (goods the catalogue lacks left out). */
export interface PromoPreview {
  code: string;
  discount: number;
  lines: { id: number; discount: number }[];
}

/**
 * Checks a code for a cart before any order (the cart page and the checkout show its discount): a signed-in
 * shopper's own uses count, a guest's are counted once the order gives a phone.
 */
export async function previewPromo(
  db: Kysely<Database>,
  input: { code: string; cart: Map<number, number>; userId: number | null; now: string },
): Promise<PromoPreview> {
  const goods = new Map((await goodsForOrder(db, [...input.cart.keys()])).map((good) => [good.id, good]));
  const lines = [...input.cart].flatMap(([id, count]) => {
    const good = goods.get(id);
    return good ? [{ good_id: id, section_id: good.section_id, sum: good.price * count }] : [];
  });
  const applied = await checkPromo(db, { code: input.code, lines, shopper: { userId: input.userId, phone: null }, today: shopDay(input.now) });
  return { code: applied.code, discount: applied.discount, lines: lines.map((line, i) => ({ id: line.good_id, discount: applied.shares[i] })) };
}
