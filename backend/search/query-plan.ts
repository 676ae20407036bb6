import { allowedEdits } from "./edit-distance";
import { fromLatinLayout } from "./keyboard-layout";
import type { Synonyms } from "./synonyms";
import { nearTerms, termOf, type Vocabulary } from "./vocabulary";

/** Near terms kept for one mistyped word. */
const MAX_CORRECTIONS = 4;

/**
 * One part of a query a document must match: any of `terms`, or all the stems of any of `phrases`
 * (a synonym of more than one word, «мягкая мебель»).
 */
export interface Slot {
  terms: string[];
  phrases: string[][];
}

/** A query made ready for the index: its slots and the words it was read as (corrections applied). */
export interface QueryPlan {
  slots: Slot[];
  /** The query as understood, in words a shopper reads («дван» → «диван»). */
  words: string[];
  /** Whether some word was read as another (a typo or the wrong keyboard layout). */
  corrected: boolean;
}

interface ReadWord {
  terms: string[];
  word: string;
  corrected: boolean;
}

const fold = (text: string) => text.toLowerCase().replace(/ё/g, "е");

/** The typed words in lower case: letters and digits; single letters dropped (as the index does). */
export function queryWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-zа-яё0-9]+/g) ?? []).filter((word) => word.length >= 2 || /\d/.test(word));
}

/**
 * Reads one typed word: as it is when the index or the synonyms know it; else as typed on the wrong layout
 * («lbdfy» → «диван»); else as the nearest known words within the edits its length allows (`extraEdits` more
 * when asking what the shopper may have meant). A word nothing matches stays as it is (and finds nothing).
 */
function readWord(vocabulary: Vocabulary, synonyms: Synonyms, shown: string, extraEdits: number): ReadWord {
  const typed = fold(shown);
  const known = (term: string | null): term is string => term !== null && (vocabulary.documents.has(term) || synonyms.stems.has(term));
  const term = termOf(typed);
  if (known(term)) return { terms: [term], word: shown, corrected: false };
  const relayout = /^[a-z`[\];',.]+$/.test(typed) ? fromLatinLayout(typed) : null;
  const candidates = relayout ? [relayout, typed] : [typed];
  const relayoutTerm = relayout ? termOf(relayout) : null;
  if (relayout && known(relayoutTerm)) return { terms: [relayoutTerm], word: relayout, corrected: true };
  if (/\d/.test(typed)) return { terms: term ? [term] : [], word: shown, corrected: false };
  for (const candidate of candidates) {
    const near = nearTerms(vocabulary, candidate, allowedEdits(candidate) + (allowedEdits(candidate) > 0 ? extraEdits : 0), MAX_CORRECTIONS);
    if (near.terms.length > 0) return { terms: near.terms, word: vocabulary.display.get(near.terms[0]!) ?? near.terms[0]!, corrected: true };
  }
  return { terms: term ? [term] : [], word: shown, corrected: false };
}

/**
 * Turns typed text into what the index is asked: each word read as `readWord` does, then a word or run of
 * words the synonyms name widened to everything it also means («зелёный» → also «оливковый», «изумрудный»).
 * Null for text with no words.
 */
export function planQuery(vocabulary: Vocabulary, synonyms: Synonyms, text: string, extraEdits = 0): QueryPlan | null {
  const read = queryWords(text).map((typed) => readWord(vocabulary, synonyms, typed, extraEdits));
  const slots: Slot[] = [];
  for (let i = 0; i < read.length;) {
    let matched = 0;
    for (let length = Math.min(synonyms.longestKey, read.length - i); length >= 1 && !matched; length--) {
      const key = read
        .slice(i, i + length)
        .map((r) => r.terms[0])
        .join(" ");
      const alternatives = synonyms.alternatives.get(key);
      if (!alternatives) continue;
      const own = length === 1 ? read[i]!.terms : [];
      slots.push({
        terms: [...new Set([...own, ...alternatives.filter((p) => p.length === 1).map((p) => p[0]!)])],
        phrases: alternatives.filter((p) => p.length > 1),
      });
      matched = length;
    }
    if (!matched) slots.push({ terms: read[i]!.terms, phrases: [] });
    i += matched || 1;
  }
  const usable = slots.filter((slot) => slot.terms.length > 0 || slot.phrases.length > 0);
  if (usable.length === 0) return null;
  return { slots: usable, words: read.map((r) => r.word), corrected: read.some((r) => r.corrected) };
}
