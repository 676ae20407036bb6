import type { Kysely } from "kysely";
import { SHOP_TIME_ZONE } from "../config";
import type { Database } from "../db/schema";
import { earliestDeliveryDay, isCalendarDay, workingDaysFrom, type LeadTime, type ShopCalendar } from "../shop/delivery-calendar";
import { zoneOfCity, type DeliveryZone } from "./delivery-zones";
import { DomainError } from "./errors";

/**
 * Delivery days: the shop's calendar (days off, holidays), each delivery way's daily capacity and time windows,
 * the days an order can be delivered on, and taking or giving back a day's place. A day's count only moves by
 * conditional updates inside the order's transaction, so two shoppers never both take the last place of a day.
 */

/** How many days the checkout offers from the earliest one. */
export const DAYS_OFFERED = 14;

/** The settings row of the shop's calendar. */
export const CALENDAR_KEY = "delivery_calendar";
/** Sundays off unless the back office says otherwise. */
const DEFAULT_DAYS_OFF = [7];

/** A delivery way's calendar: orders a day (0: no limit), its time windows, and whose count the days take (0: the way's). */
export interface DeliverySchedule {
  capacity: number;
  windows: string[];
  loadZone: number;
}

/** The days an order can have by one delivery way (docs/api.md `GET /order/dates`). */
export interface DeliveryDays {
  delivery_id: number;
  earliest: string;
  windows: string[];
  days: { date: string; free: boolean }[];
}

const stringList = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);

/** The shop's calendar as the settings have it (Sundays off and no holidays when never saved). */
export async function readShopCalendar(db: Kysely<Database>): Promise<ShopCalendar> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", CALENDAR_KEY).executeTakeFirst();
  const stored = row ? (JSON.parse(row.value) as { days_off?: unknown; holidays?: unknown }) : {};
  const daysOff = Array.isArray(stored.days_off)
    ? stored.days_off.filter((d): d is number => Number.isInteger(d) && d >= 1 && d <= 7)
    : DEFAULT_DAYS_OFF;
  return { timeZone: SHOP_TIME_ZONE, daysOff, holidays: stringList(stored.holidays).filter(isCalendarDay) };
}

/** A way's capacity and windows; a way without a calendar of its own takes any number of orders and has no windows. */
async function schedulesOf(db: Kysely<Database>, deliveryIds: number[]): Promise<Map<number, DeliverySchedule>> {
  if (deliveryIds.length === 0) return new Map();
  const rows = await db.selectFrom("delivery_schedules").selectAll().where("delivery_id", "in", deliveryIds).execute();
  return new Map(rows.map((r) => [r.delivery_id, { capacity: r.daily_capacity, windows: stringList(JSON.parse(r.windows)), loadZone: 0 }]));
}

const NO_SCHEDULE: DeliverySchedule = { capacity: 0, windows: [], loadZone: 0 };

/** The ISO weekdays a zone's courier goes there (none: every day the shop delivers). */
const zoneWeekdays = (zone: DeliveryZone) =>
  (JSON.parse(zone.weekdays) as unknown[]).filter((d): d is number => Number.isInteger(d) && (d as number) >= 1 && (d as number) <= 7);

/**
 * A courier way's calendar in a zone: the zone's own weekdays (the other days become days off) and its own orders
 * a day, counted apart, where the zone sets them; else the shop's days and the way's capacity. Pick-up and the
 * warehouse are not driven to the shopper's zone and keep theirs.
 */
function inZone(
  calendar: ShopCalendar,
  schedule: DeliverySchedule,
  courier: boolean,
  zone: DeliveryZone | null,
): { calendar: ShopCalendar; schedule: DeliverySchedule } {
  if (!courier || !zone) return { calendar, schedule };
  const weekdays = zoneWeekdays(zone);
  const daysOff =
    weekdays.length === 0 ? calendar.daysOff : [...new Set([...calendar.daysOff, ...[1, 2, 3, 4, 5, 6, 7].filter((d) => !weekdays.includes(d))])];
  const own = zone.daily_capacity !== null;
  return {
    calendar: { ...calendar, daysOff },
    schedule: own ? { ...schedule, capacity: zone.daily_capacity ?? 0, loadZone: zone.id } : schedule,
  };
}

