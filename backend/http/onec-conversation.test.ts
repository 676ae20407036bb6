import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commerceMlImport, commerceMlOffers, goodPrice, goodStock } from "../../tests/benchmarks/feeds";
import type { TestDataStore } from "../db/test-database";
import type { Backend } from "../index";
import { startOneCBackend } from "../testing/onec-test-kit";
import { childOf, childrenOf, streamXml, textOf, type XmlNode } from "../exchange/xml-stream";
import { oneCClient, zipOf } from "../testing/onec-client";
import { ONEC_COOKIE } from "./onec-routes";
import { formatRoubles } from "../shop/money";

/** The 1C «Обмен с сайтом» conversation, type=catalog and type=sale, as 1C holds it. */
let backend: Backend;
let store: TestDataStore;

beforeAll(async () => {
  ({ backend, store } = await startOneCBackend("onec-test", [{ email: "obmen", name: "1С", role: "exchange", password: "пароль:1" }]));
});
afterAll(async () => {
  await backend.close();
  await store.remove();
});

async function raw(query: string, cookie: string) {
  const response = await backend.fetch(
    new Request(`http://shop.test/api/1c/exchange?${query}`, { headers: { cookie: `${ONEC_COOKIE}=${cookie}`, "X-Forwarded-For": "10.0.0.1" } }),
  );
  return { type: response.headers.get("content-type"), text: await response.text() };
}

const { call, session, send, importFile } = oneCClient({ fetch: (request) => backend.fetch(request) }, "obmen:пароль:1");
const goods = () => backend.db.selectFrom("goods").selectAll().where("external_source", "=", "commerceml").orderBy("id").execute();

describe("1C exchange, type=catalog", () => {
  it("refuses a wrong password and any call without the session cookie", async () => {
    expect(await call("type=catalog&mode=checkauth", { auth: "obmen:wrong" })).toEqual([
      "failure",
      "Неверный логин или пароль, или нет права на обмен",
    ]);
    expect((await call("type=catalog&mode=init"))[0]).toBe("failure");
    expect((await call("type=catalog&mode=init", { cookie: "b2JtZW4.99999999999999.00" }))[0]).toBe("failure");
  });

  it("receives a zip of import.xml, offers.xml and a picture in 3 parts, creates 1 000 goods; a second offers-only exchange changes 300", async () => {
    const cookie = await session();
    const archive = await zipOf({
      "import.xml": commerceMlImport(1000),
      "offers.xml": commerceMlOffers(1, 1000),
      "import_files/5/good-5.jpg": ["jpeg"],
    });
    await send(cookie, "import_1.zip", archive, 3);
    expect(await importFile(cookie, "import.xml")).toEqual(["success", "Создано: 1000, обновлено: 0"]);
    expect(await importFile(cookie, "offers.xml")).toEqual(["success", "Создано: 0, обновлено: 1000"]);
    expect(await call("type=catalog&mode=complete", { cookie })).toEqual(["success"]);
    expect((await goods()).find((g) => g.external_id === "good-5")).toMatchObject({ price: goodPrice(5), stock: goodStock(5) });
    expect(fs.readdirSync(path.join(store.dataDir, "1c-exchange"), { recursive: true })).toContainEqual(
      expect.stringMatching(/import_files\/5\/good-5\.jpg$/),
    );

    const next = await session();
    await send(next, "offers.xml", commerceMlOffers(1, 300, { version: "2.10", onlyChanges: true, price: (n) => n + 1 }), 1);
    expect(await importFile(next, "offers.xml")).toEqual(["success", "Создано: 0, обновлено: 300"]);
    const after = await goods();
    expect(after.filter((g) => g.price === Number(g.external_id!.slice(5)) + 1)).toHaveLength(300);
  });

  it("a broken file is a failure with its reason and changes nothing", async () => {
    const before = await goods();
    const cookie = await session();
    await send(cookie, "offers.xml", [...commerceMlOffers(1, 500, { price: () => 1 })].slice(0, 300), 1);
    const [status, reason] = await importFile(cookie, "offers.xml");
    expect(status).toBe("failure");
    expect(reason).toMatch(/^Файл повреждён или не является XML/);
    expect(await goods()).toEqual(before);
  });

  it("a broken archive is a failure with its reason", async () => {
    const cookie = await session();
    const archive = await zipOf({ "import.xml": commerceMlImport(10) });
    await send(cookie, "import.zip", archive.subarray(0, archive.length - 30), 1);
    const [status, reason] = await importFile(cookie, "import.xml");
    expect(status).toBe("failure");
    expect(reason).toBe("Архив повреждён или это не zip: ничего не импортировано");
  });

  it("a 34 MB description sent in parts is cut to 20 000 characters with a message in the job; the good's page stays small", async () => {
    const cookie = await session();
    const huge = `<Описание>${"Очень длинное описание. ".repeat(820_000)}</Описание>`;
    const lines = [...commerceMlImport(3)].map((line) => line.replace("<Описание>Описание товара 2</Описание>", huge));
    const bytes = Buffer.from(lines.join(""));
    expect(bytes.length).toBeGreaterThan(34 * 1024 * 1024);
    await send(cookie, "import.xml", bytes, 8);
    expect((await importFile(cookie, "import.xml"))[0]).toBe("success");
    const job = await backend.db.selectFrom("import_jobs").select("errors").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(JSON.parse(job.errors)).toEqual([expect.objectContaining({ message: "Описание: длиннее 20\u00a0000 знаков, обрезано" })]);
    const good = await backend.db
      .selectFrom("goods")
      .innerJoin("sections", "sections.id", "goods.section_id")
      .select(["goods.handle", "goods.description", "sections.handle as section"])
      .where("goods.external_id", "=", "good-2")
      .executeTakeFirstOrThrow();
    expect(good.description).toHaveLength(20_000);
    const page = await backend.fetch(new Request(`http://shop.test/api/catalog/detail?section_handle=${good.section}&handle=${good.handle}`));
    expect(page.status).toBe(200);
    expect((await page.arrayBuffer()).byteLength).toBeLessThan(1024 * 1024);
  });

  it("refuses file names that leave the exchange folder", async () => {
    const cookie = await session();
    expect(await call("type=catalog&mode=file&filename=../../shop.sqlite", { cookie, body: new Uint8Array([1]) })).toEqual([
      "failure",
      "Недопустимое имя файла",
    ]);
  });
});

