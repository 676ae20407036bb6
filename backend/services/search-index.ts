import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
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

/** What the search reads besides the index table: the known words, the shop's synonyms, the shown sections. */
export interface SearchIndex {
  vocabulary: Vocabulary;
  synonyms: Synonyms;
  sections: SearchSection[];
}

async function loadSearchIndex(db: Kysely<Database>): Promise<SearchIndex> {
  const [rows, common, sections] = await Promise.all([
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
