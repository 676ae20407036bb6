import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLines } from "../services/order-lines";
import type { JsonAnswer } from "../testing/json-answer";
import { startOrdersBackend, type ApiCall, type OrdersTestBackend } from "../testing/orders-test-kit";

/**
 * The back office's delivery settings. The courier's services: a manager's new lift rates, assembly by kind,
 * removal's price and a VAT code are what the next quote and order charge; a stale form is refused (the current
 * version answered), a rule with both a price and a percent is refused next to its field. The calendar: the
 * demo's holidays are skipped, and a manager's days off, holidays, capacity and windows are what the checkout offers.
 */

let shop: OrdersTestBackend;
let keyCounter = 0;
let token = "";
const COURIER = 3;
// Monday 28 December 2026, 12:00 in Moscow.
const NOW = Date.parse("2026-12-28T09:00:00Z");
let sofa = 0;

beforeAll(async () => {
  shop = await startOrdersBackend({ now: () => NOW });
  sofa = (
    await shop.db
      .selectFrom("goods")
      .innerJoin("sections", "sections.id", "goods.section_id")
      .select("goods.id")
      .where("sections.kind", "=", "sofa")
      .orderBy("goods.id")
      .executeTakeFirstOrThrow()
  ).id;
  await shop.db.updateTable("goods").set({ price: 4_000_000, stock: 1000 }).where("id", "=", sofa).execute();
  await shop.addStaff({ email: "prices@shop.test", name: "Ольга", role: "manager", password: "prices-pass-1" });
  token = await shop.staffSignIn("prices@shop.test", "prices-pass-1");
});
afterAll(async () => {
  await shop.close();
});

const call = (path: string, init: ApiCall = {}) => shop.call(path, { token, ...init });

type Settings = {
  version: string;
  services: Record<string, { title: string; enabled: boolean; vat_code: number }>;
  removal_price: number;
  measuring_price: number;
  lift_free_with_freight: boolean;
  lift_rates: Record<string, { stairs_per_floor: number; by_lift: number }>;
  assembly_rates: Record<string, { price: number | null; percent: number | null }>;
};

/** The form as the screen posts it: flat fields, sums in kopecks, an empty field for «not set». */
function formOf(settings: Settings): Record<string, string> {
  const form: Record<string, string> = {
    version: settings.version,
    removal_price: String(settings.removal_price),
    measuring_price: String(settings.measuring_price),
  };
  if (settings.lift_free_with_freight) form.lift_free_with_freight = "on";
  for (const [code, row] of Object.entries(settings.services)) {
    form[`${code}_title`] = row.title;
    form[`${code}_vat_code`] = String(row.vat_code);
    if (row.enabled) form[`${code}_enabled`] = "on";
  }
  for (const [size, rate] of Object.entries(settings.lift_rates)) {
    form[`stairs_${size}`] = String(rate.stairs_per_floor);
    form[`by_lift_${size}`] = String(rate.by_lift);
  }
  for (const [kind, rule] of Object.entries(settings.assembly_rates)) {
    form[`assembly_${kind}_price`] = rule.price === null ? "" : String(rule.price);
    form[`assembly_${kind}_percent`] = rule.percent === null ? "" : String(rule.percent);
  }
  return form;
}

async function placeOrder(fields: Record<string, string>): Promise<JsonAnswer> {
  const placed = await call("/request/order", {
    form: {
      fio: "Иванова Анна Сергеевна",
      phone: "8 (916) 123-45-67",
      email: "anna@example.ru",
      delivery_id: String(COURIER),
      payment_id: "1",
      city: "Москва",
      address: "ул. Тверская, д. 1",
      cart: JSON.stringify({ [sofa]: 1 }),
      idempotency_key: `delivery-settings-${keyCounter++}`,
      consent: "1",
      consent_version: "2026-01",
      ...fields,
    },
  });
  return (await placed.json()) as JsonAnswer;
}

const read = async () => (await (await call("/admin/delivery/services")).json()) as Settings;

async function quote(fields: Record<string, string>) {
  const ask = new URLSearchParams({ cart: JSON.stringify({ [sofa]: 1 }), address_floor: "5", address_lift: "none", ...fields });
  return (await (await call(`/order/services?${ask.toString()}`)).json()) as { lines: { service_code: string; price: number }[] };
}

