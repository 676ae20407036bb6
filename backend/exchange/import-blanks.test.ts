import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sectionFilters } from "../services/catalog";
import { createTestDataStore, demoShopOf, type TestDataStore } from "../db/test-database";
import { createBackend, type Backend } from "../index";
import { runImport } from "../services/catalog-import";
import { exportGoodsCsv } from "../services/csv-goods";
import { mediaPicture } from "../services/media";
import { readCsv } from "./csv";
import { readYml } from "./yml";
import { formatRoubles } from "../shop/money";

/** Contract: an import never destroys or blanks what a file leaves empty, and a good without a photo says so. */
const silent = pino({ level: "silent" });
let backend: Backend;
let store: TestDataStore;

beforeAll(async () => {
  store = await createTestDataStore("import-blanks-test", demoShopOf({ seedGoods: 20 }));
  backend = await createBackend({ dataDir: store.dataDir, databaseUrl: store.databaseUrl, secret: "test", seedGoods: 20 }, silent);
});
afterAll(async () => {
  await backend.close();
  await store.remove();
});

const goodById = (id: number) => backend.db.selectFrom("goods").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("empty cells and missing values in imports", () => {
  it("a row of the export with its «Фото», «Старая цена» and «Производитель» cells emptied keeps the good's photos, old price and maker", async () => {
    const good = await backend.db.selectFrom("goods").selectAll().where("old_price", "is not", null).orderBy("id").executeTakeFirstOrThrow();
    await backend.db.updateTable("goods").set({ vendor: "Фабрика Север" }).where("id", "=", good.id).execute();
    const before = await goodById(good.id);
    const [header, ...rows] = (await exportGoodsCsv(backend.db))
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    const columns = header.split(";");
    const row = rows.find((line) => line.startsWith(`${good.sku};`))!;
    const cells = row.split(";");
    for (const title of ["Фото", "Старая цена", "Производитель"]) cells[columns.indexOf(title)] = "";
    cells[columns.indexOf("Цена")] = formatRoubles(good.price - 1000, ",");
    const file = `${header}\r\n${cells.join(";")}\r\n`;

    const result = await runImport(backend.db, silent, {
      format: "csv",
      source: "goods.csv",
      strict: true,
      read: (sink) => readCsv([Buffer.from(file)], sink),
    });
    expect(result).toMatchObject({ status: "done", errors: [], counters: { updated: 1 } });
    expect(await goodById(good.id)).toEqual({ ...before, price: good.price - 1000 });
  });

  it("a YML offer without a colour or material adds no blank box to the section's filters", async () => {
    const feed = `<?xml version="1.0" encoding="UTF-8"?><yml_catalog date="2026-11-01"><shop><categories><category id="77">Пуфы без цвета</category></categories><offers>
      <offer id="puf-1"><name>Пуф Простой</name><price>4990</price><categoryId>77</categoryId><param name="Цвет">Серый</param></offer>
      <offer id="puf-2"><name>Пуф Без цвета</name><price>5990</price><categoryId>77</categoryId></offer>
    </offers></shop></yml_catalog>`;
    const result = await runImport(backend.db, silent, {
      format: "yml",
      source: "feed.xml",
      publishSections: true,
      read: (sink) => readYml([Buffer.from(feed)], sink),
    });
    expect(result).toMatchObject({ status: "done", counters: { created: 2 } });
    const section = await backend.db.selectFrom("sections").select("id").where("name", "=", "Пуфы без цвета").executeTakeFirstOrThrow();
    const filters = await sectionFilters(backend.db, section.id, { ranges: {}, checks: {}, inStock: false });
    const boxes = filters.filter((f) => f.type === "checkbox") as { code: string; values: { value: string; title: string }[] }[];
    expect(boxes.find((f) => f.code === "color")!.values).toEqual([expect.objectContaining({ value: "grey", title: "Серый", count: 1 })]);
    expect(boxes.find((f) => f.code === "material")!.values).toEqual([]);
  });

  it("a good without a photo shows a neutral «нет фото» picture, no piece of furniture", async () => {
    const picture = await mediaPicture(backend.db, backend.config.mediaDir, "misc/placeholder", "svg");
    expect(picture?.format).toBe("svg");
    const svg = picture?.format === "svg" ? picture.svg : "";
    expect(svg).toContain("нет фото");
    expect(svg).not.toContain("data-part");
  });
});
