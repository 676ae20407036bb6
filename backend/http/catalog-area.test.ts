import fs from "node:fs";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDataStore, demoShopOf, type TestDataStore } from "../db/test-database";
import { createBackend, type Backend } from "../index";
import { up as moveMediaPaths } from "../db/migrations/004-media-paths";
import { bumpCatalogRevision, revisionMovedHere } from "../services/catalog-revision";
import type { JsonAnswer } from "../testing/json-answer";

/** Contract tests of the catalogue half of docs/api.md: common, catalogue, content, pages, search, media. */
let backend: Backend;
let store: TestDataStore;

beforeAll(async () => {
  store = await createTestDataStore("catalog-test", demoShopOf({}));
  backend = await createBackend({ dataDir: store.dataDir, databaseUrl: store.databaseUrl, secret: "test" }, pino({ level: "silent" }));
});
afterAll(async () => {
  await backend.close();
  await store.remove();
});

async function get(pathname: string) {
  const response = await backend.fetch(new Request(`http://test/api${pathname}`));
  const text = await response.text();
  // `body` is the parsed answer; one that is not JSON (a picture) leaves it empty and `json` false, with its `text`.
  let body: JsonAnswer = {};
  let json = true;
  try {
    body = JSON.parse(text);
  } catch {
    json = false;
  }
  return { status: response.status, json, body, text, headers: response.headers };
}

describe("common data", () => {
  it("has every field spec §3 names", async () => {
    const { status, body } = await get("/common");
    expect(status).toBe(200);
    expect(body.header.phone).toMatch(/\+7/);
    expect(body.header.menu.length).toBeGreaterThan(3);
    expect(body.header.menu[0].children.length).toBeGreaterThan(0);
    expect(body.footer.menu_1[0].children[0]).toHaveProperty("url");
    expect(body.footer.contacts.map((c: { type: string }) => c.type).sort()).toEqual(["address", "email", "phone"]);
    expect(body.socials.top.length).toBeGreaterThan(0);
    expect(body.socials.bottom.map((s: { type: string }) => s.type)).toEqual(expect.arrayContaining(["tg", "vk", "wa"]));
    expect(body.scripts).toEqual({ headEnd: "", bodyBegin: "", bodyEnd: "" });
    expect(body.global["favicon.ico"]).toBeTruthy();
    expect(body.page_404.title).toBe("Страница не найдена");
    expect(body.page_404.buttons.length).toBeLessThanOrEqual(2);
    expect(body.cookie).toEqual({ text: expect.any(String), button_ok: expect.any(String) });
    expect(body.form.private_policy).toContain("/privacy");
    expect(body.user).toBeNull();
  });
});