describe("1C exchange, type=sale", () => {
  it("mode=query gives the orders 1C has not confirmed as CommerceML; after mode=success they are not given again", async () => {
    // Two orders as checkout stores them (checkout itself is tested with the orders contract).
    const [sofa, chair] = await backend.db.selectFrom("goods").select(["id", "name", "price"]).orderBy("id").limit(2).execute();
    for (const [i, fio] of ["Иванова Анна Петровна", "Петров Олег"].entries()) {
      const at = `2026-11-2${i}T10:15:00.000Z`;
      const { id } = await backend.db
        .insertInto("orders")
        .values({
          code: `code-${i}`,
          user_id: null,
          status: i ? "paid" : "new",
          fio,
          phone: `+7900000000${i}`,
          email: i ? "" : "anna@example.ru",
          comment: "Позвонить за час & не раньше 10:00",
          delivery_id: 1,
          payment_id: 1,
          pvz_id: null,
          warehouse_id: null,
          city: "Москва",
          delivery_address: "ул. Тверская, д. 1",
          goods_total: sofa.price * 2 + chair.price,
          delivery_price: 990,
          total: sofa.price * 2 + chair.price + 990,
          consent_at: at,
          consent_version: "2026-01",
          ip: "127.0.0.1",
          created_at: at,
          updated_at: at,
          exported_at: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await backend.db
        .insertInto("order_items")
        .values([
          { order_id: id, good_id: sofa.id, name: sofa.name, price: sofa.price, count: 2, sum: sofa.price * 2, image: "{}" },
          { order_id: id, good_id: chair.id, name: chair.name, price: chair.price, count: 1, sum: chair.price, image: "{}" },
        ])
        .execute();
      await backend.db
        .insertInto("order_items")
        .values({
          order_id: id,
          kind: "delivery",
          good_id: null,
          service_code: "pvz",
          name: "Пункт выдачи",
          price: 990,
          count: 1,
          sum: 990,
          image: "null",
        })
        .execute();
    }
    const orders = await backend.db.selectFrom("orders").selectAll().orderBy("id").execute();
    const cookie = await session();
    const { type, text } = await raw("type=sale&mode=query", cookie);
    expect(type).toBe("application/xml; charset=utf-8");
    const documents: XmlNode[] = [];
    await streamXml([text], { isRecord: (p) => p.length === 2 && p[1] === "Документ", record: (node) => void documents.push(node) });
    expect(documents).toHaveLength(orders.length);
    const first = documents[0];
    const order = orders[0];
    expect([textOf(first, "Номер"), textOf(first, "ХозОперация"), textOf(first, "Сумма")]).toEqual([
      String(order.id),
      "Заказ товара",
      formatRoubles(order.total),
    ]);
    const buyer = childOf(childOf(first, "Контрагенты")!, "Контрагент")!;
    expect(textOf(buyer, "Наименование")).toBe(order.fio);
    const items = await backend.db.selectFrom("order_items").selectAll().where("order_id", "=", order.id).where("kind", "=", "good").execute();
    const lines = childrenOf(childOf(first, "Товары")!, "Товар").filter((t) => textOf(t, "Ид") !== "ORDER_DELIVERY");
    expect(lines.map((l) => [textOf(l, "Наименование"), Number(textOf(l, "Количество")), textOf(l, "Сумма")])).toEqual(
      items.map((i) => [i.name, i.count, formatRoubles(i.sum)]),
    );
    expect(textOf(first, "Комментарий")).toBe("Позвонить за час & не раньше 10:00");
    expect(text).toContain("<Товар><Ид>ORDER_DELIVERY</Ид><Наименование>Доставка заказа</Наименование>");

    expect(await call("type=sale&mode=success", { cookie })).toEqual(["success"]);
    const again = await raw("type=sale&mode=query", cookie);
    expect(again.text).not.toContain("<Документ>");
  });
});
