import type { Insertable, Kysely, Selectable, Updateable } from "kysely";
import { parseImages, type Image } from "../catalog/cards";
import { slugify } from "../catalog/translit";
import type { Database } from "../db/schema";
import type { GoodsTable } from "../db/schema-catalog";
import { COLORS, MATERIALS } from "../db/seed/catalog-data";
import { IMPORT_MESSAGES } from "../exchange/messages";
import type { CatalogSink, ExchangeFormat, GoodRecord, SectionRecord } from "../exchange/records";
import { goodSearchDoc } from "../search/good-doc";
import { indexDocs } from "../search/indexer";
import { bumpCatalogRevision } from "./catalog-revision";

/**
 * Applies the records of one import to the catalogue, inside the caller's transaction. A section or good is
 * found by (format, its id in the file); a good not linked yet but with the same article (sku) as one of ours
 * without a link is taken over rather than duplicated. A spreadsheet's rows are found by the article itself.
 * A group or category becomes a section when the first good lands in it (a group holding only groups makes no
 * empty section). A characteristic of a good becomes a good of its own in that good's model (its variants), and
 * the good itself is hidden. Goods are written in batches; the search index of every created or changed good is
 * rewritten in the same transaction, and the catalogue revision is raised once at the end when anything changed.
 */

export interface ImportCounters {
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

export interface RowError {
  line: number | null;
  message: string;
}

/** One change a dry run reports. */
export interface ChangeEntry {
  action: "created" | "updated";
  externalId: string;
  name: string;
}

const BATCH = 500;
const INSERT_CHUNK = 100;
const MAX_ERRORS = 1000;
const MAX_CHANGES = 1000;
/** Delivery days of a new good: in stock ships in 2–5 days, made to order in 14–30 (as the demo goods). */
const DELIVERY_IN_STOCK = { min: 2, max: 5 };
const DELIVERY_TO_ORDER = { min: 14, max: 30 };
/** Imported pictures keep their URL or path; their real size is unknown until the image pipeline reads them. */
const PICTURE_SIZE = { width: 1200, height: 900 };
/** What the variants of a characteristic's good differ in when its file does not name it. */
const VARIANT_TITLE = "Вариант";
/** A characteristic's good keeps these the same as its good's (its colour, material and sizes may be its own). */
const SHARED_WITH_VARIANTS = ["name", "section_id", "description", "images", "vendor"] as const;

const COLOR_BY_TITLE = new Map(Object.entries(COLORS).map(([code, c]) => [c.title.toLowerCase(), code]));
const MATERIAL_BY_TITLE = new Map(Object.entries(MATERIALS).map(([code, title]) => [title.toLowerCase(), code]));

/** Our code for a colour or material title: the catalogue's own when it knows the title, else its transliteration. */
function codeOf(title: string, known: Map<string, string>): string {
  return known.get(title.toLowerCase()) ?? slugify(title);
}
/** The filter codes of a colour and a material given by their titles. */
export const colorCode = (title: string) => codeOf(title, COLOR_BY_TITLE);
export const materialCode = (title: string) => codeOf(title, MATERIAL_BY_TITLE);
/** A new good's delivery days by its stock. */
export const deliveryDaysFor = (stock: number) => (stock > 0 ? DELIVERY_IN_STOCK : DELIVERY_TO_ORDER);

/** Pictures are the same when their sources are: a file gives no sizes or alt texts to compare. */
function samePictures(a: string, b: string): boolean {
  // A picture the image pipeline took keeps the import's URL as its origin: the same feed is the same pictures.
  const sources = (json: string) => parseImages(json).map((image) => image.origin ?? image.src);
  return JSON.stringify(sources(a)) === JSON.stringify(sources(b));
}

/**
 * The kind of furniture a new section's placeholder picture is drawn as (`sections.kind`), told by its name;
 * a section whose name says nothing gets a sofa.
 */
const KIND_BY_WORD: Array<[RegExp, string]> = [
  [/кресл/i, "armchair"],
  [/стул|табурет/i, "chair"],
  [/стол/i, "table"],
  [/шкаф|стеллаж/i, "wardrobe"],
  [/кроват|матрас/i, "bed"],
  [/комод|тумб/i, "chest"],
  [/свет|ламп|люстр/i, "lamp"],
];
const kindOfSection = (name: string) => KIND_BY_WORD.find(([word]) => word.test(name))?.[1] ?? "sofa";

type Pending = { record: GoodRecord; offerOnly: boolean };
type GoodRow = Selectable<GoodsTable>;

export interface CatalogWriter extends CatalogSink {
  /** Writes what is still buffered and raises the revision if anything changed. */
  finish(): Promise<void>;
  counters: ImportCounters;
  errors: RowError[];
  /** The first created and updated goods (for a dry run's list). */
  changes: ChangeEntry[];
}

export async function createCatalogWriter(
  trx: Kysely<Database>,
  format: ExchangeFormat,
  options: { today: string; onProgress?: (counters: ImportCounters) => void },
): Promise<CatalogWriter> {
  const counters: ImportCounters = { processed: 0, created: 0, updated: 0, unchanged: 0, skipped: 0 };
  const errors: RowError[] = [];
  const changes: ChangeEntry[] = [];
  const sectionIds = new Map<string, number>();
  const sectionNames = new Map<number, string>();
  const sectionByName = new Map<string, number>();
  /** Sections linked to a group or category of this format. */
  const linkedSections = new Set<number>();
  /** Groups of the file with no section yet: a group becomes a section when a good lands in it. */
  const groups = new Map<string, SectionRecord>();
  for (const s of await trx.selectFrom("sections").select(["id", "name", "external_source", "external_id"]).orderBy("id").execute()) {
    sectionNames.set(s.id, s.name);
    if (!sectionByName.has(s.name.toLowerCase())) sectionByName.set(s.name.toLowerCase(), s.id);
    if (s.external_source === format && s.external_id !== null) {
      sectionIds.set(s.external_id, s.id);
      linkedSections.add(s.id);
    }
  }
  const maxIds = await trx
    .selectFrom("goods")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  let lastGoodId = Number(maxIds?.id ?? 0);
  let lastSectionId = Math.max(0, ...sectionNames.keys());
  let lastSort = Number(
    (
      await trx
        .selectFrom("sections")
        .select((eb) => eb.fn.max("sort").as("sort"))
        .executeTakeFirst()
    )?.sort ?? 0,
  );
  const handles = new Set((await trx.selectFrom("goods").select("handle").execute()).map((g) => g.handle));
  const sectionHandles = new Set((await trx.selectFrom("sections").select("handle").execute()).map((s) => s.handle));
  let pending: Pending[] = [];
  /** Whether anything was written: the revision is raised once, at the end, only then. */
  let changed = false;

  function rowError(line: number | null, message: string) {
    if (errors.length < MAX_ERRORS) errors.push({ line, message });
  }

  function uniqueHandle(taken: Set<string>, name: string, fallback: string): string {
    const base = slugify(name).slice(0, 100) || fallback;
    let handle = base;
    for (let n = 2; taken.has(handle); n++) handle = `${base}-${n}`;
    taken.add(handle);
    return handle;
  }

  /** The name a group's section gets: its own, or «Аксессуары (Кровати)» when another section has that name. */
  function sectionNameOf(record: SectionRecord, self: number | null): string {
    const holder = sectionByName.get(record.name.toLowerCase());
    return holder === undefined || holder === self || !record.parentName ? record.name : `${record.name} (${record.parentName})`;
  }

  function rememberName(id: number, name: string) {
    const old = sectionNames.get(id);
    if (old !== undefined && sectionByName.get(old.toLowerCase()) === id) sectionByName.delete(old.toLowerCase());
    sectionNames.set(id, name);
    if (!sectionByName.has(name.toLowerCase())) sectionByName.set(name.toLowerCase(), id);
  }

  /** A group of the file: its section renamed when it has one; else remembered until a good lands in it. */
  async function section(record: SectionRecord): Promise<void> {
    const known = sectionIds.get(record.externalId);
    if (known === undefined) {
      groups.set(record.externalId, record);
      return;
    }
    const name = sectionNameOf(record, known);
    if (sectionNames.get(known) !== name) {
      await trx.updateTable("sections").set({ name }).where("id", "=", known).execute();
      rememberName(known, name);
      changed = true;
    }
  }

  /** The section of a group (or a spreadsheet's section name) a good lands in, made on first use. */
  async function createSection(record: SectionRecord): Promise<number> {
    // A section with the same name not linked to another group of this format is the same section (our own, or
    // another feed's): link it instead of making a twin.
    const sameName = sectionByName.get(record.name.toLowerCase());
    if (sameName !== undefined && !linkedSections.has(sameName)) {
      await trx.updateTable("sections").set({ external_source: format, external_id: record.externalId }).where("id", "=", sameName).execute();
      sectionIds.set(record.externalId, sameName);
      linkedSections.add(sameName);
      return sameName;
    }
    const id = ++lastSectionId;
    const name = sectionNameOf(record, null);
    await trx
      .insertInto("sections")
      .values({
        id,
        handle: uniqueHandle(sectionHandles, name, `section-${id}`),
        name,
        description: "",
        kind: kindOfSection(name),
        sort: ++lastSort,
        external_source: format,
        external_id: record.externalId,
      })
      .execute();
    sectionIds.set(record.externalId, id);
    linkedSections.add(id);
    rememberName(id, name);
    changed = true;
    return id;
  }

  /** The section a record names: by id in the file, else by name (created when new); undefined when it names none. */
  async function sectionOf(record: GoodRecord): Promise<number | undefined | null> {
    if (record.sectionExternalId !== undefined) {
      const group = groups.get(record.sectionExternalId);
      return sectionIds.get(record.sectionExternalId) ?? (group ? createSection(group) : null);
    }
    if (record.sectionName)
      return sectionByName.get(record.sectionName.toLowerCase()) ?? createSection({ externalId: record.sectionName, name: record.sectionName });
    return undefined;
  }

  /** The columns a record sets, as stored. */
  async function columnsOf(record: GoodRecord): Promise<Updateable<GoodsTable> | string> {
    const set: Updateable<GoodsTable> = {};
    const sectionId = await sectionOf(record);
    if (sectionId === null) return IMPORT_MESSAGES.noSection(record.sectionExternalId ?? "");
    if (sectionId !== undefined) set.section_id = sectionId;
    if (record.name !== undefined) set.name = record.name;
    if (record.variantLabel !== undefined) set.variant_label = record.variantLabel;
    if (record.variantTitle !== undefined) set.variant_title = record.variantTitle;
    if (record.sku !== undefined) set.sku = record.sku;
    if (record.description !== undefined) set.description = record.description;
    if (record.price !== undefined) set.price = record.price;
    if (record.oldPrice !== undefined) set.old_price = record.oldPrice;
    if (record.stock !== undefined) set.stock = record.stock;
    if (record.vendor !== undefined) set.vendor = record.vendor;
    if (record.width !== undefined) set.width = record.width;
    if (record.depth !== undefined) set.depth = record.depth;
    if (record.height !== undefined) set.height = record.height;
    if (record.material !== undefined) Object.assign(set, { material: materialCode(record.material), material_title: record.material });
    if (record.color !== undefined) Object.assign(set, { color: colorCode(record.color), color_title: record.color });
    if (record.pictures !== undefined) {
      const alt = record.name ?? "";
      const images: Image[] = record.pictures.map((src, i) => ({ src, ...PICTURE_SIZE, alt: i === 0 ? alt : `${alt}, фото ${i + 1}` }));
      set.images = JSON.stringify(images);
    }
    return set;
  }

  function differs(row: GoodRow, set: Updateable<GoodsTable>): Updateable<GoodsTable> {
    const diff: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(set)) {
      if (key === "images" ? !samePictures(row.images, value as string) : row[key as keyof GoodRow] !== value) diff[key] = value;
    }
    return diff as Updateable<GoodsTable>;
  }