describe("catalogue", () => {
  it("seeds at least 8 sections and 150 models with variants, prices, stock and two images", async () => {
    const { body } = await get("/catalog/section");
    expect(body.sections.length).toBeGreaterThanOrEqual(8);
    const all = await get("/catalog?limit=60");
    expect(all.body.pagination.total).toBeGreaterThanOrEqual(150);
    const goods = all.body.goods as JsonAnswer[];
    expect(goods.some((g) => g.old_price !== null)).toBe(true);
    const stocks = await backend.db.selectFrom("goods").select("stock").execute();
    expect(stocks.some((s) => s.stock === 0)).toBe(true);
    expect(stocks.some((s) => s.stock > 0 && s.stock <= 3)).toBe(true);
    expect(goods[0].image).toMatchObject({ src: expect.stringMatching(/^\/media\/goods\/\d+-1\.svg$/), width: 1200, height: 900 });
    expect(goods[0].image_hover).not.toBeNull();
  });

  it("filters by colour and width, sorts by price and pages", async () => {
    const { status, body } = await get("/catalog?section_handle=divany&color=grey&width_from=200&sort=price_asc&limit=5");
    expect(status).toBe(200);
    expect(body.section.handle).toBe("divany");
    const prices = body.goods.map((g: { price: number }) => g.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    for (const good of body.goods) {
      const detail = await get(`/catalog/detail?section_handle=divany&handle=${good.handle}`);
      expect(detail.body.good.color.value).toBe("grey");
      expect(detail.body.good.dimensions.width).toBeGreaterThanOrEqual(200);
    }
    const page2 = await get("/catalog?section_handle=divany&limit=5&page=2");
    expect(page2.body.pagination).toMatchObject({ page: 2, limit: 5 });
    expect(page2.body.goods[0].id).not.toBe((await get("/catalog?section_handle=divany&limit=5")).body.goods[0].id);
  });

  it("answers filters with counts that reflect the other selections", async () => {
    const plain = await get("/catalog/filter?section_handle=divany");
    const codes = plain.body.filters.map((f: { code: string }) => f.code);
    expect(codes).toEqual(["price", "color", "material", "width", "depth", "height", "in_stock"]);
    const colours = plain.body.filters.find((f: { code: string }) => f.code === "color");
    const total = colours.values.reduce((sum: number, v: { count: number }) => sum + v.count, 0);
    const listing = await get("/catalog?section_handle=divany");
    expect(total).toBe(listing.body.pagination.total);
    const narrowed = await get("/catalog/filter?section_handle=divany&in_stock=1");
    const narrowedTotal = narrowed.body.filters
      .find((f: { code: string }) => f.code === "color")
      .values.reduce((s: number, v: { count: number }) => s + v.count, 0);
    expect(narrowedTotal).toBeLessThan(total);
  });

  it("«В наличии» lists goods ready to ship: none made to order, whatever stock it keeps", async () => {
    // The demo makes every third sofa to order even when some are in stock: that stock must not make it «В наличии».
    const made = await backend.db.selectFrom("goods").select("id").where("made_to_order", "=", 1).where("stock", ">", 0).execute();
    expect(made.length).toBeGreaterThan(0);
    const { body } = await get("/catalog?section_handle=divany&in_stock=1&limit=100");
    expect(body.goods.length).toBeGreaterThan(0);
    expect(body.goods.filter((good: { lead: { made_to_order: boolean } }) => good.lead.made_to_order)).toEqual([]);
  });

  it("an item lists its variants with exactly one active", async () => {
    const { status, body } = await get("/catalog/detail?section_handle=divany&handle=divan-oslo-seryy");
    expect(status).toBe(200);
    const active = body.good.variants.goods.filter((v: { active: boolean }) => v.active);
    expect(active).toHaveLength(1);
    expect(active[0].id).toBe(body.good.id);
    expect(body.good.images.length).toBeGreaterThanOrEqual(2);
  });

  it("goods by ids keep the order and drop unknown ids", async () => {
    const { body } = await get("/catalog/goods?ids=3,1,999999,abc,-2");
    expect(body.goods.map((g: { id: number }) => g.id)).toEqual([3, 1]);
  });

  it("unknown sections and items are 404s in the failure shape", async () => {
    for (const url of [
      "/catalog?section_handle=nope",
      "/catalog/detail?section_handle=divany&handle=nope",
      "/catalog/detail?section_handle=kresla&handle=divan-oslo-seryy",
    ]) {
      const { status, body } = await get(url);
      expect(status).toBe(404);
      expect(body).toMatchObject({ result: "fail", message: { text: expect.any(String), form: [expect.any(String)] } });
    }
  });
});

describe("content and pages", () => {
  it("seeds 6 ideas with goods, 8 news, 6 portfolio projects with galleries and the custom pages", async () => {
    const ideas = await get("/idea?limit=60");
    expect(ideas.body.items.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(ideas.body.items[0]).sort()).toEqual(["handle", "id"]);
    const idea = await get(`/idea/detail?handle=${ideas.body.items[0].handle}`);
    expect(idea.body).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
    expect(idea.body.goods.length).toBeGreaterThan(0);
    expect((await get("/news?limit=60")).body.items.length).toBeGreaterThanOrEqual(8);
    const portfolio = await get("/portfolio?limit=60");
    expect(portfolio.body.items.length).toBeGreaterThanOrEqual(6);
    expect((await get(`/portfolio/detail?handle=${portfolio.body.items[0].handle}`)).body.gallery.length).toBeGreaterThan(1);
    for (const url of ["about", "contacts", "delivery", "payment", "privacy", "offer"]) {
      expect((await get(`/page/detail?url=${url}`)).status).toBe(200);
    }
    expect((await get("/news/detail?handle=no-such")).status).toBe(404);
  });
});

describe("search", () => {
  it("finds goods by other word forms, case-insensitively, with ё = е", async () => {
    for (const text of ["диван", "диваны", "дивана", "ДИВАН"]) {
      const { body } = await get(`/search?search=${encodeURIComponent(text)}`);
      expect(body.goods_total).toBeGreaterThan(0);
      expect(body.goods[0].name).toContain("Диван");
    }
    const yo = await get(`/search?search=${encodeURIComponent("чёрный")}`);
    const ye = await get(`/search?search=${encodeURIComponent("черный")}`);
    expect(yo.body.goods_total).toBe(ye.body.goods_total);
    expect(yo.body.goods_total).toBeGreaterThan(0);
  });
  it("finds content too, and an empty search is an empty answer", async () => {
    expect((await get(`/search?search=${encodeURIComponent("шоурум")}`)).body.content.length).toBeGreaterThan(0);
    expect((await get("/search?search=")).body).toMatchObject({ goods: [], content: [], goods_total: 0 });
  });
  it("counts and lists only goods the storefront shows, and so does the YML feed", async () => {
    const [hidden, unpriced] = await backend.db
      .selectFrom("goods")
      .select(["id", "name", "price"])
      .where("name", "like", "Диван%")
      .orderBy("id")
      .limit(2)
      .execute();
    const search = `/search?search=${encodeURIComponent("диван")}&limit=500`;
    const before = (await get(search)).body;
    expect(before.goods.map((good: { id: number }) => good.id)).toEqual(expect.arrayContaining([hidden!.id, unpriced!.id]));
    try {
      await backend.db.updateTable("goods").set({ hidden: 1 }).where("id", "=", hidden!.id).execute();
      await backend.db.updateTable("goods").set({ price: 0 }).where("id", "=", unpriced!.id).execute();
      await bumpCatalogRevision(backend.db);
      revisionMovedHere();
      const after = (await get(search)).body;
      expect(after.goods_total).toBe(before.goods_total - 2);
      expect(after.goods.map((good: { id: number }) => good.id)).not.toEqual(expect.arrayContaining([hidden!.id]));
      expect(after.goods.map((good: { id: number }) => good.id)).not.toContain(unpriced!.id);
      const feed = (await get(`/feed/yml?base=${encodeURIComponent("https://shop.example")}`)).text;
      expect(feed).toContain("<offer id=");
      expect(feed).not.toContain(`<offer id="${hidden!.id}"`);
      expect(feed).not.toContain(`<offer id="${unpriced!.id}"`);
    } finally {
      await backend.db.updateTable("goods").set({ hidden: 0 }).where("id", "=", hidden!.id).execute();
      await backend.db.updateTable("goods").set({ price: unpriced!.price }).where("id", "=", unpriced!.id).execute();
      await bumpCatalogRevision(backend.db);
      revisionMovedHere();
    }
  });
});

describe("media and bad input", () => {
  it("serves seeded pictures as SVG that cannot run", async () => {
    const { status, headers, text } = await get("/media/goods/1-1.svg");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("image/svg+xml");
    expect(headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(text).toContain('width="1200"');
    expect((await get("/media/goods/999999-1.svg")).status).toBe(404);
    expect((await get("/media/../../etc/passwd")).status).toBe(404);
  });

  it("serves each seeded drawing as a 1200×630 PNG share picture too, made once and then read from DATA_DIR", async () => {
    const response = await backend.fetch(new Request("http://test/api/media/goods/1-1.png"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toContain("immutable");
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(fs.existsSync(path.join(store.dataDir, "media", "goods", "1-1.png"))).toBe(true);
    const again = Buffer.from(await (await backend.fetch(new Request("http://test/api/media/goods/1-1.png"))).arrayBuffer());
    expect(again.equals(png)).toBe(true);
    for (const missing of ["/media/goods/999999-1.png", "/media/goods/1-1.gif", "/media/goods/1-1.png/..", "/media/GOODS/1-1.png"]) {
      expect((await get(missing)).status, missing).toBe(404);
    }
  });

  it("moves pictures stored under /api/media/ by an older seed to /media/", async () => {
    const old = JSON.stringify([{ src: "/api/media/goods/1-1.svg", width: 1200, height: 900, alt: "x" }]);
    await backend.db.updateTable("goods").set({ images: old }).where("id", "=", 1).execute();
    await moveMediaPaths(backend.db);
    const row = await backend.db.selectFrom("goods").select("images").where("id", "=", 1).executeTakeFirstOrThrow();
    expect(JSON.parse(row.images)[0].src).toBe("/media/goods/1-1.svg");
    const common = await get("/common");
    expect(JSON.stringify(common.body)).not.toContain("/api/media/");
  });

  it("never answers 5xx to malformed query strings", async () => {
    const garbage = [
      "page=-1",
      "page=abc",
      "page=99999999999",
      "limit=0",
      "limit=100000",
      "price_from=1e9",
      "color=%00",
      "color=" + "x".repeat(5000),
      "sort=drop table",
      "section_handle=../../",
      "in_stock=yes",
      "width_to=-5",
      "ids=" + "9,".repeat(5000),
      "handle=" + "a".repeat(300),
      "search=" + "д".repeat(5000),
      "%E0%A4%A",
      "a=1&".repeat(500),
    ];
    const endpoints = [
      "/catalog",
      "/catalog/filter",
      "/catalog/detail",
      "/catalog/goods",
      "/catalog/section",
      "/idea",
      "/idea/detail",
      "/news",
      "/news/detail",
      "/portfolio",
      "/portfolio/detail",
      "/page/detail",
      "/search",
      "/common",
    ];
    // Each piece of garbage with two others (pairs that repeat add nothing): 33 distinct queries an endpoint.
    const pairs = [3, 7].flatMap((step) => garbage.map((piece, i) => `${piece}&${garbage[(i * step + 1) % garbage.length]}`));
    const queries = [...new Set(pairs)].map((pair, i) => `${pair}&r=${i}`);
    let sent = 0;
    for (const endpoint of endpoints) {
      for (const query of queries) {
        const { status, json, body } = await get(`${endpoint}?${query}`);
        expect(status, `${endpoint}?${query.slice(0, 80)}`).toBeLessThan(500);
        expect(json).toBe(true);
        expect(typeof body).toBe("object");
        sent++;
      }
    }
    expect(sent).toBe(endpoints.length * queries.length);
  });

  it("refuses other methods with 405 and unknown paths with 404", async () => {
    const post = await backend.fetch(new Request("http://test/api/catalog", { method: "POST" }));
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toContain("GET");
    expect((await get("/no/such/path")).status).toBe(404);
  });
});
