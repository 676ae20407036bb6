import { describe, expect, it } from "vitest";
import { isSoleTraderOgrn, isValidBankAccount, isValidBik, isValidInn, isValidOgrn } from "./requisites";

describe("ИНН and ОГРН check digits", () => {
  it("accepts published numbers of real companies and sole traders", () => {
    // ПАО Сбербанк, ООО «Яндекс» (10-digit ИНН, 13-digit ОГРН); a person's 12-digit ИНН; an ОГРНИП.
    for (const inn of ["7707083893", "7736207543", "500100732259"]) expect(isValidInn(inn)).toBe(true);
    for (const ogrn of ["1027700132195", "1027700229193", "304500116000157"]) expect(isValidOgrn(ogrn)).toBe(true);
  });

  it("refuses a changed digit, a wrong length and anything but digits", () => {
    for (const inn of ["7707083894", "7707083883", "500100732258", "500100732269", "770708389", "77070838931", "77070838 3", ""]) {
      expect(isValidInn(inn)).toBe(false);
    }
    for (const ogrn of ["1027700132196", "1027700132295", "304500116000158", "102770013219", "10277001321950", "1O27700132195"]) {
      expect(isValidOgrn(ogrn)).toBe(false);
    }
  });

  it("tells an ОГРНИП from an ОГРН by its length", () => {
    expect(isSoleTraderOgrn("304500116000157")).toBe(true);
    expect(isSoleTraderOgrn("1027700132195")).toBe(false);
  });
});

describe("a bank's БИК and accounts", () => {
  it("accepts Сбербанк's published БИК and к/с and a р/с whose key matches, refuses a changed digit", () => {
    expect(isValidBik("044525225")).toBe(true);
    expect(isValidBik("144525225")).toBe(false);
    expect(isValidBankAccount("30101810400000000225", "044525225", "correspondent")).toBe(true);
    expect(isValidBankAccount("30101810400000000226", "044525225", "correspondent")).toBe(false);
    expect(isValidBankAccount("40702810538000123456", "044525225", "settlement")).toBe(true);
    expect(isValidBankAccount("40702810538000123457", "044525225", "settlement")).toBe(false);
    expect(isValidBankAccount("4070281053800012345", "044525225", "settlement")).toBe(false);
  });
});
