// The seller's details rules, one for both halves: the back office's settings form checks them as it is typed,
// and the backend's settings contract checks them again.
import { isSoleTraderOgrn, isValidBankAccount, isValidBik, isValidInn, isValidKpp, isValidOgrn } from "./requisites";

/** What is wrong with a field of the seller's details, by field; the HTTP layer and the form put it into words. */
export type SellerProblem = "required" | "inn" | "kpp" | "ogrn" | "inn_kind" | "kpp_sole_trader" | "bik" | "bank_account";

export interface SellerFields {
  name: string;
  full_name: string;
  inn: string;
  kpp: string;
  ogrn: string;
  address: string;
  /** The bank the счёт asks to pay into: its name, БИК, correspondent (к/с) and settlement (р/с) accounts; all empty or all given. */
  bank: string;
  bik: string;
  corr_account: string;
  account: string;
}

const BANK_FIELDS = ["bank", "bik", "corr_account", "account"] as const;

/** The bank's details: none (no счёт can name them yet) or all four, the accounts matching the БИК's control key. */
function bankProblems(seller: SellerFields): Partial<Record<keyof SellerFields, SellerProblem>> {
  if (BANK_FIELDS.every((field) => seller[field] === "")) return {};
  const problems: Partial<Record<keyof SellerFields, SellerProblem>> = {};
  for (const field of BANK_FIELDS) if (seller[field] === "") problems[field] = "required";
  if (seller.bik && !isValidBik(seller.bik)) problems.bik = "bik";
  else if (seller.bik) {
    if (seller.corr_account && !isValidBankAccount(seller.corr_account, seller.bik, "correspondent")) problems.corr_account = "bank_account";
    if (seller.account && !isValidBankAccount(seller.account, seller.bik, "settlement")) problems.account = "bank_account";
  }
  return problems;
}

/** Spaces typed into a number are dropped («77 36 984123»). */
export const registrationNumber = (value: string) => value.replace(/\s+/g, "");

/**
 * The problems of the seller's details, each at its field: all empty is «not shown» and fine; otherwise the
 * names, ИНН, ОГРН and the address are required, the numbers pass their check digits, a company (ОГРН, 13
 * digits) has a 10-digit ИНН and a 9-digit КПП, a sole trader (ОГРНИП, 15) a 12-digit ИНН and no КПП.
 */
export function sellerProblems(seller: SellerFields): Partial<Record<keyof SellerFields, SellerProblem>> {
  if (Object.values(seller).every((value) => value === "")) return {};
  const problems: Partial<Record<keyof SellerFields, SellerProblem>> = bankProblems(seller);
  for (const field of ["name", "full_name", "inn", "ogrn", "address"] as const) if (seller[field] === "") problems[field] = "required";
  if (seller.inn && !isValidInn(seller.inn)) problems.inn = "inn";
  if (seller.ogrn && !isValidOgrn(seller.ogrn)) problems.ogrn = "ogrn";
  const soleTrader = isSoleTraderOgrn(seller.ogrn);
  if (!problems.inn && !problems.ogrn && seller.inn && seller.ogrn && seller.inn.length !== (soleTrader ? 12 : 10)) problems.inn = "inn_kind";
  if (soleTrader && seller.kpp) problems.kpp = "kpp_sole_trader";
  else if (seller.kpp && !isValidKpp(seller.kpp)) problems.kpp = "kpp";
  else if (!soleTrader && seller.ogrn && !seller.kpp) problems.kpp = "required";
  return problems;
}
