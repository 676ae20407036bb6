import { describe, expect, it } from "vitest";
import { seededCommon } from "../../backend/db/seed/common-data";
import { resolveMenu } from "./menu";
import { footerMenuText, headerMenuText, parseMenuText, storedFooterMenu, storedHeaderMenu } from "./menu-text";

describe("menus as lines", () => {
  it("the seeded header and footer menus read back as they are stored", () => {
    const common = seededCommon();
    const header = parseMenuText(headerMenuText(common.header.menu));
    expect(header.ok && resolveMenu(storedHeaderMenu(header.items))).toEqual(resolveMenu(common.header.menu));
    expect(header.ok && storedHeaderMenu(header.items)[0].children[0].url).toBe(common.header.menu[0].children[0].url);
    expect(headerMenuText(common.header.menu)).toContain("- Диваны | /catalog/");
    const footer = parseMenuText(footerMenuText(common.footer.menu_1), true);
    expect(footer.ok && storedFooterMenu(footer.items)).toEqual(common.footer.menu_1);
  });

  it("names the line that is wrong", () => {
    expect(parseMenuText("Каталог | /catalog\n- Вход | javascript:alert(1)")).toEqual({ ok: false, line: 2, problem: "bad_link" });
    expect(parseMenuText("- Диваны | /catalog/divany")).toEqual({ ok: false, line: 1, problem: "no_parent" });
    expect(parseMenuText("Компания | /about", true)).toEqual({ ok: false, line: 1, problem: "group_link" });
    expect(parseMenuText(" | /about")).toEqual({ ok: false, line: 1, problem: "no_name" });
  });
});
