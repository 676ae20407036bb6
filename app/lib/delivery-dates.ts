import { MONTHS_GENITIVE } from "~/config/messages/common";
import { WEEKDAYS_SHORT } from "~/config/messages/delivery-dates";

/**
 * Delivery days as the backend gives them (`YYYY-MM-DD`, already the shop's calendar days): their names and
 * their place in a week. Pure calendar arithmetic on the day's own numbers (in UTC, so no server or browser zone
 * can shift a day); nothing here reads a clock.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function partsOf(day: string): { year: number; month: number; date: number } | null {
  const match = DAY.exec(day);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), date: Number(match[3]) };
}

/** «3 декабря»; "" for anything that is not a day. */
export function formatDay(day: string): string {
  const parts = partsOf(day);
  const month = parts ? MONTHS_GENITIVE[parts.month - 1] : undefined;
  return parts && month ? `${parts.date} ${month}` : "";
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(day: string): number {
  const parts = partsOf(day);
  return parts ? new Date(Date.UTC(parts.year, parts.month - 1, parts.date)).getUTCDay() : 0;
}

/** «чт, 3 декабря». */
export const formatDayWithWeekday = (day: string) => `${WEEKDAYS_SHORT[weekdayOf(day)]}, ${formatDay(day)}`;

/** The day `count` days after `day`. */
export function dayAfter(day: string, count = 1): string {
  const parts = partsOf(day);
  if (!parts) return day;
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.date + count)).toISOString().slice(0, 10);
}

/**
 * The weeks (Monday first) a calendar shows for the offered days: every day from the Monday of the first offered
 * day's week to the Sunday of the last one's; days not offered (days off, holidays) are there too, to keep the grid.
 */
export function calendarWeeks(offered: readonly string[]): string[][] {
  if (offered.length === 0) return [];
  const first = offered[0];
  const last = offered[offered.length - 1];
  let day = dayAfter(first, -((weekdayOf(first) + 6) % 7));
  const weeks: string[][] = [];
  while (day <= last) {
    const week: string[] = [];
    for (let i = 0; i < 7; i++) {
      week.push(day);
      day = dayAfter(day);
    }
    weeks.push(week);
  }
  return weeks;
}
