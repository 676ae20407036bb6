import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOrdersBackend, type OrdersTestBackend } from "../testing/orders-test-kit";
import type { JsonAnswer } from "../testing/json-answer";

/**
 * What a client sees when a service refuses (not found, limits, one-time codes, checkout, payment) and how the
 * answers the services feed are worded: status, the exact Russian text, the field it belongs to, `retry_in`.
 */

let shop: OrdersTestBackend;

beforeAll(async () => {
  shop = await startOrdersBackend();
});
afterAll(async () => {
  await shop.close();
});

let keyCounter = 0;
function order(overrides: Record<string, unknown> = {}) {
  return {
    fio: "Петров Пётр",
    phone: "+7 916 765-43-21",
    email: "petr@example.ru",
    delivery_id: 1,
    payment_id: 1,
    pvz: 1,
    cart: { [shop.goods[0].id]: 1 },
    idempotency_key: `refusals-${keyCounter++}-${Date.now()}`,
    consent: "1",
    ...overrides,
  };
}

const placeOrder = (overrides: Record<string, unknown> = {}, token?: string) =>
  shop.callJson("/request/order", { method: "POST", json: order(overrides), token });

function expectFailure(answer: { status: number; body: JsonAnswer }, status: number, text: string, fields: Record<string, string> = {}) {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ result: "fail", message: { text, form: [text], fields } });
}

describe("checkout refusals", () => {
  it.each([
    ["unknown delivery", { delivery_id: 42 }, 422, "Выберите способ доставки", { delivery_id: "Выберите способ доставки" }],
    ["unknown payment", { payment_id: 42 }, 422, "Выберите способ оплаты", { payment_id: "Выберите способ оплаты" }],
    ["unknown pick-up point", { pvz: 9999 }, 422, "Выберите пункт выдачи", { pvz: "Выберите пункт выдачи" }],
    ["unknown warehouse", { delivery_id: 2, pvz: "", warehouse_id: 99 }, 422, "Выберите склад", { warehouse_id: "Выберите склад" }],
    [
      "courier without address",
      { delivery_id: 3, pvz: "" },
      422,
      "Укажите улицу и дом",
      { city: "Укажите улицу и дом", address: "Укажите улицу и дом" },
    ],
    [
      "courier with a short street only",
      { delivery_id: 3, pvz: "", city: "Казань", address: "ул." },
      422,
      "Укажите улицу и дом",
      { address: "Укажите улицу и дом" },
    ],
    [
      "a good not in the catalogue",
      { cart: { 999999: 1 } },
      422,
      "В корзине есть товары, которых нет в каталоге",
      { cart: "В корзине есть товары, которых нет в каталоге" },
    ],
  ])("%s", async (_name, overrides, status, text, fields) => {
    expectFailure(await placeOrder(overrides), status, text, fields);
  });

  it("more than the stock names the good and what is left; a sold-out good says so", async () => {
    const few = shop.goods[1];
    const short = `Доступно только ${few.stock} шт. товара «${few.name}»`;
    expectFailure(await placeOrder({ cart: { [few.id]: few.stock + 1 } }), 422, short, { cart: short });
    const none = shop.goods[2];
    const soldOut = `Товара «${none.name}» нет в наличии`;
    expectFailure(await placeOrder({ cart: { [none.id]: 1 } }), 422, soldOut, { cart: soldOut });
  });

  it("a placed order answers its number, and a replay of its key answers the same", async () => {
    const fields = order();
    const first = await shop.callJson("/request/order", { method: "POST", json: fields });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      result: "ok",
      message: { text: `Спасибо! Заказ №${first.body.order_id} оформлен. Мы свяжемся с вами для подтверждения` },
      order_id: expect.any(Number),
      order_code: expect.stringMatching(/^[0-9a-f]{16}$/),
      can_pay: false,
      pay_link: null,
    });
    const replay = await shop.callJson("/request/order", { method: "POST", json: fields });
    expect(replay).toEqual(first);
  });
});