/** A way's time windows (none for a way without a calendar of its own). */
export async function deliveryWindowsOf(db: Kysely<Database>, deliveryId: number): Promise<string[]> {
  return ((await schedulesOf(db, [deliveryId])).get(deliveryId) ?? NO_SCHEDULE).windows;
}

/** How long each good takes (in stock or made to order); unknown ids are left out. */
export async function leadTimesOf(db: Kysely<Database>, goodIds: number[]): Promise<LeadTime[]> {
  if (goodIds.length === 0) return [];
  const rows = await db.selectFrom("goods").select(["made_to_order", "delivery_min", "delivery_max"]).where("id", "in", goodIds).execute();
  return rows.map((r) => ({ madeToOrder: r.made_to_order === 1, min: r.delivery_min, max: r.delivery_max }));
}

/** The days a set of days has already filled for a way's count (`taken` at its capacity). */
async function fullDays(db: Kysely<Database>, deliveryId: number, schedule: DeliverySchedule, days: string[]): Promise<Set<string>> {
  const { capacity, loadZone } = schedule;
  if (capacity <= 0 || days.length === 0) return new Set();
  const rows = await db
    .selectFrom("delivery_zone_day_loads")
    .select("day")
    .where("delivery_id", "=", deliveryId)
    .where("zone_id", "=", loadZone)
    .where("day", "in", days)
    .where("taken", ">=", capacity)
    .execute();
  return new Set(rows.map((r) => r.day));
}

/**
 * For each shown delivery way: the earliest day the goods allow, its windows and the next days offered, full ones
 * marked; the courier's by the zone of `city` where it sets its own days or capacity.
 */
export async function loadDeliveryDays(db: Kysely<Database>, input: { now: string; goodIds: number[]; city: string }): Promise<DeliveryDays[]> {
  const [shopCalendar, leads, ways, zone] = await Promise.all([
    readShopCalendar(db),
    leadTimesOf(db, input.goodIds),
    db.selectFrom("deliveries").select(["id", "code", "days_min"]).where("hidden", "=", 0).orderBy("sort").orderBy("id").execute(),
    zoneOfCity(db, input.city),
  ]);
  const schedules = await schedulesOf(
    db,
    ways.map((w) => w.id),
  );
  return Promise.all(
    ways.map(async (way) => {
      const { calendar, schedule } = inZone(shopCalendar, schedules.get(way.id) ?? NO_SCHEDULE, way.code === "courier", zone);
      const earliest = earliestDeliveryDay({ now: input.now, leads, deliveryDaysMin: way.days_min, calendar });
      const days = workingDaysFrom(earliest, DAYS_OFFERED, calendar);
      const full = await fullDays(db, way.id, schedule, days);
      return { delivery_id: way.id, earliest, windows: schedule.windows, days: days.map((date) => ({ date, free: !full.has(date) })) };
    }),
  );
}

/** The earliest day one good alone can be delivered, by the shown way with the shortest term. */
export async function earliestDayOfGood(db: Kysely<Database>, now: string, lead: LeadTime): Promise<string> {
  const [calendar, quickest] = await Promise.all([
    readShopCalendar(db),
    db
      .selectFrom("deliveries")
      .select((eb) => eb.fn.min<number>("days_min").as("days"))
      .where("hidden", "=", 0)
      .executeTakeFirst(),
  ]);
  return earliestDeliveryDay({ now, leads: [lead], deliveryDaysMin: Number(quickest?.days ?? 0), calendar });
}

/** A delivery day (and window) an order asked for, checked against what its way and goods allow. */
export interface ChosenDay {
  date: string;
  window: string;
  earliest: string;
  capacity: number;
  /** Whose count the day takes: the zone's own (its id) or the way's (0). */
  loadZone: number;
}

/**
 * Checks the day and window a shopper chose for a way and goods: one of the offered working days from the
 * earliest on, and one of the way's windows when it has them. An order that names no day (a client
 * that does not offer a choice) gets the first free one, in the way's first window.
 */
