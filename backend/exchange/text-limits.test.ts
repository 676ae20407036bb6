import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDataStore, type TestDataStore } from "../db/test-database";
import { createBackend, type Backend } from "../index";
import { importFromSource } from "../services/catalog-exchange";

/**
 * Imported texts are bounded: a 34 MB description (made as the test streams it, never a file) is cut with a
 * message in a YML feed, refuses a spreadsheet with the line, and a good's page never carries megabytes.
 */
let backend: Backend;
let store: TestDataStore;
const silent = pino({ level: "silent" });
const MB = 1024 * 1024;

beforeAll(async () => {
  store = await createTestDataStore("text-limits");
  backend = await createBackend({ dataDir: store.dataDir, databaseUrl: store.databaseUrl, secret: "test", seed: false }, silent);
});
afterAll(async () => {
  await backend.close();
  await store.remove();
});

/** 34 MB of description text in 64 KB chunks, between `before` and `after`. */
async function* withHugeText(before: string, after: string): AsyncIterable<Buffer> {
  yield Buffer.from(before);
  const chunk = Buffer.from("Очень длинное описание. ".repeat(1500));
  for (let sent = 0; sent < 34 * MB; sent += chunk.length) yield chunk;
  yield Buffer.from(after);
}

async function pageOf(externalId: string): Promise<{ bytes: number; description: string }> {
  const good = await backend.db
    .selectFrom("goods")
    .innerJoin("sections", "sections.id", "goods.section_id")
    .select(["goods.handle", "sections.handle as section"])
    .where("goods.external_id", "=", externalId)
    .executeTakeFirstOrThrow();
  const answer = await backend.fetch(new Request(`http://shop.test/api/catalog/detail?section_handle=${good.section}&handle=${good.handle}`));
  expect(answer.status).toBe(200);
  const body = await answer.text();
  return { bytes: Buffer.byteLength(body), description: (JSON.parse(body) as { good: { description: string } }).good.description };
}

describe("imported texts", () => {
  it("a YML offer's 34 MB description is cut to 20 000 characters with a message; a long name and section too; the page stays small", async () => {
    const longName = "Диван ".repeat(100);
    const result = await importFromSource(backend.db, silent, {
      source: "feed.xml",
      publishSections: true,
      bytes: withHugeText(
        `<?xml version="1.0" encoding="UTF-8"?><yml_catalog><shop><categories><category id="1">${"Диваны ".repeat(30)}</category></categories>` +
          `<offers><offer id="huge"><name>${longName}</name><price>9990</price><categoryId>1</categoryId><description>`,
        "</description></offer></offers></shop></yml_catalog>",
      ),
    });
    expect(result).toMatchObject({ status: "done", counters: { created: 1 } });
    expect(result.errors.map((e) => e.message)).toEqual([
      "Раздел: длиннее 100 знаков, обрезано",
      "Название: длиннее 200 знаков, обрезано",
      "Описание: длиннее 20\u00a0000 знаков, обрезано",
    ]);
    const good = await backend.db.selectFrom("goods").select(["name", "description"]).where("external_id", "=", "huge").executeTakeFirstOrThrow();
    expect(good.name).toBe(longName.slice(0, 200));
    expect(good.description).toHaveLength(20_000);
    const page = await pageOf("huge");
    expect(page.bytes).toBeLessThan(MB);
  });

  it("a spreadsheet with a 34 MB description is refused with its line; nothing imported", async () => {
    const result = await importFromSource(backend.db, silent, {
      source: "goods.csv",
      bytes: withHugeText("Артикул;Название;Раздел;Цена;Описание\nCSV-1;Диван;Диваны;9990;Короткое\nCSV-2;Кресло;Кресла;5990;", "\n"),
    });
    expect(result).toMatchObject({ status: "failed", message: "Строка 3: в ячейке больше 100\u00a0000 знаков — ничего не импортировано" });
    expect(await backend.db.selectFrom("goods").select("id").where("sku", "in", ["CSV-1", "CSV-2"]).execute()).toEqual([]);
  });

  it("a description stored before the limit (34 MB) still gives a page under 1 MB", async () => {
    await backend.db
      .updateTable("goods")
      .set({ description: "Старое длинное описание. ".repeat(1_400_000) })
      .where("external_id", "=", "huge")
      .execute();
    const page = await pageOf("huge");
    expect(page.bytes).toBeLessThan(MB);
    expect(page.description).toHaveLength(20_000);
  });
});
