import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDataStore, type TestDataStore } from "../db/test-database";
import { createBackend, type Backend } from "../index";
import { runImport } from "../services/catalog-import";
import { readCommerceMl } from "./commerceml";

/**
 * Contract: nested 1C groups on our one-level catalogue. A good lands in the section of the group it names (1C
 * names the deepest); a group becomes a section once, when the first good lands in it, so a group holding only
 * groups («Диваны» › «Угловые диваны») makes no empty section; two groups of one name are told apart by their
 * parent; a second exchange keeps every section, a renamed group renames its section.
 */
let backend: Backend;
let store: TestDataStore;
const silent = pino({ level: "silent" });

beforeAll(async () => {
  store = await createTestDataStore("cml-groups");
  backend = await createBackend({ dataDir: store.dataDir, databaseUrl: store.databaseUrl, secret: "test", seed: false }, silent);
});
afterAll(async () => {
  await backend.close();
  await store.remove();
});

type Group = { id: string; name: string; groups?: Group[] };
const group = (g: Group): string =>
  `<Группа><Ид>${g.id}</Ид><Наименование>${g.name}</Наименование>${g.groups ? `<Группы>${g.groups.map(group).join("")}</Группы>` : ""}</Группа>`;

function importXml(options: { corner?: string; goods: Array<[id: string, name: string, groupId: string]> }): string {
  const groups: Group[] = [
    {
      id: "g-sofas",
      name: "Диваны",
      groups: [
        { id: "g-corner", name: options.corner ?? "Угловые диваны" },
        { id: "g-straight", name: "Прямые диваны" },
        { id: "g-sofa-extras", name: "Аксессуары" },
      ],
    },
    { id: "g-beds", name: "Кровати", groups: [{ id: "g-bed-extras", name: "Аксессуары" }] },
    { id: "g-poufs", name: "Пуфы" },
  ];
  const goods = options.goods.map(
    ([id, name, groupId]) =>
      `<Товар><Ид>${id}</Ид><Артикул>${id.toUpperCase()}</Артикул><Наименование>${name}</Наименование><Группы><Ид>${groupId}</Ид></Группы></Товар>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2026-11-24T10:00:00">
  <Классификатор><Ид>cls</Ид><Наименование>Классификатор</Наименование><Группы>${groups.map(group).join("")}</Группы></Классификатор>
  <Каталог СодержитТолькоИзменения="false"><Ид>cat</Ид><ИдКлассификатора>cls</ИдКлассификатора><Наименование>Каталог</Наименование>
    <Товары>${goods.join("\n")}</Товары>
  </Каталог>
</КоммерческаяИнформация>`;
}

const GOODS: Array<[string, string, string]> = [
  ["sofa-1", "Диван угловой «Берген»", "g-corner"],
  ["sofa-2", "Диван прямой «Осло»", "g-straight"],
  ["extra-1", "Подушка диванная", "g-sofa-extras"],
  ["extra-2", "Наматрасник", "g-bed-extras"],
];

const exchange = (xml: string) =>
  // As the 1C exchange imports: 1C's groups are shown at once.
  runImport(backend.db, silent, { format: "commerceml", source: "import.xml", publishSections: true, read: (sink) => readCommerceMl([xml], sink) });

/** Each good's section, by the good's 1C id. */
async function sectionsOfGoods(): Promise<Record<string, { id: number; name: string; handle: string }>> {
  const rows = await backend.db
    .selectFrom("goods")
    .innerJoin("sections", "sections.id", "goods.section_id")
    .select(["goods.external_id", "sections.id", "sections.name", "sections.handle"])
    .orderBy("goods.id")
    .execute();
  return Object.fromEntries(rows.map((r) => [r.external_id, { id: r.id, name: r.name, handle: r.handle }]));
}

async function shopSections() {
  const answer = (await (await backend.fetch(new Request("http://test/api/catalog/section"))).json()) as {
    sections: Array<{ name: string; count: number }>;
  };
  return answer.sections.map((s) => [s.name, s.count]);
}

describe("nested 1C groups", () => {
  it("goods land in the deepest group's section; groups holding only groups or nothing make no section", async () => {
    expect((await exchange(importXml({ goods: GOODS }))).counters).toMatchObject({ created: 4, skipped: 0 });
    const sections = await sectionsOfGoods();
    expect(Object.fromEntries(Object.entries(sections).map(([good, s]) => [good, s.name]))).toEqual({
      "sofa-1": "Угловые диваны",
      "sofa-2": "Прямые диваны",
      "extra-1": "Аксессуары",
      "extra-2": "Аксессуары (Кровати)",
    });
    // The sections are shown; their goods are not for sale (not counted) until offers.xml prices them.
    expect(await shopSections()).toEqual([
      ["Угловые диваны", 0],
      ["Прямые диваны", 0],
      ["Аксессуары", 0],
      ["Аксессуары (Кровати)", 0],
    ]);
  });

  it("a second exchange keeps each group's one section; a group renamed in 1C renames it; a good put in a parent group makes its section", async () => {
    const before = await sectionsOfGoods();
    expect((await exchange(importXml({ goods: GOODS }))).counters).toMatchObject({ created: 0, updated: 0, unchanged: 4 });
    expect(await sectionsOfGoods()).toEqual(before);

    const moved: Array<[string, string, string]> = [...GOODS, ["sofa-3", "Диван-кровать «Тур»", "g-sofas"]];
    expect((await exchange(importXml({ corner: "Угловые диваны и софы", goods: moved }))).counters).toMatchObject({ created: 1 });
    const after = await sectionsOfGoods();
    expect(after["sofa-1"]).toEqual({ ...before["sofa-1"], name: "Угловые диваны и софы" });
    expect(after["extra-2"]).toEqual(before["extra-2"]);
    expect(after["sofa-3"].name).toBe("Диваны");
    const count = await backend.db
      .selectFrom("sections")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(5);
  });
});
