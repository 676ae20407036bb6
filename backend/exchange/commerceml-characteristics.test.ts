import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDataStore, type TestDataStore } from "../db/test-database";
import { createBackend, type Backend } from "../index";
import { runImport } from "../services/catalog-import";
import { formatRoubles } from "../shop/money";
import { readCommerceMl } from "./commerceml";

/**
 * Contract: 1C's characteristics of a good (offers «товар#характеристика» with ХарактеристикиТовара) become goods
 * of their own in that good's model, shown on the item page as choices; a second exchange updates them, an
 * offers-only exchange prices and stocks them. The files follow the CommerceML schema: 2.08+ with Остатки,
 * 2.05–2.07 with Количество.
 */
let backend: Backend;
let store: TestDataStore;
const silent = pino({ level: "silent" });

beforeAll(async () => {
  store = await createTestDataStore("cml-characteristics");
  backend = await createBackend({ dataDir: store.dataDir, databaseUrl: store.databaseUrl, secret: "test", seed: false }, silent);
});
afterAll(async () => {
  await backend.close();
  await store.remove();
});

const GOOD = "b1f0a2c4-5d6e-11ef-9a3b-00155d00a001";
const CHARACTERISTICS = [
  { id: "c0000001-0000-0000-0000-000000000001", color: "Серый", size: "160×200", price: 8_999_050, stock: 4 },
  { id: "c0000001-0000-0000-0000-000000000002", color: "Бежевый", size: "160×200", price: 8_999_050, stock: 0 },
  { id: "c0000001-0000-0000-0000-000000000003", color: "Серый", size: "180×200", price: 9_999_000, stock: 2 },
];

function importXml(description: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2026-11-24T10:00:00">
  <Классификатор>
    <Ид>cls-1</Ид>
    <Наименование>Классификатор (Основной каталог товаров)</Наименование>
    <Группы>
      <Группа>
        <Ид>grp-beds</Ид>
        <Наименование>Кровати</Наименование>
        <Группы><Группа><Ид>grp-double</Ид><Наименование>Двуспальные кровати</Наименование></Группа></Группы>
      </Группа>
    </Группы>
    <Свойства>
      <Свойство><Ид>prop-material</Ид><Наименование>Материал</Наименование><ТипЗначений>Строка</ТипЗначений></Свойство>
    </Свойства>
  </Классификатор>
  <Каталог СодержитТолькоИзменения="false">
    <Ид>cat-1</Ид>
    <ИдКлассификатора>cls-1</ИдКлассификатора>
    <Наименование>Основной каталог товаров</Наименование>
    <Товары>
      <Товар>
        <Ид>${GOOD}</Ид>
        <Артикул>КР-ОСЛО</Артикул>
        <Наименование>Кровать «Осло»</Наименование>
        <БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница>
        <Группы><Ид>grp-double</Ид></Группы>
        <Описание>${description}</Описание>
        <Картинка>import_files/b1/oslo.jpg</Картинка>
        <ЗначенияСвойств><ЗначенияСвойства><Ид>prop-material</Ид><Значение>Велюр</Значение></ЗначенияСвойства></ЗначенияСвойств>
      </Товар>
    </Товары>
  </Каталог>
</КоммерческаяИнформация>
`;
}

type Offer = { id: string; color: string; size: string; price: number; stock: number };

/** offers.xml: 2.08+ gives stock as Остатки/Остаток/Склад/Количество, 2.05–2.07 as Количество. */
function offersXml(offers: Offer[], layout: "2.08" | "2.05", onlyChanges = false): string {
  const stock = (o: Offer) =>
    layout === "2.08"
      ? `<Остатки><Остаток><Склад><Ид>wh-1</Ид><Количество>${o.stock}</Количество></Склад></Остаток></Остатки>`
      : `<Количество>${o.stock}</Количество>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="${layout === "2.08" ? "2.08" : "2.05"}" ДатаФормирования="2026-11-24T10:05:00">
  <ПакетПредложений СодержитТолькоИзменения="${onlyChanges}">
    <Ид>cat-1#</Ид>
    <Наименование>Пакет предложений (Основной каталог товаров)</Наименование>
    <ИдКаталога>cat-1</ИдКаталога>
    <ИдКлассификатора>cls-1</ИдКлассификатора>
    <ТипыЦен>
      <ТипЦены><Ид>pt-retail</Ид><Наименование>Розничная</Наименование><Валюта>RUB</Валюта></ТипЦены>
    </ТипыЦен>
    <Предложения>
${offers
  .map(
    (o) => `      <Предложение>
        <Ид>${GOOD}#${o.id}</Ид>
        <Артикул>КР-ОСЛО</Артикул>
        <Наименование>Кровать «Осло» (${o.color}, ${o.size})</Наименование>
        <БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница>
        <ХарактеристикиТовара>
          <ХарактеристикаТовара><Наименование>Цвет</Наименование><Значение>${o.color}</Значение></ХарактеристикаТовара>
          <ХарактеристикаТовара><Наименование>Размер</Наименование><Значение>${o.size}</Значение></ХарактеристикаТовара>
        </ХарактеристикиТовара>
        <Цены>
          <Цена><Представление>${formatRoubles(o.price)} RUB за шт</Представление><ИдТипаЦены>pt-retail</ИдТипаЦены><ЦенаЗаЕдиницу>${formatRoubles(o.price)}</ЦенаЗаЕдиницу><Валюта>RUB</Валюта><Единица>шт</Единица><Коэффициент>1</Коэффициент></Цена>
        </Цены>
        ${stock(o)}
      </Предложение>`,
  )
  .join("\n")}
    </Предложения>
  </ПакетПредложений>
</КоммерческаяИнформация>
`;
}

const exchange = (xml: string) =>
  runImport(backend.db, silent, {
    format: "commerceml",
    source: "test.xml",
    // As the 1C exchange imports: 1C's groups are shown at once.
    publishSections: true,
    read: (sink) => readCommerceMl([xml], sink, { priceType: "Розничная" }),
  });

const goodsOfModel = async () => {
  const parent = await backend.db.selectFrom("goods").selectAll().where("external_id", "=", GOOD).executeTakeFirstOrThrow();
  const all = await backend.db.selectFrom("goods").selectAll().where("model_id", "=", parent.model_id).orderBy("id").execute();
  return { parent, variants: all.filter((g) => g.id !== parent.id) };
};

async function api(path: string) {
  return (await (await backend.fetch(new Request(`http://test/api${path}`))).json()) as Record<string, never>;
}

