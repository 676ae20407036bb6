import { sql, type Kysely, type Selectable } from "kysely";
import type { Database } from "../db/schema";
import type { PromoCodesTable } from "../db/schema-promo";
import { spreadDiscount } from "../shop/discount-spread";
import { DomainError } from "./errors";

/**
 * Promo codes at the cart and at the order (docs/decisions/0068): whether a code works for a cart and a shopper,
 * how much it takes off and from which lines, and taking one of its uses when an order is placed.
 */

export type PromoRow = Selectable<PromoCodesTable>;

/** A cart line as a code sees it. */
export interface PromoLine {
  good_id: number;
  section_id: number;
  sum: number;
}

/** Who orders: a signed-in user, or a guest known by the phone typed at checkout (digits, 7…; null at the cart). */
export interface PromoShopper {
  userId: number | null;
  phone: string | null;
  /** The order's e-mail, any case; null or "" when none is known yet (the cart). */
  email?: string | null;
}

/** A code that works: the discount and each line's share of it (in the lines' order; 0 for a line it skips). */
export interface PromoApplied {
  promo: PromoRow;
  code: string;
  discount: number;
  shares: number[];
}

/** The code as stored and compared: upper case, without spaces around. */
export const normalizePromoCode = (code: string) => code.trim().toUpperCase();

const ids = (json: string): number[] => {
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? list.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
};

/** Whether a line is one the code applies to: its good or its section is named, or the code names neither. */
function appliesTo(promo: PromoRow): (line: PromoLine) => boolean {
  const sections = new Set(ids(promo.section_ids));
  const goods = new Set(ids(promo.good_ids));
  if (sections.size === 0 && goods.size === 0) return () => true;
  return (line) => goods.has(line.good_id) || sections.has(line.section_id);
}

/** The discount a code gives on the sum it applies to: a percent, whole kopecks down, or a fixed sum no more than that sum. */
export function promoDiscount(promo: Pick<PromoRow, "kind" | "value">, applicable: number): number {
  if (promo.kind === "percent") return Math.floor((applicable * Math.min(100, Math.max(0, promo.value))) / 100);
  return Math.min(applicable, Math.max(0, promo.value));
}

/**
 * How often this shopper has ordered with the code: by the user, by the phone (a guest's, or the user's own) and
 * by the order's e-mail in any case, so a guest cannot take a per-shopper code again by changing one of the two.
 */
async function shopperUses(db: Kysely<Database>, promoId: number, shopper: PromoShopper): Promise<number> {
  const email = shopper.email?.trim().toLowerCase() ?? "";
  if (shopper.userId === null && !shopper.phone && !email) return 0;
  const row = await db
    .selectFrom("promo_uses")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("promo_id", "=", promoId)
    .where((eb) => {
      const who = [];
      if (shopper.userId !== null) who.push(eb("user_id", "=", shopper.userId));
      if (shopper.phone) who.push(eb("phone", "=", shopper.phone));
      if (email)
        who.push(
          eb(
            "order_id",
            "in",
            eb
              .selectFrom("orders")
              .select("id")
              .where(sql<string>`lower(trim(email))`, "=", email),
          ),
        );
      return eb.or(who);
    })
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Checks a code for these lines on `today` (the shop's day, `YYYY-MM-DD`) and answers its discount spread over
 * the lines it applies to; a code that does not work is a DomainError saying why, in the order a shopper would
 * want to hear it (no such code, not now, not for these goods, not for this total, no uses left).
 */
export async function checkPromo(
  db: Kysely<Database>,
  input: { code: string; lines: PromoLine[]; shopper: PromoShopper; today: string },
): Promise<PromoApplied> {
  const fields = ["promo_code"];
  const code = normalizePromoCode(input.code);
  const promo = code ? await db.selectFrom("promo_codes").selectAll().where("code", "=", code).executeTakeFirst() : undefined;
  if (!promo || promo.active !== 1) throw new DomainError("promo_unknown", { fields });
  if (promo.ends_on && input.today > promo.ends_on) throw new DomainError("promo_expired", { fields });
  if (promo.starts_on && input.today < promo.starts_on) throw new DomainError("promo_not_started", { fields, day: promo.starts_on });
  const applies = appliesTo(promo);
  const applicable = input.lines.map((line) => (applies(line) ? line.sum : 0));
  const applicableSum = applicable.reduce((a, b) => a + b, 0);
  if (applicableSum === 0) throw new DomainError("promo_not_applicable", { fields });
  const goodsTotal = input.lines.reduce((sum, line) => sum + line.sum, 0);
  if (goodsTotal < promo.min_total) throw new DomainError("promo_min_total", { fields, amount: promo.min_total });
  if (promo.max_uses > 0 && promo.used >= promo.max_uses) throw new DomainError("promo_used_up", { fields });
  if (promo.max_uses_per_shopper > 0 && (await shopperUses(db, promo.id, input.shopper)) >= promo.max_uses_per_shopper)
    throw new DomainError("promo_used_by_shopper", { fields });
  const discount = promoDiscount(promo, applicableSum);
  return { promo, code, discount, shares: spreadDiscount(applicable, discount) };
}

/**
 * Takes one use of the code for an order, in the order's transaction: the count grows only while it is below
 * the limit (a conditional update, like the stock's), so two orders racing for the last use get it once.
 */
export async function takePromoUse(
  trx: Kysely<Database>,
  applied: PromoApplied,
  use: { orderId: number; shopper: PromoShopper; total: number; now: string },
): Promise<void> {
  const { promo } = applied;
  const taken = await trx
    .updateTable("promo_codes")
    .set((eb) => ({ used: eb("used", "+", 1) }))
    .where("id", "=", promo.id)
    .where((eb) => eb.or([eb("max_uses", "=", 0), eb("used", "<", eb.ref("max_uses"))]))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw new DomainError("promo_used_up", { fields: ["promo_code"] });
  // Counted after the update: it holds the code's row, so a racing order of the same shopper waits and sees this one's use.
  if (promo.max_uses_per_shopper > 0 && (await shopperUses(trx, promo.id, use.shopper)) >= promo.max_uses_per_shopper)
    throw new DomainError("promo_used_by_shopper", { fields: ["promo_code"] });
  await trx
    .insertInto("promo_uses")
    .values({
      promo_id: promo.id,
      order_id: use.orderId,
      user_id: use.shopper.userId,
      phone: use.shopper.phone ?? "",
      discount: applied.discount,
      total: use.total,
      created_at: use.now,
    })
    .execute();
}

/** The promo code each of these orders was placed with (orders without one are absent). */
export async function promoCodesOf(db: Kysely<Database>, orderIds: number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("promo_uses")
    .innerJoin("promo_codes", "promo_codes.id", "promo_uses.promo_id")
    .select(["promo_uses.order_id", "promo_codes.code"])
    .where("promo_uses.order_id", "in", orderIds)
    .execute();
  return new Map(rows.map((row) => [row.order_id, row.code]));
}
