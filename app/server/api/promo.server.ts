import { z } from "zod";
import { callApi, readFail, readJson, refusalOf } from "./client.server";

/** A code's discount on a cart, or the reason it does not work (the backend's sentence for the field). */
export type PromoCheck = { ok: true; code: string; discount: number } | { ok: false; message: string | null };

const answerSchema = z.object({ promo_code: z.string(), discount: z.number().int().nonnegative() });

/** `POST /api/promo/check`: the code's discount on these lines (docs/api.md "Promo codes"). */
export async function checkPromoCode(code: string, cart: Record<string, number>, token: string | null): Promise<PromoCheck> {
  const response = await callApi("/promo/check", { method: "POST", form: { promo_code: code, cart: JSON.stringify(cart) }, token });
  if (!response.ok) {
    const refusal = refusalOf(await readFail(response));
    return { ok: false, message: refusal.fields.promo_code ?? (response.status < 500 ? refusal.text : null) };
  }
  const parsed = answerSchema.safeParse(await readJson(response));
  return parsed.success ? { ok: true, code: parsed.data.promo_code, discount: parsed.data.discount } : { ok: false, message: null };
}
