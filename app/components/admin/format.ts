export { formatMoment } from "~/lib/dates";

/** Roubles with thin grouping: 12 990 ₽. */
export function formatRoubles(value: number): string {
  return `${new Intl.NumberFormat("ru-RU").format(value)} ₽`;
}

/** A calendar day (YYYY-MM-DD) as staff read it: 05.03.2026. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split("-");
  return date && month && year ? `${date}.${month}.${year}` : day;
}
