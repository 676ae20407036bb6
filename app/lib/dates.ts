import { MONTHS_GENITIVE, YEAR_ABBR } from "~/config/messages/common";

/**
 * "2026-03-05" → "5 марта 2026 г.", as ru-RU prints a long date. Written out rather than with
 * Intl.DateTimeFormat for the same reason as formatPrice (no ICU load before hydration). Anything that is not
 * a calendar date gives "" instead of throwing, so one bad date from the backend cannot break a page.
 */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return "";
  const [, year, month, day] = match;
  const monthName = MONTHS_GENITIVE[Number(month) - 1];
  if (!monthName || Number(day) < 1 || Number(day) > 31) return "";
  return `${Number(day)} ${monthName} ${year} ${YEAR_ABBR}`;
}

/** Moscow date and time of an ISO moment, as staff read it: 05.03.2026, 14:07. */
export function formatMoment(iso: string): string {
  return new Intl.DateTimeFormat("ru-RU", { timeZone: "Europe/Moscow", dateStyle: "short", timeStyle: "short" }).format(new Date(iso));
}
