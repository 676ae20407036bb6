import { CURRENCY_SIGN } from "~/config/messages/common";

/**
 * The storefront's one module for money. Every amount the `/api` carries is integer kopecks; roubles with
 * decimals exist only on the page (formatPrice), in a typed price (parsePriceInput) and in JSON-LD (priceValue).
 * Text is turned into kopecks digit by digit, never through a float (0.29 × 100 is 28.999… in binary).
 */

const NBSP = "\u00a0";

/** The largest amount a form takes: 10 000 000 000 ₽ (the backend's bound). */
const MAX_KOPECKS = 1_000_000_000_000;

const group = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);

/**
 * Kopecks as a Russian shop shows them: 1299000 → «12 990 ₽», 2850 → «28,50 ₽» (kopecks only when there are
 * some), groups and sign set off by no-break spaces. Written out rather than with Intl.NumberFormat: building that
 * formatter loads the ICU locale data, about 25 ms on the main thread of a phone before the page can hydrate
 * (blocking time), and the server and every browser now print exactly the same string.
 */
export function formatPrice(kopecks: number): string {
  const abs = Math.abs(Math.round(kopecks));
  const fraction = abs % 100 ? `,${String(abs % 100).padStart(2, "0")}` : "";
  return `${kopecks < 0 && abs > 0 ? "-" : ""}${group(Math.floor(abs / 100))}${fraction}${NBSP}${CURRENCY_SIGN}`;
}

/** Kopecks as a price input shows them for editing and Russian Excel reads them: «12990», «28,50». */
export function priceText(kopecks: number): string {
  const fraction = kopecks % 100 ? `,${String(kopecks % 100).padStart(2, "0")}` : "";
  return `${Math.floor(kopecks / 100)}${fraction}`;
}

/** Kopecks as schema.org wants a price: 2850 → "28.50". */
export function priceValue(kopecks: number): string {
  return `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, "0")}`;
}

/**
 * A typed price in roubles → kopecks: «12 990», «28,50», «28.5» → 1299000, 2850, 2850. Null for anything else: a
 * third decimal, a sign, letters, more than MAX_KOPECKS.
 */
export function parsePriceInput(text: string): number | null {
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text.replace(/[\s\u00a0\u202f]/g, ""));
  if (!match) return null;
  const kopecks = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(kopecks) && kopecks <= MAX_KOPECKS ? kopecks : null;
}
