import fs from "node:fs";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDataStore, demoShopOf, type TestDataStore } from "../db/test-database";
import { ORDERS_DOCUMENT_MESSAGES } from "../exchange/orders-messages";
import { childrenOf, streamXml, textOf, type XmlNode } from "../exchange/xml-stream";
import { createBackend, type Backend } from "../index";
import { cancelUnpaidOrder } from "../services/order-cancel";
import { markOrderPaid } from "../services/payment-gateway";
import { ONEC_FILE_LIMIT, ONEC_COOKIE } from "./onec-routes";
import { ONEC_PART_TOO_LARGE } from "./onec-messages";
import { linesOf, oneCRequest, zipOf } from "../testing/onec-client";

/** Orders both ways with 1C (`type=sale`): what the shop hands over again, and what 1C's own orders file changes. */
let backend: Backend;
let store: TestDataStore;
let cookie: string;
const manager = { id: null, email: "manager@shop.test" };

beforeAll(async () => {
  store = await createTestDataStore("onec-sale-test", demoShopOf({}));
  backend = await createBackend({ dataDir: store.dataDir, databaseUrl: store.databaseUrl, secret: "test" }, pino({ level: "silent" }));
  await backend.services.backoffice.staff.create(
    { id: null, email: "command line" },
    { email: "obmen", name: "1С", role: "exchange", password: "пароль:1" },
  );
  const [status, , value] = await call("type=sale&mode=checkauth", { auth: "obmen:пароль:1" });
  expect(status).toBe("success");
  cookie = value;
  expect(await call("type=sale&mode=init")).toEqual(["zip=yes", `file_limit=${ONEC_FILE_LIMIT}`]);
});
afterAll(async () => {
  await backend.close();
  await store.remove();
});

async function call(query: string, init: { auth?: string; body?: Uint8Array } = {}) {
  const response = await backend.fetch(oneCRequest(query, { ...init, cookie }));
  expect(response.status).toBeLessThan(500);
  return linesOf(response);
}

let placed = 0;
/** An order placed at the checkout as a shopper places it: online payment (2) waits for the money, 1 is on receipt. */
async function placeOrder(paymentId: 1 | 2, email = `buyer${placed + 1}@example.ru`): Promise<number> {
  const good = await backend.db.selectFrom("goods").select("id").where("stock", ">", 20).orderBy("id").executeTakeFirstOrThrow();
  placed += 1;
  const fields = {
    fio: "Иванова Анна Сергеевна",
    phone: "8 (916) 123-45-67",
    email,
    comment: "",
    delivery_id: 1,
    payment_id: paymentId,
    pvz: 1,
    pvz_address: "Москва, ул. Тверская, 12",
    cart: JSON.stringify({ [good.id]: 1 }),
    idempotency_key: `onec-sale-${placed}`,
    consent: "1",
    consent_version: "2026-01",
  };
  const response = await backend.fetch(
    new Request("http://shop.test/api/request/order", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": `10.1.0.${placed}` },
      body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
    }),
  );
  const body = (await response.json()) as { order_id: number };
  expect(body).toMatchObject({ order_id: expect.any(Number) });
  return body.order_id;
}

/** 1C's query: each order handed over, by number, with its requisites by name. */
async function query(): Promise<{ xml: string; orders: Map<number, { node: XmlNode; requisites: Map<string, string> }> }> {
  const response = await backend.fetch(
    new Request("http://shop.test/api/1c/exchange?type=sale&mode=query", { headers: { cookie: `${ONEC_COOKIE}=${cookie}` } }),
  );
  const xml = await response.text();
  const orders = new Map<number, { node: XmlNode; requisites: Map<string, string> }>();
  await streamXml([xml], {
    isRecord: (p) => p.length === 2 && p[1] === "Документ",
    record: (node) => {
      const list = node.children.find((c) => c.name === "ЗначенияРеквизитов")!;
      const requisites = new Map(childrenOf(list, "ЗначениеРеквизита").map((r) => [textOf(r, "Наименование")!, textOf(r, "Значение") ?? ""]));
      orders.set(Number(textOf(node, "Номер")), { node, requisites });
    },
  });
  return { xml, orders };
}

