/**
 * The cart pages' one doorway to the platform: cookies (cart, favourites, viewed, token), flash messages, safe
 * redirects and goods by id. Routes and the cart modules import these, so the platform's shapes are met here.
 */
import { CartFullError, readCartCookie as readCart, serializeCartCookie } from "~/server/cookies/cart.server";
import { readFavouritesCookie as readFavourites, serializeFavouritesCookie } from "~/server/cookies/favourites.server";
import { readViewedCookie } from "~/server/cookies/viewed.server";
import { getAccessToken } from "~/server/cookies/access-token.server";
import { redirectWithFlash, type Flash } from "~/server/flash.server";
import { isPaymentUrl, safeRedirect } from "~/server/safe-redirect.server";
import { getGoodsByIds, type GoodCard } from "~/server/api/catalog.server";
import type { CartLine } from "./cart-lines";

export { CartFullError };

/** The `goods?ids=` call takes at most this many ids; a cookie never holds more lines than that. */
const MAX_IDS = 100;

export const readAccessToken = (request: Request): Promise<string | null> => getAccessToken(request);
export const readCartCookie = (request: Request): Promise<CartLine[]> => readCart(request);
export const readFavouritesCookie = (request: Request): Promise<number[]> => readFavourites(request);
export const readViewedIds = (request: Request): Promise<number[]> => readViewedCookie(request);

/** `Set-Cookie` for the cart; throws CartFullError when the lines no longer fit in a cookie. */
export const cartCookieHeader = (lines: CartLine[], maxAge?: number): Promise<string> => serializeCartCookie(lines, { maxAge });
export const favouritesCookieHeader = (ids: number[]): Promise<string> => serializeFavouritesCookie(ids);

/** The goods of these ids in their order; unknown ids are left out. */
export async function getGoods(ids: number[]): Promise<GoodCard[]> {
  return ids.length === 0 ? [] : getGoodsByIds(ids.slice(0, MAX_IDS));
}

/** A pay link may send the shopper only to this site or to the configured payment host. */
export { isPaymentUrl };

/** Redirect with a flash toast or info modal, keeping `headers` (Set-Cookie of the cart). */
export function redirectWithMessage(to: string, flash: Flash, headers?: Headers): Promise<Response> {
  return redirectWithFlash(to, flash, headers ? { headers } : {});
}

/** Back to a form's `redirectTo` (only a same-site path, else `fallback`) with a toast. */
export function redirectBack(
  request: Request,
  redirectTo: string,
  fallback: string,
  toast: { kind: "success" | "warning" | "error" | "info"; title: string },
  headers: Headers,
): Promise<Response> {
  return redirectWithMessage(safeRedirect(redirectTo, fallback), { toast }, headers);
}
