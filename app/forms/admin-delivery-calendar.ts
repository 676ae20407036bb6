import { z } from "zod";
import { formValidator } from "./form-validator";
import { DELIVERY_CAPACITY_MAX } from "~/config/constants";
import { MSG_CALENDAR_CAPACITY_INVALID, MSG_CALENDAR_HOLIDAY_INVALID, MSG_CALENDAR_WINDOW_INVALID } from "~/config/messages/admin-delivery-settings";
import { flag } from "./admin-catalog";
import { recordVersion } from "./fields";

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const RUSSIAN_DAY = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const WINDOW = /^(\d{1,2}):(\d{2})\s*[-–—]\s*(\d{1,2}):(\d{2})$/;

/** A holiday typed as `31.12.2026` or `2026-12-31`, as `YYYY-MM-DD`; null: no such day (31.02 is none). */
export function holidayOf(line: string): string | null {
  const russian = RUSSIAN_DAY.exec(line);
  const day = russian ? `${russian[3]}-${russian[2].padStart(2, "0")}-${russian[1].padStart(2, "0")}` : line;
  const match = DAY.exec(day);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === day ? day : null;
}

/** A time window typed as `9:00-13:00`, as `09:00–13:00`; null: not a window that ends after it starts. */
export function windowOf(line: string): string | null {
  const match = WINDOW.exec(line);
  if (!match) return null;
  const [h1, m1, h2, m2] = match.slice(1).map(Number);
  if (h1 > 23 || h2 > 24 || m1 > 59 || m2 > 59 || h1 * 60 + m1 >= h2 * 60 + m2) return null;
  const time = (h: string, m: string) => `${h.padStart(2, "0")}:${m}`;
  return `${time(match[1], match[2])}–${time(match[3], match[4])}`;
}

/** A field of lines each read by `read`, kept as typed; the first line it cannot read is named in the refusal. */
const linesField = (max: number, read: (line: string) => string | null, message: (line: string) => string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v : ""),
    z
      .string()
      .max(max)
      .superRefine((text, ctx) => {
        const wrong = text
          .split(/\r?\n/)
          .map((line) => line.trim())
          .find((line) => line !== "" && read(line) === null);
        if (wrong !== undefined) ctx.addIssue({ code: "custom", message: message(wrong) });
      }),
  );

const capacity = z.preprocess(
  (v) => (typeof v === "string" ? v.replace(/\s/g, "") : v),
  z
    .string()
    .regex(/^\d{1,5}$/, MSG_CALENDAR_CAPACITY_INVALID)
    .pipe(z.coerce.number().max(DELIVERY_CAPACITY_MAX, MSG_CALENDAR_CAPACITY_INVALID)),
);

/**
 * The delivery calendar: the weekdays off (`day_off_1` Monday … `day_off_7` Sunday), the holidays (a date a
 * line) and, for each delivery way on the page, its orders a day and its time windows (a window a line).
 */
export function adminCalendarSchema(wayIds: readonly number[]) {
  const fields: Record<string, z.ZodTypeAny> = {
    holidays: linesField(20_000, holidayOf, MSG_CALENDAR_HOLIDAY_INVALID),
    version: recordVersion,
  };
  for (let day = 1; day <= 7; day++) fields[`day_off_${day}`] = flag;
  for (const id of wayIds) {
    fields[`capacity_${id}`] = capacity;
    fields[`windows_${id}`] = linesField(2_000, windowOf, MSG_CALENDAR_WINDOW_INVALID);
  }
  return z.object(fields);
}
export const adminCalendarValidator = (wayIds: readonly number[]) => formValidator(adminCalendarSchema(wayIds));
