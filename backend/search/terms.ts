import snowball from "snowball-stemmers";

const russian = snowball.newStemmer("russian");
const english = snowball.newStemmer("english");

/**
 * Search terms of a text: lower case, ё = е, words of letters and digits, each reduced to its stem, so
 * "диван", "диваны" and "дивана" give the same term. Latin words use the English stemmer.
 */
export function searchTerms(text: string): string[] {
  const words = text.toLowerCase().replace(/ё/g, "е").match(/[a-zа-я0-9]+/g) ?? [];
  const terms: string[] = [];
  for (const word of words) {
    if (word.length < 2 && !/\d/.test(word)) continue;
    const stem = /[а-я]/.test(word) ? russian.stem(word) : english.stem(word);
    terms.push(stem.length >= 2 ? stem : word);
  }
  return terms;
}
