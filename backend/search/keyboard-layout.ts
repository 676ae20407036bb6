const LATIN = "`qwertyuiop[]asdfghjkl;'zxcvbnm,.";
const CYRILLIC = "ёйцукенгшщзхъфывапролджэячсмитьбю";
const TO_CYRILLIC = new Map([...LATIN].map((key, i) => [key, CYRILLIC[i]!]));

/**
 * What a word typed with the English layout on would have been with the Russian one («lbdfy» → «диван»):
 * the same keys of a ЙЦУКЕН keyboard. Null when the word has a character with no Russian key.
 */
export function fromLatinLayout(word: string): string | null {
  let out = "";
  for (const key of word.toLowerCase()) {
    const letter = TO_CYRILLIC.get(key);
    if (!letter) return null;
    out += letter;
  }
  return out;
}
