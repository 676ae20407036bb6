import { DAY_WORDS } from "~/config/messages/common";
import { pluralize } from "./plural";

/**
 * A delivery term with the shop's day words (1 день, 2–4 дня, otherwise дней): "1 день", "3 дня",
 * "2–5 дней" (the word agrees with the last number). Null when there is nothing sensible to say.
 */
export function formatDeliveryDays(min: number, max: number): string | null {
  const from = Math.max(0, Math.floor(Math.min(min, max)));
  const to = Math.max(0, Math.floor(Math.max(min, max)));
  if (!Number.isFinite(from) || !Number.isFinite(to) || to === 0) return null;
  const range = from === to || from === 0 ? `${to}` : `${from}–${to}`;
  return `${range} ${pluralize(to, DAY_WORDS)}`;
}

/** The shortest and the longest term over several delivery ways (the cart shows one estimate). */
export function deliveryDaysRange(ways: readonly { days_min: number; days_max: number }[]): { min: number; max: number } | null {
  if (ways.length === 0) return null;
  return {
    min: Math.min(...ways.map((w) => w.days_min)),
    max: Math.max(...ways.map((w) => w.days_max)),
  };
}
