import snowball from "snowball-stemmers";
import { russianStem } from "./russian-stem";

const english = snowball.newStemmer("english");

/**
 * Search terms of a text: lower case, ё = е, words of letters and digits, each reduced to its stem, so
 * every case and number of a noun or adjective gives one term («диван», «диване», «диванами» → «диван»).
 * Latin words use the English Snowball stemmer.
 */
export function searchTerms(text: string): string[] {
  return spelledTerms(text).map((found) => found.term);
}

/** `searchTerms` with the word each term came from (folded as typed: «диваны» → term «диван»). */
export function spelledTerms(text: string): { term: string; word: string }[] {
  const words =
    text
      .toLowerCase()
      .replace(/ё/g, "е")
      .match(/[a-zа-я0-9]+/g) ?? [];
  const terms: { term: string; word: string }[] = [];
  for (const word of words) {
    if (word.length < 2 && !/\d/.test(word)) continue;
    const stem = /[а-я]/.test(word) ? russianStem(word) : english.stem(word);
    terms.push({ term: stem.length >= 2 ? stem : word, word });
  }
  return terms;
}
