import { z } from "zod";
import { COOKIE_PROMO } from "~/config/constants";
import { jsonCookie } from "./json-cookie.server";

/** promoCode: the code typed in the cart (as typed, checked on every page that shows it), kept 30 days. */
const promoCookie = jsonCookie<string>(COOKIE_PROMO, z.string().max(40), "", 30 * 24 * 3600);

export function readPromoCookie(request: Request): string {
  return promoCookie.read(request);
}

/** `Set-Cookie` for the code; "" removes it. */
export function serializePromoCookie(code: string): string {
  return code ? promoCookie.serialize(code) : promoCookie.serialize("", { maxAge: 0 });
}
