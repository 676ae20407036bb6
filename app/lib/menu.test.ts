import { describe, expect, it } from "vitest";
import { joinMenuUrl, resolveMenu } from "./menu";

describe("joinMenuUrl", () => {
  it("joins the parent url and the child url with one slash", () => {
    expect(joinMenuUrl("/catalog", "divany")).toBe("/catalog/divany");
    expect(joinMenuUrl("/catalog/", "/divany")).toBe("/catalog/divany");
    expect(joinMenuUrl("/catalog", "/divany")).toBe("/catalog/divany");
  });

  it("adds a leading slash where the parent has none", () => {
    expect(joinMenuUrl("catalog", "divany")).toBe("/catalog/divany");
  });

  it("keeps an absolute child url as it is", () => {
    expect(joinMenuUrl("/about", "https://example.com/x")).toBe("https://example.com/x");
    expect(joinMenuUrl("/about", "tel:+74951204567")).toBe("tel:+74951204567");
  });

  it("gives the parent itself for an empty child url", () => {
    expect(joinMenuUrl("/ideas", "")).toBe("/ideas");
  });
});

describe("resolveMenu", () => {
  it("resolves nested children against their own parent's resolved link", () => {
    const links = resolveMenu([
      {
        name: "Каталог",
        url: "catalog",
        children: [{ name: "Диваны", url: "divany", children: [{ name: "Угловые", url: "uglovye", children: [] }] }],
      },
      { name: "О нас", url: "/about", children: [] },
    ]);
    expect(links).toEqual([
      {
        name: "Каталог",
        href: "/catalog",
        children: [{ name: "Диваны", href: "/catalog/divany", children: [{ name: "Угловые", href: "/catalog/divany/uglovye", children: [] }] }],
      },
      { name: "О нас", href: "/about", children: [] },
    ]);
  });

  it("makes an item without a url a group whose children get a leading slash", () => {
    expect(resolveMenu([{ name: "Покупателям", url: "", children: [{ name: "Оплата", url: "payment", children: [] }] }])).toEqual([
      { name: "Покупателям", href: null, children: [{ name: "Оплата", href: "/payment", children: [] }] },
    ]);
  });
});
