import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { parseImages, type Image } from "../../catalog/cards";
import { goodSearchDoc } from "../../search/good-doc";
import { indexDocs } from "../../search/indexer";
import { bumpCatalogRevision } from "../catalog-revision";
import { changedColumns, colorCode, deliveryDaysFor, materialCode } from "../good-columns";
import { DomainError } from "../errors";
import { photoImage, type PhotoStore } from "../photos";
import { recordChange, type Actor } from "./audit";
import { modelOfSaved, sectionModels, staffModel, type ModelChoice, type StaffModel } from "./good-models";
import { goodHasWord, searchWords } from "./goods-search";
import { checkVersion, versionOf, type RecordEdit } from "./versions";

/**
 * The back office's catalogue editing. Every save runs in one transaction with its audit entry, the good's
 * search terms and the catalogue revision, so the storefront of every process shows the change at once and
 * search finds the new name.
 */

export interface StaffSection {
  id: number;
  name: string;
  handle: string;
  sort: number;
  hidden: boolean;
  goods_count: number;
  /** The uploaded picture; null: the seeded drawing. */
  image: Image | null;
  /** Of what its form edits (see versionOf). */
  version: string;
}

export interface SectionInput {
  name: string;
  handle: string;
  sort: number;
  hidden: boolean;
}

/** A section's picture: keep it, put an uploaded photo (its key) instead, or go back to the drawing. */
export type SectionPicture = { keep: true } | { photo: string } | { remove: true };

export interface GoodInput {
  name: string;
  handle: string;
  section_id: number;
  sku: string;
  price: number;
  old_price: number | null;
  stock: number;
  /**
   * Made to order: sold whatever the stock, made in `lead_min`–`lead_max` days; in stock it ships in `lead_min`.
   * Absent: the stored ones stay (a new good's follow its stock).
   */
  made_to_order?: boolean;
  lead_min?: number;
  lead_max?: number;
  width: number;
  depth: number;
  height: number;
  material: string;
  color: string;
  description: string;
  /** The model it is to be in (see ModelChoice). */
  model_id?: ModelChoice;
  variant_label: string | null;
  hidden: boolean;
}

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

/** One picture as the good's page edits it: with the version of its place and caption. */
export type StaffPhoto = Image & { version: string };

/** A good for its edit page: with its version and each picture's. */
export interface EditedGood extends Omit<StaffGood, "images"> {
  version: string;
  images: StaffPhoto[];
  /** The model it is in, with every variant of it (this good too). */
  model: StaffModel;
}

/**
 * A change of a good's photos: one moved a place up or down, removed, or given another alt text. `version` is the
 * picture's as the page showed it at `index` (null: none sent).
 */
export type PhotoEdit = ({ op: "up" | "down" | "delete"; index: number } | { op: "alt"; index: number; alt: string }) & { version: string | null };

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

/**
 * A picture's version: which picture it is and its caption. A photo button names its picture by place, so a
 * button pressed on a page opened before another change (a picture removed or moved) must not act on whatever
 * is at that place now.
 */
const photoVersion = (image: Image) => versionOf({ src: image.src, alt: image.alt });

/** The values of a section its form edits, as stored (the picture as its stored JSON). */
const sectionValues = (row: { name: string; handle: string; sort: number; hidden: boolean; image: string | null }) => ({
  name: row.name,
  handle: row.handle,
  sort: row.sort,
  hidden: row.hidden,
  image: row.image,
});

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

