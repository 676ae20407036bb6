import { z } from "zod";
import { SITEMAP_FRESH_MS } from "~/config/constants";
import { callApi, readJson } from "./api/client.server";
import { getSections } from "./api/catalog.server";
import { swrCache } from "./cache.server";
import { checkCatalogRevision, onCatalogChange } from "./catalog-revision.server";
import { log } from "./log.server";

/** Every public URL: home, catalogue sections and items, ideas, news, portfolio and custom pages. */
const SEEDED_PAGES = ["about", "contacts", "delivery", "payment", "returns", "privacy", "offer"];
const MAX_PAGES = 500;

async function allHandles(path: string, query: Record<string, string>, pick: (item: Record<string, unknown>) => string | null): Promise<string[]> {
  const out: string[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const response = await callApi(path, { query: { ...query, page: String(page), limit: "60" } });
    const parsed = response.ok
      ? z
          .object({
            items: z.array(z.record(z.unknown())).optional(),
            goods: z.array(z.record(z.unknown())).optional(),
            pagination: z.object({ pages: z.number() }),
          })
          .safeParse(await readJson(response))
      : null;
    if (!parsed?.success) {
      log.warn({ path }, "sitemap list failed; part left out");
      break;
    }
    for (const item of parsed.data.items ?? parsed.data.goods ?? []) {
      const value = pick(item);
      if (value) out.push(value);
    }
    if (page >= parsed.data.pagination.pages) break;
  }
  return out;
}

async function collectPaths(): Promise<string[]> {
  const handle = (item: Record<string, unknown>) => (typeof item.handle === "string" ? item.handle : null);
  const [sections, items, ideas, news, portfolio] = await Promise.all([
    getSections(),
    allHandles("/catalog", {}, (g) =>
      typeof g.handle === "string" && typeof g.section_handle === "string" ? `${g.section_handle}/${g.handle}` : null,
    ),
    allHandles("/idea", {}, handle),
    allHandles("/news", {}, handle),
    allHandles("/portfolio", {}, handle),
  ]);
  return [
    "/",
    "/catalog",
    ...sections.map((s) => `/catalog/${s.handle}`),
    ...items.map((i) => `/catalog/${i}`),
    "/ideas",
    ...ideas.map((h) => `/ideas/${h}`),
    "/news",
    ...news.map((h) => `/news/${h}`),
    "/portfolio",
    ...portfolio.map((h) => `/portfolio/${h}`),
    "/partner",
    ...SEEDED_PAGES.map((p) => `/${p}`),
  ];
}

/**
 * The sitemap's paths, built once and kept: dropped when the catalogue revision moves (an import adds or removes
 * goods), and rebuilt after an hour anyway for content changes.
 */
const sitemapCache = swrCache({ key: "sitemap", freshMs: SITEMAP_FRESH_MS, load: collectPaths });
onCatalogChange(() => sitemapCache.clear());

export async function sitemapPaths(): Promise<string[]> {
  await checkCatalogRevision();
  return sitemapCache.get();
}
