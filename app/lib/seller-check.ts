// The seller's details rules for the settings form: the storefront's own copy of backend/shop/seller-check.ts
// (the backend never shares code with the storefront); the settings contract and e2e tests keep them in step.
import { isSoleTraderOgrn, isValidInn, isValidKpp, isValidOgrn } from "./requisites";

/** What is wrong with a field of the seller's details, by field; the HTTP layer and the form put it into words. */
export type SellerProblem = "required" | "inn" | "kpp" | "ogrn" | "inn_kind" | "kpp_sole_trader";

export interface SellerFields {
  name: string;
  full_name: string;
  inn: string;
  kpp: string;
  ogrn: string;
  address: string;
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
  const problems: Partial<Record<keyof SellerFields, SellerProblem>> = {};
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
