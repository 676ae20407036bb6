import { z } from "zod";
import { MSG_PROMO_EMPTY } from "~/config/messages/promo";

/** The cart's «Промокод» form: apply a code, or remove the one applied. */
export const PROMO_APPLY_INTENT = "promo_apply";
export const PROMO_REMOVE_INTENT = "promo_remove";

export const promoSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal(PROMO_APPLY_INTENT), promo_code: z.string().trim().min(1, MSG_PROMO_EMPTY).max(40, MSG_PROMO_EMPTY) }),
  z.object({ intent: z.literal(PROMO_REMOVE_INTENT) }),
]);

/** Whether a cart post is the «Промокод» form's. */
export const isPromoIntent = (form: FormData) => form.get("intent") === PROMO_APPLY_INTENT || form.get("intent") === PROMO_REMOVE_INTENT;
