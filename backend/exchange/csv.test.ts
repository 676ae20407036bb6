import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDataStore, demoShopOf, type TestDataStore } from "../db/test-database";
import { createBackend, type Backend } from "../index";
import { runImport } from "../services/catalog-import";
import { readCatalogRevision } from "../services/catalog-revision";
import { exportGoodsCsv } from "../services/csv-goods";
import { readCsv } from "./csv";
import { formatRoubles } from "../shop/money";

/** Contract: the goods spreadsheet exports, and imports back with a dry run and per-row errors in Russian. */
const silent = pino({ level: "silent" });
let backend: Backend;
let store: TestDataStore;

beforeAll(async () => {
  store = await createTestDataStore("csv-test", demoShopOf({}));
  backend = await createBackend({ dataDir: store.dataDir, databaseUrl: store.databaseUrl, secret: "test" }, silent);
});
afterAll(async () => {
  await backend.close();
  await store.remove();
});

const importCsv = (text: string, dryRun = false) =>
  runImport(backend.db, silent, { format: "csv", source: "goods.csv", dryRun, strict: true, read: (sink) => readCsv([Buffer.from(text)], sink) });
const allGoods = () => backend.db.selectFrom("goods").selectAll().orderBy("id").execute();
const HEADER = "Артикул;Название;Раздел;Цена;Старая цена;Остаток";

/** Text as windows-1251 bytes, as Russian Excel saves a CSV: Cyrillic А–я at 0xC0–0xFF, Ё 0xA8, ё 0xB8, № 0xB9. */
function windows1251(text: string): Buffer {
  const special: Record<string, number> = { Ё: 0xa8, ё: 0xb8, "№": 0xb9 };
  return Buffer.from(
    [...text].map((ch) => {
      const code = ch.charCodeAt(0);
      if (code < 0x80) return code;
      if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
      if (special[ch] !== undefined) return special[ch];
      throw new Error(`no windows-1251 byte for ${ch}`);
    }),
  );
}