export function createStaffCatalog(db: Kysely<Database>, iso: () => string, photos: PhotoStore) {
  const goodsQuery = (conn: Kysely<Database>) =>
    conn.selectFrom("goods").innerJoin("sections", "sections.id", "goods.section_id").select(GOOD_COLUMNS);
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

  /** The Images of uploaded photos (by key) for a good named `name` that has `count` pictures already. */
  async function uploadedImages(trx: Kysely<Database>, keys: string[], name: string, count: number): Promise<Image[]> {
    const images: Image[] = [];
    for (const key of keys) {
      const photo = await photos.claim(key, trx);
      if (!photo) throw new DomainError("not_found", { fields: ["photos"] });
      const n = count + images.length + 1;
      images.push(photoImage(photo, n === 1 ? name : `${name}, фото ${n}`));
    }
    return images;
  }

  async function handleTaken(trx: Kysely<Database>, table: "sections" | "goods", handle: string, id: number | null) {
    let query = trx.selectFrom(table).select("id").where("handle", "=", handle);
    if (id !== null) query = query.where("id", "!=", id);
    if (await query.executeTakeFirst()) throw new DomainError("handle_taken", { fields: ["handle"] });
  }

  /** Rewrites the search terms of goods: a shown good in a shown section is found, any other is not. */
  async function reindex(trx: Kysely<Database>, ids: number[]) {
    if (ids.length === 0) return;
    await trx.deleteFrom("search_terms").where("doc_type", "=", "good").where("doc_id", "in", ids).execute();
    const rows = await trx
      .selectFrom("goods")
      .innerJoin("sections", "sections.id", "goods.section_id")
      .selectAll("goods")
      .select("sections.name as section_name")
      .where("goods.id", "in", ids)
      .where("goods.hidden", "=", 0)
      .where("sections.hidden", "=", 0)
      .execute();
    await indexDocs(
      trx,
      rows.map((row) => goodSearchDoc(row, row.section_name)),
    );
  }

  async function findGood(conn: Kysely<Database>, id: number): Promise<StaffGood> {
    const row = await goodsQuery(conn).where("goods.id", "=", id).executeTakeFirst();
    if (!row) throw new DomainError("not_found");
    return toGood(row);
  }

  async function sectionRow(trx: Kysely<Database>, id: number) {
    const row = await trx.selectFrom("sections").select(["id", "name", "handle", "sort", "hidden", "image"]).where("id", "=", id).executeTakeFirst();
    if (!row) throw new DomainError("not_found");
    return { id: row.id, name: row.name, handle: row.handle, sort: row.sort, hidden: Number(row.hidden) === 1, image: row.image };
  }

  return {
    /** Every section, hidden ones too, in menu order with its number of goods. */
    async listSections(): Promise<StaffSection[]> {
      const rows = await db
        .selectFrom("sections")
        .leftJoin("goods", "goods.section_id", "sections.id")
        .select(["sections.id", "sections.name", "sections.handle", "sections.sort", "sections.hidden", "sections.image"])
        .select((eb) => eb.fn.count<number>("goods.id").as("goods_count"))
        .groupBy(["sections.id", "sections.name", "sections.handle", "sections.sort", "sections.hidden", "sections.image"])
        .orderBy("sections.sort")
        .orderBy("sections.id")
        .execute();
      return rows.map((r) => {
        const hidden = Number(r.hidden) === 1;
        return {
          ...r,
          hidden,
          goods_count: Number(r.goods_count),
          image: r.image ? (JSON.parse(r.image) as Image) : null,
          version: versionOf(sectionValues({ ...r, hidden })),
        };
      });
    },

    /** Creates (`edit` null) or changes a section; answers its id. */
    async saveSection(actor: Actor, edit: RecordEdit | null, input: SectionInput, picture: SectionPicture = { keep: true }): Promise<number> {
      const id = edit?.id ?? null;
      return db.transaction().execute(async (trx) => {
        const photo = "photo" in picture ? await photos.claim(picture.photo, trx) : null;
        if ("photo" in picture && !photo) throw new DomainError("not_found", { fields: ["picture"] });
        await handleTaken(trx, "sections", input.handle, id);
        const image = photo ? JSON.stringify(photoImage(photo, input.name)) : "remove" in picture ? null : undefined;
        const values = {
          name: input.name,
          handle: input.handle,
          sort: input.sort,
          hidden: input.hidden ? 1 : 0,
          ...(image === undefined ? {} : { image }),
        };
        let before: (SectionInput & { image?: string | null }) | null = null;
        let sectionId: number;
        if (id === null) {
          const max = await trx
            .selectFrom("sections")
            .select((eb) => eb.fn.max("id").as("id"))
            .executeTakeFirst();
          sectionId = Number(max?.id ?? 0) + 1;
          await trx
            .insertInto("sections")
            .values({ id: sectionId, ...values, description: "", kind: "sofa" })
            .execute();
        } else {
          const { id: _id, ...old } = await sectionRow(trx, id);
          await checkVersion(trx, edit?.version ?? null, sectionValues(old), { entity: "section", entityId: id });
          before = old;
          sectionId = id;
          await trx.updateTable("sections").set(values).where("id", "=", id).execute();
          if (before.hidden !== input.hidden || before.name !== input.name) {
            const goods = await trx.selectFrom("goods").select("id").where("section_id", "=", id).execute();
            await reindex(
              trx,
              goods.map((g) => g.id),
            );
          }
        }
        await recordChange(trx, actor, iso(), {
          action: id === null ? "section.create" : "section.update",
          entity: "section",
          entityId: sectionId,
          before,
          after: image === undefined ? input : { ...input, image },
        });
        await bumpCatalogRevision(trx);
        return sectionId;
      });
    },

    /** One page of goods, newest first; each word of `q` matches a part of the name or the article, `sectionId` narrows. */
    async listGoods(filter: GoodFilter): Promise<{ goods: StaffGood[]; total: number }> {
      let query = db.selectFrom("goods").innerJoin("sections", "sections.id", "goods.section_id");
      if (filter.sectionId) query = query.where("goods.section_id", "=", filter.sectionId);
      // Every word typed must be in the name or the article, in any order: «сиена графит» finds «Диван Сиена графит».
      for (const word of searchWords(filter.q ?? "")) query = query.where((eb) => goodHasWord(eb, word));
      const [rows, count] = await Promise.all([
        query.select(GOOD_COLUMNS).orderBy("goods.id", "desc").offset(filter.offset).limit(filter.limit).execute(),
        query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
      ]);
      return { goods: rows.map(toGood), total: Number(count.n) };
    },

    /** The models with a good in a section, each with its variants: where a good of it may be moved. */
    listModels: (sectionId: number): Promise<StaffModel[]> => sectionModels(db, sectionId),

    async getGood(id: number): Promise<EditedGood> {
      const good = await findGood(db, id);
      const images = good.images.map((image) => ({ ...image, version: photoVersion(image) }));
      return { ...good, version: versionOf(editedValues(good)), images, model: await staffModel(db, good.model_id) };
    },

    /**
     * Creates (`edit` null) or changes a good, adding uploaded photos (their keys) after its pictures; answers its
     * id. Its pictures are not part of its version: the form only adds to them.
     */
    async saveGood(actor: Actor, edit: RecordEdit | null, input: GoodInput, newPhotos: string[] = []): Promise<number> {
      const id = edit?.id ?? null;
      return db.transaction().execute(async (trx) => {
        await handleTaken(trx, "goods", input.handle, id);
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
              images: JSON.stringify(await uploadedImages(trx, newPhotos, input.name, 0)),
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
          const added = await uploadedImages(trx, newPhotos, input.name, images.length);
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
        await reindex(trx, [goodId]);
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
    },

    /** Moves, removes or renames (alt text) one of a good's pictures; answers the pictures as they are now. */
    async editPhotos(actor: Actor, goodId: number, edit: PhotoEdit): Promise<Image[]> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom("goods").select("images").where("id", "=", goodId).executeTakeFirst();
        if (!row) throw new DomainError("not_found");
        const before = parseImages(row.images);
        const images = [...before];
        const image = images[edit.index];
        if (!image) throw new DomainError("not_found", { fields: ["index"] });
        await checkVersion(trx, edit.version, { src: image.src, alt: image.alt }, { entity: "good", entityId: goodId });
        if (edit.op === "delete") images.splice(edit.index, 1);
        if (edit.op === "alt") images[edit.index] = { ...image, alt: edit.alt };
        if (edit.op === "up" || edit.op === "down") {
          const to = edit.op === "up" ? edit.index - 1 : edit.index + 1;
          if (to < 0 || to >= images.length) return images;
          [images[edit.index], images[to]] = [images[to], image];
        }
        await trx
          .updateTable("goods")
          .set({ images: JSON.stringify(images) })
          .where("id", "=", goodId)
          .execute();
        await recordChange(trx, actor, iso(), {
          action: `good.photo_${edit.op}`,
          entity: "good",
          entityId: goodId,
          before: before.map((i) => ({ src: i.src, alt: i.alt })),
          after: images.map((i) => ({ src: i.src, alt: i.alt })),
        });
        await bumpCatalogRevision(trx);
        return images;
      });
    },
  };
}

export type StaffCatalog = ReturnType<typeof createStaffCatalog>;
