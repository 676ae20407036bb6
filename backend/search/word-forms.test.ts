import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDataStore, demoShopOf, type TestDataStore } from "../db/test-database";
import { createBackend, type Backend } from "../index";

/**
 * Search over the seeded catalogue finds a good by any case and number of its section's noun, and by its
 * material as a noun or as an adjective.
 */
let backend: Backend;
let store: TestDataStore;

beforeAll(async () => {
  store = await createTestDataStore("search-forms", demoShopOf({}));
  backend = await createBackend({ dataDir: store.dataDir, databaseUrl: store.databaseUrl, secret: "test" }, pino({ level: "silent" }));
});
afterAll(async () => {
  await backend.close();
  await store.remove();
});

type Expected = { section: string } | { material: string } | { color: string };

const FORMS: [string, Expected][] = [
  ...forms("диван дивана дивану диваном диване диваны диванов диванам диванами диванах", { section: "divany" }),
  ...forms("кровать кровати кроватью кроватей кроватям кроватями кроватях", { section: "krovati" }),
  ...forms("стул стула стулом стуле стулья стульев стульями", { section: "stulya" }),
  ...forms("стол стола столом столе столы столов столами столах", { section: "stoly" }),
  ...forms("кресло кресла креслу креслом кресле креслами", { section: "kresla" }),
  ...forms("шкаф шкафа шкафы шкафов шкафами", { section: "shkafy" }),
  ...forms("комод комода комоды комодов комодах", { section: "komody" }),
  ...forms("светильник светильники светильников светильниками", { section: "osveschenie" }),
  ...forms("дуб дуба дубом дубовый дубовая дубовое дубовые дубовых дубовыми", { material: "oak" }),
  ...forms("кожа кожи кожей кожаный кожаная кожаные кожаных кожаными", { material: "leather" }),
  ...forms("экокожа экокожи экокожей", { material: "ecoleather" }),
  ...forms("велюр велюра велюром велюровый велюровые", { material: "velour" }),
  ...forms("ясень ясеня ясеневый ясеневая", { material: "ash" }),
  ...forms("стекло стекла стеклянный стеклянные", { material: "glass" }),
  ...forms("металл металла металлический металлическая", { material: "metal" }),
  ...forms("керамика керамики керамический", { material: "ceramic" }),
  ...forms("рогожка рогожки рогожкой тканевый", { material: "linen" }),
  ...forms("текстиль текстильный", { material: "textile" }),
  ...forms("шпон шпона ореховый", { material: "veneer" }),
  ...forms("серый серая серые серых", { color: "grey" }),
  ...forms("черный чёрная чёрные", { color: "black" }),
];

function forms(words: string, expected: Expected): [string, Expected][] {
  return words.split(" ").map((word) => [word, expected]);
}

async function expectedIds(expected: Expected): Promise<number[]> {
  let query = backend.db.selectFrom("goods").select("goods.id");
  if ("section" in expected) {
    query = query.innerJoin("sections", "sections.id", "goods.section_id").where("sections.handle", "=", expected.section);
  } else if ("material" in expected) {
    query = query.where("material", "=", expected.material);
  } else {
    query = query.where("color", "=", expected.color);
  }
  return (await query.execute()).map((row) => row.id);
}

/** The ids of every good the search finds, over all its pages. */
async function foundIds(text: string): Promise<Set<number>> {
  const found = new Set<number>();
  for (let page = 1; ; page++) {
    const response = await backend.fetch(new Request(`http://test/api/search?limit=60&page=${page}&search=${encodeURIComponent(text)}`));
    const body = (await response.json()) as { goods: { id: number }[]; pagination: { pages: number } };
    for (const good of body.goods) found.add(good.id);
    if (page >= body.pagination.pages) return found;
  }
}

describe("search by Russian word forms", () => {
  it("the table covers at least 60 forms", () => {
    expect(FORMS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(FORMS)("«%s» finds every good of %j", async (form, expected) => {
    const ids = await expectedIds(expected);
    expect(ids.length).toBeGreaterThan(0);
    const found = await foundIds(form);
    expect(ids.filter((id) => !found.has(id))).toEqual([]);
  });
});
