import { TZDate } from "@date-fns/tz";
import { addDays, format, getISODay } from "date-fns";
import { ru } from "date-fns/locale/ru";

/**
 * Delivery days as the shop's calendar has them: calendar days (`YYYY-MM-DD`) in the shop's time zone, counted in
 * working days (the days off of the week and the holidays are skipped). Pure: the caller gives the moment and the
 * calendar, so the same answer comes whatever the server's own zone or clock.
 */

export interface ShopCalendar {
  timeZone: string;
  /** ISO weekdays the shop does not deliver on (1 Monday … 7 Sunday). */
  daysOff: readonly number[];
  /** Single days without deliveries, `YYYY-MM-DD`. */
  holidays: readonly string[];
}

/** How long a good takes before it can leave the shop: in stock, it ships in `min` days; made to order, it is made in `min`–`max`. */
export interface LeadTime {
  madeToOrder: boolean;
  min: number;
  max: number;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight of a `YYYY-MM-DD` day in the shop's zone. */
function dayStart(day: string, timeZone: string): TZDate {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`not a day: ${day}`);
  return new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), timeZone);
}

const dayOf = (date: TZDate) => format(date, "yyyy-MM-dd");

/** The shop's calendar day of a moment (ISO text). */
export const shopToday = (nowIso: string, timeZone: string) => dayOf(new TZDate(new Date(nowIso).getTime(), timeZone));

/** The day after `day` in the shop's calendar. */
export const nextDay = (day: string, timeZone: string) => dayOf(addDays(dayStart(day, timeZone), 1));

/** `2026-12-03` as a shopper reads it: «3 декабря, четверг». */
export const russianDay = (day: string) => format(dayStart(day, "UTC"), "d MMMM, EEEE", { locale: ru });

/** Whether the shop delivers on `day`. */
export function isWorkingDay(day: string, calendar: ShopCalendar): boolean {
  return !calendar.daysOff.includes(getISODay(dayStart(day, calendar.timeZone))) && !calendar.holidays.includes(day);
}

/** Whether a text is a real calendar day `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  return dayOf(dayStart(text, "UTC")) === text;
}

/** Days a good adds before delivery: in stock its shipping days, made to order the longest making time (the promise kept). */
export const leadDays = (lead: LeadTime) => Math.max(0, lead.madeToOrder ? lead.max : lead.min);

/** The first working day after `count` working days from `from` (`count` 0: `from` itself if it is a working day). */
export function addWorkingDays(from: string, count: number, calendar: ShopCalendar): string {
  let day = from;
  let left = Math.max(0, Math.floor(count));
  // A calendar with every day off would never end: a year of days is the most any search looks.
  for (let guard = 0; guard < 366 + left * 8; guard++) {
    if (isWorkingDay(day, calendar)) {
      if (left === 0) return day;
      left--;
    }
    day = nextDay(day, calendar.timeZone);
  }
  return day;
}

/**
 * The earliest day an order can be delivered: from today, as many working days as the slowest of its goods takes
 * or the delivery way's shortest term, whichever is longer; today itself never counts (an order placed today
 * leaves tomorrow at the soonest).
 */
export function earliestDeliveryDay(input: { now: string; leads: readonly LeadTime[]; deliveryDaysMin: number; calendar: ShopCalendar }): string {
  const slowest = Math.max(0, ...input.leads.map(leadDays));
  const days = Math.max(1, slowest, input.deliveryDaysMin);
  const tomorrow = nextDay(shopToday(input.now, input.calendar.timeZone), input.calendar.timeZone);
  return addWorkingDays(tomorrow, days - 1, input.calendar);
}

/** The next `count` working days from `earliest` on (`earliest` first when it is one). */
export function workingDaysFrom(earliest: string, count: number, calendar: ShopCalendar): string[] {
  const days: string[] = [];
  let day = addWorkingDays(earliest, 0, calendar);
  while (days.length < count) {
    days.push(day);
    day = addWorkingDays(nextDay(day, calendar.timeZone), 0, calendar);
  }
  return days;
}