export async function checkChosenDay(
  db: Kysely<Database>,
  input: {
    now: string;
    deliveryId: number;
    deliveryDaysMin: number;
    goodIds: number[];
    date: string;
    window: string;
    /** The courier's zone (null: none, or not the courier). */
    courierZoneId: number | null;
  },
): Promise<ChosenDay> {
  const [shopCalendar, leads, schedules, zone] = await Promise.all([
    readShopCalendar(db),
    leadTimesOf(db, input.goodIds),
    schedulesOf(db, [input.deliveryId]),
    input.courierZoneId === null ? null : db.selectFrom("delivery_zones").selectAll().where("id", "=", input.courierZoneId).executeTakeFirst(),
  ]);
  const { calendar, schedule } = inZone(shopCalendar, schedules.get(input.deliveryId) ?? NO_SCHEDULE, true, zone ?? null);
  const earliest = earliestDeliveryDay({ now: input.now, leads, deliveryDaysMin: input.deliveryDaysMin, calendar });
  const offered = workingDaysFrom(earliest, DAYS_OFFERED, calendar);
  const full = input.date ? new Set<string>() : await fullDays(db, input.deliveryId, schedule, offered);
  const date = input.date || offered.find((day) => !full.has(day));
  if (!date || !offered.includes(date)) throw new DomainError("delivery_date_unavailable", { fields: ["delivery_date"] });
  // A way with windows needs one of them; a way without has none to name.
  const window = input.window || (input.date ? "" : (schedule.windows[0] ?? ""));
  const windowKnown = schedule.windows.length > 0 ? schedule.windows.includes(window) : window === "";
  if (!windowKnown) throw new DomainError("delivery_window_unknown", { fields: ["delivery_window"] });
  return { date, window, earliest, capacity: schedule.capacity, loadZone: schedule.loadZone };
}

/**
 * Takes one place of `day` for a way, in the order's transaction; false when the day is already full. The row is
 * made first (a no-op when it exists), then counted up only while below capacity: on PostgreSQL the update waits
 * for a concurrent one on the same row and sees its count, so the last place goes to one order.
 */
export async function takeDeliveryDay(
  trx: Kysely<Database>,
  place: { deliveryId: number; loadZone: number },
  day: string,
  capacity: number,
): Promise<boolean> {
  const { deliveryId, loadZone } = place;
  await trx
    .insertInto("delivery_zone_day_loads")
    .values({ delivery_id: deliveryId, zone_id: loadZone, day, taken: 0 })
    .onConflict((oc) => oc.columns(["delivery_id", "zone_id", "day"]).doNothing())
    .execute();
  const result = await trx
    .updateTable("delivery_zone_day_loads")
    .set((eb) => ({ taken: eb("taken", "+", 1) }))
    .where("delivery_id", "=", deliveryId)
    .where("zone_id", "=", loadZone)
    .where("day", "=", day)
    .$if(capacity > 0, (q) => q.where("taken", "<", capacity))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives an order's place of its day back (a cancel, or a day moved); never below zero. */
export async function releaseDeliveryDay(trx: Kysely<Database>, place: { deliveryId: number; loadZone: number }, day: string): Promise<void> {
  if (!day) return;
  await trx
    .updateTable("delivery_zone_day_loads")
    .set((eb) => ({ taken: eb("taken", "-", 1) }))
    .where("delivery_id", "=", place.deliveryId)
    .where("zone_id", "=", place.loadZone)
    .where("day", "=", day)
    .where("taken", ">", 0)
    .execute();
}

/** Gives back the place of a cancelled order's day; called in the transaction that cancels it. */
export async function releaseOrderDay(trx: Kysely<Database>, orderId: number): Promise<void> {
  const order = await trx.selectFrom("orders").select(["delivery_id", "day_load_zone", "delivery_date"]).where("id", "=", orderId).executeTakeFirst();
  if (order) await releaseDeliveryDay(trx, { deliveryId: order.delivery_id, loadZone: order.day_load_zone }, order.delivery_date);
}
