import { LRUCache } from "lru-cache";
import { parseFilters, parseSort, SORTS } from "../catalog/filters";
import { revisionWatcher } from "../services/catalog-revision";
import type { StorefrontServices } from "../services/storefront";
import type { Context } from "./context";
import { paging, pagination, textParam } from "./query";
import { HttpError, ok } from "./respond";
import { MSG_NOT_FOUND } from "./common-messages";
import type { Route } from "./router";

const HANDLE = /^[a-z0-9-]{1,120}$/;

/** Sections rarely change; keep them for a minute (counts include out-of-stock goods, so orders don't move them). */
const sectionCache = new LRUCache<string, object>({ max: 4, ttl: 60_000 });
/** Filter answers by URL: a short TTL keeps in-stock counts close to the truth. */
const filterCache = new LRUCache<string, object>({ max: 500, ttl: 30_000 });

/** Both caches are dropped when the catalogue revision moves (checked at most once a second per backend). */
const watchers = new WeakMap<StorefrontServices["catalog"], ReturnType<typeof revisionWatcher>>();
function freshCaches(catalog: StorefrontServices["catalog"]): Promise<void> {
  let watcher = watchers.get(catalog);
  if (!watcher) {
    watcher = revisionWatcher(
      () => catalog.revision(),
      () => {
        sectionCache.clear();
        filterCache.clear();
      },
    );
    watchers.set(catalog, watcher);
  }
  return watcher.check();
}

/** `section_handle` absent or empty → the whole catalogue (null); unknown → 404. */
async function requestedSection(ctx: Context) {
  const handle = textParam(ctx.url, "section_handle");
  if (!handle) return null;
  const section = HANDLE.test(handle) ? await ctx.services.catalog.section(handle) : undefined;
  if (!section) throw new HttpError(404, MSG_NOT_FOUND);
  return section;
}

async function listing(ctx: Context): Promise<Response> {
  const section = await requestedSection(ctx);
  const filters = parseFilters(ctx.url.searchParams);
  const sort = parseSort(ctx.url.searchParams.get("sort"));
  const { page, limit, offset } = paging(ctx.url);
  const { goods, total } = await ctx.services.catalog.goods({ sectionId: section?.id ?? null, filters, sort, limit, offset });
  return ok({
    section,
    goods,
    pagination: pagination(page, limit, total),
    sort,
    sorts: SORTS,
  });
}

async function sections(ctx: Context): Promise<Response> {
  await freshCaches(ctx.services.catalog);
  let answer = sectionCache.get("all");
  if (!answer) {
    answer = { sections: await ctx.services.catalog.sections() };
    sectionCache.set("all", answer);
  }
  return ok(answer, { headers: { "Cache-Control": "public, max-age=60" } });
}

async function filters(ctx: Context): Promise<Response> {
  await freshCaches(ctx.services.catalog);
  const key = ctx.url.search;
  let answer = filterCache.get(key);
  if (!answer) {
    const section = await requestedSection(ctx);
    answer = { filters: await ctx.services.catalog.filters(section?.id ?? null, parseFilters(ctx.url.searchParams)) };
    filterCache.set(key, answer);
  }
  return ok(answer);
}

async function detail(ctx: Context): Promise<Response> {
  const sectionHandle = textParam(ctx.url, "section_handle");
  const handle = textParam(ctx.url, "handle");
  if (!HANDLE.test(handle) || !HANDLE.test(sectionHandle)) throw new HttpError(404, MSG_NOT_FOUND);
  const good = await ctx.services.catalog.good(sectionHandle, handle, new Date(ctx.now()).toISOString());
  if (!good) throw new HttpError(404, MSG_NOT_FOUND);
  return ok({ good });
}

/** `ids=1,2,3` (or `ids[]=` repeated): cards in the given order, at most 100, unknown ids left out. */
async function goodsByIds(ctx: Context): Promise<Response> {
  const raw = [...ctx.url.searchParams.getAll("ids"), ...ctx.url.searchParams.getAll("ids[]")].join(",");
  const ids = raw
    .split(",")
    .map((s) => s.trim())
    .filter((s) => /^\d{1,9}$/.test(s))
    .map(Number)
    .slice(0, 100);
  return ok({ goods: await ctx.services.catalog.cards(ids) });
}

/** The catalogue revision: storefront caches compare it with the one they were filled at. */
async function revision(ctx: Context): Promise<Response> {
  return ok({ revision: await ctx.services.catalog.revision() });
}

export const catalogRoutes: Route[] = [
  { method: "GET", path: "/catalog/revision", handler: revision },
  { method: "GET", path: "/catalog", handler: listing },
  { method: "GET", path: "/catalog/section", handler: sections },
  { method: "GET", path: "/catalog/filter", handler: filters },
  { method: "GET", path: "/catalog/detail", handler: detail },
  { method: "GET", path: "/catalog/goods", handler: goodsByIds },
];
