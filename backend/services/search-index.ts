import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import { shownGoods } from "../catalog/cards";
import { postingsBuilder, type Postings } from "../search/postings";
import { parseSynonyms, synonymsTextOf, type Synonyms } from "../search/synonyms";
import { searchTerms } from "../search/terms";
import { buildVocabulary, type Vocabulary } from "../search/vocabulary";
import { readCatalogRevision, revisionWatcher } from "./catalog-revision";

/** A section as search suggestions show it, with the terms of its name. */
export interface SearchSection {
  name: string;
  handle: string;
  terms: string[];
}

/**
 * What the search reads: the index table in memory (the goods' postings and the content's), the known words,
 * the shop's synonyms, the shown sections.
 */
export interface SearchIndex {
  goods: Postings;
  content: Postings;
  vocabulary: Vocabulary;
  synonyms: Synonyms;
  sections: SearchSection[];
}

/** Index rows read per statement, so a rebuild never holds the whole table as row objects at once. */
const POSTINGS_PAGE = 20_000;

type PostingRow = { term: string; doc_type: string; doc_id: number; weight: number };

/**
 * The index table as postings, read page by page in the order of its (term, doc_type, doc_id) index. The table
 * indexes every good; only goods the storefront shows become postings, so counts and pages of results never
 * include a hidden or unpriced good.
 */
async function loadPostings(db: Kysely<Database>): Promise<{ goods: Postings; content: Postings }> {
  const shown = new Set((await shownGoods(db).select("goods.id").execute()).map((row) => Number(row.id)));
  const goods = postingsBuilder();
  const content = postingsBuilder();
  let after: PostingRow | null = null;
  for (;;) {
    const from: PostingRow | null = after;
    const page: PostingRow[] = await db
      .selectFrom("search_terms")
      .select(["term", "doc_type", "doc_id", "weight"])
      .$if(from !== null, (q) => q.where(sql<boolean>`(term, doc_type, doc_id) > (${from!.term}, ${from!.doc_type}, ${from!.doc_id})`))
      .orderBy("term")
      .orderBy("doc_type")
      .orderBy("doc_id")
      .limit(POSTINGS_PAGE)
      .execute();
    for (const row of page) {
      const posting = { term: row.term, doc_type: row.doc_type, doc_id: Number(row.doc_id), weight: Number(row.weight) };
      if (posting.doc_type !== "good") content.add(posting);
      else if (shown.has(posting.doc_id)) goods.add(posting);
    }
    if (page.length < POSTINGS_PAGE) return { goods: goods.build(), content: content.build() };
    after = page[page.length - 1]!;
  }
}

async function loadSearchIndex(db: Kysely<Database>): Promise<SearchIndex> {
  const [postings, rows, common, sections] = await Promise.all([
    loadPostings(db),
    db
      .selectFrom("search_terms")
      .select(["term", "word"])
      .select((eb) => eb.fn.countAll<number>().as("documents"))
      .groupBy(["term", "word"])
      .execute(),
    db.selectFrom("settings").select("value").where("key", "=", "common").executeTakeFirst(),
    db.selectFrom("sections").select(["name", "handle"]).where("hidden", "=", 0).orderBy("sort").execute(),
  ]);
  const synonyms = parseSynonyms(synonymsTextOf(common ? (JSON.parse(common.value) as Record<string, unknown>) : {}));
  return {
    ...postings,
    vocabulary: buildVocabulary(
      rows.map((row) => ({ ...row, documents: Number(row.documents) })),
      synonyms.words,
    ),
    synonyms,
    sections: sections.map((section) => ({ ...section, terms: searchTerms(section.name) })),
  };
}

/**
 * One copy per database, built on first use and again after the public data revision moved (a good, section
 * or the synonyms changed, in this process or another): the next search waits for the new copy, so a change
 * is searchable at once. Concurrent searches share one build.
 */
const copies = new WeakMap<object, { index: Promise<SearchIndex>; watcher: ReturnType<typeof revisionWatcher> }>();

export async function searchIndex(db: Kysely<Database>): Promise<SearchIndex> {
  let copy = copies.get(db);
  if (!copy) {
    const fresh = {
      index: loadSearchIndex(db),
      watcher: revisionWatcher(
        () => readCatalogRevision(db),
        () => {
          fresh.index = loadSearchIndex(db);
        },
      ),
    };
    copies.set(db, fresh);
    copy = fresh;
  }
  await copy.watcher.check();
  const built = copy;
  // A failed build is not kept: the next search tries again.
  return built.index.catch((error: unknown) => {
    if (copies.get(db) === built) copies.delete(db);
    throw error;
  });
}
