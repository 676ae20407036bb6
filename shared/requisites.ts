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

/** КПП: 9 characters, the 5th and 6th may be capital Latin letters. */
export function isValidKpp(kpp: string): boolean {
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(kpp);
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

/** A bank's БИК: 9 digits, a Russian bank's starting with 04. */
export function isValidBik(bik: string): boolean {
  return /^04\d{7}$/.test(bik);
}

/**
 * The control key of a 20-digit bank account against its bank's БИК: a settlement account (р/с) follows the
 * БИК's last three digits, a correspondent account (к/с) «0» and the БИК's fifth and sixth; the 23 digits
 * weighted 7, 1, 3 over and over add up to a multiple of 10.
 */
export function isValidBankAccount(account: string, bik: string, kind: "settlement" | "correspondent"): boolean {
  if (!/^\d{20}$/.test(account) || !isValidBik(bik)) return false;
  const digits = (kind === "settlement" ? bik.slice(6) : `0${bik.slice(4, 6)}`) + account;
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * [7, 1, 3][i % 3], 0);
  return sum % 10 === 0;
}
