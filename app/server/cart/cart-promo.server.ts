import { data } from "@remix-run/node";
import { LABEL_PROMO_APPLIED, MSG_PROMO_EMPTY, MSG_PROMO_REMOVED, MSG_PROMO_UNAVAILABLE } from "~/config/messages/promo";
import { PROMO_REMOVE_INTENT, promoSchema } from "~/forms/promo";
import type { CartViewLine } from "~/lib/cart-view";
import { checkPromoCode } from "~/server/api/promo.server";
import { readPromoCookie, serializePromoCookie } from "~/server/cookies/promo.server";
import { redirectBack } from "./cart-state.server";

/** The cart's promo code as its pages show it: none, applied with its discount, or typed but refused and why. */
export type PromoState = { code: string; discount: number; error: string | null } | null;

const cartOf = (lines: CartViewLine[]) => Object.fromEntries(lines.map(({ good, count }) => [String(good.id), count]));

/** Checks a code for these lines: applied (its discount) or refused (the backend's reason, or «try again» when it cannot answer). */
export async function promoFor(code: string, lines: CartViewLine[], token: string | null): Promise<NonNullable<PromoState>> {
  try {
    const check = await checkPromoCode(code, cartOf(lines), token);
    return check.ok
      ? { code: check.code, discount: check.discount, error: null }
      : { code, discount: 0, error: check.message ?? MSG_PROMO_UNAVAILABLE };
  } catch {
    return { code, discount: 0, error: MSG_PROMO_UNAVAILABLE };
  }
}

/** The code the cart cookie carries, checked again for the cart as it is now (it may have changed since). */
export async function loadPromo(request: Request, lines: CartViewLine[], token: string | null): Promise<PromoState> {
  const code = readPromoCookie(request);
  if (!code || lines.length === 0) return null;
  return promoFor(code, lines, token);
}

/** What the cart page shows after a code it refused: the code as typed and why. */
export type PromoRefused = { promoRefused: { code: string; error: string } };

/**
 * The «Промокод» form's action: a code that works for the cart goes into the cookie (and the page comes again
 * with its discount); one that does not is shown back as typed with the reason next to the field; «Убрать»
 * clears it.
 */
export async function promoAction(form: FormData, lines: CartViewLine[], token: string | null): Promise<Response | ReturnType<typeof refused>> {
  const parsed = promoSchema.safeParse(Object.fromEntries(form));
  const typed = String(form.get("promo_code") ?? "").slice(0, 40);
  if (!parsed.success) return refused(typed, parsed.error.issues[0]?.message ?? MSG_PROMO_EMPTY);
  if (parsed.data.intent === PROMO_REMOVE_INTENT) {
    return redirectBack("/cart", "/cart", { kind: "success", title: MSG_PROMO_REMOVED }, new Headers({ "Set-Cookie": serializePromoCookie("") }));
  }
  const promo = await promoFor(parsed.data.promo_code, lines, token);
  if (promo.error !== null) return refused(typed, promo.error);
  const headers = new Headers({ "Set-Cookie": serializePromoCookie(promo.code) });
  return redirectBack("/cart", "/cart", { kind: "success", title: LABEL_PROMO_APPLIED(promo.code) }, headers);
}

const refused = (code: string, error: string) => data<PromoRefused>({ promoRefused: { code, error } }, { status: 422 });
