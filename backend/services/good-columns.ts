import type { Selectable, Updateable } from "kysely";
import { parseImages, type Image } from "../catalog/cards";
import { slugify } from "../catalog/translit";
import type { GoodsTable } from "../db/schema-catalog";
import { COLORS, MATERIALS } from "../db/seed/catalog-data";
import type { ExchangeFormat, GoodRecord } from "../exchange/records";

/**
 * A good's stored columns from what an import file (or the back office's form) gives: the filter codes of the
 * colour and material titles, the pictures, a new good's delivery days and defaults, and which columns a record
 * would change.
 */

export type StoredGood = Selectable<GoodsTable>;

/** Delivery days of a new good: in stock ships in 2–5 days, made to order in 14–30 (as the demo goods). */
const DELIVERY_IN_STOCK = { min: 2, max: 5 };
const DELIVERY_TO_ORDER = { min: 14, max: 30 };
/** Imported pictures keep their URL or path; their real size is unknown until the image pipeline reads them. */
const PICTURE_SIZE = { width: 1200, height: 900 };

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

/** The columns a record sets, as stored; `sectionId` is the section it names (undefined: it names none). */
export function columnsOf(record: GoodRecord, sectionId: number | undefined): Updateable<GoodsTable> {
  const set: Updateable<GoodsTable> = {};
  if (sectionId !== undefined) set.section_id = sectionId;
  if (record.name !== undefined) set.name = record.name;
  if (record.variantLabel !== undefined) set.variant_label = record.variantLabel;
  if (record.variantTitle !== undefined) set.variant_title = record.variantTitle;
  if (record.sku !== undefined) set.sku = record.sku;
  if (record.description !== undefined) set.description = record.description;
  if (record.price !== undefined) set.price = record.price;
  if (record.oldPrice !== undefined) set.old_price = record.oldPrice;
  if (record.stock !== undefined) set.stock = record.stock;
  if (record.madeToOrder !== undefined) set.made_to_order = record.madeToOrder ? 1 : 0;
  if (record.leadDays !== undefined) Object.assign(set, { delivery_min: record.leadDays.min, delivery_max: record.leadDays.max });
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

// A picture the image pipeline took keeps the import's URL as its origin: the same feed is the same pictures.
const pictureSources = (json: string) => parseImages(json).map((image) => image.origin ?? image.src);

/** Pictures are the same when their sources are: a file gives no sizes or alt texts to compare. */
function samePictures(a: string, b: string): boolean {
  return JSON.stringify(pictureSources(a)) === JSON.stringify(pictureSources(b));
}

/** How many pictures (by source) the stored `after` has that `before` had not, and the reverse; a count of 0 is left out. */
export function photoChanges(before: string, after: string): { photosAdded?: number; photosRemoved?: number } {
  const [was, is] = [pictureSources(before), pictureSources(after)];
  const added = is.filter((src) => !was.includes(src)).length;
  const removed = was.filter((src) => !is.includes(src)).length;
  return { ...(added ? { photosAdded: added } : {}), ...(removed ? { photosRemoved: removed } : {}) };
}

/** The columns of `set` whose values differ from the stored good's. */
export function changedColumns(row: StoredGood, set: Updateable<GoodsTable>): Updateable<GoodsTable> {
  const diff: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(set)) {
    if (key === "images" ? !samePictures(row.images, value as string) : row[key as keyof StoredGood] !== value) diff[key] = value;
  }
  return diff as Updateable<GoodsTable>;
}

/** A new good of its own model from a record with a name and a section: the columns it sets over the defaults. */
export function newGood(
  good: { id: number; modelId: number; handle: string; sectionId: number; name: string; today: string; format: ExchangeFormat },
  record: GoodRecord,
  set: Updateable<GoodsTable>,
): StoredGood {
  const stock = record.stock ?? 0;
  const delivery = deliveryDaysFor(stock);
  return {
    id: good.id,
    model_id: good.modelId,
    section_id: good.sectionId,
    handle: good.handle,
    name: good.name,
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
    created_at: good.today,
    delivery_min: delivery.min,
    delivery_max: delivery.max,
    vendor: null,
    hidden: 0,
    made_to_order: 0,
    ...(set as Partial<StoredGood>),
    external_source: good.format,
    external_id: record.externalId,
  };
}
