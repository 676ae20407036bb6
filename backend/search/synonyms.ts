import { searchTerms } from "./terms";

/**
 * The demo shop's synonyms, used until the shop saves its own. One group a line: `a, b, c` are the same thing
 * (a query for any finds all); `a: b, c` says that `a` also means `b` and `c`, not the other way round
 * («мягкая мебель» finds sofas, a query for sofas does not find armchairs).
 */
export const DEFAULT_SYNONYMS = [
  "зелёный: оливковый, изумрудный",
  "мягкая мебель: диван, кресло",
  "серый: графит",
  "коричневый: орех, ореховый",
  "жёлтый: горчичный",
  "красный, рыжий: терракотовый",
  "голубой: синий",
  "шкаф, гардероб",
  "лампа, светильник",
  "комод, тумба",
  "софа, диван",
].join("\n");

/** The shop's synonym text in its common data: its own once saved (even empty), the demo's until then. */
export function synonymsTextOf(common: Record<string, unknown>): string {
  return typeof common.search_synonyms === "string" ? common.search_synonyms : DEFAULT_SYNONYMS;
}

/** Longest synonym text the back office takes. */
export const SYNONYMS_MAX_LENGTH = 5000;

/** Phrases as stems, the key of each joined by spaces: «мягкая мебель» → "мягк мебел". */
export interface Synonyms {
  /** What a phrase also means, itself included: phrase key → alternatives (each a list of stems). */
  alternatives: Map<string, string[][]>;
  /** Words of more than one stem the longest key has, to look for phrases in a query. */
  longestKey: number;
  /** Every word the groups name, as typed (folded), for correcting typos in them too. */
  words: string[];
  /** Every stem of every phrase: a query word with one of them is known even when no document has it. */
  stems: Set<string>;
}

/** Folds a word as the index does: lower case, ё = е. */
const fold = (text: string) => text.toLowerCase().replace(/ё/g, "е");

/** Parses the shop's synonym text (see DEFAULT_SYNONYMS); lines that name fewer than two phrases are ignored. */
export function parseSynonyms(text: string): Synonyms {
  const alternatives = new Map<string, string[][]>();
  const words = new Set<string>();
  const add = (from: string[], to: string[][]) => {
    const key = from.join(" ");
    const known = alternatives.get(key) ?? [from];
    for (const phrase of to) if (!known.some((p) => p.join(" ") === phrase.join(" "))) known.push(phrase);
    alternatives.set(key, known);
  };
  for (const line of text.split(/\r?\n/)) {
    const [left = "", right] = line.split(":", 2);
    const phrasesOf = (part: string) =>
      part
        .split(",")
        .map((phrase) => searchTerms(phrase))
        .filter((stems) => stems.length > 0);
    for (const word of fold(line).match(/[a-zа-я0-9]+/g) ?? []) words.add(word);
    if (right === undefined) {
      const group = phrasesOf(left);
      if (group.length > 1) for (const phrase of group) add(phrase, group);
    } else {
      const targets = phrasesOf(right);
      for (const phrase of phrasesOf(left)) if (targets.length > 0) add(phrase, [phrase, ...targets]);
    }
  }
  const longestKey = Math.max(0, ...[...alternatives.keys()].map((key) => key.split(" ").length));
  const stems = new Set([...alternatives.keys()].flatMap((key) => key.split(" ")));
  return { alternatives, longestKey, words: [...words], stems };
}
