import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { PromoKind } from "../../db/schema-promo";
import { DomainError } from "../errors";
import { normalizePromoCode } from "../promo";
import { recordChange, type Actor } from "./audit";

/** A promo code as staff edit it. */
export interface PromoInput {
  code: string;
  kind: PromoKind;
  /** Percent (1–100) or kopecks. */
  value: number;
  min_total: number;
  section_ids: number[];
  good_ids: number[];
  /** `YYYY-MM-DD` or "". */
  starts_on: string;
  ends_on: string;
  max_uses: number;
  max_uses_per_shopper: number;
  active: boolean;
}

/** A code with what it brought: orders placed with it, the discount given, and the orders' revenue (kopecks). */
export type StaffPromo = PromoInput & { id: number; used: number; discount_total: number; revenue: number };

export interface StaffPromoUse {
  order_id: number;
  created_at: string;
  discount: number;
  total: number;
}

const idList = (json: string): number[] => {
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? list.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
};

/** The back office's promo codes: the list with uses and revenue, one code with its orders, creating and editing. */
export function createStaffPromo(db: Kysely<Database>, now: () => string) {
  async function list(): Promise<StaffPromo[]> {
    const rows = await db
      .selectFrom("promo_codes")
      .leftJoin("promo_uses", "promo_uses.promo_id", "promo_codes.id")
      .selectAll("promo_codes")
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>("promo_uses.discount"), eb.lit(0)).as("discount_total"),
        eb.fn.coalesce(eb.fn.sum<number>("promo_uses.total"), eb.lit(0)).as("revenue"),
      ])
      .groupBy("promo_codes.id")
      .orderBy("promo_codes.id", "desc")
      .execute();
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      kind: row.kind,
      value: row.value,
      min_total: row.min_total,
      section_ids: idList(row.section_ids),
      good_ids: idList(row.good_ids),
      starts_on: row.starts_on,
      ends_on: row.ends_on,
      max_uses: row.max_uses,
      max_uses_per_shopper: row.max_uses_per_shopper,
      active: row.active === 1,
      used: row.used,
      discount_total: Number(row.discount_total),
      revenue: Number(row.revenue),
    }));
  }

  return {
    list,

    async get(id: number): Promise<{ promo: StaffPromo; uses: StaffPromoUse[] }> {
      const promo = (await list()).find((p) => p.id === id);
      if (!promo) throw new DomainError("not_found");
      const uses = await db
        .selectFrom("promo_uses")
        .select(["order_id", "created_at", "discount", "total"])
        .where("promo_id", "=", id)
        .orderBy("id", "desc")
        .limit(200)
        .execute();
      return { promo, uses };
    },

    /** Creates a code (id null) or changes one; a code another one has is refused next to the field. */
    async save(actor: Actor, id: number | null, input: PromoInput): Promise<number> {
      const code = normalizePromoCode(input.code);
      const taken = await db.selectFrom("promo_codes").select("id").where("code", "=", code).executeTakeFirst();
      if (taken && taken.id !== id) throw new DomainError("handle_taken", { fields: ["code"] });
      const values = {
        code,
        kind: input.kind,
        value: input.value,
        min_total: input.min_total,
        section_ids: JSON.stringify(input.section_ids),
        good_ids: JSON.stringify(input.good_ids),
        starts_on: input.starts_on,
        ends_on: input.ends_on,
        max_uses: input.max_uses,
        max_uses_per_shopper: input.max_uses_per_shopper,
        active: input.active ? 1 : 0,
        updated_at: now(),
      };
      return db.transaction().execute(async (trx) => {
        let saved = id;
        if (saved === null) {
          saved = (
            await trx
              .insertInto("promo_codes")
              .values({ ...values, created_at: now() })
              .returning("id")
              .executeTakeFirstOrThrow()
          ).id;
        } else {
          const result = await trx.updateTable("promo_codes").set(values).where("id", "=", saved).executeTakeFirst();
          if (Number(result.numUpdatedRows) !== 1) throw new DomainError("not_found");
        }
        await recordChange(trx, actor, now(), {
          action: id === null ? "promo.create" : "promo.update",
          entity: "promo",
          entityId: String(saved),
          before: null,
          after: values,
        });
        return saved;
      });
    },
  };
}

export type StaffPromoService = ReturnType<typeof createStaffPromo>;
