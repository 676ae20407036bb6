import fs from "node:fs";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commerceMlImport, commerceMlOffers, goodPrice, goodStock } from "../../tests/benchmarks/feeds";
import { createTestDataStore, demoShopOf, type TestDataStore } from "../db/test-database";
import { createBackend, type Backend } from "../index";
import { runImport } from "../services/catalog-import";
import { readCatalogRevision } from "../services/catalog-revision";
import { jobById } from "../services/import-jobs";
import { readCommerceMl } from "./commerceml";

/** Contract: a CommerceML exchange creates goods, an offers-only one updates them, a broken file changes nothing. */
let backend: Backend;
let store: TestDataStore;
const silent = pino({ level: "silent" });

beforeAll(async () => {
  store = await createTestDataStore("cml-test", demoShopOf({}));
  backend = await createBackend({ dataDir: store.dataDir, databaseUrl: store.databaseUrl, secret: "test" }, silent);
});
afterAll(async () => {
  await backend.close();
  await store.remove();
});

const exchange = (file: Iterable<string | Buffer>, options: { dryRun?: boolean; priceType?: string } = {}) =>
  runImport(backend.db, silent, {
    format: "commerceml",
    source: "test.xml",
    dryRun: options.dryRun,
    read: (sink) => readCommerceMl(file, sink, options),
  });

const imported = () => backend.db.selectFrom("goods").selectAll().where("external_source", "=", "commerceml").orderBy("id").execute();
const byExternal = async () => new Map((await imported()).map((g) => [g.external_id, g]));

async function api(path: string) {
  return (await (await backend.fetch(new Request(`http://test/api${path}`))).json()) as Record<string, unknown>;
}

