import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ordersForOneC } from "../services/onec-orders";
import type { JsonAnswer } from "../testing/json-answer";
import { startOrdersBackend, type OrdersTestBackend } from "../testing/orders-test-kit";

/**
 * Lead times and delivery days: the days a cart can have by each way start from its slowest good, a full day
 * cannot be taken (not even by two shoppers at once), the chosen day and window reach the order, its letter, the
 * back office and 1C, and a manager's move of the day is told to the shopper.
 */

let shop: OrdersTestBackend;
let keyCounter = 0;
const COURIER = 3;
const CASH = "1";
// Friday 27 November 2026, 13:00 in Moscow; Sundays are days off.
const NOW = Date.parse("2026-11-27T10:00:00Z");
let chair: number;
let sofa: number;

beforeAll(async () => {
  shop = await startOrdersBackend({ now: () => NOW });
  [chair, sofa] = [shop.goods[0].id, shop.goods[2].id];
  await shop.db.updateTable("goods").set({ made_to_order: 0, delivery_min: 1, delivery_max: 1 }).where("id", "=", chair).execute();
  // Sold out, yet made to order: it can be ordered, and its making days set the earliest day.
  await shop.db.updateTable("goods").set({ made_to_order: 1, delivery_min: 3, delivery_max: 5 }).where("id", "=", sofa).execute();
  await shop.addStaff({ email: "boss@shop.test", name: "Анна", role: "admin", password: "boss-pass-1" });
});
afterAll(async () => {
  await shop.close();
});

async function placeOrder(fields: Record<string, string>, cart: Record<number, number> = { [chair]: 1 }) {
  const response = await shop.call("/request/order", {
    form: {
      fio: "Иванова Анна Сергеевна",
      phone: "8 (916) 123-45-67",
      email: "anna@example.ru",
      delivery_id: String(COURIER),
      payment_id: CASH,
      city: "Москва",
      address: "ул. Тверская, д. 1",
      cart: JSON.stringify(cart),
      idempotency_key: `dates-key-${keyCounter++}`,
      consent: "1",
      consent_version: "2026-01",
      ...fields,
    },
  });
  return { status: response.status, body: (await response.json()) as JsonAnswer };
}

type Days = { delivery_id: number; earliest: string; windows: string[]; days: { date: string; free: boolean }[] };
async function courierDays(goods: number[]): Promise<Days> {
  const answer = (await (await shop.call(`/order/dates?goods=${goods.join(",")}`)).json()) as { deliveries: Days[] };
  return answer.deliveries.find((d) => d.delivery_id === COURIER)!;
}

const staffToken = () => shop.staffSignIn("boss@shop.test", "boss-pass-1");

