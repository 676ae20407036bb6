import { sql } from "kysely";
import { loadCards } from "../catalog/cards";
import { searchTerms } from "../search/terms";
import type { Context } from "./context";
import { paging, pagination } from "./query";
import { ok } from "./respond";
import type { Route } from "./router";

const MAX_SEARCH = 100;
const MAX_TERMS = 8;
const CONTENT_LIMIT = 20;

type Hit = { doc_type: string; doc_id: number; score: number };

/**
 * Documents that have every term of the query (AND), best first: the summed field weights, then id.
 * Terms are stems, so word forms match; ё = е and case are folded by `searchTerms`.
 */
async function hits(ctx: Context, terms: string[], types: string[]): Promise<Hit[]> {
  const rows = await ctx.db
    .selectFrom("search_terms")
    .select(["doc_type", "doc_id"])
    .select(sql<number>`sum(weight)`.as("score"))
    .where("term", "in", terms)
    .where("doc_type", "in", types)
    .groupBy(["doc_type", "doc_id"])
    .having(sql`count(distinct term)`, "=", terms.length)
    .orderBy("score", "desc")
    .orderBy("doc_id", "asc")
    .execute();
  return rows.map((r) => ({ ...r, score: Number(r.score) }));
}

const CONTENT_URL: Record<string, string> = { idea: "/ideas", news: "/news", portfolio: "/portfolio" };

async function contentItems(ctx: Context, found: Hit[]) {
  const items = await Promise.all(
    found.slice(0, CONTENT_LIMIT).map(async (hit) => {
      if (hit.doc_type === "page") {
        const page = await ctx.db.selectFrom("pages").select(["url", "title", "seo_description"]).where("id", "=", hit.doc_id).executeTakeFirst();
        return page ? { type: "page", title: page.title, preview: page.seo_description, url: `/${page.url}` } : null;
      }
      const table = hit.doc_type === "idea" ? "ideas" : hit.doc_type === "news" ? "news" : "portfolio";
      const row = await ctx.db.selectFrom(table).select(["handle", "title", "preview"]).where("id", "=", hit.doc_id).executeTakeFirst();
      return row ? { type: hit.doc_type, title: row.title, preview: row.preview, url: `${CONTENT_URL[hit.doc_type]}/${row.handle}` } : null;
    }),
  );
  return items.filter((item) => item !== null);
}

async function search(ctx: Context): Promise<Response> {
  const text = (ctx.url.searchParams.get("search") ?? "").slice(0, MAX_SEARCH).trim();
  const { page, limit, offset } = paging(ctx.url);
  const terms = [...new Set(searchTerms(text))].slice(0, MAX_TERMS);
  if (terms.length === 0) {
    return ok({ search: text, goods: [], goods_total: 0, pagination: pagination(page, limit, 0), content: [], content_total: 0 });
  }
  const [goodHits, contentHits] = await Promise.all([
    hits(ctx, terms, ["good"]),
    hits(ctx, terms, ["idea", "news", "portfolio", "page"]),
  ]);
  const [goods, content] = await Promise.all([
    loadCards(ctx.db, goodHits.slice(offset, offset + limit).map((h) => h.doc_id)),
    contentItems(ctx, contentHits),
  ]);
  return ok({
    search: text,
    goods,
    goods_total: goodHits.length,
    pagination: pagination(page, limit, goodHits.length),
    content,
    content_total: contentHits.length,
  });
}

export const searchRoutes: Route[] = [{ method: "GET", path: "/search", handler: search }];
