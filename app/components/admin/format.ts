export { formatMoment } from "~/lib/dates";
/** Kopecks as staff read them, as the shop shows them: «12 990 ₽», «28,50 ₽». */
export { formatPrice as formatRoubles } from "~/lib/price";

/** A calendar day (YYYY-MM-DD) as staff read it: 05.03.2026. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split("-");
  return date && month && year ? `${date}.${month}.${year}` : day;
}