describe("CSV of goods", () => {
  it("reads a file Russian Excel saved (windows-1251, `;`), names and all, in chunks that split a line", async () => {
    const [a] = await allGoods();
    const section = await backend.db.selectFrom("sections").select("name").where("id", "=", a.section_id).executeTakeFirstOrThrow();
    const bytes = windows1251(`${HEADER}\r\n${a.sku};Диван Сиена графит ёлочкой;${section.name};${formatRoubles(a.price, ",")};;${a.stock}\r\n`);
    const chunks = [bytes.subarray(0, 5), bytes.subarray(5, 40), bytes.subarray(40)];
    const result = await runImport(backend.db, silent, {
      format: "csv",
      source: "excel.csv",
      dryRun: false,
      strict: true,
      read: (sink) => readCsv(chunks, sink),
    });
    expect(result).toMatchObject({ status: "done", errors: [], counters: { processed: 1, updated: 1 } });
    const good = await backend.db.selectFrom("goods").select("name").where("id", "=", a.id).executeTakeFirstOrThrow();
    expect(good.name).toBe("Диван Сиена графит ёлочкой");
  });

  it("exports a name or description that would run as a formula as text, and imports it back as it was", async () => {
    const formulas = { name: '=HYPERLINK("http://evil.test";"Диван")', description: "+cmd|' /C calc'!A0" };
    const good = await backend.db.selectFrom("goods").select(["id", "sku", "name", "description"]).orderBy("id").executeTakeFirstOrThrow();
    await backend.db.updateTable("goods").set(formulas).where("id", "=", good.id).execute();
    const csv = await exportGoodsCsv(backend.db);
    const row = csv.split("\r\n").find((line) => line.startsWith(`${good.sku};`))!;
    expect(row).toContain(`;"'=HYPERLINK(""http://evil.test"";""Диван"")";`);
    expect(row).toContain(`;'+cmd|' /C calc'!A0;`);
    expect(row.split(";").some((cell) => /^[=+\-@]/.test(cell))).toBe(false);
    expect(await importCsv(csv)).toMatchObject({ status: "done", counters: { updated: 0 } });
    expect(await backend.db.selectFrom("goods").select(["name", "description"]).where("id", "=", good.id).executeTakeFirstOrThrow()).toEqual(
      formulas,
    );
    await backend.db.updateTable("goods").set({ name: good.name, description: good.description }).where("id", "=", good.id).execute();
  });

  it("exports every good as UTF-8 with a BOM, `;` and CRLF under Russian headers, and imports back unchanged", async () => {
    const csv = await exportGoodsCsv(backend.db);
    expect(
      csv.startsWith(
        "\uFEFFАртикул;Название;Раздел;Цена;Старая цена;Остаток;Под заказ;Срок, дней;Производитель;Ширина, см;Глубина, см;Высота, см;Материал;Цвет;Описание;Фото\r\n",
      ),
    ).toBe(true);
    const goods = await allGoods();
    expect(csv.trimEnd().split("\r\n")).toHaveLength(goods.length + 1);
    const result = await importCsv(csv);
    expect(result).toMatchObject({
      status: "done",
      errors: [],
      counters: { processed: goods.length, unchanged: goods.length, created: 0, updated: 0 },
    });
  });

  it("a dry run reports what would change (counts and a list) and changes nothing; the import then does it", async () => {
    const [a, b] = await allGoods();
    const section = await backend.db.selectFrom("sections").select("name").where("id", "=", a.section_id).executeTakeFirstOrThrow();
    const file = `\uFEFF${HEADER}\r\n${a.sku};${a.name};${section.name};${formatRoubles(a.price + 100, ",")};;${a.stock}\r\n${b.sku};;;;;${b.stock + 5}\r\nNEW-1;"Диван ""Новый""";${section.name};45 990,50;49990;2\r\n`;
    const revision = await readCatalogRevision(backend.db);
    const before = await allGoods();

    const dry = await importCsv(file, true);
    expect(dry).toMatchObject({ status: "done", dryRun: true, counters: { created: 1, updated: 2, unchanged: 0 } });
    expect(dry.changes).toEqual([
      { action: "updated", externalId: a.sku, name: a.name },
      { action: "updated", externalId: b.sku, name: b.name },
      { action: "created", externalId: "NEW-1", name: 'Диван "Новый"' },
    ]);
    expect(await allGoods()).toEqual(before);
    expect(await readCatalogRevision(backend.db)).toBe(revision);

    const done = await importCsv(file);
    expect(done.counters).toMatchObject({ created: 1, updated: 2 });
    const after = await allGoods();
    // An empty «Старая цена» leaves the old price as it was, like every other empty cell.
    expect(after.find((g) => g.id === a.id)).toMatchObject({ price: a.price + 100, old_price: a.old_price });
    expect(after.find((g) => g.id === b.id)).toMatchObject({ price: b.price, stock: b.stock + 5, name: b.name });
    expect(after.find((g) => g.sku === "NEW-1")).toMatchObject({
      name: 'Диван "Новый"',
      price: 4_599_050,
      old_price: 4_999_000,
      stock: 2,
      section_id: a.section_id,
    });
    expect(await readCatalogRevision(backend.db)).toBe(revision + 1);
  });

  it("reports every bad row in Russian with its line and imports nothing, not even the good rows", async () => {
    const [a] = await allGoods();
    const file = [
      HEADER,
      `${a.sku};;;1;;`,
      ";Без артикула;;100;;1",
      `X-2;Стул;Стулья;12 тыс;;1`,
      `X-3;Стул;Стулья;100;;-2`,
      `X-4;Стул;Стулья;28,555;;1`,
    ].join("\r\n");
    const before = await allGoods();
    const result = await importCsv(file);
    expect(result.status).toBe("failed");
    expect(result.message).toBe("Ошибок в строках: 4. Ничего не импортировано");
    expect(result.errors).toEqual([
      { line: 3, message: "Не указан артикул" },
      { line: 4, message: "Цена: «12 тыс» — не цена в рублях (не больше двух знаков после запятой)" },
      { line: 5, message: "Остаток: значение не может быть отрицательным" },
      { line: 6, message: "Цена: «28,555» — не цена в рублях (не больше двух знаков после запятой)" },
    ]);
    expect(await allGoods()).toEqual(before);
  });

  it("refuses a file without the article column", async () => {
    const result = await importCsv("Название;Цена\r\nДиван;100\r\n");
    expect(result).toMatchObject({ status: "failed", message: "В файле нет столбцов: Артикул" });
  });
});
