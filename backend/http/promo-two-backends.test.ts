import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDataStore, demoShopOf, type TestDataStore } from "../db/test-database";
import { createBackend, type Backend } from "../index";
import type { JsonAnswer } from "../testing/json-answer";

/**
 * A promo code's last use raced for by two processes of the shop on one PostgreSQL database (TEST_DATABASE_URL):
 * two backends, each placing an order with the code at the same moment. A SQLite shop runs in one process; two
 * backends on one file inside one test process would only wait on each other's synchronous lock.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
let store: TestDataStore;
let first: Backend;
let second: Backend;

beforeAll(async () => {
  if (!postgres) return;
  store = await createTestDataStore("promo-two-backends", demoShopOf({}));
  const settings = { dataDir: store.dataDir, databaseUrl: store.databaseUrl, secret: "test", publicUrl: "https://shop.example" };
  first = await createBackend(settings, pino({ level: "silent" }));
  second = await createBackend(settings, pino({ level: "silent" }));
});
afterAll(async () => {
  if (!postgres) return;
  await first.close();
  await second.close();
  await store.remove();
});

async function placeOrder(backend: Backend, goodId: number, n: number) {
  const form = {
    fio: "Иванова Анна Сергеевна",
    phone: `8 (916) 555-10-0${n}`,
    email: `shopper${n}@example.ru`,
    comment: "",
    delivery_id: "1",
    payment_id: "1",
    pvz: "1",
    pvz_address: "Москва, ул. Тверская, 12",
    cart: JSON.stringify({ [goodId]: 1 }),
    promo_code: "LAST1",
    idempotency_key: `promo-race-${n}`,
    consent: "1",
    consent_version: "2026-01",
  };
  const response = await backend.fetch(
    new Request("http://shop.test/api/request/order", {
      method: "POST",
      headers: { "X-Forwarded-For": `10.62.0.${n}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
    }),
  );
  return { status: response.status, body: (await response.json()) as JsonAnswer };
}

describe.skipIf(!postgres)("a promo code's last use, two processes at once", () => {
  it("one order gets the discount, the other is refused next to the promo field; the code is used once", async () => {
    const now = new Date().toISOString();
    await first.db
      .insertInto("promo_codes")
      .values({ code: "LAST1", kind: "fixed", value: 10_000, max_uses: 1, created_at: now, updated_at: now })
      .execute();
    // Two different goods: orders of one good would queue behind each other on its stock before the code is checked.
    const [a, b] = await first.db
      .selectFrom("goods")
      .select("id")
      .where("stock", ">", 20)
      .where("price", ">", 10_000)
      .orderBy("id")
      .limit(2)
      .execute();

    const answers = await Promise.all([placeOrder(first, a.id, 1), placeOrder(second, b.id, 2)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const refused = answers.find((a) => a.status === 422)!;
    expect((refused.body.message as JsonAnswer).fields).toEqual({ promo_code: "Промокод больше не действует: его уже использовали" });
    const placed = answers.find((a) => a.status === 200)!;
    const discounted = await first.db.selectFrom("order_items").select(["order_id", "discount"]).where("discount", ">", 0).execute();
    expect(new Set(discounted.map((line) => line.order_id))).toEqual(new Set([Number(placed.body.order_id)]));
    expect(discounted.reduce((sum, line) => sum + line.discount, 0)).toBe(10_000);
    const code = await first.db.selectFrom("promo_codes").select("used").where("code", "=", "LAST1").executeTakeFirstOrThrow();
    expect(code.used).toBe(1);
    expect(await first.db.selectFrom("promo_uses").select("order_id").execute()).toEqual([{ order_id: Number(placed.body.order_id) }]);
  });
});
