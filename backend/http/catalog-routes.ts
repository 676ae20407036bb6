import { sql } from "kysely";
import { LRUCache } from "lru-cache";
import { goodsWithCardColumns, loadCards, parseImages, toCard, type GoodRow } from "../catalog/cards";
import { applyFilters, applySort, buildFilters, parseFilters, parseSort, SORTS } from "../catalog/filters";
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

async function sectionByHandle(ctx: Context, handle: string) {
  if (!HANDLE.test(handle)) return undefined;
  return ctx.db.selectFrom("sections").select(["id", "handle", "name", "description"]).where("handle", "=", handle).executeTakeFirst();
}

/** `section_handle` absent or empty → the whole catalogue (null); unknown → 404. */
async function requestedSection(ctx: Context) {
  const handle = textParam(ctx.url, "section_handle");
  if (!handle) return null;
  const section = await sectionByHandle(ctx, handle);
  if (!section) throw new HttpError(404, MSG_NOT_FOUND);
  return section;
}

async function listing(ctx: Context): Promise<Response> {
  const section = await requestedSection(ctx);
  const filters = parseFilters(ctx.url.searchParams);
  const sort = parseSort(ctx.url.searchParams.get("sort"));
  const { page, limit, offset } = paging(ctx.url);
  let base = ctx.db.selectFrom("goods");
  if (section) base = base.where("goods.section_id", "=", section.id);
  const countRow = await applyFilters(base, filters).select(sql<number>`count(*)`.as("count")).executeTakeFirstOrThrow();
  const total = Number(countRow.count);

  let rowsQuery = goodsWithCardColumns(ctx.db);
  if (section) rowsQuery = rowsQuery.where("goods.section_id", "=", section.id);
  const rows = (await applySort(applyFilters(rowsQuery, filters), sort).limit(limit).offset(offset).execute()) as GoodRow[];
  return ok({
    section,
    goods: rows.map(toCard),
    pagination: pagination(page, limit, total),
    sort,
    sorts: SORTS,
  });
}

async function sections(ctx: Context): Promise<Response> {
  let answer = sectionCache.get("all");
  if (!answer) {
    const rows = await ctx.db
      .selectFrom("sections")
      .leftJoin("goods", "goods.section_id", "sections.id")
      .select(["sections.id", "sections.handle", "sections.name", "sections.kind"])
      .select(sql<number>`count(goods.id)`.as("count"))
      .groupBy(["sections.id", "sections.handle", "sections.name", "sections.kind", "sections.sort"])
      .orderBy("sections.sort")
      .execute();
    answer = {
      sections: rows.map((s) => ({
        id: s.id,
        handle: s.handle,
        name: s.name,
        count: Number(s.count),
        image: { src: `/media/sections/${s.handle}.svg`, width: 800, height: 600, alt: s.name },
      })),
    };
    sectionCache.set("all", answer);
  }
  return ok(answer, { headers: { "Cache-Control": "public, max-age=60" } });
}

async function filters(ctx: Context): Promise<Response> {
  const key = ctx.url.search;
  let answer = filterCache.get(key);
  if (!answer) {
    const section = await requestedSection(ctx);
    answer = { filters: await buildFilters(ctx.db, section?.id ?? null, parseFilters(ctx.url.searchParams)) };
    filterCache.set(key, answer);
  }
  return ok(answer);
}

async function detail(ctx: Context): Promise<Response> {
  const sectionHandle = textParam(ctx.url, "section_handle");
  const handle = textParam(ctx.url, "handle");
  if (!HANDLE.test(handle) || !HANDLE.test(sectionHandle)) throw new HttpError(404, MSG_NOT_FOUND);
  const row = (await goodsWithCardColumns(ctx.db)
    .where("goods.handle", "=", handle)
    .where("sections.handle", "=", sectionHandle)
    .select("sections.name as section_name")
    .executeTakeFirst()) as (GoodRow & { section_name: string }) | undefined;
  if (!row) throw new HttpError(404, MSG_NOT_FOUND);

  const [variants, related] = await Promise.all([
    ctx.db
      .selectFrom("goods")
      .select(["id", "handle", "variant_label", "price", "stock"])
      .where("model_id", "=", row.model_id)
      .orderBy("id")
      .execute(),
    goodsWithCardColumns(ctx.db)
      .where("goods.section_id", "=", row.section_id)
      .where("goods.model_id", "!=", row.model_id)
      .where("goods.stock", ">", 0)
      .orderBy("goods.popularity", "desc")
      .orderBy("goods.id")
      .limit(8)
      .execute(),
  ]);
  const card = toCard(row);
  return ok({
    good: {
      ...card,
      sku: row.sku,
      description: row.description,
      material: { value: row.material, title: row.material_title },
      color: { value: row.color, title: row.color_title },
      dimensions: { width: row.width, depth: row.depth, height: row.height },
      images: parseImages(row.images),
      section: { handle: row.section_handle, name: row.section_name },
      variants: {
        title: row.variant_title,
        goods: variants.map((v) => ({
          id: v.id,
          handle: v.handle,
          label: v.variant_label ?? row.name,
          price: v.price,
          in_stock: v.stock > 0,
          active: v.id === row.id,
        })),
      },
      related: (related as GoodRow[]).map(toCard),
      delivery_days: { min: row.delivery_min, max: row.delivery_max },
    },
  });
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
  return ok({ goods: await loadCards(ctx.db, ids) });
}

export const catalogRoutes: Route[] = [
  { method: "GET", path: "/catalog", handler: listing },
  { method: "GET", path: "/catalog/section", handler: sections },
  { method: "GET", path: "/catalog/filter", handler: filters },
  { method: "GET", path: "/catalog/detail", handler: detail },
  { method: "GET", path: "/catalog/goods", handler: goodsByIds },
];
