import { Migrator } from "kysely";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./connection";
import { migrations } from "./migrations";
import { createTestDataStore, type TestDataStore } from "./test-database";

// A shop's database before money moved to kopecks: the rows written in roubles must read back ×100, exactly.
let store: TestDataStore;
let opened: ReturnType<typeof openDatabase>;

beforeAll(async () => {
  store = await createTestDataStore("money-migration");
  opened = openDatabase(store.dataDir, store.databaseUrl, pino({ level: "silent" }));
});

afterAll(async () => {
  await opened.db.destroy();
  await store.remove();
});

describe("migration 029: money in kopecks", () => {
  it("turns every rouble amount into kopecks and keeps a total beyond 21 474 836 ₽", async () => {
    const { db } = opened;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("028-import-changes")).error).toBeUndefined();

    await db.insertInto("sections").values({ id: 1, handle: "sofas", name: "Диваны", description: "", kind: "sofa", sort: 1 }).execute();
    const card = { model_id: 1, section_id: 1, name: "Диван", variant_label: null, variant_title: "Цвет", stock: 3, color: "", color_title: "" };
    const rest = {
      material: "",
      material_title: "",
      width: 0,
      depth: 0,
      height: 0,
      description: "",
      images: "[]",
      popularity: 0,
      created_at: "2026-11-01",
      delivery_min: 1,
      delivery_max: 2,
    };
    await db
      .insertInto("goods")
      .values([
        { id: 1, handle: "a", sku: "A", price: 12990, old_price: 15990, ...card, ...rest },
        { id: 2, handle: "b", sku: "B", price: 29, old_price: null, ...card, ...rest },
      ])
      .execute();
    await db
      .insertInto("deliveries")
      .values({ id: 1, code: "courier", title: "Курьер", price: 1490, days_min: 1, days_max: 2, free_from: 50000, sort: 1 })
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const goods = await db.selectFrom("goods").select(["id", "price", "old_price"]).orderBy("id").execute();
    expect(goods).toEqual([
      { id: 1, price: 1299000, old_price: 1599000 },
      { id: 2, price: 2900, old_price: null },
    ]);
    expect(await db.selectFrom("deliveries").select(["price", "free_from"]).executeTakeFirstOrThrow()).toEqual({ price: 149000, free_from: 5000000 });
    // 30 000 000 ₽ is 3 000 000 000 kopecks: beyond a 32-bit integer, so the column must hold 64 bits.
    await db.updateTable("deliveries").set({ free_from: 3_000_000_000 }).execute();
    expect((await db.selectFrom("deliveries").select("free_from").executeTakeFirstOrThrow()).free_from).toBe(3_000_000_000);
  });
});