const orderRow = (id: number) => backend.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const mails = () => ({ outbox: backend.services.outbox, managerEmail: "", publicUrl: "http://shop.test" });

async function mailsTo(email: string): Promise<{ subject?: string; text: string }[]> {
  await backend.deliverDueMessages();
  const file = backend.config.mailOutbox;
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; subject?: string; text: string })
    .filter((m) => m.to === email);
}

describe("orders to 1C", () => {
  it("a paid and a cancelled order reach 1C again at the next query, in their new state, and not after success", async () => {
    const paid = await placeOrder(2);
    const cancelled = await placeOrder(1);
    const first = await query();
    expect(first.orders.get(paid)?.requisites.get("Заказ оплачен")).toBe("false");
    expect(first.orders.get(cancelled)?.requisites.get("Отменен")).toBe("false");
    expect(await call("type=sale&mode=success")).toEqual(["success"]);
    expect((await query()).orders.size).toBe(0);

    await markOrderPaid(backend.db, mails(), await orderRow(paid), new Date().toISOString());
    await backend.services.backoffice.orders.moveStage(manager, cancelled, "cancelled", { reason: "нет в наличии" });
    const again = await query();
    expect([...again.orders.keys()].sort()).toEqual([paid, cancelled].sort());
    const paidState = again.orders.get(paid)!.requisites;
    expect([paidState.get("Заказ оплачен"), paidState.get("Отменен"), paidState.get("Метод оплаты")]).toEqual(["true", "false", expect.any(String)]);
    expect(paidState.get("Дата оплаты")).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+03:00$/);
    const cancelState = again.orders.get(cancelled)!.requisites;
    expect([cancelState.get("Отменен"), cancelState.get("Статус заказа"), cancelState.get("Причина отмены")]).toEqual([
      "true",
      "Отменен",
      "нет в наличии",
    ]);
    expect(await call("type=sale&mode=success")).toEqual(["success"]);
    expect((await query()).orders.size).toBe(0);
  });

  it("an order whose online payment was cancelled goes to 1C again as cancelled", async () => {
    const id = await placeOrder(2);
    await query();
    expect(await call("type=sale&mode=success")).toEqual(["success"]);
    await cancelUnpaidOrder(backend.db, id, new Date().toISOString());
    const state = (await query()).orders.get(id)?.requisites;
    expect([state?.get("Отменен"), state?.get("Заказ оплачен"), state?.get("Состояние оплаты")]).toEqual(["true", "false", "Отменен"]);
    expect(await call("type=sale&mode=success")).toEqual(["success"]);
  });

  it("a change made between 1C's query and its success is handed over at the next query", async () => {
    const id = await placeOrder(1);
    expect((await query()).orders.has(id)).toBe(true);
    await backend.services.backoffice.orders.moveStage(manager, id, "confirmed");
    expect(await call("type=sale&mode=success")).toEqual(["success"]);
    const next = await query();
    expect(next.orders.get(id)?.requisites.get("Статус заказа")).toBe("Подтвержден");
    expect(await call("type=sale&mode=success")).toEqual(["success"]);
    expect((await query()).orders.has(id)).toBe(false);
  });

  it("writes the order's date and time as Moscow's clock shows them, with the offset", async () => {
    const id = await placeOrder(1);
    // 22:15 UTC on the 25th is 01:15 on the 26th in Moscow.
    await backend.db.updateTable("orders").set({ created_at: "2026-11-25T22:15:00.000Z" }).where("id", "=", id).execute();
    const { xml, orders } = await query();
    const node = orders.get(id)!.node;
    expect([textOf(node, "Дата"), textOf(node, "Время")]).toEqual(["2026-11-26", "01:15:00+03:00"]);
    expect(xml).toMatch(/ДатаФормирования="\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+03:00"/);
    expect(await call("type=sale&mode=success")).toEqual(["success"]);
  });
});

const fixture = fs.readFileSync(path.join(__dirname, "../exchange/fixtures/orders-from-1c-2.05.xml"), "utf8");

