import type { Generated } from "kysely";

/** Promo codes and their uses, as Kysely sees them (migration 039-promo-codes). Money is integer kopecks. */

export type PromoKind = "percent" | "fixed";

export interface PromoCodesTable {
  id: Generated<number>;
  /** Upper case, as compared. */
  code: string;
  kind: PromoKind;
  /** Percent (1–100) or kopecks off. */
  value: number;
  /** The goods total (before the discount) from which the code works; 0: any. */
  min_total: Generated<number>;
  /** JSON arrays of ids the code applies to; both empty: every good. */
  section_ids: Generated<string>;
  good_ids: Generated<string>;
  /** `YYYY-MM-DD` inclusive (the shop's day); "": open. */
  starts_on: Generated<string>;
  ends_on: Generated<string>;
  /** Uses in all and per shopper; 0: no limit. */
  max_uses: Generated<number>;
  max_uses_per_shopper: Generated<number>;
  /** Orders placed with it; grows only by a conditional update, so the limit holds across processes. */
  used: Generated<number>;
  /** 0: switched off by the back office. */
  active: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One order placed with a code. */
export interface PromoUsesTable {
  id: Generated<number>;
  promo_id: number;
  order_id: number;
  user_id: number | null;
  /** The order's phone (digits, 7…): a guest's uses are counted by it. */
  phone: string;
  discount: number;
  /** What the order costs after the discount. */
  total: number;
  created_at: string;
}

export interface PromoTables {
  promo_codes: PromoCodesTable;
  promo_uses: PromoUsesTable;
}
