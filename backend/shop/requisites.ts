/**
 * Check digits of the seller's Russian registration numbers, computed the way the tax service assigns them:
 * ИНН of a company (10 digits) or of a person (12), ОГРН of a company (13) or ОГРНИП of a sole trader (15).
 */

const INN_WEIGHTS_10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

/** The ИНН check digit over the digits before it: the weighted sum modulo 11, then modulo 10. */
function innCheckDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  return (sum % 11) % 10;
}

export function isValidInn(inn: string): boolean {
  if (/^\d{10}$/.test(inn)) return innCheckDigit(inn, INN_WEIGHTS_10) === Number(inn[9]);
  if (/^\d{12}$/.test(inn)) {
    return innCheckDigit(inn, INN_WEIGHTS_11) === Number(inn[10]) && innCheckDigit(inn, INN_WEIGHTS_12) === Number(inn[11]);
  }
  return false;
}

/** ОГРН: the number before the last digit modulo 11, then modulo 10; ОГРНИП: modulo 13, then modulo 10. */
export function isValidOgrn(ogrn: string): boolean {
  if (!/^\d{13}(\d{2})?$/.test(ogrn)) return false;
  const divisor = ogrn.length === 13 ? 11n : 13n;
  return Number((BigInt(ogrn.slice(0, -1)) % divisor) % 10n) === Number(ogrn.at(-1));
}

/** A sole trader registers an ОГРНИП (15 digits), a company an ОГРН (13). */
export function isSoleTraderOgrn(ogrn: string): boolean {
  return ogrn.length === 15;
}