  const reindex: GoodRow[] = [];

  function note(action: ChangeEntry["action"], record: GoodRecord, name: string) {
    if (changes.length < MAX_CHANGES) changes.push({ action, externalId: record.externalId, name });
  }

  /** Goods per model (its variants), for a new variant's article «артикул-N»; counted once per model per import. */
  const modelSizes = new Map<number, number>();

  /** The stored goods the new variants of a batch belong to, by their id in the file (those of the batch are found there). */
  async function parentsOfNewVariants(batch: Pending[], existing: Map<string, GoodRow>): Promise<Map<string, GoodRow>> {
    const keys = [
      ...new Set(batch.filter((p) => p.record.variantOf !== undefined && !existing.has(p.record.externalId)).map((p) => p.record.variantOf!)),
    ].filter((key) => !existing.has(key));
    const parents = new Map<string, GoodRow>();
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

  /** A good whose characteristics are sold is not sold itself: it is hidden, its variants are shown. */
  async function hideForVariants(parent: GoodRow, notInsertedYet: boolean): Promise<void> {
    if (parent.hidden !== 0) return;
    parent.hidden = 1;
    if (!notInsertedYet) await trx.updateTable("goods").set({ hidden: 1 }).where("id", "=", parent.id).execute();
    changed = true;
  }

  /** A characteristic's good: its good's card in its good's model, with its own label, article, price and stock. */
  function newVariant(parent: GoodRow, record: GoodRecord, set: Updateable<GoodsTable>): GoodRow {
    const id = ++lastGoodId;
    const number = modelSizes.get(parent.model_id) ?? 1;
    modelSizes.set(parent.model_id, number + 1);
    const stock = record.stock ?? 0;
    const delivery = deliveryDaysFor(stock);
    return {
      ...parent,
      id,
      handle: uniqueHandle(handles, `${parent.name} ${record.variantLabel}`, `good-${id}`),
      variant_title: VARIANT_TITLE,
      // Each variant has an article of its own: a spreadsheet finds goods by it.
      sku: record.sku && record.sku !== parent.sku ? record.sku : `${parent.sku}-${number}`,
      stock,
      popularity: 0,
      created_at: options.today,
      delivery_min: delivery.min,
      delivery_max: delivery.max,
      hidden: 0,
      ...(set as Partial<GoodRow>),
      external_source: format,
      external_id: record.externalId,
    };
  }

  /** A good's card changed: its characteristics' goods take the fields they share with it. */
  async function passOnToVariants(parent: GoodRow, diff: Updateable<GoodsTable>): Promise<void> {
    const shared = Object.fromEntries(Object.entries(diff).filter(([key]) => (SHARED_WITH_VARIANTS as readonly string[]).includes(key)));
    if (Object.keys(shared).length === 0) return;
    const variants = await trx
      .selectFrom("goods")
      .selectAll()
      .where("model_id", "=", parent.model_id)
      .where("id", "!=", parent.id)
      .where("external_source", "=", format)
      .where("external_id", "like", `${parent.external_id}#%`)
      .execute();
    if (variants.length === 0) return;
    await trx
      .updateTable("goods")
      .set(shared)
      .where(
        "id",
        "in",
        variants.map((v) => v.id),
      )
      .execute();
    for (const variant of variants) reindex.push({ ...variant, ...shared } as GoodRow);
  }

  async function flush(): Promise<void> {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    const keys = [...new Set(batch.map((p) => p.record.externalId))];
    const existing = new Map<string, GoodRow>();
    if (format === "csv") {
      // A spreadsheet's key is our own article, whichever feed the good came from.
      for (const row of await trx.selectFrom("goods").selectAll().where("sku", "in", keys).orderBy("id", "desc").execute())
        existing.set(row.sku, row);
    } else {
      for (const row of await trx.selectFrom("goods").selectAll().where("external_source", "=", format).where("external_id", "in", keys).execute()) {
        existing.set(row.external_id!, row);
      }
    }
    const skus = [...new Set(batch.filter((p) => !existing.has(p.record.externalId) && p.record.sku).map((p) => p.record.sku!))];
    const bySku = new Map<string, GoodRow>();
    if (skus.length) {
      for (const row of await trx.selectFrom("goods").selectAll().where("external_id", "is", null).where("sku", "in", skus).orderBy("id").execute()) {
        if (!bySku.has(row.sku)) bySku.set(row.sku, row);
      }
    }
    const parents = await parentsOfNewVariants(batch, existing);

    const inserts: Insertable<GoodsTable>[] = [];
    const createdNow = new Set<GoodRow>();
    const created = (good: GoodRow, record: GoodRecord) => {
      inserts.push(good);
      createdNow.add(good);
      existing.set(record.externalId, good);
      reindex.push(good);
      counters.created++;
      note("created", record, good.name);
    };
    for (const { record, offerOnly } of batch) {
      counters.processed++;
      const line = record.line ?? null;
      const set = await columnsOf(record);
      if (typeof set === "string") {
        rowError(line, set);
        counters.skipped++;
        continue;
      }
      let row = existing.get(record.externalId);
      if (!row && record.sku && bySku.has(record.sku)) {
        row = bySku.get(record.sku)!;
        bySku.delete(record.sku);
        set.external_source = format;
        set.external_id = record.externalId;
      }
      if (row && createdNow.has(row)) {
        // Twice in one batch: the second record amends the row still waiting to be inserted.
        Object.assign(row, set);
        counters.unchanged++;
        continue;
      }
      if (row) {
        const diff = differs(row, set);
        if (Object.keys(diff).length === 0) {
          counters.unchanged++;
          continue;
        }
        await trx.updateTable("goods").set(diff).where("id", "=", row.id).execute();
        const updated = { ...row, ...diff } as GoodRow;
        existing.set(record.externalId, updated);
        reindex.push(updated);
        counters.updated++;
        note("updated", record, updated.name);
        if (record.variantOf === undefined && updated.hidden === 1) await passOnToVariants(updated, diff);
        continue;
      }
      if (record.variantOf !== undefined) {
        const parent = existing.get(record.variantOf) ?? parents.get(record.variantOf);
        if (!parent || !record.variantLabel) {
          rowError(line, parent ? IMPORT_MESSAGES.noCharacteristic(record.externalId) : IMPORT_MESSAGES.unknownGood(record.variantOf));
          counters.skipped++;
          continue;
        }
        await hideForVariants(parent, createdNow.has(parent));
        created(newVariant(parent, record, set), record);
        continue;
      }
      if (offerOnly) {
        rowError(line, IMPORT_MESSAGES.unknownGood(record.externalId));
        counters.skipped++;
        continue;
      }
      if (!record.name) {
        rowError(line, IMPORT_MESSAGES.noName);
        counters.skipped++;
        continue;
      }
      if (set.section_id === undefined) {
        rowError(line, IMPORT_MESSAGES.noSection(""));
        counters.skipped++;
        continue;
      }
      const id = ++lastGoodId;
      const stock = record.stock ?? 0;
      const delivery = deliveryDaysFor(stock);
      const good: GoodRow = {
        id,
        model_id: id,
        section_id: set.section_id as number,
        handle: uniqueHandle(handles, record.name, `good-${id}`),
        name: record.name,
        variant_label: null,
        variant_title: "Цвет",
        sku: record.sku ?? record.externalId,
        price: 0,
        old_price: null,
        stock,
        color: "",
        color_title: "",
        material: "",
        material_title: "",
        width: 0,
        depth: 0,
        height: 0,
        description: "",
        images: "[]",
        popularity: 0,
        created_at: options.today,
        delivery_min: delivery.min,
        delivery_max: delivery.max,
        vendor: null,
        hidden: 0,
        ...(set as Partial<GoodRow>),
        external_source: format,
        external_id: record.externalId,
      };
      created(good, record);
    }
    for (let i = 0; i < inserts.length; i += INSERT_CHUNK)
      await trx
        .insertInto("goods")
        .values(inserts.slice(i, i + INSERT_CHUNK))
        .execute();
    await rewriteSearchTerms();
    options.onProgress?.({ ...counters });
  }

  async function rewriteSearchTerms(): Promise<void> {
    if (reindex.length === 0) return;
    changed = true;
    const rows = reindex.splice(0);
    const ids = [...new Set(rows.map((r) => r.id))];
    for (let i = 0; i < ids.length; i += BATCH) {
      await trx
        .deleteFrom("search_terms")
        .where("doc_type", "=", "good")
        .where("doc_id", "in", ids.slice(i, i + BATCH))
        .execute();
    }
    const docs = rows.map((g) => goodSearchDoc(g, sectionNames.get(g.section_id) ?? ""));
    await indexDocs(trx, docs);
  }

  async function push(record: GoodRecord, offerOnly: boolean) {
    pending.push({ record, offerOnly });
    if (pending.length >= BATCH) await flush();
  }

  return {
    counters,
    errors,
    changes,
    section: async (record) => {
      await flush(); // goods before it may name sections by the state before it
      await section(record);
    },
    good: (record) => push(record, false),
    offer: (record) => push(record, true),
    rowError,
    async finish() {
      await flush();
      if (changed) await bumpCatalogRevision(trx);
    },
  };
}
