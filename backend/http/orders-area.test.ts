import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOrdersBackend, type OrdersTestBackend } from "../testing/orders-test-kit";
import type { JsonAnswer } from "../testing/json-answer";

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
    fio: "Иванова Анна Сергеевна",
    phone: "8 (916) 123-45-67",
    email: "anna@example.ru",
    comment: "",
    delivery_id: 1,
    payment_id: 2,
    pvz: 1,
    pvz_address: "Москва, ул. Тверская, 12",
    cart: JSON.stringify({ [shop.goods[0].id]: 1 }),
    idempotency_key: `test-key-${Date.now()}-${keyCounter++}`,
    consent: "1",
    consent_version: "2026-01",
    ...overrides,
  };
}

async function placeOrder(fields: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await shop.call("/request/order", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
  });
  return { status: response.status, body: (await response.json()) as JsonAnswer };
}

async function stockOf(id: number): Promise<number> {
  const row = await shop.db
    .selectFrom("goods" as never)
    .select("stock" as never)
    .where("id" as never, "=", id as never)
    .executeTakeFirstOrThrow();
  return (row as { stock: number }).stock;
}

describe("checkout options", () => {
  it("lists deliveries, payments with online id 2, warehouses and cities", async () => {
    const response = await shop.call("/order/options");
    expect(response.status).toBe(200);
    const body = (await response.json()) as JsonAnswer;
    expect(body.deliveries.map((d: { code: string }) => d.code)).toEqual(["pvz", "warehouse", "courier"]);
    expect(body.payments.map((p: { id: number; title: string }) => [p.id, p.title])).toEqual([
      [1, "Картой или наличными при получении"],
      [2, "Онлайн-оплата"],
      [3, "По счёту для юридических лиц"],
    ]);
    expect(body.warehouses).toHaveLength(3);
    expect(body.cities.length).toBeGreaterThanOrEqual(8);
  });

  it("lists the pick-up points of a city, case-insensitively", async () => {
    const body = (await (await shop.call(`/order/pvz?city=${encodeURIComponent("казань")}`)).json()) as { points: JsonAnswer[] };
    expect(body.points.length).toBeGreaterThan(0);
    expect(body.points.every((p) => p.city === "Казань" && typeof p.lat === "number" && p.days_min <= p.days_max)).toBe(true);
    const none = (await (await shop.call("/order/pvz?city=Атлантида")).json()) as { points: JsonAnswer[] };
    expect(none.points).toEqual([]);
  });
});

