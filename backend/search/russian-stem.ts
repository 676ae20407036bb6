/**
 * The stem of a Russian noun or adjective: the Snowball Russian algorithm without its verb and gerund steps.
 *
 * A shop's search words are nouns and adjectives. Full Snowball also strips verb endings, and many nouns end in
 * what looks like one after «а»/«я» (-н, -ны, -ть, -л, -ла…), so «диван» and «диваны» stem to «дива» while
 * «диване» and «диваном» stem to «диван», and the forms stop finding each other; likewise «кровать» → «крова»
 * but «кроватей» → «кроват». Without the verb step every case and number of such a noun gives one stem.
 * The input is lower case with ё folded to е.
 */

const VOWELS = /[аеиоуыэюя]/;

// Endings, longest first so the longest match wins.
const ADJECTIVE = byLength([
  "ее",
  "ие",
  "ые",
  "ое",
  "ими",
  "ыми",
  "ей",
  "ий",
  "ый",
  "ой",
  "ем",
  "им",
  "ым",
  "ом",
  "его",
  "ого",
  "ему",
  "ому",
  "их",
  "ых",
  "ую",
  "юю",
  "ая",
  "яя",
  "ою",
  "ею",
]);
// Participle suffixes before an adjective ending: the first group only after «а» or «я».
const PARTICIPLE_AFTER_A = byLength(["ем", "нн", "вш", "ющ", "щ"]);
const PARTICIPLE = byLength(["ивш", "ывш", "ующ"]);
const NOUN = byLength([
  "а",
  "ев",
  "ов",
  "ие",
  "ье",
  "е",
  "иями",
  "ями",
  "ами",
  "еи",
  "ии",
  "и",
  "ией",
  "ей",
  "ой",
  "ий",
  "й",
  "иям",
  "ям",
  "ием",
  "ем",
  "ам",
  "ом",
  "о",
  "у",
  "ах",
  "иях",
  "ях",
  "ы",
  "ь",
  "ию",
  "ью",
  "ю",
  "ия",
  "ья",
  "я",
]);
const SUPERLATIVE = byLength(["ейш", "ейше"]);
const DERIVATIONAL = byLength(["ост", "ость"]);

function byLength(endings: string[]): string[] {
  return [...endings].sort((a, b) => b.length - a.length);
}

/** The start of RV (after the first vowel) and of R2 (Snowball's regions), as indexes into `word`. */
function regions(word: string): { rv: number; r2: number } {
  const afterVowelConsonant = (from: number) => {
    for (let i = from; i < word.length - 1; i++) {
      if (VOWELS.test(word[i]) && !VOWELS.test(word[i + 1])) return i + 2;
    }
    return word.length;
  };
  const first = word.search(VOWELS);
  const rv = first === -1 ? word.length : first + 1;
  return { rv, r2: afterVowelConsonant(afterVowelConsonant(0)) };
}

/** `word` without the longest of `endings` that lies wholly at or after `from`, or null. */
function strip(word: string, endings: string[], from: number): string | null {
  for (const ending of endings) {
    if (word.endsWith(ending) && word.length - ending.length >= from) return word.slice(0, -ending.length);
  }
  return null;
}

function stripAdjectival(word: string, rv: number): string | null {
  const base = strip(word, ADJECTIVE, rv);
  if (base === null) return null;
  const afterA = strip(base, PARTICIPLE_AFTER_A, rv);
  if (afterA !== null && /[ая]$/.test(afterA)) return afterA;
  return strip(base, PARTICIPLE, rv) ?? base;
}

export function russianStem(word: string): string {
  const { rv, r2 } = regions(word);
  let stem = stripAdjectival(word, rv) ?? strip(word, NOUN, rv) ?? word;
  if (stem.endsWith("и") && stem.length - 1 >= rv) stem = stem.slice(0, -1);
  stem = strip(stem, DERIVATIONAL, r2) ?? stem;
  const withoutSuperlative = strip(stem, SUPERLATIVE, rv);
  if (withoutSuperlative !== null) stem = withoutSuperlative;
  if (stem.endsWith("нн") && stem.length - 1 >= rv) return stem.slice(0, -1);
  if (stem.endsWith("ь") && stem.length - 1 >= rv) return stem.slice(0, -1);
  return stem;
}
