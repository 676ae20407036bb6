import type { Kysely } from "kysely";
import { loadCards, type GoodCard } from "../catalog/cards";
import type { Database } from "../db/schema";
import { allowedEdits } from "../search/edit-distance";
import { queryWords } from "../search/query-plan";
import { completions, nearTerms } from "../search/vocabulary";
import { bestGoods, plan } from "./search";

const SUGGESTED_GOODS = 5;
const SUGGESTED_QUERIES = 5;
const SUGGESTED_SECTIONS = 3;
/** Completions of the word being typed that the goods are looked up by. */
const COMPLETED_TERMS = 12;

export interface Suggestions {
  queries: string[];
  sections: { name: string; handle: string }[];
  goods: GoodCard[];
}

/**
 * Suggestions for text being typed: the last word may be unfinished, so it stands for every known word it
 * begins (and, mistyped, for the nearest ones); the earlier words are read as a search reads them. Queries
 * complete the last word, sections are those named by a word of the query, goods are the best matches.
 */
export async function suggest(db: Kysely<Database>, text: string): Promise<Suggestions> {
  const { index, plan: query } = await plan(db, text);
  const words = queryWords(text);
  const last = words[words.length - 1];
  if (!query || !last) return { queries: [], sections: [], goods: [] };
  const folded = last.replace(/ё/g, "е");
  const completed = completions(index.vocabulary, folded, COMPLETED_TERMS);
  const near = completed.length > 0 ? [] : nearTerms(index.vocabulary, folded, allowedEdits(folded), COMPLETED_TERMS).terms;
  const lastSlot = query.slots[query.slots.length - 1]!;
  const slots = [...query.slots.slice(0, -1), { terms: [...new Set([...lastSlot.terms, ...completed, ...near])], phrases: lastSlot.phrases }];

  const head = query.words.slice(0, -1);
  const queries = [...new Set([...completed, ...near].map((term) => [...head, index.vocabulary.display.get(term) ?? term].join(" ")))].slice(
    0,
    SUGGESTED_QUERIES,
  );
  const named = new Set(slots.flatMap((slot) => [...slot.terms, ...slot.phrases.flat()]));
  const sections = index.sections
    .filter((section) => section.terms.some((term) => named.has(term)))
    .slice(0, SUGGESTED_SECTIONS)
    .map(({ name, handle }) => ({ name, handle }));
  const goods = await loadCards(db, bestGoods(index, slots, SUGGESTED_GOODS));
  return { queries, sections, goods };
}
