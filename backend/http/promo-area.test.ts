import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ordersForOneC } from "../services/onec-orders";
import type { JsonAnswer } from "../testing/json-answer";
import { ANNA, checkoutForm, startOrdersBackend, type OrdersTestBackend } from "../testing/orders-test-kit";

/** Contract: a promo code checked for a cart, checked again at the order, spread over the order's lines. */
let shop: OrdersTestBackend;
let ip = 0;
let key = 0;

beforeAll(async () => {
  shop = await startOrdersBackend();
  await shop.db.updateTable("deliveries").set({ price: 50_000, free_from: null }).execute();
  await shop.db.updateTable("goods").set({ price: 100_000 }).where("id", "=", shop.goods[0].id).execute();
});
afterAll(async () => {
  await shop.close();
});

async function call(path: string, form: Record<string, string>) {
  const response = await shop.fetch(
    new Request(`http://shop.test/api${path}`, {
      method: "POST",
      headers: { "X-Forwarded-For": `10.61.0.${++ip % 250}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
    }),
  );
  return { status: response.status, body: (await response.json()) as JsonAnswer };
}

const now = new Date().toISOString();
async function promo(code: string, values: Record<string, string | number> = {}) {
  await shop.db
    .insertInto("promo_codes")
    .values({ code, kind: "percent", value: 10, created_at: now, updated_at: now, ...values })
    .execute();
}

const order = (cart: Record<number, number>, promoCode: string, phone = ANNA.phone, email = ANNA.email) =>
  checkoutForm(cart, `promo-${Date.now()}-${key++}`, {
    phone,
    email,
    comment: "",
    pvz_address: "Москва, ул. Тверская, 12",
    promo_code: promoCode,
  });

describe("promo codes", () => {
  it("a code typed in any case gives its discount on the cart, per good", async () => {
    await promo("OSEN10");
    const good = shop.goods[0];
    const checked = await call("/promo/check", { promo_code: " osen10 ", cart: JSON.stringify({ [good.id]: 3 }) });
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({ result: "ok", promo_code: "OSEN10", discount: 30_000, lines: [{ id: good.id, discount: 30_000 }] });
  });

  it("says why a code does not work, next to the field", async () => {
    const cart = JSON.stringify({ [shop.goods[0].id]: 1 });
    await promo("OLD", { ends_on: "2020-01-31" });
    await promo("BIG", { min_total: 5_000_000 });
    await promo("OTHER", { good_ids: JSON.stringify([999_999]) });
    const why = async (code: string) => ((await call("/promo/check", { promo_code: code, cart })).body.message as JsonAnswer).fields;
    expect(await why("NOSUCH")).toEqual({ promo_code: "Такого промокода нет: проверьте, как он написан" });
    expect(await why("OLD")).toEqual({ promo_code: "Срок действия промокода закончился" });
    expect(await why("BIG")).toEqual({ promo_code: "Промокод действует на заказ от 50\u00a0000\u00a0₽" });
    expect(await why("OTHER")).toEqual({ promo_code: "Промокод не действует на товары в корзине" });
  });

  it("an order with a code is charged less by it: its lines carry the discount, 1C gets it per line, the code's last use is taken once", async () => {
    await promo("ONCE", { kind: "fixed", value: 10_001, max_uses: 1 });
    const [a, b] = shop.goods;
    await shop.db.updateTable("goods").set({ price: 20_000 }).where("id", "=", b.id).execute();
    const placed = await call("/request/order", order({ [a.id]: 1, [b.id]: 1 }, "once"));
    expect(placed.status).toBe(200);
    const id = Number(placed.body.order_id);
    const stored = await shop.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    // 1 000 ₽ + 200 ₽ of goods less 100,01 ₽, plus the pick-up point's zone price (the code never discounts it).
    expect(stored.delivery_price).toBeGreaterThan(0);
    expect(stored.total).toBe(120_000 - 10_001 + stored.delivery_price);
    const lines = await shop.db.selectFrom("order_items").select(["kind", "sum", "discount"]).where("order_id", "=", id).orderBy("id").execute();
    // 10 001 kopecks in proportion 5:1 is 8 334,17 and 1 666,83: the odd kopeck goes to the larger remainder.
    expect(lines).toEqual([
      { kind: "good", sum: 100_000, discount: 8_334 },
      { kind: "good", sum: 20_000, discount: 1_667 },
      { kind: "delivery", sum: stored.delivery_price, discount: 0 },
    ]);
    const status = await shop.fetch(new Request(`http://shop.test/api/order/status?id=${id}&order_code=${stored.code}`));
    expect(await status.json()).toMatchObject({ order: { discount: 10_001, promo_code: "ONCE", total: stored.total } });

    const { xml } = await ordersForOneC(shop.db, new Date());
    const document = xml.slice(xml.indexOf(`<Документ><Ид>${id}</Ид>`));
    expect(document).toContain(
      "<ЦенаЗаЕдиницу>1000.00</ЦенаЗаЕдиницу><Количество>1</Количество><Сумма>916.66</Сумма><Скидки><Скидка><Наименование>Промокод ONCE</Наименование><Сумма>83.34</Сумма><УчтеноВСумме>true</УчтеноВСумме></Скидка></Скидки>",
    );

    const again = await call("/request/order", order({ [a.id]: 1 }, "ONCE", "8 (916) 000-00-01"));
    expect(again.status).toBe(422);
    expect((again.body.message as JsonAnswer).fields).toEqual({ promo_code: "Промокод больше не действует: его уже использовали" });
  });

  it("a guest uses a code once per phone and once per e-mail when it allows one use each", async () => {
    await promo("MINE", { max_uses_per_shopper: 1 });
    const good = shop.goods[0];
    expect((await call("/request/order", order({ [good.id]: 1 }, "MINE", "8 (916) 555-00-01", "first@example.ru"))).status).toBe(200);
    const samePhone = await call("/request/order", order({ [good.id]: 1 }, "MINE", "8 (916) 555-00-01", "other@example.ru"));
    expect((samePhone.body.message as JsonAnswer).fields).toEqual({ promo_code: "Вы уже использовали этот промокод" });
    const sameEmail = await call("/request/order", order({ [good.id]: 1 }, "MINE", "8 (916) 555-00-02", " First@Example.ru"));
    expect((sameEmail.body.message as JsonAnswer).fields).toEqual({ promo_code: "Вы уже использовали этот промокод" });
    expect((await call("/request/order", order({ [good.id]: 1 }, "MINE", "8 (916) 555-00-02", "second@example.ru"))).status).toBe(200);
  });
});
