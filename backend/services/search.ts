import { sql, type Kysely } from "kysely";
import { loadCards, type GoodCard } from "../catalog/cards";
import type { Database } from "../db/schema";
import { searchTerms } from "../search/terms";

const MAX_TERMS = 8;
const CONTENT_LIMIT = 20;

type Hit = { doc_type: string; doc_id: number; score: number };

export interface ContentHit {
  type: string;
  title: string;
  preview: string;
  url: string;
}

export interface SearchResult {
  goods: GoodCard[];
  goodsTotal: number;
  content: ContentHit[];
  contentTotal: number;
}

/**
 * Documents that have every term of the query (AND), best first: the summed field weights, then id.
 * Terms are stems, so word forms match; ё = е and case are folded by `searchTerms`.
 */
async function hits(db: Kysely<Database>, terms: string[], types: string[]): Promise<Hit[]> {
  const rows = await db
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

async function contentItems(db: Kysely<Database>, found: Hit[]): Promise<ContentHit[]> {
  const items = await Promise.all(
    found.slice(0, CONTENT_LIMIT).map(async (hit) => {
      if (hit.doc_type === "page") {
        const page = await db.selectFrom("pages").select(["url", "title", "seo_description"]).where("id", "=", hit.doc_id).executeTakeFirst();
        return page ? { type: "page", title: page.title, preview: page.seo_description, url: `/${page.url}` } : null;
      }
      const table = hit.doc_type === "idea" ? "ideas" : hit.doc_type === "news" ? "news" : "portfolio";
      const row = await db.selectFrom(table).select(["handle", "title", "preview"]).where("id", "=", hit.doc_id).executeTakeFirst();
      return row ? { type: hit.doc_type, title: row.title, preview: row.preview, url: `${CONTENT_URL[hit.doc_type]}/${row.handle}` } : null;
    }),
  );
  return items.filter((item) => item !== null);
}

/** Goods (one page of them) and content (the first 20) that match every word of `text`. */
export async function searchGoodsAndContent(db: Kysely<Database>, text: string, page: { limit: number; offset: number }): Promise<SearchResult> {
  const terms = [...new Set(searchTerms(text))].slice(0, MAX_TERMS);
  if (terms.length === 0) return { goods: [], goodsTotal: 0, content: [], contentTotal: 0 };
  const [goodHits, contentHits] = await Promise.all([hits(db, terms, ["good"]), hits(db, terms, ["idea", "news", "portfolio", "page"])]);
  const [goods, content] = await Promise.all([
    loadCards(
      db,
      goodHits.slice(page.offset, page.offset + page.limit).map((h) => h.doc_id),
    ),
    contentItems(db, contentHits),
  ]);
  return { goods, goodsTotal: goodHits.length, content, contentTotal: contentHits.length };
}
