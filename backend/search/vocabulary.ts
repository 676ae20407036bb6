import { editDistance } from "./edit-distance";
import { searchTerms } from "./terms";

/** A word as it stands in the shop's texts (folded) and the term it is indexed under. */
interface Spelling {
  text: string;
  term: string;
  letters: number;
}

/** The letters a word has, as bits (letters may share a bit: the count below only gets smaller). */
function lettersOf(word: string): number {
  let bits = 0;
  for (let i = 0; i < word.length; i++) bits |= 1 << (word.charCodeAt(i) % 32);
  return bits;
}

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/**
 * The fewest edits two words can be apart, told cheaply from their letters: an edit removes at most one letter
 * that one word has and the other lacks (a swap none), so it takes at least as many as either has such letters.
 */
const fewestEdits = (a: number, b: number) => Math.max(bitCount(a & ~b), bitCount(b & ~a));

/**
 * The words the index knows: each term with the number of documents that have it and the word shoppers see for
 * it (its commonest spelling), and every spelling, by length for near-word lookups and sorted for prefixes.
 */
export interface Vocabulary {
  documents: Map<string, number>;
  display: Map<string, string>;
  byLength: Map<number, Spelling[]>;
  sorted: Spelling[];
}

/** The term of one typed word (its stem), or null for a word the index never holds (a lone letter). */
export function termOf(word: string): string | null {
  return searchTerms(word)[0] ?? null;
}

/**
 * Builds the vocabulary from the index's (term, spelling, documents) counts; `extra` are words known
 * elsewhere (the synonyms), each a spelling of its own term.
 */
export function buildVocabulary(rows: { term: string; word: string | null; documents: number }[], extra: string[] = []): Vocabulary {
  const documents = new Map<string, number>();
  const display = new Map<string, { word: string; count: number }>();
  const spellings = new Map<string, string>();
  for (const row of rows) {
    const word = row.word ?? row.term;
    documents.set(row.term, (documents.get(row.term) ?? 0) + row.documents);
    const shown = display.get(row.term);
    if (!shown || row.documents > shown.count) display.set(row.term, { word, count: row.documents });
    spellings.set(word, row.term);
    if (!spellings.has(row.term)) spellings.set(row.term, row.term);
  }
  for (const word of extra) {
    const term = termOf(word);
    if (term && !spellings.has(word)) spellings.set(word, term);
  }
  const sorted = [...spellings]
    .map(([text, term]) => ({ text, term, letters: lettersOf(text) }))
    .sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  const byLength = new Map<number, Spelling[]>();
  for (const spelling of sorted) {
    const same = byLength.get(spelling.text.length);
    if (same) same.push(spelling);
    else byLength.set(spelling.text.length, [spelling]);
  }
  return { documents, display: new Map([...display].map(([term, shown]) => [term, shown.word])), byLength, sorted };
}

/** Terms ordered by how many documents have them, most first. */
function byDocuments(vocabulary: Vocabulary, terms: Iterable<string>): string[] {
  return [...new Set(terms)].sort((a, b) => (vocabulary.documents.get(b) ?? 0) - (vocabulary.documents.get(a) ?? 0));
}

/**
 * The terms whose spelling is nearest to `word` within `maxEdits` (only those at the least distance, so a
 * one-letter slip is not also matched to words two letters away), most common first, at most `limit`.
 */
export function nearTerms(vocabulary: Vocabulary, word: string, maxEdits: number, limit: number): { terms: string[]; edits: number } {
  let best = maxEdits + 1;
  let found: string[] = [];
  if (maxEdits === 0) return { terms: [], edits: best };
  const letters = lettersOf(word);
  for (let length = word.length - maxEdits; length <= word.length + maxEdits; length++) {
    for (const spelling of vocabulary.byLength.get(length) ?? []) {
      if (fewestEdits(letters, spelling.letters) > Math.min(best, maxEdits)) continue;
      const edits = editDistance(word, spelling.text, best);
      if (edits < best) {
        best = edits;
        found = [spelling.term];
      } else if (edits === best && edits <= maxEdits) found.push(spelling.term);
    }
  }
  return { terms: byDocuments(vocabulary, found).slice(0, limit), edits: best };
}

/** Terms with a spelling that starts with `prefix`, most common first, at most `limit`. */
export function completions(vocabulary: Vocabulary, prefix: string, limit: number): string[] {
  const list = vocabulary.sorted;
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle]!.text < prefix) low = middle + 1;
    else high = middle;
  }
  const terms: string[] = [];
  for (let i = low; i < list.length && list[i]!.text.startsWith(prefix); i++) terms.push(list[i]!.term);
  return byDocuments(vocabulary, terms).slice(0, limit);
}
