import { describe, expect, it } from "vitest";
import { canonicalUrl, jsonLdString, pageTitle, productJsonLd } from "./seo";

describe("seo helpers", () => {
  it("canonical drops filters and sort, keeps page > 1", () => {
    expect(canonicalUrl("https://shop.ru", "/catalog/divany", "?color=grey&sort=new&page=2")).toBe("https://shop.ru/catalog/divany?page=2");
    expect(canonicalUrl("https://shop.ru", "/catalog/divany", "?page=1")).toBe("https://shop.ru/catalog/divany");
  });
  it("titles carry the site name once", () => {
    expect(pageTitle("Диваны", "Мебельный дом")).toBe("Диваны — Мебельный дом");
    expect(pageTitle("Мебельный дом", "Мебельный дом")).toBe("Мебельный дом");
  });
  it("product offers are in RUB with availability", () => {
    const ld = productJsonLd("https://shop.ru", { name: "Диван", sku: "D-1", description: "<p>Мягкий</p>", price: 100, in_stock: false, images: [{ src: "/a.svg" }], url: "/catalog/d/x" });
    expect(ld.offers).toMatchObject({ priceCurrency: "RUB", price: 100, availability: "https://schema.org/OutOfStock" });
    expect(ld.image).toEqual(["https://shop.ru/a.svg"]);
    expect(ld.description).toBe("Мягкий");
  });
  it("JSON-LD cannot close its script element", () => {
    expect(jsonLdString({ a: "</script>" })).not.toContain("</script>");
  });
});