describe("delivery days", () => {
  it("start from the slowest good of the cart, in working days, with the courier's windows", async () => {
    const chairOnly = await courierDays([chair]);
    // The courier's own 2 days: Saturday, then Monday (Sunday is off).
    expect(chairOnly.earliest).toBe("2026-11-30");
    expect(chairOnly.windows).toEqual(["09:00–13:00", "13:00–17:00", "17:00–21:00"]);
    expect(chairOnly.days.map((d) => d.date).slice(0, 3)).toEqual(["2026-11-30", "2026-12-01", "2026-12-02"]);
    // The sofa takes up to 5 working days to make: Sat, Mon, Tue, Wed, Thu.
    expect((await courierDays([chair, sofa])).earliest).toBe("2026-12-03");
  });

  it("a made-to-order sofa and a chair in stock: the day and window chosen are in the order, its letter, the back office and 1C", async () => {
    const placed = await placeOrder({ delivery_date: "2026-12-04", delivery_window: "13:00–17:00" }, { [chair]: 1, [sofa]: 1 });
    expect(placed.status).toBe(200);
    const id = placed.body.order_id as number;
    const status = (await (await shop.call(`/order/status?id=${id}&order_code=${placed.body.order_code}`)).json()) as JsonAnswer;
    expect(status.order).toMatchObject({ delivery_date: "2026-12-04", delivery_window: "13:00–17:00" });
    const letter = shop.outbox("mail").find((m) => m.to === "anna@example.ru" && m.text.includes(`№${id}`));
    expect(letter?.text).toContain("Дата доставки: 4 декабря, пятница, с 13:00 до 17:00");
    const staffOrder = (await (await shop.call(`/admin/order?id=${id}`, { token: await staffToken() })).json()) as JsonAnswer;
    expect(staffOrder.order).toMatchObject({ delivery_date: "2026-12-04", delivery_window: "13:00–17:00", earliest_date: "2026-12-03" });
    const { xml } = await ordersForOneC(shop.db, new Date(NOW));
    expect(xml).toContain("<Наименование>Дата доставки</Наименование><Значение>2026-12-04</Значение>");
    expect(xml).toContain("<Наименование>Интервал доставки</Наименование><Значение>13:00–17:00</Значение>");
  });

  it("a day before the slowest good is ready, a day off and an unknown window are refused next to their fields", async () => {
    const early = await placeOrder({ delivery_date: "2026-12-01", delivery_window: "09:00–13:00" }, { [sofa]: 1 });
    expect(early.status).toBe(422);
    expect(early.body.message.fields.delivery_date).toBeTruthy();
    const sunday = await placeOrder({ delivery_date: "2026-12-06", delivery_window: "09:00–13:00" });
    expect(sunday.status).toBe(422);
    const window = await placeOrder({ delivery_date: "2026-12-07", delivery_window: "03:00–04:00" });
    expect(window.status).toBe(422);
    expect(window.body.message.fields.delivery_window).toBe("Выберите время доставки");
  });

  it("a full day is shown as full and cannot be taken, not even by two shoppers at once", async () => {
    await shop.db.updateTable("delivery_schedules").set({ daily_capacity: 2 }).where("delivery_id", "=", COURIER).execute();
    const day = "2026-12-08";
    expect((await placeOrder({ delivery_date: day, delivery_window: "09:00–13:00" })).status).toBe(200);
    const both = await Promise.all([
      placeOrder({ delivery_date: day, delivery_window: "09:00–13:00" }),
      placeOrder({ delivery_date: day, delivery_window: "13:00–17:00" }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)?.body.message.fields.delivery_date).toBe("Этот день уже занят: выберите другой день доставки");
    expect((await courierDays([chair])).days.find((d) => d.date === day)).toEqual({ date: day, free: false });
    const taken = await shop.db.selectFrom("delivery_zone_day_loads").select("taken").where("day", "=", day).executeTakeFirstOrThrow();
    expect(taken.taken).toBe(2);
  });

  it("a manager moves the day: the shopper is told, 1C gets the new day, the old day's place is free again", async () => {
    const placed = await placeOrder({ delivery_date: "2026-12-09", delivery_window: "09:00–13:00" });
    const id = placed.body.order_id as number;
    const token = await staffToken();
    const moved = await shop.call("/admin/order/delivery-date", { token, json: { id, delivery_date: "2026-12-10", delivery_window: "17:00–21:00" } });
    expect(moved.status).toBe(200);
    const notice = shop.outbox("mail").find((m) => m.subject === `Заказ №${id}: новая дата доставки`);
    expect(notice?.text).toContain("дата доставки 10.12.2026, с 17:00 до 21:00");
    expect(shop.outbox("sms").some((m) => m.text === `Доставка заказа №${id} перенесена: дата доставки 10.12.2026, с 17:00 до 21:00.`)).toBe(true);
    const { xml } = await ordersForOneC(shop.db, new Date(NOW));
    expect(xml).toContain("<Значение>2026-12-10</Значение>");
    const loads = await shop.db
      .selectFrom("delivery_zone_day_loads")
      .select(["day", "taken"])
      .where("day", "in", ["2026-12-09", "2026-12-10"])
      .orderBy("day")
      .execute();
    expect(loads).toEqual([
      { day: "2026-12-09", taken: 0 },
      { day: "2026-12-10", taken: 1 },
    ]);
    const wrongWindow = await shop.call("/admin/order/delivery-date", { token, json: { id, delivery_date: "2026-12-10", delivery_window: "ночью" } });
    expect(wrongWindow.status).toBe(422);
  });

  it("a made-to-order order passes «В производстве» and «Готов к отгрузке», each told to the shopper", async () => {
    const placed = await placeOrder({ delivery_date: "2026-12-11", delivery_window: "09:00–13:00" }, { [sofa]: 1 });
    const id = placed.body.order_id as number;
    const token = await staffToken();
    for (const stage of ["confirmed", "in_production", "ready"]) {
      expect((await shop.call("/admin/order/stage", { token, json: { id, stage } })).status).toBe(200);
    }
    const subjects = shop.outbox("mail").map((m) => m.subject);
    expect(subjects).toContain(`Заказ №${id} в производстве`);
    expect(subjects).toContain(`Заказ №${id} готов к отгрузке`);
    // Handed over on the day chosen at checkout without typing it again.
    expect((await shop.call("/admin/order/stage", { token, json: { id, stage: "shipped" } })).status).toBe(200);
    const staffOrder = (await (await shop.call(`/admin/order?id=${id}`, { token })).json()) as JsonAnswer;
    expect(staffOrder.order).toMatchObject({ stage: "shipped", delivery_date: "2026-12-11" });
  });
});
