/**
 * The days off of the Russian production calendar that fall on fixed dates: 1–8 January (New Year holidays and
 * Christmas), 23 February, 8 March, 1 May, 9 May, 12 June, 4 November (Labour Code art. 112) and 31 December
 * (a day off by the government's yearly decree since 2024). Transfers of a holiday that falls on a weekend change
 * every year with that decree and are not guessed here: the back office's calendar adds them.
 */
const FIXED_DAYS = [
  "01-01",
  "01-02",
  "01-03",
  "01-04",
  "01-05",
  "01-06",
  "01-07",
  "01-08",
  "02-23",
  "03-08",
  "05-01",
  "05-09",
  "06-12",
  "11-04",
  "12-31",
];

/** The fixed holidays of the given years, `YYYY-MM-DD`, in order. */
export function russianHolidays(years: readonly number[]): string[] {
  return [...years].sort((a, b) => a - b).flatMap((year) => FIXED_DAYS.map((day) => `${year}-${day}`));
}
