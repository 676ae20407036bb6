import { sql, type Kysely, type Selectable } from "kysely";
import { loadCards, parseImages, type Image } from "../catalog/cards";
import type { Database } from "../db/schema";

/** Content reads: ideas, news, portfolio (lists and details) and custom pages; what the back office hid is not there. */

export interface Page {
  limit: number;
  offset: number;
}

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

async function countOf(db: Kysely<Database>, table: "ideas" | "news" | "portfolio"): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`count(*)`.as("count"))
    .where("hidden", "=", 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A shown item of a content table by its handle, without its visibility flag; undefined when missing or hidden. */
async function shownRow<T extends "ideas" | "news" | "portfolio">(db: Kysely<Database>, table: T, handle: string) {
  const row = await db
    .selectFrom(table as "news")
    .selectAll()
    .where("handle", "=", handle)
    .where("hidden", "=", 0)
    .executeTakeFirst();
  if (!row) return undefined;
  const { hidden: _hidden, ...item } = row;
  return item as Omit<Selectable<Database[T]>, "hidden">;
}

/** Ideas, newest first: only ids and handles (the storefront asks each idea's detail). */
export async function listIdeas(db: Kysely<Database>, { limit, offset }: Page) {
  const [items, total] = await Promise.all([
    db
      .selectFrom("ideas")
      .select(["id", "handle"])
      .where("hidden", "=", 0)
      .orderBy("date", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .offset(offset)
      .execute(),
    countOf(db, "ideas"),
  ]);
  return { items, total };
}

/** An idea with its pictures and the cards of its goods, or undefined. */
export async function ideaByHandle(db: Kysely<Database>, handle: string) {
  const row = await shownRow(db, "ideas", handle);
  if (!row) return undefined;
  return { ...row, image: parseImage(row.image), gallery: parseImages(row.gallery), goods: await loadCards(db, goodIds(row.goods)) };
}

/** News, newest first, with their previews. */
export async function listNews(db: Kysely<Database>, { limit, offset }: Page) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom("news")
      .select(["id", "handle", "title", "date", "preview", "image"])
      .where("hidden", "=", 0)
      .orderBy("date", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .offset(offset)
      .execute(),
    countOf(db, "news"),
  ]);
  return { items: rows.map((r) => ({ ...r, image: parseImage(r.image) })), total };
}

/** A news item, or undefined. */
export async function newsByHandle(db: Kysely<Database>, handle: string) {
  const row = await shownRow(db, "news", handle);
  return row ? { ...row, image: parseImage(row.image) } : undefined;
}

/** Portfolio projects, newest first, with their previews. */
export async function listPortfolio(db: Kysely<Database>, { limit, offset }: Page) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom("portfolio")
      .select(["id", "handle", "title", "preview", "image", "city", "area"])
      .where("hidden", "=", 0)
      .orderBy("date", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .offset(offset)
      .execute(),
    countOf(db, "portfolio"),
  ]);
  return { items: rows.map((r) => ({ ...r, image: parseImage(r.image) })), total };
}

/** A portfolio project with its pictures and the cards of its goods, or undefined. */
export async function portfolioByHandle(db: Kysely<Database>, handle: string) {
  const row = await shownRow(db, "portfolio", handle);
  if (!row) return undefined;
  return { ...row, image: parseImage(row.image), gallery: parseImages(row.gallery), goods: await loadCards(db, goodIds(row.goods)) };
}

/** A custom page by its url (without slashes), or undefined. */
export async function pageByUrl(db: Kysely<Database>, url: string) {
  const row = await db.selectFrom("pages").selectAll().where("url", "=", url).where("hidden", "=", 0).executeTakeFirst();
  if (!row) return undefined;
  const { hidden: _hidden, ...page } = row;
  return page;
}
