/**
 * The paying company's requisites as the tax service defines them: the ИНН of an organisation has 10 digits, a
 * sole trader's 12, each ending in check digits; the КПП (organisations only) is 9 characters, the 5th and 6th
 * may be capital Latin letters.
 */

const INN_10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_12_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_12_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

const checkDigit = (digits: number[], weights: number[]) => (weights.reduce((sum, w, i) => sum + w * digits[i], 0) % 11) % 10;

/** Whether `inn` is a valid ИНН of an organisation (10 digits) or of a sole trader (12), check digits included. */
export function isValidInn(inn: string): boolean {
  if (!/^\d{10}(\d{2})?$/.test(inn)) return false;
  const d = [...inn].map(Number);
  if (inn.length === 10) return checkDigit(d, INN_10_WEIGHTS) === d[9];
  return checkDigit(d, INN_12_WEIGHTS_11) === d[10] && checkDigit(d, INN_12_WEIGHTS_12) === d[11];
}

/** Whether `kpp` has the КПП's form. */
export function isValidKpp(kpp: string): boolean {
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(kpp);
}

/** The company fields at fault, if any: a name, a valid ИНН, and a КПП that an organisation has and a sole trader has not. */
export function companyFieldsAtFault(company: { name: string; inn: string; kpp: string }): string[] {
  const fields: string[] = [];
  if (company.name.trim().length < 2) fields.push("company_name");
  if (!isValidInn(company.inn)) fields.push("company_inn");
  const organisation = company.inn.length !== 12;
  if (organisation ? !isValidKpp(company.kpp) : company.kpp !== "") fields.push("company_kpp");
  return fields;
}
