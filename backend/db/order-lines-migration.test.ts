import { Migrator } from "kysely";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./connection";
import { migrations } from "./migrations";
import { createTestDataStore, type TestDataStore } from "./test-database";

// A shop's database from before order lines had kinds: its goods stay goods, its paid deliveries become lines.
let store: TestDataStore;
let opened: ReturnType<typeof openDatabase>;

beforeAll(async () => {
  store = await createTestDataStore("order-lines-migration");
  opened = openDatabase(store.dataDir, store.databaseUrl, pino({ level: "silent" }));
});

afterAll(async () => {
  await opened.db.destroy();
  await store.remove();
});

const order = (id: number, goods: number, delivery: number) => ({
  id,
  code: `code-${id}`,
  user_id: null,
  status: "new" as const,
  fio: "Иванова Анна",
  phone: "+79161234567",
  email: "",
  comment: "",
  delivery_id: 1,
  payment_id: 1,
  pvz_id: null,
  warehouse_id: null,
  city: "Москва",
  delivery_address: "Москва, ул. Тверская, 1",
  goods_total: goods,
  delivery_price: delivery,
  total: goods + delivery,
  consent_at: "2026-11-01T10:00:00.000Z",
  consent_version: "2026-01",
  ip: "127.0.0.1",
  created_at: "2026-11-01T10:00:00.000Z",
  updated_at: "2026-11-01T10:00:00.000Z",
  exported_at: null,
});

describe("migration 033: order lines of kinds", () => {
  it("keeps every line a good with the receipt's defaults and gives each order with a paid delivery its delivery line", async () => {
    const { db } = opened;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("032-search-terms-by-document")).error).toBeUndefined();

    await db
      .insertInto("deliveries")
      .values({ id: 1, code: "courier", title: "Курьер", price: 149_000, days_min: 1, days_max: 2, free_from: null, sort: 1 })
      .execute();
    await db.insertInto("payments").values({ id: 1, title: "Наличными", description: "", online: 0, sort: 1 }).execute();
    await db
      .insertInto("orders")
      .values([order(1, 2_598_000, 149_000), order(2, 1_299_050, 0)])
      .execute();
    const line = { name: "Диван «Осло»", price: 1_299_000, count: 2, sum: 2_598_000, image: "{}" };
    await db
      .insertInto("order_items")
      .values([
        { order_id: 1, good_id: 7, ...line },
        { order_id: 2, good_id: 8, name: "Стул", price: 1_299_050, count: 1, sum: 1_299_050, image: "{}" },
      ])
      .execute();

    expect((await migrator.migrateTo("033-order-lines")).error).toBeUndefined();

    const lines = await db
      .selectFrom("order_items")
      .select([
        "order_id",
        "kind",
        "good_id",
        "service_code",
        "name",
        "price",
        "count",
        "sum",
        "discount",
        "vat_code",
        "payment_subject",
        "payment_mode",
      ])
      .orderBy("order_id")
      .orderBy("id")
      .execute();
    const defaults = { discount: 0, vat_code: 1, payment_mode: "full_payment" };
    expect(lines).toEqual([
      {
        order_id: 1,
        kind: "good",
        good_id: 7,
        service_code: "",
        name: line.name,
        price: 1_299_000,
        count: 2,
        sum: 2_598_000,
        ...defaults,
        payment_subject: "commodity",
      },
      {
        order_id: 1,
        kind: "delivery",
        good_id: null,
        service_code: "courier",
        name: "Курьер",
        price: 149_000,
        count: 1,
        sum: 149_000,
        ...defaults,
        payment_subject: "service",
      },
      {
        order_id: 2,
        kind: "good",
        good_id: 8,
        service_code: "",
        name: "Стул",
        price: 1_299_050,
        count: 1,
        sum: 1_299_050,
        ...defaults,
        payment_subject: "commodity",
      },
    ]);
    // Every order's lines add up to its total.
    for (const { id, total } of await db.selectFrom("orders").select(["id", "total"]).execute()) {
      expect(lines.filter((l) => l.order_id === id).reduce((sum, l) => sum + l.sum - l.discount, 0)).toBe(total);
    }
    // A line that is no good is stored without one, and new lines keep numbering after the old ones.
    await db
      .insertInto("order_items")
      .values({
        order_id: 2,
        kind: "service",
        good_id: null,
        service_code: "assembly",
        name: "Сборка",
        price: 150_000,
        count: 1,
        sum: 150_000,
        image: "null",
      })
      .execute();
    const ids = (await db.selectFrom("order_items").select("id").orderBy("id").execute()).map((r) => r.id);
    expect(new Set(ids).size).toBe(4);

    expect((await migrator.migrateDown()).error).toBeUndefined();
    expect(await db.selectFrom("order_items").select("good_id").orderBy("id").execute()).toEqual([{ good_id: 7 }, { good_id: 8 }]);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
