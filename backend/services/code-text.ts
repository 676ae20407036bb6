/**
 * Cyrillic letters that look like the Latin ones a code is made of. A code read off the screen and typed on a
 * Russian keyboard («ВVХ5» for «BVX5») is the code the shopper meant, whichever client sent it.
 */
const LOOK_ALIKES: Record<string, string> = { А: "A", В: "B", Е: "E", З: "3", К: "K", М: "M", Н: "H", Р: "P", С: "C", Т: "T", У: "Y", Х: "X" };

/** A typed one-time code as codes are written: trimmed, upper-case Latin, look-alike Cyrillic letters folded. */
export function canonicalCode(typed: string): string {
  return typed
    .trim()
    .toUpperCase()
    .replace(/[АВЕЗКМНРСТУХ]/g, (letter) => LOOK_ALIKES[letter] ?? letter);
}
