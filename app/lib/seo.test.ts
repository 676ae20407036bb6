import { describe, expect, it } from "vitest";
import { articleJsonLd, canonicalUrl, jsonLdString, organizationJsonLd, pageTitle, productJsonLd, seoMeta, sharePicture } from "./seo";

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
    const good = {
      name: "Диван",
      sku: "D-1",
      description: "<p>Мягкий</p>",
      price: 1_299_050,
      in_stock: false,
      images: [{ src: "/a.svg" }],
      url: "/catalog/d/x",
    };
    const ld = productJsonLd("https://shop.ru", good);
    // Kopecks as schema.org's price: roubles with a point.
    expect(ld.offers).toMatchObject({ priceCurrency: "RUB", price: "12990.50", availability: "https://schema.org/OutOfStock" });
    expect(ld.image).toEqual(["https://shop.ru/a.svg"]);
    expect(productJsonLd("https://shop.ru", { ...good, price: 0 })).not.toHaveProperty("offers");
    expect(ld.description).toBe("Мягкий");
  });
  it("canonical of a trailing-slash URL names the page it shows", () => {
    expect(canonicalUrl("https://shop.ru", "/about/", "")).toBe("https://shop.ru/about");
    expect(canonicalUrl("https://shop.ru", "/", "")).toBe("https://shop.ru/");
  });
  it("share pictures are raster: a seeded SVG by its PNG twin, a raster picture as it is, other SVG by none", () => {
    expect(sharePicture("/media/goods/1-1.svg")).toEqual({ src: "/media/goods/1-1.png", width: 1200, height: 630 });
    expect(sharePicture("/api/media/sections/divany.svg")?.src).toBe("/media/sections/divany.png");
    expect(sharePicture("https://cdn.example/a.jpg")).toEqual({ src: "https://cdn.example/a.jpg" });
    expect(sharePicture("/logo.svg")).toBeNull();
    expect(sharePicture("/media/photos/9989eb5586bd9a4cb80e3c29-720.webp")).toEqual({
      src: "/media/photos/9989eb5586bd9a4cb80e3c29-share.jpg",
      width: 1200,
      height: 630,
    });
  });
  it("JSON-LD for content and the shop", () => {
    const article = articleJsonLd("https://shop.ru", {
      type: "NewsArticle",
      title: "Т",
      description: "<p>О</p>",
      url: "/news/t",
      date: "2026-01-02",
      image: "/media/content/news-1-1.svg",
      publisher: "Дом",
    });
    expect(article).toMatchObject({
      "@type": "NewsArticle",
      headline: "Т",
      description: "О",
      url: "https://shop.ru/news/t",
      datePublished: "2026-01-02",
      image: ["https://shop.ru/media/content/news-1-1.svg"],
    });
    const org = organizationJsonLd("https://shop.ru", {
      name: "Дом",
      phone: "+7",
      logo: "/logo.svg",
      address: "Москва",
      sameAs: ["https://vk.com/a", "https://vk.com/a"],
    });
    expect(org).toMatchObject({ address: { "@type": "PostalAddress", streetAddress: "Москва" }, sameAs: ["https://vk.com/a"] });
  });
  it("JSON-LD cannot close its script element", () => {
    expect(jsonLdString({ a: "</script>" })).not.toContain("</script>");
  });
});

describe("seoMeta, the one meta mechanism", () => {
  const matches = [
    {
      id: "root",
      data: { siteUrl: "https://shop.example", common: { global: { site_name: "Дом" }, banner: { image: { src: "/media/misc/banner.svg" } } } },
    },
  ];
  const meta = (pathname: string, search = "", page = {}) =>
    seoMeta({ location: { pathname, search }, matches }, { title: "Диваны", description: "Мягкие диваны.", ...page }) as Array<
      Record<string, string>
    >;
  const find = (tags: Array<Record<string, string>>, key: string) => tags.find((t) => t.property === key || t.name === key || t.rel === key);

  it("one canonical on the configured site URL, og:url the same, the banner as raster og:image by default", () => {
    const tags = meta("/catalog/divany/", "?sort=new&color=grey");
    expect(tags.filter((t) => t.rel === "canonical")).toEqual([{ tagName: "link", rel: "canonical", href: "https://shop.example/catalog/divany" }]);
    expect(find(tags, "og:url")?.content).toBe("https://shop.example/catalog/divany");
    expect(find(tags, "og:image")?.content).toBe("https://shop.example/media/misc/banner.png");
    expect(find(tags, "og:description")?.content).toBe("Мягкие диваны.");
    expect(tags[0]).toEqual({ title: "Диваны — Дом" });
  });
  it("page 2 has its own title, description and canonical", () => {
    const tags = meta("/catalog/divany", "?page=2");
    expect(tags[0]).toEqual({ title: "Диваны — страница 2 — Дом" });
    expect(find(tags, "description")?.content).toBe("Страница 2. Мягкие диваны.");
    expect(find(tags, "canonical")?.href).toBe("https://shop.example/catalog/divany?page=2");
  });
  it("the canonical names the page shown, not the URL asked", () => {
    expect(find(meta("/catalog/divany/oslo/", "", { path: "/catalog/divany" }), "canonical")?.href).toBe("https://shop.example/catalog/divany");
  });
  it("an item keeps no query in its canonical and shows its own picture", () => {
    const tags = meta("/catalog/divany/oslo", "?page=3", { keep: [], type: "product", image: "/media/goods/1-1.svg" });
    expect(find(tags, "canonical")?.href).toBe("https://shop.example/catalog/divany/oslo");
    expect(find(tags, "og:type")?.content).toBe("product");
    expect(find(tags, "og:image")?.content).toBe("https://shop.example/media/goods/1-1.png");
  });
});
