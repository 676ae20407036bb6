import type { Slot } from "./query-plan";

/** One document of a posting list. */
export interface PostedDoc {
  type: string;
  id: number;
}

/** A document that matches a query, with its score. */
export interface Hit {
  doc_type: string;
  doc_id: number;
  score: number;
}

/** The documents that have one term (numbers into `Postings.docs`) and the term's weight in each. */
interface TermList {
  docs: Int32Array;
  weights: Float64Array;
}

/**
 * The index table held in memory for one group of document types (the goods; the content): every term with
 * the documents that have it. Matching a query here costs the postings it touches, not a database round trip
 * per slot that returns and groups every matching row.
 */
export interface Postings {
  docs: PostedDoc[];
  terms: Map<string, TermList>;
}

/** Collects index rows (one per term and document, any order) into postings. */
export function postingsBuilder() {
  const docs: PostedDoc[] = [];
  const numbers = new Map<string, number>();
  const lists = new Map<string, { docs: number[]; weights: number[] }>();
  return {
    add(row: { term: string; doc_type: string; doc_id: number; weight: number }): void {
      const key = `${row.doc_type}:${row.doc_id}`;
      let number = numbers.get(key);
      if (number === undefined) {
        number = docs.length;
        numbers.set(key, number);
        docs.push({ type: row.doc_type, id: row.doc_id });
      }
      let list = lists.get(row.term);
      if (!list) lists.set(row.term, (list = { docs: [], weights: [] }));
      list.docs.push(number);
      list.weights.push(row.weight);
    },
    build(): Postings {
      const terms = new Map<string, TermList>();
      for (const [term, list] of lists) terms.set(term, { docs: Int32Array.from(list.docs), weights: Float64Array.from(list.weights) });
      return { docs, terms };
    },
  };
}

/**
 * The best score of every document in one slot: the highest weight of any of its terms, or the summed weights
 * of a phrase whose every (distinct) word the document has, whichever is higher. Returns the documents touched.
 */
function scoreSlot(postings: Postings, slot: Slot, best: Float64Array): number[] {
  const touched: number[] = [];
  const offer = (doc: number, score: number) => {
    if (Number.isNaN(best[doc]!)) {
      touched.push(doc);
      best[doc] = score;
    } else if (score > best[doc]!) best[doc] = score;
  };
  for (const term of new Set(slot.terms)) {
    const list = postings.terms.get(term);
    for (let i = 0; list && i < list.docs.length; i++) offer(list.docs[i]!, list.weights[i]!);
  }
  for (const phrase of slot.phrases) {
    // A phrase naming one stem twice is never matched (it asks for more distinct words than it has).
    if (new Set(phrase).size !== phrase.length) continue;
    const sums = new Map<number, { sum: number; words: number }>();
    for (const term of phrase) {
      const list = postings.terms.get(term);
      for (let i = 0; list && i < list.docs.length; i++) {
        const known = sums.get(list.docs[i]!);
        if (known) {
          known.sum += list.weights[i]!;
          known.words++;
        } else sums.set(list.docs[i]!, { sum: list.weights[i]!, words: 1 });
      }
    }
    for (const [doc, { sum, words }] of sums) if (words === phrase.length) offer(doc, sum);
  }
  return touched;
}

/** The documents that match a query: how many, and the best of them. */
export interface Matches {
  count: number;
  /** The `limit` best after the first `offset`, best first. */
  best(limit: number, offset?: number): Hit[];
}

/**
 * Documents that match every slot of the query (AND; within a slot any of its terms, or all words of one of
 * its phrases), ranked by the summed best score of each slot, then id. Only the documents asked for are put
 * in order, not every match.
 */
export function matchPostings(postings: Postings, slots: Slot[]): Matches {
  const total = new Float64Array(postings.docs.length);
  const matched = new Uint8Array(postings.docs.length);
  const best = new Float64Array(postings.docs.length);
  let candidates: number[] = [];
  slots.forEach((slot, i) => {
    best.fill(NaN);
    const touched = scoreSlot(postings, slot, best);
    for (const doc of touched) {
      if (matched[doc] !== i) continue;
      matched[doc] = i + 1;
      total[doc] += best[doc]!;
    }
    if (i === 0) candidates = touched;
  });
  const found = candidates.filter((doc) => matched[doc] === slots.length);
  const { docs } = postings;
  const before = (a: number, b: number) =>
    total[b]! - total[a]! || docs[a]!.id - docs[b]!.id || (docs[a]!.type < docs[b]!.type ? -1 : docs[a]!.type > docs[b]!.type ? 1 : 0);
  const hit = (doc: number): Hit => ({ doc_type: docs[doc]!.type, doc_id: docs[doc]!.id, score: total[doc]! });
  return {
    count: found.length,
    best(limit, offset = 0) {
      return firstInOrder(found, offset + limit, before)
        .slice(offset)
        .map(hit);
    },
  };
}

/** The first `count` of `items` in the order `before` gives, without sorting the rest when they are many. */
function firstInOrder(items: number[], count: number, before: (a: number, b: number) => number): number[] {
  if (count * 4 >= items.length) return [...items].sort(before).slice(0, count);
  const kept: number[] = [];
  for (const item of items) {
    if (kept.length === count && before(item, kept[count - 1]!) >= 0) continue;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (before(kept[middle]!, item) <= 0) low = middle + 1;
      else high = middle;
    }
    kept.splice(low, 0, item);
    if (kept.length > count) kept.pop();
  }
  return kept;
}
