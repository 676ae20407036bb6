/**
 * Russian plural form for a count: forms are [one, few, many], e.g. ["товар", "товара", "товаров"].
 * 1, 21, 101 → one; 2–4, 22–24 → few; 0, 5–20, 11–14, 25… → many.
 */
export function pluralize(count: number, forms: readonly [string, string, string]): string {
  const n = Math.abs(Math.trunc(count));
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return forms[0];
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return forms[1];
  return forms[2];
}

/** "1 товар", "3 товара", "5 товаров". */
export function countWithWord(count: number, forms: readonly [string, string, string]): string {
  return `${count} ${pluralize(count, forms)}`;
}