describe("orders and payment refusals", () => {
  it("an order shows the Russian title of its status, by code and in the account", async () => {
    const { token } = await shop.signIn();
    const offline = await placeOrder({}, token);
    const online = await placeOrder({ payment_id: 2 }, token);
    const status = await shop.callJson(`/order/status?id=${offline.body.order_id}&order_code=${offline.body.order_code}`);
    expect(status.body.order).toMatchObject({ id: offline.body.order_id, status: "new", status_title: "Принят" });
    const mine = await shop.callJson("/lk/orders", { token });
    expect(mine.body.orders.map((o: { status: string; status_title: string }) => [o.status, o.status_title])).toEqual([
      ["awaiting_payment", "Ожидает оплаты"],
      ["new", "Принят"],
    ]);
    expect(mine.body.orders[0].id).toBe(online.body.order_id);
  });

  it("a wrong order code is not found; an order paid on receipt cannot be paid online", async () => {
    const placed = await placeOrder();
    expectFailure(await shop.callJson(`/order/status?id=${placed.body.order_id}&order_code=0000000000000000`), 404, "Не найдено");
    expectFailure(await shop.callJson(`/lk/orders/pay?id=${placed.body.order_id}&order_code=0000000000000000`), 404, "Не найдено");
    expectFailure(
      await shop.callJson(`/lk/orders/pay?id=${placed.body.order_id}&order_code=${placed.body.order_code}`),
      409,
      "Этот заказ нельзя оплатить онлайн",
    );
  });

  it("another way to pay: the changed order with its status title, then refused once it no longer waits", async () => {
    const placed = await placeOrder({ payment_id: 2 });
    const ref = `id=${placed.body.order_id}&order_code=${placed.body.order_code}`;
    const change = (paymentId: number) => shop.callJson(`/order/payment?${ref}`, { method: "POST", json: { payment_id: paymentId } });
    expectFailure(await change(99), 422, "Выберите способ оплаты", { payment_id: "Выберите способ оплаты" });
    const switched = await change(1);
    expect(switched.status).toBe(200);
    expect(switched.body.order).toMatchObject({ id: placed.body.order_id, status: "new", status_title: "Принят", payment_id: 1 });
    expectFailure(await change(2), 409, "Этот заказ нельзя оплатить онлайн");
  });

  it("a pay link with a forged signature is invalid", async () => {
    const placed = await placeOrder({ payment_id: 2 });
    const forged = "A".repeat(43);
    expectFailure(await shop.callJson(`/pay/page?order=${placed.body.order_id}&token=${forged}`), 404, "Ссылка на оплату недействительна");
  });
});

describe("one-time code and rate-limit refusals", () => {
  it("a second code within 120 s says how long to wait, in text and in retry_in", async () => {
    const ip = shop.freshIp();
    const phone = "79161110001";
    expect((await shop.callJson("/lk/login", { method: "POST", json: { login: phone }, ip })).status).toBe(200);
    const again = await shop.callJson("/lk/login", { method: "POST", json: { login: phone }, ip });
    expectFailure(again, 429, "Новый код можно запросить через 120 с");
    expect(again.body.retry_in).toBe(120);
  });

  it("a wrong code is refused on the code field; the right one after it still signs in", async () => {
    const phone = "79161110002";
    const login = await shop.callJson("/lk/login", { method: "POST", json: { login: phone } });
    const code = shop.codeSentTo(phone);
    const wrong = code === "AAAA" ? "BBBB" : "AAAA";
    expectFailure(await shop.callJson("/lk/confirm", { method: "POST", json: { id: login.body.form_id, code: wrong } }), 422, "Неверный код", {
      code: "Неверный код",
    });
    expect((await shop.callJson("/lk/confirm", { method: "POST", json: { id: login.body.form_id, code } })).status).toBe(200);
  });

  it("a used code is no longer valid", async () => {
    const phone = "79161110003";
    const login = await shop.callJson("/lk/login", { method: "POST", json: { login: phone } });
    const code = shop.codeSentTo(phone);
    expect((await shop.callJson("/lk/confirm", { method: "POST", json: { id: login.body.form_id, code } })).status).toBe(200);
    const text = "Код больше недействителен. Запросите новый";
    expectFailure(await shop.callJson("/lk/confirm", { method: "POST", json: { id: login.body.form_id, code } }), 422, text, { code: text });
  });

  it("past a per-address limit: 429, the generic text and retry_in", async () => {
    const ip = shop.freshIp();
    let last = await shop.callJson("/suggest/address", { method: "POST", json: { query: "" }, ip });
    for (let i = 0; i < 120 && last.status === 200; i++) last = await shop.callJson("/suggest/address", { method: "POST", json: { query: "" }, ip });
    expectFailure(last, 429, "Слишком много попыток. Попробуйте позже");
    expect(last.body.retry_in).toEqual(expect.any(Number));
    expect(last.body.retry_in).toBeGreaterThan(0);
  });
});
