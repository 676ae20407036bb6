import { z } from "zod";
import { CART_LINE_MAX_COUNT } from "~/config/constants";
import { goodId } from "./fields";
import { parsePostedIntent } from "./posted-intent";

/**
 * The cart forms (add, remove, «Пересчитать», clear) as one schema per intent. Our pages never send a bad id
 * or count, so a post that fails is refused whole (the action answers 400) and nothing is guessed.
 */

/** Most lines one «Пересчитать» post may carry; the cookie holds far fewer. */
const MAX_CHANGES = 200;

/** A whole number of pieces from `min` up to a line's most. */
const pieces = (min: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,4}$/)
    .transform(Number)
    .refine((n) => n >= min && n <= CART_LINE_MAX_COUNT);

const lineChange = z.object({ intent: z.enum(["add", "remove"]), id: goodId, amount: pieces(1).default("1") });

/** Sets each listed line's count exactly; 0 drops the line (the «Пересчитать» form sends every line). */
const recount = z
  .object({ intent: z.literal("change"), ids: z.array(goodId).min(1).max(MAX_CHANGES), counts: z.array(pieces(0)) })
  .refine(({ ids, counts }) => ids.length === counts.length)
  .transform(({ intent, ids, counts }) => ({ intent, changes: ids.map((id, index) => ({ id, count: counts[index] })) }));

export const cartIntentSchema = z.union([lineChange, recount, z.object({ intent: z.literal("clear") })]);

/** One change a cart form asks for (`amount` defaults to 1). */
export type CartIntent = z.output<typeof cartIntentSchema>;

/** The cart intent of a posted form, or null when it is not one of ours. */
export function parseCartIntent(form: FormData): CartIntent | null {
  return parsePostedIntent(cartIntentSchema, form, { ids: form.getAll("id"), counts: form.getAll("count") });
}
