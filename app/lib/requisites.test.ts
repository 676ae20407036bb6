import { describe, expect, it } from "vitest";
import { isSoleTraderOgrn, isValidInn, isValidOgrn } from "./requisites";

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
