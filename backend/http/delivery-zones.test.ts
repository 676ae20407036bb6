import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffService } from "../services/admin/staff";
import { ordersForOneC } from "../services/onec-orders";
import type { JsonAnswer } from "../testing/json-answer";
import { startOrdersBackend, type OrdersTestBackend } from "../testing/orders-test-kit";

/**
 * Delivery is priced by the zone of the city: every demo zone, courier and pick-up, against the table below
 * (kopecks); a city outside every zone still orders, priced by the manager; the courier's address is kept
 * field by field and reaches the letter and 1C.
 */

let shop: OrdersTestBackend;
let ipCounter = 0;
let keyCounter = 0;
const freshIp = () => `10.8.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
/** 10 000 ₽: one piece is below every free-from total, ten pieces above each of them. */
const GOOD_PRICE = 1_000_000;
const PVZ = 1;
const COURIER = 3;

const ZONES: { city: string; zone: string; courier: number; pvz: number; freeFrom: number | null }[] = [
  { city: "Москва", zone: "Москва", courier: 149_000, pvz: 49_000, freeFrom: 5_000_000 },
  { city: "Санкт-Петербург", zone: "Санкт-Петербург", courier: 149_000, pvz: 49_000, freeFrom: 5_000_000 },
  { city: "Химки", zone: "Подмосковье, до 50 км", courier: 199_000, pvz: 49_000, freeFrom: 7_000_000 },
  { city: "Подольск", zone: "Подмосковье, до 50 км", courier: 199_000, pvz: 49_000, freeFrom: 7_000_000 },
  { city: "Сергиев Посад", zone: "Подмосковье, 50–100 км", courier: 299_000, pvz: 69_000, freeFrom: 10_000_000 },
  { city: "Коломна", zone: "Подмосковье, 100–150 км", courier: 399_000, pvz: 69_000, freeFrom: null },
  { city: "Казань", zone: "Поволжье", courier: 249_000, pvz: 69_000, freeFrom: 8_000_000 },
  { city: "Ростов-на-Дону", zone: "Юг и Черноземье", courier: 269_000, pvz: 69_000, freeFrom: 8_000_000 },
  { city: "Екатеринбург", zone: "Урал и Сибирь", courier: 349_000, pvz: 89_000, freeFrom: 10_000_000 },
];

beforeAll(async () => {
  shop = await startOrdersBackend();
  await shop.db.updateTable("goods").set({ price: GOOD_PRICE, stock: 10_000 }).where("id", "=", shop.goods[0].id).execute();
  const staff = createStaffService({ db: shop.db, secret: "unused", now: Date.now });
  await staff.create({ id: null, email: "command line" }, { email: "zones@shop.test", name: "Ольга", role: "manager", password: "zones-pass-1" });
});
afterAll(async () => {
  await shop.close();
});

function call(path: string, form?: Record<string, string>, token?: string): Promise<Response> {
  const headers = new Headers({ "X-Forwarded-For": freshIp() });
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (form) headers.set("Content-Type", "application/x-www-form-urlencoded");
  const body = form ? new URLSearchParams(form).toString() : undefined;
  return shop.fetch(new Request(`http://shop.test/api${path}`, { method: form ? "POST" : "GET", headers, body }));
}

async function placeCourierOrder(city: string, count: number, extra: Record<string, string> = {}) {
  const response = await call("/request/order", {
    fio: "Иванова Анна Сергеевна",
    phone: "8 (916) 123-45-67",
    email: "anna@example.ru",
    delivery_id: String(COURIER),
    payment_id: "1",
    city,
    address: "ул. Ленина, д. 7",
    cart: JSON.stringify({ [shop.goods[0].id]: count }),
    idempotency_key: `zone-key-${Date.now()}-${keyCounter++}`,
    consent: "1",
    consent_version: "2026-01",
    ...extra,
  });
  const body = (await response.json()) as JsonAnswer;
  return { status: response.status, body };
}