describe("placing an order", () => {
  it("pick-up point + online payment: pay link → pay page → callback → paid", async () => {
    const [good] = shop.goods;
    const before = await stockOf(good.id);
    const placed = await placeOrder(order({ cart: JSON.stringify({ [good.id]: 2 }) }));
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ result: "ok", can_pay: true });
    expect(placed.body.message.text).toContain(String(placed.body.order_id));
    expect(await stockOf(good.id)).toBe(before - 2);

    const status = await shop.call(`/order/status?id=${placed.body.order_id}&order_code=${placed.body.order_code}`);
    const { order: shown } = (await status.json()) as { order: JsonAnswer };
    expect(shown).toMatchObject({ status: "awaiting_payment", payment_id: 2, can_pay: true, goods_total: good.price * 2 });
    expect(shown.total).toBe(shown.goods_total + shown.delivery_price);
    expect(shown.items).toEqual([
      expect.objectContaining({
        id: good.id,
        name: good.name,
        count: 2,
        price: good.price,
        sum: good.price * 2,
        image: expect.objectContaining({ src: expect.any(String) }),
      }),
    ]);

    const pay = await shop.call(`/lk/orders/pay?id=${placed.body.order_id}&order_code=${placed.body.order_code}`);
    expect(pay.status).toBe(200);
    const { pay_link } = (await pay.json()) as { pay_link: string };
    expect(pay_link).toBe(placed.body.pay_link);

    const page = await shop.fetch(new Request(`http://shop.test${pay_link}`));
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain("Оплатить");
    expect(html).toContain("Отменить");
    // The total in roubles: the API counts kopecks.
    expect(html).toContain(`${new Intl.NumberFormat("ru-RU").format(shown.total / 100)}`);
    expect(html).not.toContain("<script");
    const token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? "";

    // The return URL alone changes nothing.
    const stillWaiting = await shop.call(`/order/status?id=${placed.body.order_id}&order_code=${placed.body.order_code}`);
    expect(((await stillWaiting.json()) as JsonAnswer).order.status).toBe("awaiting_payment");

    const callback = await shop.call("/pay/callback", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ order: String(placed.body.order_id), token, action: "pay" }).toString(),
    });
    expect(callback.status).toBe(303);
    expect(callback.headers.get("location")).toBe(`/payresult?orderkey=${placed.body.order_id}&ordercode=${placed.body.order_code}`);

    const paid = await shop.call(`/order/status?id=${placed.body.order_id}&order_code=${placed.body.order_code}`);
    expect(((await paid.json()) as JsonAnswer).order).toMatchObject({ status: "paid", can_pay: false });

    // Paid once: a replayed cancel does nothing, and the order is no longer payable.
    await shop.call("/pay/callback", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ order: String(placed.body.order_id), token, action: "cancel" }).toString(),
    });
    const again = await shop.call(`/order/status?id=${placed.body.order_id}&order_code=${placed.body.order_code}`);
    expect(((await again.json()) as JsonAnswer).order.status).toBe("paid");
    const notPayable = await shop.call(`/lk/orders/pay?id=${placed.body.order_id}&order_code=${placed.body.order_code}`);
    expect(notPayable.status).toBe(409);
  });

  it("a cancelled payment keeps the order waiting for payment, its goods reserved, payable again", async () => {
    const [good] = shop.goods;
    const before = await stockOf(good.id);
    const placed = await placeOrder(order());
    expect(await stockOf(good.id)).toBe(before - 1);
    const html = await (await shop.fetch(new Request(`http://shop.test${placed.body.pay_link}`))).text();
    const token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const forged = await shop.call("/pay/callback", {
      method: "POST",
      json: { order: placed.body.order_id, token: token.replace(/^./, (c) => (c === "A" ? "B" : "A")), action: "pay" },
    });
    expect(forged.status).toBe(404);
    const cancel = await shop.call("/pay/callback", { method: "POST", json: { order: placed.body.order_id, token, action: "cancel" } });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get("location")).toBe(`/payresult?orderkey=${placed.body.order_id}&ordercode=${placed.body.order_code}&payment=cancelled`);
    expect(await stockOf(good.id)).toBe(before - 1);
    const status = await shop.call(`/order/status?id=${placed.body.order_id}&order_code=${placed.body.order_code}`);
    expect(((await status.json()) as JsonAnswer).order).toMatchObject({ status: "awaiting_payment", can_pay: true });
    const again = await shop.call(`/lk/orders/pay?id=${placed.body.order_id}&order_code=${placed.body.order_code}`);
    expect(again.status).toBe(200);

    // The same link still pays the same order.
    await shop.call("/pay/callback", { method: "POST", json: { order: placed.body.order_id, token, action: "pay" } });
    const paid = await shop.call(`/order/status?id=${placed.body.order_id}&order_code=${placed.body.order_code}`);
    expect(((await paid.json()) as JsonAnswer).order.status).toBe("paid");
  });

  it("an order waiting for payment can switch to payment on receipt, only with its code", async () => {
    const placed = await placeOrder(order());
    const ref = `id=${placed.body.order_id}&order_code=${placed.body.order_code}`;
    const change = (query: string, paymentId: unknown) => shop.call(`/order/payment?${query}`, { method: "POST", json: { payment_id: paymentId } });

    expect((await change(`id=${placed.body.order_id}&order_code=0000000000000000`, 1)).status).toBe(404);
    expect((await change(`id=${placed.body.order_id}`, 1)).status).toBe(404);
    const unknown = await change(ref, 99);
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as JsonAnswer).message.fields.payment_id).toBe("Выберите способ оплаты");

    const switched = await change(ref, 1);
    expect(switched.status).toBe(200);
    expect(((await switched.json()) as JsonAnswer).order).toMatchObject({ status: "new", payment_id: 1, can_pay: false });
    // No longer waiting for payment: neither a pay link nor another change.
    expect((await shop.call(`/lk/orders/pay?${ref}`)).status).toBe(409);
    expect((await change(ref, 2)).status).toBe(409);
  });

  it("warehouse pick-up + payment on receipt: status new, nothing to pay", async () => {
    const placed = await placeOrder(order({ delivery_id: 2, payment_id: 1, pvz: "", warehouse_id: 2 }));
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ result: "ok", can_pay: false, pay_link: null });
    const status = await shop.call(`/order/status?id=${placed.body.order_id}&order_code=${placed.body.order_code}`);
    const shown = ((await status.json()) as JsonAnswer).order;
    expect(shown).toMatchObject({ status: "new", delivery_price: 0, delivery_address: expect.stringContaining("Санкт-Петербург") });
    expect((await shop.call(`/lk/orders/pay?id=${placed.body.order_id}&order_code=${placed.body.order_code}`)).status).toBe(409);
  });

  it("courier delivery needs a city and an address", async () => {
    const missing = await placeOrder(order({ delivery_id: 3, pvz: "" }));
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.message.fields).sort()).toEqual(["address", "city"]);
    const placed = await placeOrder(order({ delivery_id: 3, pvz: "", city: "Казань", address: "ул. Баумана, 44, кв. 5" }));
    expect(placed.status).toBe(200);
  });

  it.each([
    ["empty cart", { cart: "{}" }, "cart", "Корзина пуста"],
    ["no cart", { cart: "" }, "cart", "Корзина пуста"],
    ["unknown good", { cart: JSON.stringify({ 999999: 1 }) }, "cart", undefined],
    ["negative id", { cart: JSON.stringify({ "-1": 1 }) }, "cart", undefined],
    ["negative count", { cart: JSON.stringify({ 1: -2 }) }, "cart", undefined],
    ["broken JSON", { cart: "{1:" }, "cart", undefined],
    ["no pick-up point", { pvz: "" }, "pvz", undefined],
    ["unknown pick-up point", { pvz: 9999 }, "pvz", undefined],
    ["no warehouse", { delivery_id: 2, pvz: "" }, "warehouse_id", undefined],
    ["unknown delivery", { delivery_id: 42 }, "delivery_id", undefined],
    ["unknown payment", { payment_id: 42 }, "payment_id", undefined],
    ["bad phone", { phone: "12345" }, "phone", undefined],
    ["bad e-mail", { email: "anna@" }, "email", undefined],
    ["no fio", { fio: "  " }, "fio", "Это поле обязательно"],
    ["no consent", { consent: "" }, "consent", undefined],
    ["malformed idempotency key", { idempotency_key: "short" }, "idempotency_key", undefined],
  ])("%s → 422 with the field", async (_name, overrides, field, text) => {
    const placed = await placeOrder(order(overrides));
    expect(placed.status).toBe(422);
    expect(placed.body.result).toBe("fail");
    expect(placed.body.message.fields[field]).toEqual(expect.any(String));
    expect(placed.body.message.form[0]).toEqual(expect.any(String));
    if (text) expect(placed.body.message.fields[field]).toBe(text);
  });

  it("more than the stock → 422 naming what is left, and nothing reserved", async () => {
    const good = shop.goods[1];
    const before = await stockOf(good.id);
    const placed = await placeOrder(order({ cart: JSON.stringify({ [shop.goods[0].id]: 1, [good.id]: before + 1 }) }));
    expect(placed.status).toBe(422);
    expect(placed.body.message.fields.cart).toContain(good.name);
    expect(await stockOf(good.id)).toBe(before);
    const soldOut = await placeOrder(order({ cart: JSON.stringify({ [shop.goods[2].id]: 1 }) }));
    expect(soldOut.status).toBe(422);
  });

  it("prices come from the catalogue, not from the client", async () => {
    const placed = await placeOrder(order({ price: 1, total: 1, goods_total: 1 }));
    const status = await shop.call(`/order/status?id=${placed.body.order_id}&order_code=${placed.body.order_code}`);
    expect(((await status.json()) as JsonAnswer).order.goods_total).toBe(shop.goods[0].price);
  });

  it("the same idempotency key twice, even at once, makes one order and one answer", async () => {
    const [good] = shop.goods;
    const before = await stockOf(good.id);
    const fields = order();
    const [first, second] = await Promise.all([placeOrder(fields), placeOrder(fields)]);
    const third = await placeOrder(fields);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(third.body).toEqual(first.body);
    expect(await stockOf(good.id)).toBe(before - 1);
    const rows = await shop.db.selectFrom("orders").select("id").where("id", "=", first.body.order_id).execute();
    expect(rows).toHaveLength(1);
    const count = await shop.db.selectFrom("idempotency_keys").select("key").where("key", "=", fields.idempotency_key).execute();
    expect(count).toHaveLength(1);
  });

  it("an order without an idempotency key, as a client following spec §7 sends it, is placed; each is its own order", async () => {
    const { idempotency_key: _omitted, ...fields } = order();
    const first = await placeOrder(fields);
    const second = await placeOrder({ ...fields, idempotency_key: "" });
    expect(first).toMatchObject({ status: 200, body: { result: "ok", order_id: expect.any(Number) } });
    expect(second).toMatchObject({ status: 200, body: { result: "ok", order_id: expect.any(Number) } });
    expect(second.body.order_id).not.toBe(first.body.order_id);
  });

  it("a failed attempt keeps the key free for the corrected form", async () => {
    const fields = order({ phone: "nope" });
    expect((await placeOrder(fields)).status).toBe(422);
    expect((await placeOrder({ ...fields, phone: "+79161234567" })).status).toBe(200);
  });

  it("binds the order to the signed-in user, who may then fetch the pay link without the code", async () => {
    const { token, userId } = await shop.signIn();
    const placed = await placeOrder(order(), { Authorization: `Bearer ${token}` });
    expect(placed.status).toBe(200);
    const row = await shop.db.selectFrom("orders").select("user_id").where("id", "=", placed.body.order_id).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(userId);
    const pay = await shop.call(`/lk/orders/pay?id=${placed.body.order_id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(pay.status).toBe(200);
    const guest = await shop.call(`/lk/orders/pay?id=${placed.body.order_id}`);
    expect(guest.status).toBe(404);
    const list = await shop.call("/lk/orders", { headers: { Authorization: `Bearer ${token}` } });
    const { orders } = (await list.json()) as { orders: { id: number; status: string }[] };
    expect(orders.map((o) => o.id)).toEqual([placed.body.order_id]);
    expect(orders[0].status).toBe("awaiting_payment");
  });

  it("a wrong id/code pair is a 404, with the failure shape", async () => {
    const placed = await placeOrder(order());
    for (const query of [`id=${placed.body.order_id}&order_code=0000000000000000`, "id=-1&order_code=x", "id=abc", ""]) {
      const response = await shop.call(`/order/status?${query}`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as JsonAnswer).result).toBe("fail");
    }
    expect((await shop.call(`/lk/orders/pay?id=${placed.body.order_id}&order_code=0000000000000000`)).status).toBe(404);
  });
});

describe("address suggestions", () => {
  it("answers in DaData's shape from local data", async () => {
    const response = await shop.call("/suggest/address", { method: "POST", json: { query: "москва тверская 7", count: 5 } });
    const body = (await response.json()) as { suggestions: JsonAnswer[] };
    expect(body.suggestions[0]).toMatchObject({
      value: "г Москва, ул Тверская, д 7",
      data: { city: "Москва", street: "Тверская", house: "7", postal_code: expect.any(String), geo_lat: expect.any(String) },
    });
    expect(body.suggestions[0].unrestricted_value).toContain(body.suggestions[0].data.postal_code);
  });

  it("matches word beginnings, ё as е, and respects count", async () => {
    const body = (await (await shop.call("/suggest/address", { method: "POST", json: { query: "Щелков", count: 1 } })).json()) as {
      suggestions: JsonAnswer[];
    };
    expect(body.suggestions).toHaveLength(1);
    expect(body.suggestions[0].data.street).toBe("Щёлковское");
    const city = (await (await shop.call("/suggest/address", { method: "POST", json: { query: "Санкт", count: 3 } })).json()) as {
      suggestions: JsonAnswer[];
    };
    expect(city.suggestions).toHaveLength(3);
    const empty = (await (await shop.call("/suggest/address", { method: "POST", json: { query: "" } })).json()) as { suggestions: JsonAnswer[] };
    expect(empty.suggestions).toEqual([]);
  });
});

describe("address suggestions through DaData", () => {
  it("fall back to local data when DaData refuses or cannot be reached", async () => {
    const proxied = await startOrdersBackend({ dadataApiKey: "not-a-real-key" });
    try {
      const request = new Request("http://shop.test/api/suggest/address", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": shop.freshIp() },
        body: JSON.stringify({ query: "казань баумана 44", count: 3 }),
      });
      const body = (await (await proxied.fetch(request)).json()) as { suggestions: JsonAnswer[] };
      expect(body.suggestions[0].value).toBe("г Казань, ул Баумана, д 44");
    } finally {
      await proxied.close();
    }
  }, 10_000);
});
