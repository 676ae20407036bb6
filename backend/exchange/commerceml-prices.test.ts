import fs from "node:fs";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDataStore, type TestDataStore } from "../db/test-database";
import { createBackend, type Backend } from "../index";
import { runImport } from "../services/catalog-import";
import { readCommerceMl } from "./commerceml";

/**
 * Contract: 1C's prices arrive exact to the kopeck, and an offer without a usable price (a price type the file
 * lacks, another currency without a rate, no price at all) is refused and reported: nothing goes on sale at 0 ₽.
 * The files are the 2.04 import and 2.07 offers fixtures (a characteristic priced 124 990,50 руб).
 */
let backend: Backend;
let store: TestDataStore;
const silent = pino({ level: "silent" });
const GOOD = "5f1d2c1e-0001-11ef-8a3b-00155d000001";
const VARIANT = `${GOOD}#9a7c0000-0000-0000-0000-000000000001`;
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, "fixtures", name), "utf8");

beforeAll(async () => {
  store = await createTestDataStore("cml-prices");
  backend = await createBackend({ dataDir: store.dataDir, databaseUrl: store.databaseUrl, secret: "test", seed: false }, silent);
});
afterAll(async () => {
  await backend.close();
  await store.remove();
});
beforeEach(async () => {
  await backend.db.deleteFrom("goods").execute();
  await exchange(fixture("import-2.04.xml"));
});

const exchange = (xml: string, priceType?: string) =>
  runImport(backend.db, silent, {
    format: "commerceml",
    source: "offers.xml",
    publishSections: true,
    read: (sink) => readCommerceMl([xml], sink, { priceType }),
  });

const variant = () => backend.db.selectFrom("goods").selectAll().where("external_id", "=", VARIANT).executeTakeFirst();

/** What a shopper sees: the goods listed in the variant's section and the YML feed's offers. */
async function onSale(): Promise<{ listed: number[]; feed: string }> {
  const sections = await backend.db.selectFrom("sections").select("handle").execute();
  const listed: number[] = [];
  for (const { handle } of sections) {
    const answer = (await (await backend.fetch(new Request(`http://test/api/catalog?section_handle=${handle}`))).json()) as {
      goods?: { price: number }[];
    };
    listed.push(...(answer.goods ?? []).map((g) => g.price));
  }
  const feed = await (await backend.fetch(new Request("http://test/api/feed/yml?base=https://shop.test"))).text();
  return { listed, feed };
}

describe("1C prices", () => {
  it("124 990,50 руб stays 124 990,50: stored as kopecks, listed, and written back to the YML feed", async () => {
    const result = await exchange(fixture("offers-2.07.xml"), "Розничная");
    expect(result.errors).toEqual([]);
    expect((await variant())?.price).toBe(12_499_050);
    const { listed, feed } = await onSale();
    expect(listed).toEqual([12_499_050]);
    expect(feed).toContain("<price>124990.50</price>");
  });

  it("a price type the file lacks imports nothing sellable and says which types it has", async () => {
    const result = await exchange(fixture("offers-2.07.xml"), "Оптовая");
    expect(result.errors.map((e) => e.message)).toEqual([
      "В файле нет типа цен «Оптовая» (есть: Розничная): цены не загружены, предложения не продаются",
    ]);
    expect(await variant()).toBeUndefined();
    const { listed, feed } = await onSale();
    expect(listed).toEqual([]);
    expect(feed).not.toContain("<offer ");
  });

  it("a price in dollars is refused without a rate and converted to the kopeck, half up, with one", async () => {
    const dollars = fixture("offers-2.07.xml")
      .replace(/<Валюта>руб<\/Валюта>/g, "<Валюта>USD</Валюта>")
      .replace("124990.50", "1350.01");
    const refused = await exchange(dollars);
    expect(refused.errors.map((e) => e.message)).toEqual([`Предложение «${VARIANT}»: цена в валюте «USD» без курса к рублю — не продаётся`]);
    expect(await variant()).toBeUndefined();

    // 1 350,01 $ × 92,505 = 124 882,67505 ₽ → 124 882,68 ₽.
    const converted = await exchange(dollars.replace("<Валюта>USD</Валюта><Единица>", "<Валюта>USD</Валюта><Курс>92.505</Курс><Единица>"));
    expect(converted.errors).toEqual([]);
    expect((await variant())?.price).toBe(12_488_268);
  });

  it("«643» and «RUB» are roubles; an offer without a price is refused, not put on sale at 0 ₽", async () => {
    const coded = fixture("offers-2.07.xml").replace(/<Валюта>руб<\/Валюта>/g, "<Валюта>643</Валюта>");
    expect((await exchange(coded)).errors).toEqual([]);
    expect((await variant())?.price).toBe(12_499_050);

    await backend.db.deleteFrom("goods").where("external_id", "=", VARIANT).execute();
    const priceless = fixture("offers-2.07.xml").replace(/<Цены>[\s\S]*<\/Цены>/, "<Цены></Цены>");
    const result = await exchange(priceless);
    expect(result.errors.map((e) => e.message)).toEqual([`Предложение «${VARIANT}»: нет цены — не продаётся`]);
    expect(await variant()).toBeUndefined();
    expect((await onSale()).listed).toEqual([]);
  });
});
