import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestDataStore } from "../db/test-database";
import type { Backend } from "../index";
import { startOneCBackend } from "../testing/onec-test-kit";
import { oneCClient, zipOf } from "../testing/onec-client";

/**
 * 1C files as real installations send them, through the protocol: УТ 11's 2.10 import in windows-1251 with
 * services among the goods and the maker named two ways, then prices and rests as separate partial packages;
 * and files of which nothing can be taken, which must be a failure saying why.
 */
let backend: Backend;
let store: TestDataStore;
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, "../exchange/fixtures", name));
const VERONA = "8a2d1b10-6b1e-11ef-9c4a-00155d0a0b01";
const OSLO = "8a2d1b11-6b1e-11ef-9c4a-00155d0a0b01";

beforeAll(async () => {
  ({ backend, store } = await startOneCBackend("onec-files", [{ email: "obmen", name: "1С", role: "exchange", password: "пароль:1" }]));
});
afterAll(async () => {
  await backend.close();
  await store.remove();
});

const { session, send, importFile } = oneCClient({ fetch: (request) => backend.fetch(request) }, "obmen:пароль:1");
const goods = () => backend.db.selectFrom("goods").selectAll().where("external_source", "=", "commerceml").orderBy("id").execute();
const good = async (id: string) => (await goods()).find((g) => g.external_id === id)!;

/** One file through the protocol: a new session, the file in `parts` POSTs, import polled until it ends. */
async function exchange(name: string, bytes: Buffer, parts = 1, importName = name): Promise<string[]> {
  const cookie = await session();
  await send(cookie, name, bytes, parts);
  return importFile(cookie, importName);
}

describe("1C files of real installations", () => {
  it("a windows-1251 import.xml of 2.10: goods with their makers; delivery, assembly and a gift certificate are left out and counted", async () => {
    const archive = await zipOf({ "import.xml": fixture("import-2.10-services-1251.xml") });
    expect(await exchange("import.zip", archive, 2, "import.xml")).toEqual(["success", "Создано: 2, обновлено: 0. Пропущено услуг: 3"]);
    const created = await goods();
    expect(created.map((g) => [g.external_id, g.name, g.sku, g.vendor])).toEqual([
      [VERONA, "Кресло «Верона»", "КР-0107", "Фабрика «Лагуна»"],
      [OSLO, "Кресло-качалка «Осло»", "КР-0210", "Pinskdrev"],
    ]);
    const job = await backend.db.selectFrom("import_jobs").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect([job.status, job.created, job.skipped, job.services]).toEqual(["done", 2, 0, 3]);
  });

  it("prices and rests arrive as separate partial packages: only the listed offer changes, stock summed over warehouses", async () => {
    const osloBefore = await good(OSLO);
    expect(await exchange("prices_1.xml", fixture("prices-2.10.xml"))).toEqual(["success", "Создано: 0, обновлено: 1"]);
    expect(await exchange("rests_1.xml", fixture("rests-2.10-warehouses.xml"))).toEqual(["success", "Создано: 0, обновлено: 1"]);
    expect(await good(VERONA)).toMatchObject({ price: 1_849_000, stock: 7, hidden: 0 });
    expect(await good(OSLO)).toEqual(osloBefore);
    // Priced now, the good is on sale: its page names the maker.
    const verona = await good(VERONA);
    const section = await backend.db.selectFrom("sections").select("handle").where("id", "=", verona.section_id).executeTakeFirstOrThrow();
    const page = await backend.fetch(new Request(`http://shop.test/api/catalog/detail?section_handle=${section.handle}&handle=${verona.handle}`));
    expect(((await page.json()) as { good: { vendor: string } }).good.vendor).toBe("Фабрика «Лагуна»");

    const feed = await (await backend.fetch(new Request(`http://shop.test/api/feed/yml?base=${encodeURIComponent("https://shop.test")}`))).text();
    const offer = feed.split("\n").find((line) => line.includes("<vendorCode>КР-0107</vendorCode>"));
    expect(offer).toContain("<vendor>Фабрика «Лагуна»</vendor>");
  });

  it("a file of which no record can be taken is a failure that says why, and changes nothing", async () => {
    const before = await goods();
    const goodsWithoutGroups = Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?><КоммерческаяИнформация ВерсияСхемы="2.10"><Каталог СодержитТолькоИзменения="false"><Товары>` +
        `<Товар><Ид>g-1</Ид><Наименование>Стул</Наименование><Группы><Ид>grp-elsewhere</Ид></Группы></Товар></Товары></Каталог></КоммерческаяИнформация>`,
    );
    expect(await exchange("import.xml", goodsWithoutGroups)).toEqual([
      "failure",
      "Ни одна запись не импортирована, пропущено: 1. Раздел «grp-elsewhere» не найден в файле",
    ]);
    const offersOfUnknownGoods = Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?><КоммерческаяИнформация ВерсияСхемы="2.10"><ПакетПредложений><Предложения>` +
        `<Предложение><Ид>nobody</Ид><Количество>3</Количество></Предложение></Предложения></ПакетПредложений></КоммерческаяИнформация>`,
    );
    expect(await exchange("offers.xml", offersOfUnknownGoods)).toEqual([
      "failure",
      "Ни одна запись не импортирована, пропущено: 1. Товар «nobody» не найден в каталоге: предложение пропущено",
    ]);
    const version3 = Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?><КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_3" ВерсияСхемы="3.1"><Каталог><Товары>` +
        `<Товар><Ид>g-2</Ид><Наименование>Стол</Наименование></Товар></Товары></Каталог></КоммерческаяИнформация>`,
    );
    expect(await exchange("import.xml", version3)).toEqual([
      "failure",
      "CommerceML 3.1 не поддерживается: в настройках обмена с сайтом в 1С выберите версию схемы 2.05–2.10",
    ]);
    expect(await exchange("import.xml", Buffer.from(`<?xml version="1.0"?><КоммерческаяИнформация ВерсияСхемы="2.10"/>`))).toEqual([
      "failure",
      "В файле нет ни классификатора, ни каталога товаров, ни пакета предложений",
    ]);
    expect(await goods()).toEqual(before);
  });
});
