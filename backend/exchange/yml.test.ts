import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { goodPrice, ymlFeed as generatedFeed } from "../../tests/benchmarks/feeds";
import { createTestDataStore, demoShopOf, type TestDataStore } from "../db/test-database";
import { createBackend, type Backend } from "../index";
import { runImport } from "../services/catalog-import";
import { bumpCatalogRevision } from "../services/catalog-revision";
import { ymlRuleViolations } from "../testing/yml-rules";
import { streamXml, type XmlNode } from "./xml-stream";
import { readYml } from "./yml";

/** Contract: our /yml.xml is valid YML and current; a YML feed imports; export → import → export is the same catalogue. */
const silent = pino({ level: "silent" });
const BASE = "https://mebel-dom.test";
let demo: Backend;
let empty: Backend;
const stores: TestDataStore[] = [];

beforeAll(async () => {
  const [a, b] = await Promise.all([createTestDataStore("yml-demo", demoShopOf({})), createTestDataStore("yml-empty")]);
  stores.push(a, b);
  demo = await createBackend({ dataDir: a.dataDir, databaseUrl: a.databaseUrl, secret: "test" }, silent);
  // A new shop: its settings (name, company) but no catalogue.
  empty = await createBackend({ dataDir: b.dataDir, databaseUrl: b.databaseUrl, secret: "test", seed: false }, silent);
  await empty.db
    .insertInto("settings")
    .values(await demo.db.selectFrom("settings").selectAll().execute())
    .execute();
});
afterAll(async () => {
  await demo.close();
  await empty.close();
  for (const store of stores) await store.remove();
});

async function feedOf(backend: Backend) {
  const response = await backend.fetch(new Request(`http://test/api/feed/yml?base=${encodeURIComponent(BASE)}`));
  expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  return response.text();
}

/** Imported sections start hidden; the manager shows them after looking, and only then do their goods enter the feed. */
async function showSections(backend: Backend) {
  await backend.db.updateTable("sections").set({ hidden: 0 }).execute();
  await bumpCatalogRevision(backend.db);
}

const importYml = (backend: Backend, feed: Iterable<string>) =>
  runImport(backend.db, silent, { format: "yml", source: "feed.xml", read: (sink) => readYml(feed, sink) });

/** The offers of a feed as comparable records: by name, with the category's name instead of its id. */
async function offersOf(xml: string) {
  const categories = new Map<string, string>();
  const offers: Record<string, unknown>[] = [];
  await streamXml([xml], {
    isRecord: (path) => path.length === 4 && (path[3] === "category" || path[3] === "offer"),
    record(node: XmlNode) {
      if (node.name === "category") return void categories.set(node.attrs.id, node.text);
      const fields: Record<string, unknown> = { available: node.attrs.available };
      for (const c of node.children) {
        if (c.name === "url") continue;
        const key = c.name === "param" ? `param:${c.attrs.name}` : c.name === "categoryId" ? "category" : c.name;
        const value = c.name === "categoryId" ? categories.get(c.text) : c.text;
        fields[key] = c.name === "picture" ? [...((fields[key] as string[]) ?? []), value] : value;
      }
      offers.push(fields);
    },
  });
  return offers.sort((a, b) => String(a.vendorCode).localeCompare(String(b.vendorCode)));
}