describe("orders from 1C", () => {
  it("1C's orders file moves the shop's orders as the back office would, tells the shoppers and lists what it could not apply", async () => {
    const paid = await placeOrder(2, "paid@example.ru");
    const cancelled = await placeOrder(1, "cancelled@example.ru");
    const shipped = await placeOrder(1, "shipped@example.ru");
    const waiting = await placeOrder(1, "waiting@example.ru");
    await query();
    expect(await call("type=sale&mode=success")).toEqual(["success"]);
    const total = (await orderRow(paid)).total;
    const document = fixture
      .replace(/\{\{paid\}\}/g, String(paid))
      .replace(/\{\{paid_total\}\}/g, String(total))
      .replace(/\{\{paid_good\}\}/g, "1")
      .replace(/\{\{cancelled\}\}/g, String(cancelled))
      .replace(/\{\{shipped\}\}/g, String(shipped))
      .replace(/\{\{waiting\}\}/g, String(waiting));
    const bytes = Buffer.from(document);
    const name = "orders-8f0a2c3e-6b1d-11ef-9c3a-00155d01a201.xml";
    // Sent in two parts, as 1C sends a file bigger than file_limit: the first is only kept.
    expect(await call(`type=sale&mode=file&filename=${name}`, { body: bytes.subarray(0, 1000) })).toEqual(["success"]);
    expect((await orderRow(paid)).status).toBe("awaiting_payment");
    const answer = await call(`type=sale&mode=file&filename=${name}`, { body: bytes.subarray(1000) });
    expect(answer).toEqual([
      "success",
      "Документов: 5, изменено заказов: 3",
      `Заказ ${waiting}: неизвестный статус «Ждёт звонка покупателя»`,
      "Заказ ТД00-000130 не найден на сайте",
    ]);
    // 1C's mode=import of the same file answers the same and applies nothing twice.
    expect(await call(`type=sale&mode=import&filename=${name}`)).toEqual(answer);

    expect(await orderRow(paid)).toMatchObject({ status: "paid", stage: "confirmed" });
    expect(await orderRow(cancelled)).toMatchObject({ status: "cancelled", stage: "cancelled", cancel_reason: "покупатель передумал" });
    expect(await orderRow(shipped)).toMatchObject({ stage: "shipped", delivery_date: "2026-11-27", tracking_number: "" });
    expect(await orderRow(waiting)).toMatchObject({ stage: "new", status: "new" });

    expect((await mailsTo("paid@example.ru")).map((m) => m.subject)).toEqual(
      expect.arrayContaining(["Оплата получена", `Заказ №${paid} подтверждён`]),
    );
    const cancelNotice = (await mailsTo("cancelled@example.ru")).find((m) => m.subject === `Заказ №${cancelled} отменён`);
    expect(cancelNotice?.text).toContain("покупатель передумал");
    // Passing over «confirmed» on the way, the shopper hears only of the hand-over to delivery (after the checkout's letter).
    expect((await mailsTo("shipped@example.ru")).map((m) => m.subject)).toEqual([`Заказ №${shipped} принят`, `Заказ №${shipped} передан в доставку`]);
    expect((await mailsTo("waiting@example.ru")).map((m) => m.subject)).toEqual([`Заказ №${waiting} принят`]);

    const history = (await backend.services.backoffice.orders.get(shipped)).history;
    expect(history.map((h) => [h.staff_email, (h.after as { stage: string; via: string }).stage, (h.after as { via: string }).via])).toEqual([
      ["obmen", "shipped", "1c"],
      ["obmen", "confirmed", "1c"],
    ]);
    const paidHistory = (await backend.services.backoffice.orders.get(paid)).history;
    expect(paidHistory.map((h) => h.action).sort()).toEqual(["order.paid", "order.stage"]);

    // 1C is not sent back what it changed itself.
    const next = await query();
    expect([paid, cancelled, shipped].filter((id) => next.orders.has(id))).toEqual([]);
  });

  it("a zipped orders file is applied once the archive is whole", async () => {
    const id = await placeOrder(1);
    const zip = await zipOf({
      "orders-2.xml":
        `<?xml version="1.0" encoding="UTF-8"?><КоммерческаяИнформация ВерсияСхемы="2.05"><Документ><Ид>${id}</Ид><Номер>${id}</Номер>` +
        `<ХозОперация>Заказ товара</ХозОперация><ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>Статус заказа</Наименование>` +
        `<Значение>Согласован</Значение></ЗначениеРеквизита></ЗначенияРеквизитов></Документ></КоммерческаяИнформация>`,
    });
    expect(await call("type=sale&mode=file&filename=orders-2.zip", { body: zip.subarray(0, 40) })).toEqual(["success"]);
    expect(await call("type=sale&mode=file&filename=orders-2.zip", { body: zip.subarray(40) })).toEqual([
      "success",
      "Документов: 1, изменено заказов: 1",
    ]);
    expect((await orderRow(id)).stage).toBe("confirmed");
  });

  it("a cancel of a completed order and a payment taken back are listed as refused and change nothing", async () => {
    const id = await placeOrder(2);
    await markOrderPaid(backend.db, mails(), await orderRow(id), new Date().toISOString());
    for (const stage of ["confirmed", "shipped", "completed"] as const)
      await backend.services.backoffice.orders.moveStage(manager, id, stage, { tracking_number: "80012345678901" });
    const requisites = [
      ["Отменен", "true"],
      ["Заказ оплачен", "false"],
    ];
    const document =
      `<?xml version="1.0" encoding="UTF-8"?><КоммерческаяИнформация ВерсияСхемы="2.05"><Документ><Ид>${id}</Ид><Номер>${id}</Номер>` +
      `<ХозОперация>Заказ товара</ХозОперация><ЗначенияРеквизитов>` +
      requisites.map(([n, v]) => `<ЗначениеРеквизита><Наименование>${n}</Наименование><Значение>${v}</Значение></ЗначениеРеквизита>`).join("") +
      `</ЗначенияРеквизитов></Документ></КоммерческаяИнформация>`;
    expect(await call("type=sale&mode=file&filename=orders-3.xml", { body: Buffer.from(document) })).toEqual([
      "success",
      "Документов: 1, изменено заказов: 0",
      `Заказ ${id}: оплата на сайте не отменяется, возврат делается через платёжную систему`,
      `Заказ ${id}: переход «Выполнен» → «Отменен» сайт не выполняет`,
    ]);
    expect(await orderRow(id)).toMatchObject({ stage: "completed", status: "paid" });
  });

  it("a file that is no orders document, broken, cut short or too big gets a clear failure line and changes nothing", async () => {
    expect(await call("type=sale&mode=file&filename=garbage.xml", { body: Buffer.from("GIF89a\u0000\u0001") })).toEqual([
      "failure",
      ORDERS_DOCUMENT_MESSAGES.notOrders,
    ]);
    expect(await call("type=sale&mode=file&filename=yml.xml", { body: Buffer.from('<?xml version="1.0"?><yml_catalog date="x">') })).toEqual([
      "failure",
      ORDERS_DOCUMENT_MESSAGES.notOrders,
    ]);
    const broken = "<КоммерческаяИнформация>\n<Документ><Ид>1</Ид>\n</Товар></КоммерческаяИнформация>";
    expect(await call("type=sale&mode=file&filename=broken.xml", { body: Buffer.from(broken) })).toEqual([
      "failure",
      "Файл повреждён или не является XML: ошибка в строке 3",
    ]);
    expect(await call("type=sale&mode=file&filename=cut.xml", { body: Buffer.from("<КоммерческаяИнформация><Документ>") })).toEqual(["success"]);
    expect(await call("type=sale&mode=import&filename=cut.xml")).toEqual(["failure", ORDERS_DOCUMENT_MESSAGES.incomplete]);
    const zip = await zipOf({ "orders.xml": fixture });
    expect(await call("type=sale&mode=file&filename=cut.zip", { body: zip.subarray(0, zip.length - 30) })).toEqual(["success"]);
    expect(await call("type=sale&mode=import&filename=cut.zip")).toEqual(["failure", ORDERS_DOCUMENT_MESSAGES.incomplete]);
    expect(await call("type=sale&mode=file&filename=big.xml", { body: Buffer.alloc(ONEC_FILE_LIMIT + 1, 0x20) })).toEqual([
      "failure",
      ONEC_PART_TOO_LARGE,
    ]);
    expect(await call("type=sale&mode=import&filename=never-sent.xml")).toEqual(["failure", "Файл не найден"]);
    expect(await call("type=sale&mode=complete")).toEqual(["success"]);
  });
});