describe("CommerceML exchange", () => {
  it("creates 1 000 goods from import.xml and prices them by the retail price type from offers.xml", async () => {
    const revision = await readCatalogRevision(backend.db);
    const counted = async () => ((await api("/catalog/section")).sections as Array<{ count: number }>).reduce((sum, s) => sum + s.count, 0);
    const countedBefore = await counted(); // now kept by the backend's section cache (a minute)
    const first = await exchange(commerceMlImport(1000));
    expect(first).toMatchObject({ status: "done", counters: { created: 1000, skipped: 0 }, errors: [] });
    const offers = await exchange(commerceMlOffers(1, 1000), { priceType: "Розничная" });
    expect(offers.counters).toMatchObject({ updated: 1000, skipped: 0 });

    const goods = await byExternal();
    expect(goods.size).toBe(1000);
    const g7 = goods.get("good-7")!;
    expect(g7).toMatchObject({
      name: "Товар «Модель 7»",
      sku: "ART-7",
      price: goodPrice(7),
      stock: goodStock(7),
      material_title: "Рогожка",
      material: "linen",
      color_title: "Орех",
      color: "walnut",
      width: 107,
      depth: 90,
      height: 80,
      vendor: "Фабрика «Уют»",
      description: "Описание товара 7",
    });
    expect(JSON.parse(g7.images)[0].src).toBe("import_files/7/good-7.jpg");
    expect(await readCatalogRevision(backend.db)).toBe(revision + 2);
    // The section cache notices the new revision within a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await counted()).toBe(countedBefore + 1000);

    // What a shopper sees: the good's page and search.
    const section = await backend.db.selectFrom("sections").select("handle").where("id", "=", g7.section_id).executeTakeFirstOrThrow();
    const detail = await api(`/catalog/detail?section_handle=${section.handle}&handle=${g7.handle}`);
    expect(detail.good).toMatchObject({ name: "Товар «Модель 7»", price: goodPrice(7) });
    const found = await api(`/search?search=${encodeURIComponent("Модель 7 рогожка")}`);
    expect(JSON.stringify(found)).toContain(g7.handle);
  });

  it("a second exchange of the same files updates, never duplicates", async () => {
    const again = await exchange(commerceMlImport(1000));
    expect(again.counters).toMatchObject({ created: 0, updated: 0, unchanged: 1000 });
    expect((await imported()).length).toBe(1000);
  });

  it("an offers-only exchange (2.08 Остатки by warehouse) changes the prices and stock of 300 goods", async () => {
    const before = await byExternal();
    const partial = commerceMlOffers(101, 400, {
      version: "2.08",
      onlyChanges: true,
      price: (n) => goodPrice(n) + 1000,
      stock: (n) => goodStock(n) + 10,
    });
    const result = await exchange(partial, { priceType: "Розничная" });
    expect(result.counters).toMatchObject({ processed: 300, updated: 300, created: 0 });
    const after = await byExternal();
    expect(after.get("good-101")).toMatchObject({ price: goodPrice(101) + 1000, stock: goodStock(101) + 10 });
    expect(after.get("good-400")).toMatchObject({ price: goodPrice(400) + 1000, stock: goodStock(400) + 10 });
    expect(after.get("good-401")).toEqual(before.get("good-401"));
    expect(after.get("good-100")).toEqual(before.get("good-100"));
  });

  it("an offer for a good it never received is skipped and reported", async () => {
    const result = await exchange(commerceMlOffers(5000, 5000));
    expect(result.counters).toMatchObject({ skipped: 1, updated: 0 });
    expect(result.errors[0].message).toBe("Товар «good-5000» не найден в каталоге: предложение пропущено");
  });

  it("a broken file is refused with a clear reason and changes nothing, even after hundreds of goods were read", async () => {
    const revision = await readCatalogRevision(backend.db);
    const before = await imported();
    const lines = [...commerceMlOffers(1, 1000, { price: () => 1 })];
    const broken = [...lines.slice(0, 700), "<Предложение><Ид>good-9</Ид><Цены></Предложение>\n"];
    const result = await exchange(broken);
    expect(result.status).toBe("failed");
    expect(result.message).toMatch(/^Файл повреждён или не является XML: /);
    expect(await imported()).toEqual(before);
    expect(await readCatalogRevision(backend.db)).toBe(revision);
    expect(await jobById(backend.db, result.jobId)).toMatchObject({ status: "failed", message: result.message });
  });

  it("refuses a file that is not CommerceML", async () => {
    const result = await exchange(['<?xml version="1.0"?><yml_catalog/>']);
    expect(result).toMatchObject({ status: "failed", message: "Это не файл CommerceML: нет элемента КоммерческаяИнформация" });
  });

  it("a dry run counts what would change and changes nothing", async () => {
    const before = await imported();
    const result = await exchange(commerceMlOffers(1, 10, { price: () => 5 }), { dryRun: true });
    expect(result).toMatchObject({ status: "done", dryRun: true, counters: { updated: 10 } });
    expect(result.changes).toHaveLength(10);
    expect(await imported()).toEqual(before);
  });

  it("reads the layouts of other schema versions: 2.04 properties, 2.07 warehouse stock and a characteristic named in parentheses, a 2.10 stock-only file", async () => {
    const fixture = (name: string) => [fs.readFileSync(path.join(__dirname, "fixtures", name))];
    const goodId = "5f1d2c1e-0001-11ef-8a3b-00155d000001";
    expect((await exchange(fixture("import-2.04.xml"))).counters).toMatchObject({ created: 1 });
    const good = (await byExternal()).get(goodId)!;
    expect(good).toMatchObject({
      sku: "УГ-300",
      width: 280,
      depth: 165,
      height: 85,
      material_title: "Велюр",
      color_title: "Серый",
    });
    expect(good.description).toBe("Угловой диван & оттоманка");
    expect(JSON.parse(good.images).map((i: { src: string }) => i.src)).toEqual(["import_files/5f/berg-1.jpg", "import_files/5f/berg-2.jpg"]);
    const section = await backend.db.selectFrom("sections").select("name").where("id", "=", good.section_id).executeTakeFirstOrThrow();
    expect(section.name).toBe("Угловые диваны");

    // «Диван угловой «Берген» (серый)»: the characteristic's only name is the end of the offer's name.
    expect((await exchange(fixture("offers-2.07.xml"))).counters).toMatchObject({ created: 1 });
    const variant = (await byExternal()).get(`${goodId}#9a7c0000-0000-0000-0000-000000000001`)!;
    expect(variant).toMatchObject({
      name: "Диван угловой «Берген»",
      variant_label: "серый",
      model_id: good.model_id,
      sku: "УГ-300-1",
      price: 12_499_050, // 124 990,50 ₽ to the kopeck
      stock: 3,
      section_id: good.section_id,
      width: 280,
      material_title: "Велюр",
    });

    expect((await exchange(fixture("rests-2.10.xml"))).counters).toMatchObject({ updated: 1 });
    expect((await byExternal()).get(goodId)).toMatchObject({ stock: 7 });
  });
});
