import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { parseImages, type Image } from "../../catalog/cards";
import { bumpCatalogRevision } from "../catalog-revision";
import { changedColumns, colorCode, deliveryDaysFor, materialCode } from "../good-columns";
import { DomainError } from "../errors";
import { recordChange, type Actor } from "./audit";
import { photoVersion, uploadedImages, type StaffPhoto } from "./catalog-photos";
import { refuseTakenHandle, reindexGoods, type CatalogStore } from "./catalog-store";
import type { GoodInput } from "./catalog-input";
import { modelOfSaved, staffModel, type StaffModel } from "./good-models";
import { goodHasWord, searchWords } from "./goods-search";
import { checkVersion, versionOf, type RecordEdit } from "./versions";

/** The catalogue's goods in the back office: a page of them, one for its edit page, and a good's save. */

/** A good's values its form edits, as stored. */
export interface GoodValues extends Omit<GoodInput, "model_id"> {
  /** The model it is in (a model's number, never a good's). */
  model_id: number;
}

export interface StaffGood extends GoodValues {
  id: number;
  /** What the variants of its model differ in («Цвет», «Размер»). */
  variant_title: string;
  section_handle: string;
  section_name: string;
  images: Image[];
}

/** A good for its edit page: with its version and each picture's. */
export interface EditedGood extends Omit<StaffGood, "images"> {
  version: string;
  images: StaffPhoto[];
  /** The model it is in, with every variant of it (this good too). */
  model: StaffModel;
}

export interface GoodFilter {
  q?: string;
  sectionId?: number;
  offset: number;
  limit: number;
}

const GOOD_COLUMNS = [
  "goods.id",
  "goods.name",
  "goods.handle",
  "goods.section_id",
  "goods.sku",
  "goods.price",
  "goods.old_price",
  "goods.stock",
  "goods.made_to_order",
  "goods.delivery_min",
  "goods.delivery_max",
  "goods.width",
  "goods.depth",
  "goods.height",
  "goods.material_title",
  "goods.color_title",
  "goods.description",
  "goods.model_id",
  "goods.variant_title",
  "goods.variant_label",
  "goods.hidden",
  "goods.images",
  "sections.handle as section_handle",
  "sections.name as section_name",
] as const;

/** What a good's form edits of it, the values its version is made of (its pictures have their own). */
function editedValues({ id: _id, section_handle: _h, section_name: _n, images: _i, variant_title: _t, ...values }: StaffGood): GoodValues {
  return values;
}

/** The lead-time columns a save gives (none when it names none); the longer term never falls below the shorter. */
function leadColumns(input: Pick<GoodInput, "made_to_order" | "lead_min" | "lead_max">) {
  return {
    ...(input.made_to_order === undefined ? {} : { made_to_order: input.made_to_order ? 1 : 0 }),
    ...(input.lead_min === undefined ? {} : { delivery_min: input.lead_min }),
    ...(input.lead_max === undefined ? {} : { delivery_max: Math.max(input.lead_max, input.lead_min ?? 0) }),
  };
}

/** The changes of a good its form makes (a photo button's change does not touch what the form edits). */
const GOOD_FORM_ACTIONS = ["good.create", "good.update"] as const;

const goodsQuery = (conn: Kysely<Database>) => conn.selectFrom("goods").innerJoin("sections", "sections.id", "goods.section_id").select(GOOD_COLUMNS);
type GoodRow = Awaited<ReturnType<ReturnType<typeof goodsQuery>["executeTakeFirstOrThrow"]>>;

const toGood = (row: GoodRow): StaffGood => ({
  id: row.id,
  name: row.name,
  handle: row.handle,
  section_id: row.section_id,
  section_handle: row.section_handle,
  section_name: row.section_name,
  sku: row.sku,
  price: row.price,
  old_price: row.old_price,
  stock: row.stock,
  made_to_order: row.made_to_order === 1,
  lead_min: row.delivery_min,
  lead_max: row.delivery_max,
  width: row.width,
  depth: row.depth,
  height: row.height,
  material: row.material_title,
  color: row.color_title,
  description: row.description,
  model_id: row.model_id,
  variant_title: row.variant_title,
  variant_label: row.variant_label,
  hidden: Number(row.hidden) === 1,
  images: parseImages(row.images),
});

async function findGood(conn: Kysely<Database>, id: number): Promise<StaffGood> {
  const row = await goodsQuery(conn).where("goods.id", "=", id).executeTakeFirst();
  if (!row) throw new DomainError("not_found");
  return toGood(row);
}

