import { z } from "zod";
import { SEARCH_MAX_LENGTH } from "~/config/constants";
import { log } from "../log.server";
import { unavailable } from "../responses.server";
import { sanitizeHtml } from "../sanitize.server";
import { callApi, readJson } from "./client.server";
import { cachedPageData } from "./public-cache.server";
import { goodCardSchema, imageSchema, paginationSchema } from "./schemas.server";
import { NO_SEARCH_SUGGESTIONS, type SearchSuggestAnswer } from "~/forms/search-suggest";
import { itemHref } from "~/lib/handles";

/**
 * Ideas, news, portfolio and search (docs/api.md "Content", "Search"). Details throw a 404 Response on any
 * failure; rich text is sanitised here, once, before any page renders it.
 */
const cardBase = {
  id: z.number(),
  handle: z.string(),
  title: z.string(),
  date: z.string().default(""),
  preview: z.string().default(""),
  image: imageSchema.nullable().default(null),
};
const detailBase = { ...cardBase, text: z.string().transform(sanitizeHtml) };
const ideaSchema = z.object({ ...detailBase, gallery: z.array(imageSchema).default([]), goods: z.array(goodCardSchema).default([]) });
const newsSchema = z.object(detailBase);
const portfolioSchema = z.object({
  ...detailBase,
  city: z.string().default(""),
  area: z.string().default(""),
  gallery: z.array(imageSchema).default([]),
  goods: z.array(goodCardSchema).default([]),
});
export type Idea = z.infer<typeof ideaSchema>;
export type News = z.infer<typeof newsSchema>;
export type Portfolio = z.infer<typeof portfolioSchema>;

const listItemSchema = z.object({ ...cardBase, city: z.string().optional(), area: z.string().optional() });
export type ContentListItem = z.infer<typeof listItemSchema>;

/** A cached public answer, checked once per answer; a thrown 404 when the backend said no, 503 when it could not answer. */
function parsed<T>(path: string, query: Record<string, string>, schema: z.ZodType<T, z.ZodTypeDef, unknown>): Promise<T> {
  return cachedPageData(path, query, schema, path);
}

const listSchema = z.object({ items: z.array(listItemSchema), pagination: paginationSchema });
const ideaHandlesSchema = z.object({ items: z.array(z.object({ handle: z.string() })), pagination: paginationSchema });

const pageQuery = (page: number, limit: number) => ({ page: String(page), limit: String(limit) });

export const getIdea = (handle: string) => parsed("/idea/detail", { handle }, ideaSchema);
export const getNews = (handle: string) => parsed("/news/detail", { handle }, newsSchema);
export const getPortfolio = (handle: string) => parsed("/portfolio/detail", { handle }, portfolioSchema);

export const listNews = (page: number, limit = 12) => parsed("/news", pageQuery(page, limit), listSchema);
export const listPortfolio = (page: number, limit = 12) => parsed("/portfolio", pageQuery(page, limit), listSchema);

/**
 * The idea list: the list call gives handles, each idea's details come from its own call, and an idea whose
 * details fail is skipped, logged, not an error: one broken idea must not hide the others.
 */
export async function listIdeas(page: number, limit = 12) {
  const list = await parsed("/idea", pageQuery(page, limit), ideaHandlesSchema);
  const details = await Promise.all(
    list.items.map((item) =>
      getIdea(item.handle).catch(() => {
        log.warn({ handle: item.handle }, "idea details failed; idea skipped");
        return null;
      }),
    ),
  );
  return { items: details.filter((idea): idea is Idea => idea !== null), pagination: list.pagination };
}

const searchSchema = z.object({
  search: z.string(),
  goods: z.array(goodCardSchema),
  goods_total: z.number(),
  pagination: paginationSchema,
  content: z.array(z.object({ type: z.string(), title: z.string(), preview: z.string().default(""), url: z.string() })),
  content_total: z.number(),
  read_as: z.string().nullable().default(null),
  did_you_mean: z.string().nullable().default(null),
});
export type SearchResult = z.infer<typeof searchSchema>;

const suggestSchema = z.object({
  queries: z.array(z.object({ text: z.string(), url: z.string() })),
  sections: z.array(z.object({ name: z.string(), url: z.string() })),
  goods: z.array(goodCardSchema),
});

/**
 * `GET /search/suggest`: what to offer under the header box, goods cut to what the list shows. Nothing to
 * offer (logged) when the backend fails: the box still searches.
 */
export async function suggestSearch(text: string): Promise<SearchSuggestAnswer> {
  const response = await callApi("/search/suggest", { query: { search: text.slice(0, SEARCH_MAX_LENGTH) } });
  const result = response.ok ? suggestSchema.safeParse(await readJson(response)) : null;
  if (!result?.success) {
    log.warn({ status: response.status }, "search suggestions failed; none offered");
    return NO_SEARCH_SUGGESTIONS;
  }
  return {
    queries: result.data.queries,
    sections: result.data.sections,
    goods: result.data.goods.map((good) => ({
      name: good.name,
      url: itemHref(good),
      price: good.price,
      image: { src: good.image.src, alt: good.image.alt || good.name },
    })),
  };
}

/** `GET /search`: the text is cut to SEARCH_MAX_LENGTH here too, whatever the client sent. */
export async function search(text: string, page: number): Promise<SearchResult> {
  const query = { search: text.slice(0, SEARCH_MAX_LENGTH), page: String(page) };
  const response = await callApi("/search", { query });
  const result = response.ok ? searchSchema.safeParse(await readJson(response)) : null;
  if (!result?.success) throw unavailable();
  return result.data;
}
