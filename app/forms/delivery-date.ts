import { z } from "zod";
import { MSG_DELIVERY_DAY_REQUIRED } from "~/config/messages/delivery-dates";
import { optionalText } from "./fields";

/**
 * The checkout's delivery day and time window, spread into the checkout schema. A day is required when the page
 * offered days (`delivery_days_offered`); whether a window is needed depends on the way, which the backend checks
 * and answers next to the field.
 */
export const deliveryDateFields = {
  delivery_days_offered: z.preprocess((v) => v === "1", z.boolean()),
  delivery_date: z.preprocess((v) => (typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : ""), z.string()),
  delivery_window: optionalText(40),
};

/** The day's error, for the checkout's refinement: offered days and none chosen. */
export function deliveryDateIssue(form: { delivery_days_offered: boolean; delivery_date: string }): { path: string; message: string } | null {
  return form.delivery_days_offered && form.delivery_date === "" ? { path: "delivery_date", message: MSG_DELIVERY_DAY_REQUIRED } : null;
}
