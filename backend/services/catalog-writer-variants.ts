import type { Kysely, Updateable } from "kysely";
import { uniqueHandle } from "../catalog/translit";
import type { Database } from "../db/schema";
import type { GoodsTable } from "../db/schema-catalog";
import type { ExchangeFormat, GoodRecord } from "../exchange/records";
import { deliveryDaysFor, type StoredGood } from "./good-columns";

/**
 * The goods of 1C characteristics: a characteristic of a good becomes a good of its own in that good's model
 * (its variants), found by (format, «товар#характеристика»), and the good itself is hidden. A change to the
 * good's card is passed on to its variants.
 */
export interface ImportVariants {
  /** The stored goods the new variants among `records` belong to, by their id in the file (those in `known` are found there). */
  parentsOfNew(records: GoodRecord[], known: Map<string, StoredGood>): Promise<Map<string, StoredGood>>;
  /** Hides a good whose characteristics are sold; `notInsertedYet`: it waits in the batch, its row is changed in place. */
  hideForVariants(parent: StoredGood, notInsertedYet: boolean): void;
  /** Writes the hiding of the stored goods hidden since the last call, in one statement per chunk. */
  writeHidden(): Promise<void>;
  /** A characteristic's good, not inserted yet. */
  newVariant(parent: StoredGood, record: GoodRecord, set: Updateable<GoodsTable>): StoredGood;
  /** A good's card changed: its characteristics' goods take the fields they share with it. Answers the goods changed. */
  passOnToVariants(parent: StoredGood, diff: Updateable<GoodsTable>): Promise<StoredGood[]>;
}

/** What the variants of a characteristic's good differ in when its file does not name it. */
const VARIANT_TITLE = "Вариант";
/** Ids per statement that hides goods (well under SQLite's and PostgreSQL's bound on parameters). */
const HIDE_CHUNK = 500;
/** A characteristic's good keeps these the same as its good's (its colour, material and sizes may be its own). */
const SHARED_WITH_VARIANTS = ["name", "section_id", "description", "images", "vendor"] as const;

export function createImportVariants(
  trx: Kysely<Database>,
  format: ExchangeFormat,
  goods: { today: string; handles: Set<string>; nextId: () => number; onWrite: () => void },
): ImportVariants {
  /** Goods per model (its variants), for a new variant's article «артикул-N»; counted once per model per import. */
  const modelSizes = new Map<number, number>();

  async function parentsOfNew(records: GoodRecord[], known: Map<string, StoredGood>): Promise<Map<string, StoredGood>> {
    const keys = [...new Set(records.filter((r) => r.variantOf !== undefined && !known.has(r.externalId)).map((r) => r.variantOf!))].filter(
      (key) => !known.has(key),
    );
    const parents = new Map<string, StoredGood>();
    if (keys.length === 0) return parents;
    for (const row of await trx.selectFrom("goods").selectAll().where("external_source", "=", format).where("external_id", "in", keys).execute())
      parents.set(row.external_id!, row);
    const models = [...new Set([...parents.values()].map((row) => row.model_id))].filter((model) => !modelSizes.has(model));
    if (models.length === 0) return parents;
    const sizes = await trx
      .selectFrom("goods")
      .select(["model_id", (eb) => eb.fn.countAll<number>().as("count")])
      .where("model_id", "in", models)
      .groupBy("model_id")
      .execute();
    for (const size of sizes) modelSizes.set(size.model_id, Number(size.count));
    return parents;
  }

  /** Stored goods hidden in this batch, written together by writeHidden (one statement instead of one per good). */
  let hidden: number[] = [];

  function hideForVariants(parent: StoredGood, notInsertedYet: boolean): void {
    if (parent.hidden !== 0) return;
    parent.hidden = 1;
    if (!notInsertedYet) hidden.push(parent.id);
    goods.onWrite();
  }

  async function writeHidden(): Promise<void> {
    const ids = hidden;
    hidden = [];
    for (let i = 0; i < ids.length; i += HIDE_CHUNK)
      await trx
        .updateTable("goods")
        .set({ hidden: 1 })
        .where("id", "in", ids.slice(i, i + HIDE_CHUNK))
        .execute();
  }

  /** Its good's card in its good's model, with its own label, article, price and stock. */
  function newVariant(parent: StoredGood, record: GoodRecord, set: Updateable<GoodsTable>): StoredGood {
    const id = goods.nextId();
    const number = modelSizes.get(parent.model_id) ?? 1;
    modelSizes.set(parent.model_id, number + 1);
    const stock = record.stock ?? 0;
    const delivery = deliveryDaysFor(stock);
    return {
      ...parent,
      id,
      handle: uniqueHandle(goods.handles, `${parent.name} ${record.variantLabel}`, `good-${id}`),
      variant_title: VARIANT_TITLE,
      // Each variant has an article of its own: a spreadsheet finds goods by it.
      sku: record.sku && record.sku !== parent.sku ? record.sku : `${parent.sku}-${number}`,
      stock,
      popularity: 0,
      created_at: goods.today,
      delivery_min: delivery.min,
      delivery_max: delivery.max,
      hidden: 0,
      ...(set as Partial<StoredGood>),
      external_source: format,
      external_id: record.externalId,
    };
  }

  async function passOnToVariants(parent: StoredGood, diff: Updateable<GoodsTable>): Promise<StoredGood[]> {
    const shared = Object.fromEntries(Object.entries(diff).filter(([key]) => (SHARED_WITH_VARIANTS as readonly string[]).includes(key)));
    if (Object.keys(shared).length === 0) return [];
    const variants = await trx
      .selectFrom("goods")
      .selectAll()
      .where("model_id", "=", parent.model_id)
      .where("id", "!=", parent.id)
      .where("external_source", "=", format)
      .where("external_id", "like", `${parent.external_id}#%`)
      .execute();
    if (variants.length === 0) return [];
    await trx
      .updateTable("goods")
      .set(shared)
      .where(
        "id",
        "in",
        variants.map((v) => v.id),
      )
      .execute();
    return variants.map((variant) => ({ ...variant, ...shared }) as StoredGood);
  }

  return { parentsOfNew, hideForVariants, writeHidden, newVariant, passOnToVariants };
}
