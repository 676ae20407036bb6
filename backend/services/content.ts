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

type ContentTable = "ideas" | "news" | "portfolio";

/** A page of a content table's shown rows with these columns, newest first, and how many rows are shown in all. */
async function shownPage<T extends ContentTable, C extends keyof Selectable<Database[T]> & string>(
  db: Kysely<Database>,
  table: T,
  columns: C[],
  { limit, offset }: Page,
) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom(table as "news")
      .select(columns as (keyof Database["news"])[])
      .where("hidden", "=", 0)
      .orderBy("date", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom(table as "news")
      .select(sql<number>`count(*)`.as("count"))
      .where("hidden", "=", 0)
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows as unknown as Pick<Selectable<Database[T]>, C>[], total: Number(count.count) };
}

/** A shown item of a content table by its handle, without its visibility flag; undefined when missing or hidden. */
async function shownRow<T extends ContentTable>(db: Kysely<Database>, table: T, handle: string) {
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
export function listIdeas(db: Kysely<Database>, page: Page) {
  return shownPage(db, "ideas", ["id", "handle"], page);
}

/** An idea with its pictures and the cards of its goods, or undefined. */
export async function ideaByHandle(db: Kysely<Database>, handle: string) {
  const row = await shownRow(db, "ideas", handle);
  if (!row) return undefined;
  return { ...row, image: parseImage(row.image), gallery: parseImages(row.gallery), goods: await loadCards(db, goodIds(row.goods)) };
}

/** News, newest first, with their previews. */
export async function listNews(db: Kysely<Database>, page: Page) {
  const { items, total } = await shownPage(db, "news", ["id", "handle", "title", "date", "preview", "image"], page);
  return { items: items.map((r) => ({ ...r, image: parseImage(r.image) })), total };
}

/** A news item, or undefined. */
export async function newsByHandle(db: Kysely<Database>, handle: string) {
  const row = await shownRow(db, "news", handle);
  return row ? { ...row, image: parseImage(row.image) } : undefined;
}

/** Portfolio projects, newest first, with their previews. */
export async function listPortfolio(db: Kysely<Database>, page: Page) {
  const { items, total } = await shownPage(db, "portfolio", ["id", "handle", "title", "preview", "image", "city", "area"], page);
  return { items: items.map((r) => ({ ...r, image: parseImage(r.image) })), total };
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
