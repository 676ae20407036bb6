import { sql } from "kysely";
import { loadCards, parseImages, type Image } from "../catalog/cards";
import type { Context } from "./context";
import { paging, pagination, textParam } from "./query";
import { HttpError, ok } from "./respond";
import { MSG_NOT_FOUND } from "./common-messages";
import type { Route } from "./router";

const HANDLE = /^[a-z0-9-]{1,160}$/;

function parseImage(json: string): Image | null {
  try {
    return JSON.parse(json) as Image;
  } catch {
    return null;
  }
}

function goodIds(json: string): number[] {
  try {
    const ids = JSON.parse(json) as unknown;
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

function requireHandle(ctx: Context): string {
  const handle = textParam(ctx.url, "handle");
  if (!HANDLE.test(handle)) throw new HttpError(404, MSG_NOT_FOUND);
  return handle;
}

async function countOf(ctx: Context, table: "ideas" | "news" | "portfolio"): Promise<number> {
  const row = await ctx.db.selectFrom(table).select(sql<number>`count(*)`.as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** GET /idea: only ids and handles (spec §7); the storefront asks each idea's detail. */
async function ideaList(ctx: Context) {
  const { page, limit, offset } = paging(ctx.url, 12, 60);
  const [items, total] = await Promise.all([
    ctx.db.selectFrom("ideas").select(["id", "handle"]).orderBy("date", "desc").orderBy("id", "desc").limit(limit).offset(offset).execute(),
    countOf(ctx, "ideas"),
  ]);
  return ok({ items, pagination: pagination(page, limit, total) });
}

async function ideaDetail(ctx: Context) {
  const row = await ctx.db.selectFrom("ideas").selectAll().where("handle", "=", requireHandle(ctx)).executeTakeFirst();
  if (!row) throw new HttpError(404, MSG_NOT_FOUND);
  return ok({ ...row, image: parseImage(row.image), gallery: parseImages(row.gallery), goods: await loadCards(ctx.db, goodIds(row.goods)) });
}

async function newsList(ctx: Context) {
  const { page, limit, offset } = paging(ctx.url, 12, 60);
  const [rows, total] = await Promise.all([
    ctx.db.selectFrom("news").select(["id", "handle", "title", "date", "preview", "image"]).orderBy("date", "desc").orderBy("id", "desc").limit(limit).offset(offset).execute(),
    countOf(ctx, "news"),
  ]);
  return ok({ items: rows.map((r) => ({ ...r, image: parseImage(r.image) })), pagination: pagination(page, limit, total) });
}

async function newsDetail(ctx: Context) {
  const row = await ctx.db.selectFrom("news").selectAll().where("handle", "=", requireHandle(ctx)).executeTakeFirst();
  if (!row) throw new HttpError(404, MSG_NOT_FOUND);
  return ok({ ...row, image: parseImage(row.image) });
}

async function portfolioList(ctx: Context) {
  const { page, limit, offset } = paging(ctx.url, 12, 60);
  const [rows, total] = await Promise.all([
    ctx.db.selectFrom("portfolio").select(["id", "handle", "title", "preview", "image", "city", "area"]).orderBy("date", "desc").orderBy("id", "desc").limit(limit).offset(offset).execute(),
    countOf(ctx, "portfolio"),
  ]);
  return ok({ items: rows.map((r) => ({ ...r, image: parseImage(r.image) })), pagination: pagination(page, limit, total) });
}

async function portfolioDetail(ctx: Context) {
  const row = await ctx.db.selectFrom("portfolio").selectAll().where("handle", "=", requireHandle(ctx)).executeTakeFirst();
  if (!row) throw new HttpError(404, MSG_NOT_FOUND);
  return ok({ ...row, image: parseImage(row.image), gallery: parseImages(row.gallery), goods: await loadCards(ctx.db, goodIds(row.goods)) });
}

async function pageDetail(ctx: Context) {
  const url = textParam(ctx.url, "url").replace(/^\/+|\/+$/g, "");
  if (!HANDLE.test(url)) throw new HttpError(404, MSG_NOT_FOUND);
  const row = await ctx.db.selectFrom("pages").selectAll().where("url", "=", url).executeTakeFirst();
  if (!row) throw new HttpError(404, MSG_NOT_FOUND);
  return ok(row);
}

export const contentRoutes: Route[] = [
  { method: "GET", path: "/idea", handler: ideaList },
  { method: "GET", path: "/idea/detail", handler: ideaDetail },
  { method: "GET", path: "/news", handler: newsList },
  { method: "GET", path: "/news/detail", handler: newsDetail },
  { method: "GET", path: "/portfolio", handler: portfolioList },
  { method: "GET", path: "/portfolio/detail", handler: portfolioDetail },
  { method: "GET", path: "/page/detail", handler: pageDetail },
];