describe("our YML feed", () => {
  it("is valid YML with every good that has a price, links under the public address and raster pictures", async () => {
    const xml = await feedOf(demo);
    expect(await ymlRuleViolations(xml)).toEqual([]);
    const goods = await demo.db.selectFrom("goods").select(["id", "price", "old_price"]).where("price", ">", 0).execute();
    const offers = await offersOf(xml);
    expect(offers).toHaveLength(goods.length);
    expect(xml).toContain(`<url>${BASE}/catalog/`);
    expect(xml).toMatch(/<picture>https:\/\/mebel-dom\.test\/media\/goods\/\d+-1\.png<\/picture>/);
    expect(xml).toMatch(/<param name="Габариты" unit="см">\d+×\d+×\d+<\/param>/);
    expect(xml).toContain("<company>Общество с ограниченной ответственностью «Мебельный дом»</company>");
  });

  it("the rules check finds broken feeds", async () => {
    const xml = await feedOf(demo);
    const unknownCategory = xml.replace(/<categoryId>\d+<\/categoryId>/, "<categoryId>999</categoryId>");
    expect(await ymlRuleViolations(unknownCategory)).toEqual([expect.stringMatching(/categoryId must name a declared category/)]);
    const lowOld = xml.replace(/<price>([\d.]+)<\/price>/, "<price>$1</price><oldprice>1</oldprice>");
    expect(await ymlRuleViolations(lowOld)).toContainEqual(expect.stringMatching(/oldprice must be higher than price/));
    expect(await ymlRuleViolations(xml.replace("</offers>", ""))).toEqual([expect.stringMatching(/^not well-formed XML/)]);
  });

  it("is rebuilt when an import changes the catalogue", async () => {
    const good = await demo.db.selectFrom("goods").select(["id", "sku", "price"]).orderBy("id").executeTakeFirstOrThrow();
    expect(await feedOf(demo)).toContain(`<offer id="${good.id}"`);
    const priced = `<?xml version="1.0" encoding="UTF-8"?><yml_catalog date="2026-11-24"><shop><offers><offer id="x1"><vendorCode>${good.sku}</vendorCode><price>777.50</price></offer></offers></shop></yml_catalog>`;
    const result = await importYml(demo, [priced]);
    expect(result.counters).toMatchObject({ updated: 1, created: 0 });
    expect(await feedOf(demo)).toMatch(new RegExp(`<offer id="${good.id}" available="\\w+"><url>[^<]+</url><price>777.50</price>`));
  });
});

describe("YML import", () => {
  it("imports a feed of 1 000 offers and updates instead of duplicating on the second run", async () => {
    const first = await importYml(demo, generatedFeed(1000));
    expect(first.counters).toMatchObject({ created: 1000, skipped: 0 });
    const second = await importYml(demo, generatedFeed(1000));
    expect(second.counters).toMatchObject({ created: 0, updated: 0, unchanged: 1000 });
    const good = await demo.db
      .selectFrom("goods")
      .selectAll()
      .where("external_source", "=", "yml")
      .where("external_id", "=", "3")
      .executeTakeFirstOrThrow();
    expect(good).toMatchObject({
      price: goodPrice(3), // 10 003,03 ₽ in kopecks
      old_price: goodPrice(3) + 300_000,
      stock: 3,
      width: 103,
      depth: 90,
      height: 80,
      sku: "ART-3",
      material_title: "Рогожка",
    });
  });

  it("round trip: our feed imported into an empty shop gives the same catalogue", async () => {
    const exported = await feedOf(demo);
    const result = await importYml(empty, [exported]);
    expect(result).toMatchObject({ status: "done", errors: [] });
    await showSections(empty);
    const reexported = await feedOf(empty);
    expect(await ymlRuleViolations(reexported)).toEqual([]);
    const [before, after] = [await offersOf(exported), await offersOf(reexported)];
    expect(after).toHaveLength(before.length);
    expect(after).toEqual(before);
    // Imported sections get a placeholder picture drawn like the demo's, by the kind their name tells.
    const sections = await empty.db.selectFrom("sections").select(["handle", "kind", "name"]).execute();
    expect(sections.find((s) => s.name === "Кресла")?.kind).toBe("armchair");
    for (const section of sections) {
      const picture = await empty.fetch(new Request(`http://test/api/media/sections/${section.handle}.svg`));
      expect(picture.status).toBe(200);
    }
  });

  it("refuses a file that is not YML and imports nothing", async () => {
    const result = await importYml(empty, ['<?xml version="1.0"?><КоммерческаяИнформация/>']);
    expect(result).toMatchObject({ status: "failed", message: "Это не файл YML: нет элемента yml_catalog" });
  });
});

describe("our feed carries an imported description as the storefront shows it", () => {
  it("without scripts, frames or javascript: links, and with safe new-window links", async () => {
    const hostile =
      '<p>Диван</p><script>alert(1)</script><iframe src="https://evil.example"></iframe>' +
      '<a href="javascript:alert(1)">x</a><a href="https://fabrika.example" target="_blank" rel="opener">Фабрика</a>';
    const feed = [...generatedFeed(1)]
      .join("")
      .replace("<description>Описание товара 1</description>", `<description><![CDATA[${hostile}]]></description>`);
    expect((await importYml(empty, [feed])).status).toBe("done");
    await showSections(empty);
    const xml = await feedOf(empty);
    const description = /<description><!\[CDATA\[(.*?)\]\]><\/description>/s.exec(xml.slice(xml.indexOf("Диван") - 300))?.[1] ?? "";
    expect(description).toContain("<p>Диван</p>");
    expect(description).not.toMatch(/script|iframe|javascript:|opener"/i);
    expect(description).toContain('rel="noopener noreferrer"');
  });
});