describe("the services' prices in the back office", () => {
  it("a manager's new prices and VAT code are what the next quote and order charge", async () => {
    const before = await read();
    expect(before.lift_rates.bulky).toEqual({ stairs_per_floor: 40_000, by_lift: 70_000 });
    expect(before.assembly_rates.sofa).toEqual({ price: null, percent: 5 });
    // 4 floors up by the stairs at 400 ₽; assembly 5 % of 40 000 ₽.
    expect((await quote({ services: "lift", assembly: String(sofa) })).lines.map((l) => l.price)).toEqual([160_000, 200_000]);

    const form = {
      ...formOf(before),
      stairs_bulky: "55000",
      assembly_sofa_percent: "",
      assembly_sofa_price: "350000",
      removal_price: "99000",
      removal_vat_code: "11",
    };
    expect((await call("/admin/delivery/services", { form })).status).toBe(200);

    const after = await read();
    expect(after.lift_rates.bulky.stairs_per_floor).toBe(55_000);
    expect(after.assembly_rates.sofa).toEqual({ price: 350_000, percent: null });
    expect(after.version).not.toBe(before.version);
    const priced = await quote({ services: "lift,removal", assembly: String(sofa) });
    expect(priced.lines.map((l) => [l.service_code, l.price])).toEqual([
      ["lift", 220_000],
      ["assembly", 350_000],
      ["removal", 99_000],
    ]);

    const placed = await placeOrder({ address_floor: "5", address_lift: "none", services: "removal" });
    const id = placed.order_id as number;
    const removal = (await orderLines(shop.db, id)).find((line) => line.service_code === "removal");
    expect([removal?.price, removal?.vat_code]).toEqual([99_000, 11]);
  });

  it("refuses a stale form with the current version, and a rule with both a price and a percent next to its field", async () => {
    const current = await read();
    const stale = await call("/admin/delivery/services", { form: { ...formOf(current), version: "stale-version" } });
    expect(stale.status).toBe(409);
    const { conflict } = (await stale.json()) as { conflict: { version: string; changed_by: string | null } };
    expect(conflict.version).toBe(current.version);
    expect(conflict.changed_by).toContain("prices@shop.test");

    const both = await call("/admin/delivery/services", { form: { ...formOf(current), assembly_chair_price: "50000", assembly_chair_percent: "3" } });
    expect(both.status).toBe(422);
    expect(((await both.json()) as { message: { fields: Record<string, string> } }).message.fields).toHaveProperty("assembly_chair_percent");
    expect((await read()).version).toBe(current.version);
  });
});

type Calendar = {
  version: string;
  days_off: number[];
  holidays: string[];
  ways: { delivery_id: number; title: string; capacity: number; windows: string[] }[];
};
type Days = { delivery_id: number; windows: string[]; days: { date: string; free: boolean }[] };
const courierDays = async (query = "") =>
  ((await (await call(`/order/dates?goods=${sofa}${query}`)).json()) as { deliveries: Days[] }).deliveries.find((d) => d.delivery_id === COURIER)!;

/** The calendar's form as the screen posts it. */
function calendarForm(calendar: Calendar): Record<string, string> {
  const form: Record<string, string> = { version: calendar.version, holidays: calendar.holidays.join("\n") };
  for (const day of calendar.days_off) form[`day_off_${day}`] = "on";
  for (const way of calendar.ways) {
    form[`capacity_${way.delivery_id}`] = String(way.capacity);
    form[`windows_${way.delivery_id}`] = way.windows.join("\n");
  }
  return form;
}