const orderRow = (id: number) => shop.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("delivery zones", () => {
  it.each(ZONES)("$city is in «$zone»: the checkout's prices and the order's are the zone's", async ({ city, zone, courier, pvz, freeFrom }) => {
    const prices = (await (await call(`/order/delivery-prices?city=${encodeURIComponent(city)}`)).json()) as {
      zone: { title: string } | null;
      deliveries: { id: number; price: number | null; free_from: number | null }[];
    };
    expect(prices.zone?.title).toBe(zone);
    expect(prices.deliveries.find((d) => d.id === COURIER)).toMatchObject({ price: courier, free_from: freeFrom });
    expect(prices.deliveries.find((d) => d.id === PVZ)).toMatchObject({ price: pvz, free_from: freeFrom });

    const one = await placeCourierOrder(city, 1);
    expect(one.status).toBe(200);
    const row = await orderRow(one.body.order_id as number);
    expect([row.delivery_price, row.total, row.delivery_by_manager]).toEqual([courier, GOOD_PRICE + courier, 0]);
    const zoneRow = await shop.db
      .selectFrom("delivery_zones")
      .select("title")
      .where("id", "=", row.zone_id ?? 0)
      .executeTakeFirst();
    expect(zoneRow?.title).toBe(zone);

    const ten = await placeCourierOrder(city, 10);
    expect((await orderRow(ten.body.order_id as number)).delivery_price).toBe(freeFrom === null ? courier : 0);
  });

  it("a city outside every zone still orders: the manager prices the delivery, and the letters say so", async () => {
    const prices = (await (await call("/order/delivery-prices?city=Пермь")).json()) as {
      zone: unknown;
      deliveries: { id: number; price: number | null }[];
    };
    expect(prices.zone).toBeNull();
    expect(prices.deliveries.find((d) => d.id === COURIER)?.price).toBeNull();
    const placed = await placeCourierOrder("Пермь", 1);
    expect(placed.status).toBe(200);
    const row = await orderRow(placed.body.order_id as number);
    expect([row.delivery_price, row.total, row.delivery_by_manager, row.zone_id]).toEqual([0, GOOD_PRICE, 1, null]);
    const letters = shop.outbox("mail").filter((m) => m.text.includes(`№${row.id}`) || m.text.includes(`${row.id}`));
    expect(letters.some((m) => m.text.includes("стоимость доставки рассчитает менеджер"))).toBe(true);
  });

  it("keeps the courier's flat, entrance, floor, intercom and lift as fields, in the address line and in 1C's document", async () => {
    const placed = await placeCourierOrder("Казань", 1, {
      address_flat: "12",
      address_entrance: "2",
      address_floor: "5",
      address_intercom: "12К",
      address_lift: "freight",
    });
    const row = await orderRow(placed.body.order_id as number);
    expect([row.address_street, row.address_flat, row.address_entrance, row.address_floor, row.address_intercom, row.address_lift]).toEqual([
      "ул. Ленина, д. 7",
      "12",
      "2",
      5,
      "12К",
      "freight",
    ]);
    expect(row.delivery_address).toBe("Казань, ул. Ленина, д. 7, кв. 12, подъезд 2, этаж 5, домофон 12К, грузовой лифт");
    const { xml } = await ordersForOneC(shop.db, new Date());
    const document = xml.split("<Документ>").find((part) => part.startsWith(`<Ид>${row.id}</Ид>`)) ?? "";
    for (const [type, value] of [
      ["Город", "Казань"],
      ["Улица", "ул. Ленина"],
      ["Дом", "7"],
      ["Квартира", "12"],
    ])
      expect(document).toContain(`<АдресноеПоле><Тип>${type}</Тип><Значение>${value}</Значение></АдресноеПоле>`);
    expect(document).toContain("<Наименование>Этаж</Наименование><Значение>5</Значение>");
    expect(document).toContain("<Наименование>Лифт</Наименование><Значение>грузовой лифт</Значение>");
    expect(document).toContain("<Наименование>Зона доставки</Наименование><Значение>Поволжье</Значение>");
  });

  it("refuses a floor that is not a whole number and a lift it does not know, next to the fields", async () => {
    const refused = await placeCourierOrder("Москва", 1, { address_floor: "пятый", address_lift: "escalator" });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.message.fields).sort()).toEqual(["address_floor", "address_lift"]);
  });

  it("a zone the back office adds prices its city at once; a band needs its warehouse; a delivery priced by the shop keeps its own price", async () => {
    const login = await shop.fetch(
      new Request("http://shop.test/api/admin/login", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": freshIp() },
        body: JSON.stringify({ email: "zones@shop.test", password: "zones-pass-1" }),
      }),
    );
    const { token } = (await login.json()) as { token: string };
    const zone = {
      title: "Прикамье",
      kind: "cities",
      cities: " Пермь \n\nПермь\n",
      courier_price: "329000",
      pvz_price: "79000",
      free_from: "",
      days_min: "4",
      days_max: "9",
      sort: "9",
    };
    const band = await call("/admin/zone", { ...zone, kind: "band", km_from: "0", km_to: "100" }, token);
    expect(band.status).toBe(422);
    expect(Object.keys(((await band.json()) as JsonAnswer).message.fields)).toEqual(["warehouse_id"]);
    expect((await call("/admin/zone", zone, token)).status).toBe(200);
    const saved = await shop.db
      .selectFrom("delivery_zones")
      .select(["cities", "free_from"])
      .where("title", "=", "Прикамье")
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({ cities: "Пермь", free_from: null });
    const placed = await placeCourierOrder("пермь", 10);
    expect((await orderRow(placed.body.order_id as number)).delivery_price).toBe(329_000);

    await shop.db.updateTable("deliveries").set({ zone_priced: 0 }).where("id", "=", COURIER).execute();
    try {
      const own = await placeCourierOrder("Казань", 1);
      expect((await orderRow(own.body.order_id as number)).delivery_price).toBe(149_000);
    } finally {
      await shop.db.updateTable("deliveries").set({ zone_priced: 1 }).where("id", "=", COURIER).execute();
    }
  });
});
