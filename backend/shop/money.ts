/**
 * Money is integer kopecks everywhere inside the shop (database, services, every sum). Roubles with two decimals
 * exist only at the edges: 1C's CommerceML, YML, CSV, a payment provider's body, a letter. This module is the one
 * place that turns such text into kopecks and back, digit by digit: never through a float (0.29 × 100 is
 * 28.999… in binary).
 */

/** The largest amount the shop accepts anywhere: 10 000 000 000 ₽, far above any order, far below 2^53. */
export const MAX_KOPECKS = 1_000_000_000_000;

/** An exact decimal: `units` × 10^-scale. */
interface Decimal {
  units: bigint;
  scale: number;
}

/**
 * Reads a non-negative decimal as people and programs write it: «28.50», «28,50», «12 990» (spaces, no-break
 * spaces or apostrophes between groups), «1e3» is not money. Null when the text is not such a number.
 */
function parseDecimal(text: string): Decimal | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f']/g, "");
  const match = /^\+?(\d+)(?:[.,](\d*))?$/.exec(compact) ?? /^\+?()[.,](\d+)$/.exec(compact);
  if (!match) return null;
  const fraction = match[2] ?? "";
  return { units: BigInt(`${match[1] || "0"}${fraction}`), scale: fraction.length };
}

/** Rounds a decimal to kopecks, half up; null when it is beyond MAX_KOPECKS. */
function toKopecks({ units, scale }: Decimal): number | null {
  let kopecks: bigint;
  if (scale <= 2) kopecks = units * 10n ** BigInt(2 - scale);
  else {
    const divisor = 10n ** BigInt(scale - 2);
    kopecks = units / divisor + ((units % divisor) * 2n >= divisor ? 1n : 0n);
  }
  return kopecks <= BigInt(MAX_KOPECKS) ? Number(kopecks) : null;
}

/**
 * «28,50» → 2850: an amount in roubles with at most two decimals (zeros beyond them are fine: «28.5000»).
 * Null for anything else: a third significant decimal, a sign, letters, an amount beyond MAX_KOPECKS.
 */
export function parseRoubles(text: string): number | null {
  const decimal = parseDecimal(text);
  if (!decimal) return null;
  const significant = decimal.scale > 2 && decimal.units % 10n ** BigInt(decimal.scale - 2) !== 0n;
  return significant ? null : toKopecks(decimal);
}

/**
 * An amount in another currency times its rate to roubles («Курс» of 1C: roubles per unit), rounded half up to
 * kopecks: 10.01 × 92.5 = 925.925 → 92593. Null when either is not a decimal, the rate is 0 or the result too big.
 */
export function convertToKopecks(amount: string, rate: string): number | null {
  const a = parseDecimal(amount);
  const r = parseDecimal(rate);
  if (!a || !r || r.units === 0n) return null;
  return toKopecks({ units: a.units * r.units, scale: a.scale + r.scale });
}

/** 2850 → "28.50", 1299000 → "12990.00": roubles with two decimals and a point, as exchange files and APIs want. */
export function formatRoubles(kopecks: number, separator: "." | "," = "."): string {
  const sign = kopecks < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(kopecks));
  return `${sign}${Math.floor(abs / 100)}${separator}${String(abs % 100).padStart(2, "0")}`;
}

/** 2850 → "28,50 ₽", 1299000 → "12 990 ₽": how a letter or a document shows an amount (no-break spaces). */
export function displayRoubles(kopecks: number): string {
  const abs = Math.abs(Math.trunc(kopecks));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");
  const fraction = abs % 100 ? `,${String(abs % 100).padStart(2, "0")}` : "";
  return `${kopecks < 0 ? "-" : ""}${whole}${fraction}\u00a0₽`;
}

/** Whole roubles as kopecks: 12990 → 1299000 (the storefront's price filter and the demo data count in roubles). */
export const kopecksOfRoubles = (roubles: number): number => Math.round(roubles) * 100;
