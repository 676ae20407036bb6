import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import type { Database } from "../db/schema";
import { shownGoods } from "./cards";

/**
 * Catalogue filters (docs/api.md "Catalogue"): ranges take `{code}_from`/`{code}_to`, checkboxes take `{code}`
 * repeated, flags `{code}=1`. Malformed values are ignored. The price range counts in whole roubles, as the shopper
 * types it (goods store kopecks): `price_to=5000` takes goods up to 5 000,00 ₽, the range offered covers every price.
 */
export const RANGE_FILTERS = [
  { code: "price", title: "Цена, ₽" },
  { code: "width", title: "Ширина, см" },
  { code: "depth", title: "Глубина, см" },
  { code: "height", title: "Высота, см" },
] as const;
export const CHECKBOX_FILTERS = [
  { code: "color", title: "Цвет", titleColumn: "color_title" },
  { code: "material", title: "Материал", titleColumn: "material_title" },
] as const;

type RangeCode = (typeof RANGE_FILTERS)[number]["code"];
type CheckboxCode = (typeof CHECKBOX_FILTERS)[number]["code"];

export interface FilterState {
  ranges: Partial<Record<RangeCode, { from?: number; to?: number }>>;
  checks: Partial<Record<CheckboxCode, string[]>>;
  inStock: boolean;
}

const KOPECKS_PER_ROUBLE = 100;
const VALUE = /^[a-z0-9_-]{1,40}$/;
const MAX_VALUES = 20;

function num(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
}

export function parseFilters(params: URLSearchParams): FilterState {
  const state: FilterState = { ranges: {}, checks: {}, inStock: params.get("in_stock") === "1" };
  for (const { code } of RANGE_FILTERS) {
    const from = num(params.get(`${code}_from`));
    const to = num(params.get(`${code}_to`));
    if (from !== undefined || to !== undefined) state.ranges[code] = { from, to };
  }
  for (const { code } of CHECKBOX_FILTERS) {
    const values = [...new Set([...params.getAll(code), ...params.getAll(`${code}[]`)])].filter((v) => VALUE.test(v)).slice(0, MAX_VALUES);
    if (values.length) state.checks[code] = values;
  }
  return state;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type GoodsQuery<O> = SelectQueryBuilder<Database, "goods" | any, O>;

/**
 * «В наличии»: goods that ship from stock. A made-to-order good is made for its buyer whatever stock it keeps
 * (it reserves none), so it is never «В наличии», as its card says «Под заказ».
 */
const readyToShip = <O>(query: GoodsQuery<O>): GoodsQuery<O> => query.where("goods.stock", ">", 0).where("goods.made_to_order", "=", 0);

/** Adds the filter conditions to a query over `goods`; `except` leaves one filter out (for its own counts). */
export function applyFilters<O>(query: GoodsQuery<O>, state: FilterState, except?: string): GoodsQuery<O> {
  let q = query;
  for (const [code, range] of Object.entries(state.ranges)) {
    if (code === except || !range) continue;
    const column = `goods.${code}` as "goods.price";
    const unit = code === "price" ? KOPECKS_PER_ROUBLE : 1;
    if (range.from !== undefined) q = q.where(column, ">=", range.from * unit);
    if (range.to !== undefined) q = q.where(column, "<=", range.to * unit);
  }
  for (const [code, values] of Object.entries(state.checks)) {
    if (code === except || !values?.length) continue;
    q = q.where(`goods.${code}` as "goods.color", "in", values);
  }
  if (state.inStock && except !== "in_stock") q = readyToShip(q);
  return q;
}

/** The filters of a section (or the whole catalogue) with counts that reflect the other selected filters. */
export async function buildFilters(db: Kysely<Database>, sectionId: number | null, state: FilterState) {
  const base = () => {
    const q = shownGoods(db);
    return sectionId === null ? q : q.where("goods.section_id", "=", sectionId);
  };
  const ranges = await base()
    .select((eb) => [
      eb.fn.min("price").as("price_min"),
      eb.fn.max("price").as("price_max"),
      eb.fn.min("width").as("width_min"),
      eb.fn.max("width").as("width_max"),
      eb.fn.min("depth").as("depth_min"),
      eb.fn.max("depth").as("depth_max"),
      eb.fn.min("height").as("height_min"),
      eb.fn.max("height").as("height_max"),
    ])
    .executeTakeFirstOrThrow();
  const row = ranges as unknown as Record<string, number | null>;

  const checkboxes = await Promise.all(
    CHECKBOX_FILTERS.map(async (filter) => {
      // A good without a colour or material (an import that named none) adds no blank box to tick.
      const values = await applyFilters(base(), state, filter.code)
        .where(`goods.${filter.code}`, "!=", "")
        .where(`goods.${filter.titleColumn}`, "!=", "")
        .select([`goods.${filter.code} as value`, `goods.${filter.titleColumn} as title`])
        .select(sql<number>`count(*)`.as("count"))
        .groupBy([`goods.${filter.code}`, `goods.${filter.titleColumn}`])
        .orderBy(`goods.${filter.titleColumn}`)
        .execute();
      return {
        code: filter.code,
        type: "checkbox" as const,
        title: filter.title,
        values: (values as unknown as { value: string; title: string; count: number }[]).map((v) => ({
          value: v.value,
          title: v.title,
          count: Number(v.count),
        })),
      };
    }),
  );
  const inStock = await readyToShip(applyFilters(base(), state, "in_stock"))
    .select(sql<number>`count(*)`.as("count"))
    .executeTakeFirstOrThrow();

  const range = (code: RangeCode, title: string, unit = 1) => ({
    code,
    type: "range" as const,
    title,
    min: Math.floor(Number(row[`${code}_min`] ?? 0) / unit),
    max: Math.ceil(Number(row[`${code}_max`] ?? 0) / unit),
  });
  return [
    range("price", RANGE_FILTERS[0].title, KOPECKS_PER_ROUBLE),
    ...checkboxes,
    ...RANGE_FILTERS.slice(1).map((f) => range(f.code, f.title)),
    { code: "in_stock", type: "flag" as const, title: "В наличии", count: Number(inStock.count) },
  ];
}

export const SORTS = [
  { value: "popular", title: "По популярности" },
  { value: "price_asc", title: "Сначала дешевле" },
  { value: "price_desc", title: "Сначала дороже" },
  { value: "new", title: "Сначала новинки" },
] as const;
export type Sort = (typeof SORTS)[number]["value"];

export function parseSort(raw: string | null): Sort {
  return SORTS.some((s) => s.value === raw) ? (raw as Sort) : "popular";
}

export function applySort<O>(query: GoodsQuery<O>, sort: Sort): GoodsQuery<O> {
  switch (sort) {
    case "price_asc":
      return query.orderBy("goods.price", "asc").orderBy("goods.id", "asc");
    case "price_desc":
      return query.orderBy("goods.price", "desc").orderBy("goods.id", "asc");
    case "new":
      return query.orderBy("goods.created_at", "desc").orderBy("goods.id", "desc");
    default:
      return query.orderBy("goods.popularity", "desc").orderBy("goods.id", "asc");
  }
}