describe("1C characteristics as variants", () => {
  it("a good with 3 characteristics becomes 3 goods of one model, shown on the item page as choices", async () => {
    expect((await exchange(importXml("Кровать с подъёмным механизмом"))).counters).toMatchObject({ created: 1 });
    const offers = await exchange(offersXml(CHARACTERISTICS, "2.08"));
    expect(offers).toMatchObject({ status: "done", counters: { created: 3, skipped: 0 }, errors: [] });

    const { parent, variants } = await goodsOfModel();
    expect(parent.hidden).toBe(1);
    expect(variants.map((v) => [v.external_id, v.name, v.variant_label, v.price, v.stock, v.color_title])).toEqual(
      CHARACTERISTICS.map((c) => [`${GOOD}#${c.id}`, "Кровать «Осло»", `${c.color}, ${c.size}`, c.price, c.stock, c.color]),
    );
    for (const v of variants) {
      expect(v).toMatchObject({ section_id: parent.section_id, description: "Кровать с подъёмным механизмом", material_title: "Велюр", hidden: 0 });
      expect(JSON.parse(v.images).map((i: { src: string }) => i.src)).toEqual(["import_files/b1/oslo.jpg"]);
    }
    expect(new Set(variants.map((v) => v.sku)).size).toBe(3);

    // What a shopper sees: the section lists the three, each item page offers the three as choices.
    const { handle: sectionHandle } = await backend.db
      .selectFrom("sections")
      .select("handle")
      .where("id", "=", parent.section_id)
      .executeTakeFirstOrThrow();
    const listing = await api(`/catalog?section_handle=${sectionHandle}`);
    expect((listing.goods as Array<{ id: number }>).map((g) => g.id).sort()).toEqual(variants.map((v) => v.id).sort());
    const detail = await api(`/catalog/detail?section_handle=${sectionHandle}&handle=${variants[2].handle}`);
    const good = detail.good as { name: string; price: number; variants: { title: string; goods: Array<Record<string, unknown>> } };
    expect(good).toMatchObject({ name: "Кровать «Осло»", price: 9_999_000 });
    expect(good.variants.title).toBe("Цвет, Размер");
    expect(good.variants.goods.map((g) => [g.label, g.price, g.in_stock, g.active])).toEqual([
      ["Серый, 160×200", 8_999_050, true, false],
      ["Бежевый, 160×200", 8_999_050, false, false],
      ["Серый, 180×200", 9_999_000, true, true],
    ]);
  });

  it("a second exchange of the same files updates, never duplicates; the good's card passes on to its variants", async () => {
    const before = await goodsOfModel();
    expect((await exchange(importXml("Кровать с подъёмным механизмом и ящиком"))).counters).toMatchObject({ created: 0, updated: 1 });
    expect((await exchange(offersXml(CHARACTERISTICS, "2.08"))).counters).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    const after = await goodsOfModel();
    expect(after.variants.map((v) => v.id)).toEqual(before.variants.map((v) => v.id));
    expect(after.variants.map((v) => v.description)).toEqual(Array(3).fill("Кровать с подъёмным механизмом и ящиком"));
    expect(after.parent.hidden).toBe(1);
  });

  it("an offers-only exchange in the 2.05–2.07 layout (Количество) changes the variants' prices and stock", async () => {
    const changed = CHARACTERISTICS.map((c, i) => ({ ...c, price: c.price - 500_000, stock: 10 + i }));
    const result = await exchange(offersXml(changed, "2.05", true));
    expect(result.counters).toMatchObject({ processed: 3, updated: 3, created: 0, skipped: 0 });
    const { variants } = await goodsOfModel();
    expect(variants.map((v) => [v.price, v.stock])).toEqual(changed.map((c) => [c.price, c.stock]));
  });

  it("a characteristic of a good never received is skipped and reported", async () => {
    const stray = offersXml([CHARACTERISTICS[0]], "2.08").replace(`${GOOD}#`, "unknown-good#");
    const result = await exchange(stray);
    expect(result.counters).toMatchObject({ skipped: 1, created: 0 });
    expect(result.errors[0].message).toBe("Товар «unknown-good» не найден в каталоге: предложение пропущено");
  });
});