describe("the delivery calendar in the back office", () => {
  // The courier takes two days at the least: Tuesday 29 December is too soon.
  it("skips the demo's holidays (31 December to 8 January) and Sundays", async () => {
    await shop.db.updateTable("goods").set({ made_to_order: 0, delivery_min: 1, delivery_max: 1 }).where("id", "=", sofa).execute();
    const calendar = (await (await call("/admin/delivery/calendar")).json()) as Calendar;
    expect(calendar.days_off).toEqual([7]);
    expect(calendar.holidays).toEqual(expect.arrayContaining(["2026-12-31", "2027-01-01", "2027-01-08", "2027-02-23", "2027-05-09", "2027-11-04"]));
    const days = (await courierDays()).days.map((d) => d.date);
    expect(days.slice(0, 4)).toEqual(["2026-12-30", "2027-01-09", "2027-01-11", "2027-01-12"]);
  });

  it("a manager's days off, holidays, capacity and windows are what the checkout offers and the order takes", async () => {
    const before = (await (await call("/admin/delivery/calendar")).json()) as Calendar;
    const form = {
      ...calendarForm(before),
      day_off_6: "on",
      holidays: `${before.holidays.join("\n")}\n11.01.2027`,
      [`capacity_${COURIER}`]: "1",
      [`windows_${COURIER}`]: "10:00-14:00\n14:00 – 18:00",
    };
    expect((await call("/admin/delivery/calendar", { form })).status).toBe(200);
    const after = (await (await call("/admin/delivery/calendar")).json()) as Calendar;
    expect(after.days_off).toEqual([6, 7]);
    expect(after.holidays).toContain("2027-01-11");
    expect(after.ways.find((w) => w.delivery_id === COURIER)).toMatchObject({ capacity: 1, windows: ["10:00–14:00", "14:00–18:00"] });

    const offered = await courierDays();
    expect(offered.windows).toEqual(["10:00–14:00", "14:00–18:00"]);
    // Saturday 9 January is off now, Monday 11 January a holiday.
    expect(offered.days.slice(0, 3).map((d) => d.date)).toEqual(["2026-12-30", "2027-01-12", "2027-01-13"]);
    // One order a day now: the services' order above took 30 December, this one takes 12 January.
    expect(offered.days[0]).toEqual({ date: "2026-12-30", free: false });
    const placed = await placeOrder({ delivery_date: "2027-01-12", delivery_window: "14:00–18:00" });
    expect(placed.order_id).toEqual(expect.any(Number));
    expect((await courierDays()).days[1]).toEqual({ date: "2027-01-12", free: false });
  });

  it("refuses a window that ends before it starts and a day that does not exist, next to their fields, and a stale form", async () => {
    const current = (await (await call("/admin/delivery/calendar")).json()) as Calendar;
    const bad = await call("/admin/delivery/calendar", {
      form: { ...calendarForm(current), [`windows_${COURIER}`]: "18:00-10:00" },
    });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { message: { fields: Record<string, string> } }).message.fields).toHaveProperty(`windows_${COURIER}`);
    const badDay = await call("/admin/delivery/calendar", { form: { ...calendarForm(current), holidays: "31.02.2027" } });
    expect(((await badDay.json()) as { message: { fields: Record<string, string> } }).message.fields).toHaveProperty("holidays");
    const stale = await call("/admin/delivery/calendar", { form: { ...calendarForm(current), version: "old" } });
    expect(stale.status).toBe(409);
    expect((await (await call("/admin/delivery/calendar")).json()) as Calendar).toEqual(current);
  });
});

describe("a zone's own delivery days", () => {
  type Zone = Record<string, unknown> & { id: number; cities: string; weekdays: number[]; daily_capacity: number | null };
  const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay() || 7;

  it("a zone's weekdays and orders a day count for its courier only, apart from the way's; another city keeps the way's", async () => {
    await shop.db.updateTable("goods").set({ made_to_order: 0, delivery_min: 1, delivery_max: 1 }).where("id", "=", sofa).execute();
    const { zones } = (await (await call("/admin/delivery")).json()) as { zones: Zone[] };
    const moscow = zones.find((zone) => zone.cities.split("\n").includes("Москва"))!;
    expect([moscow.weekdays, moscow.daily_capacity]).toEqual([[], null]);
    const { weekdays: _w, daily_capacity: _c, ...stored } = moscow;
    const form = Object.fromEntries(Object.entries(stored).map(([key, value]) => [key, value === null ? "" : String(value)]));
    // The courier goes to Moscow on Tuesdays and Thursdays only, one order a day there.
    const saved = await call("/admin/zone", { form: { ...form, hidden: "", weekday_2: "on", weekday_4: "on", daily_capacity: "1" } });
    expect(saved.status).toBe(200);

    const inMoscow = await courierDays("&city=Москва");
    expect(inMoscow.days.length).toBeGreaterThan(3);
    expect(new Set(inMoscow.days.map((d) => weekday(d.date)))).toEqual(new Set([2, 4]));
    const inPeter = await courierDays("&city=Санкт-Петербург");
    expect(inPeter.days.some((d) => ![2, 4].includes(weekday(d.date)))).toBe(true);

    // A day outside the zone's weekdays is refused; the zone's one place a day is its own.
    const wrongDay = inPeter.days.find((d) => ![2, 4].includes(weekday(d.date)) && d.free)!.date;
    const refused = await placeOrder({ delivery_date: wrongDay, delivery_window: inMoscow.windows[0] ?? "" });
    expect((refused.message as { fields: Record<string, string> }).fields).toHaveProperty("delivery_date");
    // A day free by both counts (the way's own has one place a day since the calendar's test).
    const peterFree = new Set(inPeter.days.filter((d) => d.free).map((d) => d.date));
    const day = inMoscow.days.find((d) => d.free && peterFree.has(d.date))!.date;
    expect((await placeOrder({ delivery_date: day, delivery_window: inMoscow.windows[0] ?? "" })).order_id).toEqual(expect.any(Number));
    expect((await courierDays("&city=Москва")).days.find((d) => d.date === day)?.free).toBe(false);
    expect((await courierDays("&city=Санкт-Петербург")).days.find((d) => d.date === day)?.free).toBe(true);
    const loads = await shop.db.selectFrom("delivery_zone_day_loads").selectAll().where("day", "=", day).execute();
    expect(loads).toEqual([{ delivery_id: COURIER, zone_id: moscow.id, day, taken: 1 }]);
  });
});
