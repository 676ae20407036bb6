import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { DomainError } from "../errors";
import { nextId, type ContentInput, type ContentSummary, type StaffContentItem } from "./content-records";

/** Custom pages in the back office: each at an address of its own, with its title and description for search engines. */

/**
 * Addresses the storefront answers itself: a custom page there would never be reached. A stored page keeps its
 * address (the seeded «О компании» and «Контакты» are shown by pages of their own that read them).
 */
const RESERVED_PAGE_URLS = new Set([
  "1c_exchange",
  "about",
  "account",
  "admin",
  "api",
  "bench",
  "cart",
  "catalog",
  "checkout",
  "contacts",
  "favorites",
  "healthz",
  "ideas",
  "login",
  "logout",
  "media",
  "news",
  "partner",
  "payresult",
  "portfolio",
  "preferences",
  "request",
  "result",
  "search",
  "suggest",
]);

/** Whether a custom page may not take `handle` (`stored`: the address it has, which it keeps). */
export const isReservedPageUrl = (handle: string, stored: string | null) => RESERVED_PAGE_URLS.has(handle) && handle !== stored;

export async function readPage(conn: Kysely<Database>, id: number): Promise<StaffContentItem> {
  const row = await conn.selectFrom("pages").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new DomainError("not_found");
  return {
    kind: "page",
    id,
    title: row.title,
    handle: row.url,
    date: "",
    preview: "",
    image_url: "",
    text: row.text,
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    hidden: Number(row.hidden) === 1,
  };
}

export async function listPages(db: Kysely<Database>): Promise<ContentSummary[]> {
  const pages = await db.selectFrom("pages").select(["id", "url", "title", "hidden"]).execute();
  return pages.map((p) => ({ kind: "page", id: p.id, handle: p.url, title: p.title, date: "", hidden: Number(p.hidden) === 1 }));
}

/** Writes a page (`id` null: a new one) and answers its id; `item` becomes what is stored (no date, summary or cover). */
export async function writePage(trx: Kysely<Database>, id: number | null, item: ContentInput): Promise<number> {
  const values = {
    url: item.handle,
    title: item.title,
    text: item.text,
    seo_title: item.seo_title || item.title,
    seo_description: item.seo_description,
    hidden: item.hidden ? 1 : 0,
  };
  const itemId = id ?? (await nextId(trx, "pages"));
  if (id === null)
    await trx
      .insertInto("pages")
      .values({ id: itemId, ...values })
      .execute();
  else await trx.updateTable("pages").set(values).where("id", "=", id).execute();
  item.date = "";
  item.preview = "";
  item.image_url = "";
  item.seo_title = values.seo_title;
  return itemId;
}
