import type { Kysely } from "kysely";
import { loadCards, type GoodCard } from "../catalog/cards";
import type { Database } from "../db/schema";
import { matchPostings, type Hit } from "../search/postings";
import { planQuery, type QueryPlan, type Slot } from "../search/query-plan";
import { searchIndex, type SearchIndex } from "./search-index";

const MAX_WORDS = 8;
const CONTENT_LIMIT = 20;

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
  /** The query as read when a word was corrected («дван» → «диван»), else null. */
  readAs: string | null;
  /** When nothing was found: a query that finds something, as a shopper would type it, else null. */
  didYouMean: string | null;
}

const CONTENT_URL: Record<string, string> = { idea: "/ideas", news: "/news", portfolio: "/portfolio" };
const CONTENT_TABLE = { idea: "ideas", news: "news", portfolio: "portfolio" } as const;

/** The ids of `found` of one type. */
const idsOf = (found: Hit[], type: string) => found.filter((hit) => hit.doc_type === type).map((hit) => hit.doc_id);

/** The content items of `found`, in its order: one statement per type, not one per item. */
async function contentItems(db: Kysely<Database>, found: Hit[]): Promise<ContentHit[]> {
  const items = new Map<string, ContentHit>();
  const pageIds = idsOf(found, "page");
  const pages = pageIds.length
    ? await db.selectFrom("pages").select(["id", "url", "title", "seo_description"]).where("id", "in", pageIds).execute()
    : [];
  for (const page of pages) items.set(`page:${page.id}`, { type: "page", title: page.title, preview: page.seo_description, url: `/${page.url}` });
  for (const [type, table] of Object.entries(CONTENT_TABLE)) {
    const ids = idsOf(found, type);
    const rows = ids.length ? await db.selectFrom(table).select(["id", "handle", "title", "preview"]).where("id", "in", ids).execute() : [];
    for (const row of rows)
      items.set(`${type}:${row.id}`, { type, title: row.title, preview: row.preview, url: `${CONTENT_URL[type]}/${row.handle}` });
  }
  return found.map((hit) => items.get(`${hit.doc_type}:${hit.doc_id}`)).filter((item) => item !== undefined);
}

/** The query's words, at most MAX_WORDS of them (the rest of a long paste is ignored). */
const capped = (text: string) => text.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS).join(" ");

/** The plan of `text` against the current index, or null when it has no words. */
export async function plan(db: Kysely<Database>, text: string, extraEdits = 0): Promise<{ index: SearchIndex; plan: QueryPlan | null }> {
  const index = await searchIndex(db);
  return { index, plan: planQuery(index.vocabulary, index.synonyms, capped(text), extraEdits) };
}

/**
 * What the shopper may have meant when the query found nothing, in words a shopper reads: the query read with
 * one more edit allowed per word if that finds goods; else, for several words, the query without the one word
 * that keeps the most goods.
 */
function didYouMean(index: SearchIndex, text: string): string | null {
  const words = capped(text).split(" ");
  const whole = planQuery(index.vocabulary, index.synonyms, words.join(" "), 1);
  if (whole && matchPostings(index.goods, whole.slots).count > 0) return whole.words.join(" ");
  let best: { words: string[]; found: number } | null = null;
  for (let skip = 0; words.length > 1 && skip < words.length; skip++) {
    const shorter = planQuery(index.vocabulary, index.synonyms, words.filter((_, i) => i !== skip).join(" "), 1);
    if (!shorter) continue;
    const found = matchPostings(index.goods, shorter.slots).count;
    if (found > (best?.found ?? 0)) best = { words: shorter.words, found };
  }
  return best ? best.words.join(" ") : null;
}

/** Goods (one page of them) and content (the first 20) that match every word of `text`, typos forgiven. */
export async function searchGoodsAndContent(db: Kysely<Database>, text: string, page: { limit: number; offset: number }): Promise<SearchResult> {
  const { index, plan: query } = await plan(db, text);
  const nothing = { goods: [], goodsTotal: 0, content: [], contentTotal: 0, readAs: null, didYouMean: null };
  if (!query) return nothing;
  const goodHits = matchPostings(index.goods, query.slots);
  const contentHits = matchPostings(index.content, query.slots);
  const [goods, content] = await Promise.all([
    loadCards(
      db,
      goodHits.best(page.limit, page.offset).map((h) => h.doc_id),
    ),
    contentItems(db, contentHits.best(CONTENT_LIMIT)),
  ]);
  const none = goodHits.count === 0 && contentHits.count === 0;
  return {
    goods,
    goodsTotal: goodHits.count,
    content,
    contentTotal: contentHits.count,
    readAs: query.corrected && !none ? query.words.join(" ") : null,
    didYouMean: none ? didYouMean(index, text) : null,
  };
}

/** Goods ids matching `slots`, best first, at most `limit`. */
export function bestGoods(index: SearchIndex, slots: Slot[], limit: number): number[] {
  return matchPostings(index.goods, slots)
    .best(limit)
    .map((hit) => hit.doc_id);
}
