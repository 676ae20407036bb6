import { describe, expect, it } from "vitest";
import { seededCommon, SELLER } from "../../../backend/db/seed/common-data";
import { commonSchema } from "./common.server";

describe("common data: the seller's details", () => {
  it("keeps the demo seller, whose ИНН and ОГРН pass their check digits; its bank is for the счёт, not the pages", () => {
    const { bank: _bank, bik: _bik, corr_account: _corrAccount, account: _account, ...shown } = SELLER;
    expect(commonSchema.parse(seededCommon()).seller).toEqual(shown);
  });

  it("accepts numbers typed with spaces, a sole trader without КПП", () => {
    const seller = { name: "ИП Иванов И. И.", inn: "5001 0073 2259", ogrn: "304500116000157", address: "Москва" };
    expect(commonSchema.parse({ ...seededCommon(), seller }).seller).toEqual({ ...seller, inn: "500100732259" });
  });

  it("leaves out a block with a wrong check digit, and the rest of common data still parses", () => {
    for (const broken of [
      { ...SELLER, inn: "7736984124" },
      { ...SELLER, ogrn: "1097746582142" },
      { ...SELLER, address: "" },
    ]) {
      const common = commonSchema.parse({ ...seededCommon(), seller: broken });
      expect(common.seller).toBeNull();
      expect(common.footer.contacts.length).toBeGreaterThan(0);
    }
  });

  it("works with a backend that sends no seller", () => {
    const { seller: _omitted, ...withoutSeller } = seededCommon();
    expect(commonSchema.parse(withoutSeller).seller).toBeNull();
  });
});