/** One page of goods, newest first; each word of `q` matches a part of the name or the article, `sectionId` narrows. */
export async function listGoods(db: Kysely<Database>, filter: GoodFilter): Promise<{ goods: StaffGood[]; total: number }> {
  let query = db.selectFrom("goods").innerJoin("sections", "sections.id", "goods.section_id");
  if (filter.sectionId) query = query.where("goods.section_id", "=", filter.sectionId);
  // Every word typed must be in the name or the article, in any order: «сиена графит» finds «Диван Сиена графит».
  for (const word of searchWords(filter.q ?? "")) query = query.where((eb) => goodHasWord(eb, word));
  const [rows, count] = await Promise.all([
    query.select(GOOD_COLUMNS).orderBy("goods.id", "desc").offset(filter.offset).limit(filter.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { goods: rows.map(toGood), total: Number(count.n) };
}

export async function getGood(db: Kysely<Database>, id: number): Promise<EditedGood> {
  const good = await findGood(db, id);
  const images = good.images.map((image) => ({ ...image, version: photoVersion(image) }));
  return { ...good, version: versionOf(editedValues(good)), images, model: await staffModel(db, good.model_id) };
}

/**
 * Creates (`edit` null) or changes a good, adding uploaded photos (their keys) after its pictures; answers its
 * id. Its pictures are not part of its version: the form only adds to them.
 */
export async function saveGood(
  { db, iso, photos }: CatalogStore,
  actor: Actor,
  edit: RecordEdit | null,
  input: GoodInput,
  newPhotos: string[] = [],
): Promise<number> {
  const id = edit?.id ?? null;
  return db.transaction().execute(async (trx) => {
    await refuseTakenHandle(trx, "goods", input.handle, id);
    if (!(await trx.selectFrom("sections").select("id").where("id", "=", input.section_id).executeTakeFirst()))
      throw new DomainError("not_found", { fields: ["section_id"] });
    const values = {
      name: input.name,
      handle: input.handle,
      section_id: input.section_id,
      price: input.price,
      old_price: input.old_price,
      stock: input.stock,
      ...leadColumns(input),
      width: input.width,
      depth: input.depth,
      height: input.height,
      material: materialCode(input.material),
      material_title: input.material,
      color: colorCode(input.color),
      color_title: input.color,
      description: input.description,
      variant_label: input.variant_label,
      hidden: input.hidden ? 1 : 0,
    };
    let before: GoodValues | null = null;
    let goodId: number;
    if (id === null) {
      const max = await trx
        .selectFrom("goods")
        .select((eb) => eb.fn.max("id").as("id"))
        .executeTakeFirst();
      goodId = Number(max?.id ?? 0) + 1;
      const model = await modelOfSaved(trx, null, input.model_id);
      const delivery = deliveryDaysFor(input.stock);
      await trx
        .insertInto("goods")
        .values({
          id: goodId,
          ...values,
          sku: input.sku || String(goodId),
          variant_title: "Цвет",
          ...model,
          images: JSON.stringify(await uploadedImages(photos, trx, newPhotos, input.name, 0)),
          popularity: 0,
          created_at: iso().slice(0, 10),
          delivery_min: delivery.min,
          delivery_max: delivery.max,
          ...leadColumns(input),
          vendor: null,
          external_source: null,
          external_id: null,
        })
        .execute();
    } else {
      const stored = await findGood(trx, id);
      const { images } = stored;
      const old = editedValues(stored);
      await checkVersion(trx, edit?.version ?? null, old, { entity: "good", entityId: id, actions: GOOD_FORM_ACTIONS });
      before = old;
      goodId = id;
      const added = await uploadedImages(photos, trx, newPhotos, input.name, images.length);
      const set = {
        ...values,
        sku: input.sku || old.sku,
        ...(await modelOfSaved(trx, stored, input.model_id)),
        ...(added.length ? { images: JSON.stringify([...images, ...added]) } : {}),
      };
      const row = await trx.selectFrom("goods").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      const diff = changedColumns(row, set);
      // Saved as it was: nothing is written, logged or re-indexed, and the catalogue keeps its revision.
      if (Object.keys(diff).length === 0) return id;
      await trx.updateTable("goods").set(diff).where("id", "=", id).execute();
    }
    await reindexGoods(trx, [goodId]);
    await recordChange(trx, actor, iso(), {
      action: id === null ? "good.create" : "good.update",
      entity: "good",
      entityId: goodId,
      before,
      after: newPhotos.length ? { ...input, photos_added: newPhotos } : input,
    });
    await bumpCatalogRevision(trx);
    return goodId;
  });
}
