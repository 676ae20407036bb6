import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOrdersBackend, type OrdersTestBackend } from "../../testing/orders-test-kit";
import { alignDemoDeliveryRules } from "./demo-delivery-rules";

let shop: OrdersTestBackend;
beforeAll(async () => {
  shop = await startOrdersBackend();
});
afterAll(async () => {
  await shop.close();
});

const TITLE = "Бесплатная доставка по Москве от 50 000 ₽";
const courierFreeFrom = async () =>
  (await shop.db.selectFrom("deliveries").select("free_from").where("code", "=", "courier").executeTakeFirstOrThrow()).free_from;
const newsPreview = async () => (await shop.db.selectFrom("news").select("preview").where("title", "=", TITLE).executeTakeFirstOrThrow()).preview;

describe("alignDemoDeliveryRules", () => {
  it("a fresh demo already has courier delivery free from 50 000 ₽ and the news saying so", async () => {
    expect(await courierFreeFrom()).toBe(5_000_000);
    expect(await newsPreview()).toContain("от 50 000 ₽");
  });

  it("brings an earlier demo database's rule and news in line, leaving the shop's own edits alone", async () => {
    await shop.db.updateTable("deliveries").set({ free_from: 10_000_000 }).where("code", "=", "courier").execute();
    await shop.db.updateTable("news").set({ preview: "Доставим до двери и поднимем на этаж." }).where("title", "=", TITLE).execute();
    await alignDemoDeliveryRules(shop.db);
    expect(await courierFreeFrom()).toBe(5_000_000);
    expect(await newsPreview()).toContain("от 50 000 ₽");

    await shop.db.updateTable("deliveries").set({ free_from: 7_000_000 }).where("code", "=", "courier").execute();
    await alignDemoDeliveryRules(shop.db);
    expect(await courierFreeFrom()).toBe(7_000_000);
  });
});
