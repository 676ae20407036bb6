import { sql, type Kysely, type RawBuilder } from "kysely";
import { loadCards, type GoodCard } from "../catalog/cards";
import type { Database } from "../db/schema";
import { planQuery, type QueryPlan, type Slot } from "../search/query-plan";
import { searchIndex, type SearchIndex } from "./search-index";

const MAX_WORDS = 8;
const CONTENT_LIMIT = 20;
const GOOD_TYPES = ["good"];
const CONTENT_TYPES = ["idea", "news", "portfolio", "page"];

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
  /** The query as read when a word was corrected («дван» → «диван»), else null. */
  readAs: string | null;
  /** When nothing was found: a query that finds something, as a shopper would type it, else null. */
  didYouMean: string | null;
}

const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The documents matching one slot, with the slot's number and their score in it. */
function slotParts(slot: Slot, index: number, types: string[]): RawBuilder<unknown>[] {
  const parts: RawBuilder<unknown>[] = [];
  if (slot.terms.length > 0) {
    parts.push(sql`select doc_type, doc_id, ${sql.lit(index)} as slot, max(weight) as score from search_terms
      where term in (${list(slot.terms)}) and doc_type in (${list(types)}) group by doc_type, doc_id`);
  }
  for (const phrase of slot.phrases) {
    parts.push(sql`select doc_type, doc_id, ${sql.lit(index)} as slot, sum(weight) as score from search_terms
      where term in (${list(phrase)}) and doc_type in (${list(types)}) group by doc_type, doc_id
      having count(distinct term) = ${sql.lit(phrase.length)}`);
  }
  return parts;
}

/**
 * Documents that match every slot of the query (AND; within a slot any of its terms, or all words of one of
 * its phrases), best first: the summed best field weight of each slot, then id. One statement, the same on
 * SQLite and PostgreSQL.
 */
async function hits(db: Kysely<Database>, slots: Slot[], types: string[]): Promise<Hit[]> {
  const parts = slots.flatMap((slot, i) => slotParts(slot, i, types));
  const { rows } = await sql<Hit>`select doc_type, doc_id, sum(score) as score from (
      select doc_type, doc_id, slot, max(score) as score from (${sql.join(parts, sql` union all `)}) as parts
      group by doc_type, doc_id, slot
    ) as slots group by doc_type, doc_id having count(*) = ${sql.lit(slots.length)}
    order by score desc, doc_id asc`.execute(db);
  return rows.map((r) => ({ doc_type: r.doc_type, doc_id: Number(r.doc_id), score: Number(r.score) }));
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
async function didYouMean(db: Kysely<Database>, index: SearchIndex, text: string): Promise<string | null> {
  const words = capped(text).split(" ");
  const whole = planQuery(index.vocabulary, index.synonyms, words.join(" "), 1);
  if (whole && (await hits(db, whole.slots, GOOD_TYPES)).length > 0) return whole.words.join(" ");
  let best: { words: string[]; found: number } | null = null;
  for (let skip = 0; words.length > 1 && skip < words.length; skip++) {
    const shorter = planQuery(index.vocabulary, index.synonyms, words.filter((_, i) => i !== skip).join(" "), 1);
    if (!shorter) continue;
    const found = (await hits(db, shorter.slots, GOOD_TYPES)).length;
    if (found > (best?.found ?? 0)) best = { words: shorter.words, found };
  }
  return best ? best.words.join(" ") : null;
}

/** Goods (one page of them) and content (the first 20) that match every word of `text`, typos forgiven. */
export async function searchGoodsAndContent(db: Kysely<Database>, text: string, page: { limit: number; offset: number }): Promise<SearchResult> {
  const { index, plan: query } = await plan(db, text);
  const nothing = { goods: [], goodsTotal: 0, content: [], contentTotal: 0, readAs: null, didYouMean: null };
  if (!query) return nothing;
  const [goodHits, contentHits] = await Promise.all([hits(db, query.slots, GOOD_TYPES), hits(db, query.slots, CONTENT_TYPES)]);
  const [goods, content] = await Promise.all([
    loadCards(
      db,
      goodHits.slice(page.offset, page.offset + page.limit).map((h) => h.doc_id),
    ),
    contentItems(db, contentHits),
  ]);
  const none = goodHits.length === 0 && contentHits.length === 0;
  return {
    goods,
    goodsTotal: goodHits.length,
    content,
    contentTotal: contentHits.length,
    readAs: query.corrected && !none ? query.words.join(" ") : null,
    didYouMean: none ? await didYouMean(db, index, text) : null,
  };
}

/** Goods ids matching `slots`, best first, at most `limit`. */
export async function bestGoods(db: Kysely<Database>, slots: Slot[], limit: number): Promise<number[]> {
  return (await hits(db, slots, GOOD_TYPES)).slice(0, limit).map((hit) => hit.doc_id);
}
