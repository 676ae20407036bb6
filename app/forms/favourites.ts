import { z } from "zod";
import { goodId } from "./fields";
import { parsePostedIntent } from "./posted-intent";

/**
 * The favourites forms (the heart's toggle, add, remove, clear) as one schema per intent; a post that fails is
 * refused whole (the action answers 400).
 */

export const favouriteIntentSchema = z.union([
  /** The heart: `amount` above 0 adds, otherwise removes (1 when absent). */
  z.object({
    intent: z.literal("toggle"),
    id: goodId,
    amount: z.string().default("1").transform(Number).refine(Number.isFinite),
  }),
  z.object({ intent: z.enum(["add", "remove"]), id: goodId }),
  z.object({ intent: z.literal("clear") }),
]);

/** One change a favourites form asks for. */
export type FavouriteIntent = z.output<typeof favouriteIntentSchema>;

/** The favourites intent of a posted form, or null when it is not one of ours. */
export function parseFavouriteIntent(form: FormData): FavouriteIntent | null {
  return parsePostedIntent(favouriteIntentSchema, form);
}
