import { z } from "zod";
import { GOODS_BY_IDS_MAX } from "~/config/constants";
import { log } from "../log.server";
import { sanitizeHtml } from "../sanitize.server";
import { unavailable } from "../responses.server";
import { callApi, readJson } from "./client.server";
import { cachedParsed, cachedPageData } from "./public-cache.server";
import { goodCardSchema, imageSchema, paginationSchema, type GoodCard } from "./schemas.server";

/**
 * Catalogue calls (docs/api.md "Catalogue"). The main answers throw a 404 Response when the backend says no or
 * answers something unparseable; sub-fetches (sections, filters) are logged and left out.
 */
export type { GoodCard } from "./schemas.server";

const sectionSchema = z.object({ id: z.number(), handle: z.string(), name: z.string(), count: z.number(), image: imageSchema });
export type Section = z.infer<typeof sectionSchema>;

const listingSchema = z.object({
  section: z.object({ id: z.number(), handle: z.string(), name: z.string(), description: z.string() }).nullable(),
  goods: z.array(goodCardSchema),
  pagination: paginationSchema,
  sort: z.string(),
  sorts: z.array(z.object({ value: z.string(), title: z.string() })),
});
export type Listing = z.infer<typeof listingSchema>;

const filterSchema = z.discriminatedUnion("type", [
  z.object({ code: z.string(), type: z.literal("range"), title: z.string(), min: z.number(), max: z.number() }),
  z.object({
    code: z.string(),
    type: z.literal("checkbox"),
    title: z.string(),
    values: z.array(z.object({ value: z.string(), title: z.string(), count: z.number() })),
  }),
  z.object({ code: z.string(), type: z.literal("flag"), title: z.string(), count: z.number() }),
]);
export type Filter = z.infer<typeof filterSchema>;

const detailSchema = z.object({
  good: goodCardSchema.extend({
    sku: z.string(),
    description: z.string().transform(sanitizeHtml),
    material: z.object({ value: z.string(), title: z.string() }),
    color: z.object({ value: z.string(), title: z.string() }),
    dimensions: z.object({ width: z.number(), depth: z.number(), height: z.number() }),
    vendor: z.string().nullable().default(null),
    images: z.array(imageSchema),
    section: z.object({ handle: z.string(), name: z.string() }),
    variants: z.object({
      title: z.string(),
      goods: z.array(
        z.object({ id: z.number(), handle: z.string(), label: z.string(), price: z.number(), in_stock: z.boolean(), active: z.boolean() }),
      ),
    }),
    related: z.array(goodCardSchema),
    delivery_days: z.object({ min: z.number(), max: z.number() }),
    /** The earliest day this good can be delivered, `YYYY-MM-DD` ("" when a backend does not say). */
    delivery_from: z.string().catch("").default(""),
  }),
});
export type GoodDetail = z.infer<typeof detailSchema>["good"];

const sectionsSchema = z.object({ sections: z.array(sectionSchema) });
const filtersSchema = z.object({ filters: z.array(filterSchema) });
const goodsSchema = z.object({ goods: z.array(goodCardSchema) });

/** A cached sub-fetch's data, or `fallback` (logged) when it failed: the page shows without it. */
async function subFetch<T>(
  path: string,
  query: URLSearchParams | undefined,
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  what: string,
  fallback: T,
): Promise<T> {
  const data = await cachedParsed(path, query, schema, what);
  if (data !== null) return data;
  log.warn({ what }, "sub-fetch failed; left out");
  return fallback;
}

/** `GET /catalog`: one page of a section (or of the whole catalogue with `section` null). */
export async function getListing(section: string | null, params: URLSearchParams): Promise<Listing> {
  const query = new URLSearchParams(params);
  if (section) query.set("section_handle", section);
  return cachedPageData("/catalog", query, listingSchema, "catalog");
}

/** The sections, or none (logged) when that call failed: a section page still shows its goods. */
export async function getSections(): Promise<Section[]> {
  const answer = await subFetch("/catalog/section", undefined, sectionsSchema, "sections", { sections: [] });
  return answer.sections;
}

/** The sections for a page that is nothing without them (home): a thrown 404 or 503 like any page loader. */
export async function requireSections(): Promise<Section[]> {
  return (await cachedPageData("/catalog/section", undefined, sectionsSchema, "sections")).sections;
}

export async function getFilters(section: string | null, params: URLSearchParams): Promise<Filter[]> {
  const query = new URLSearchParams(params);
  query.set("section_handle", section ?? "");
  query.delete("page");
  query.delete("sort");
  const answer = await subFetch("/catalog/filter", query, filtersSchema, "filters", { filters: [] });
  return answer.filters;
}

export async function getGoodDetail(section: string, handle: string): Promise<GoodDetail> {
  return (await cachedPageData("/catalog/detail", { section_handle: section, handle }, detailSchema, "detail")).good;
}

/** Cards of cookie-held ids (cart, favourites, viewed), in their order; unknown ids are left out. */
export async function getGoodsByIds(ids: number[]): Promise<GoodCard[]> {
  if (ids.length === 0) return [];
  const response = await callApi("/catalog/goods", { query: { ids: ids.slice(0, GOODS_BY_IDS_MAX).join(",") } });
  if (!response.ok) throw unavailable();
  const parsed = goodsSchema.safeParse(await readJson(response));
  if (!parsed.success) throw unavailable();
  return parsed.data.goods;
}
