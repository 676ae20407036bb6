import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ordersForOneC } from "../services/onec-orders";
import type { JsonAnswer } from "../testing/json-answer";
import { checkoutForm, startOrdersBackend, type OrdersTestBackend } from "../testing/orders-test-kit";

/** Contract: amounts are kopecks end to end, and a good priced 0 ₽ is never sold, however it came to be. */
let shop: OrdersTestBackend;
let ip = 0;

beforeAll(async () => {
  shop = await startOrdersBackend();
});
afterAll(async () => {
  await shop.close();
});

async function call(path: string, init: { method?: string; json?: unknown; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { "X-Forwarded-For": `10.52.0.${++ip}` };
  let body: string | undefined;
  if (init.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(init.form).toString();
  }
  const response = await shop.fetch(new Request(`http://shop.test/api${path}`, { method: init.method ?? "GET", headers, body }));
  return { status: response.status, body: (await response.json()) as JsonAnswer };
}

let key = 0;
const orderOf = (cart: Record<number, number>) =>
  checkoutForm(cart, `money-${Date.now()}-${key++}`, { comment: "", pvz_address: "Москва, ул. Тверская, 12" });

describe("money in kopecks", () => {
  it("an order of a good at 28,50 ₽ is charged 28,50 ₽ a piece and goes to 1C as 28.50, not 29", async () => {
    const good = shop.goods[0];
    await shop.db.updateTable("goods").set({ price: 2850 }).where("id", "=", good.id).execute();
    // The delivery's own price, not its zone's: a price with kopecks.
    await shop.db.updateTable("deliveries").set({ price: 49_050, free_from: null, zone_priced: 0 }).where("id", "=", 1).execute();

    const card = await call(`/catalog/goods?ids=${good.id}`);
    expect(card.body.goods).toMatchObject([{ id: good.id, price: 2850 }]);

    const placed = await call("/request/order", { method: "POST", form: orderOf({ [good.id]: 3 }) });
    expect(placed.status).toBe(200);
    const orderId = Number(placed.body.order_id);
    const order = await shop.db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
    expect({ goods: order.goods_total, delivery: order.delivery_price, total: order.total }).toEqual({
      goods: 8550,
      delivery: 49_050,
      total: 57_600,
    });
    const line = await shop.db.selectFrom("order_items").select(["price", "sum"]).where("order_id", "=", orderId).executeTakeFirstOrThrow();
    expect(line).toEqual({ price: 2850, sum: 8550 });

    const { xml } = await ordersForOneC(shop.db, new Date());
    const document = xml.slice(xml.indexOf(`<Документ><Ид>${orderId}</Ид>`));
    expect(document).toContain("<ЦенаЗаЕдиницу>28.50</ЦенаЗаЕдиницу><Количество>3</Количество><Сумма>85.50</Сумма>");
    expect(document).toContain("<ЦенаЗаЕдиницу>490.50</ЦенаЗаЕдиницу><Количество>1</Количество><Сумма>490.50</Сумма>");
    expect(document).toContain("<Сумма>576.00</Сумма>");
  });

  it("a good priced 0 ₽ by a direct write is neither shown, nor put in the cart, nor ordered", async () => {
    const good = shop.goods[0];
    await shop.db.updateTable("goods").set({ price: 0 }).where("id", "=", good.id).execute();
    const stock = (await shop.db.selectFrom("goods").select("stock").where("id", "=", good.id).executeTakeFirstOrThrow()).stock;

    expect((await call(`/catalog/goods?ids=${good.id}`)).body.goods).toEqual([]);
    const cart = await call("/cart/add", { method: "POST", json: { cart: { [good.id]: 1 }, add: 1 } });
    expect(cart.body.data.cart).toEqual({});

    const refused = await call("/request/order", { method: "POST", form: orderOf({ [good.id]: 1 }) });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain(`сейчас не продаётся: уберите его из корзины`);
    expect((await shop.db.selectFrom("goods").select("stock").where("id", "=", good.id).executeTakeFirstOrThrow()).stock).toBe(stock);
  });
});
