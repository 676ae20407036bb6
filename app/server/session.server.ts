import { redirect } from "@remix-run/node";
import type { CartMap } from "./api/cart.server";
import { changeServerFavourites, postCartChange, getServerCart, getServerFavourites } from "./api/cart.server";
import { checkToken, type AccountUser } from "./api/account.server";
import { accessTokenHeader, clearAccessTokenHeader, getAccessToken } from "./cookies/access-token.server";
import { readCartCookie, serializeCartCookie } from "./cookies/cart.server";
import { readFavouritesCookie, serializeFavouritesCookie } from "./cookies/favourites.server";
import { linesFromMap } from "./cart/cart-lines";
import { log } from "./log.server";
import { unavailable } from "./responses.server";

/*
 * Exports (stable):
 *   getUser(request): Promise<SessionUser | null>     the signed-in user (lk/check_token), cached per request
 *   requireUser(request): Promise<SessionUser>        else throws a redirect to `/` that clears the cookie
 *   startSession(request, token): Promise<Headers>    Set-Cookies of a new session with merged cart/favourites
 */

export type SessionUser = AccountUser & { token: string };

type SessionCheck = { user: SessionUser | null; unavailable: boolean };

// One token check per request even when the root and a page loader both ask.
const checked = new WeakMap<Request, Promise<SessionCheck>>();

function checkSession(request: Request): Promise<SessionCheck> {
  let pending = checked.get(request);
  if (!pending) {
    pending = getAccessToken(request).then(async (token) => {
      if (!token) return { user: null, unavailable: false };
      const { user, unavailable } = await checkToken(token);
      if (unavailable) log.warn("session check failed: backend unavailable");
      return { user: user ? { ...user, token } : null, unavailable };
    });
    checked.set(request, pending);
  }
  return pending;
}

/** The signed-in user, or null: no cookie, a forged/revoked token and an unreachable backend all read as signed out. */
export async function getUser(request: Request): Promise<SessionUser | null> {
  return (await checkSession(request)).user;
}

/**
 * For protected pages: the user; a refused token → a thrown redirect to `/` that clears the cookie;
 * an unreachable backend → a thrown 503 (the session may be fine, so the cookie stays).
 */
export async function requireUser(request: Request): Promise<SessionUser> {
  const session = await checkSession(request);
  if (session.user) return session.user;
  if (session.unavailable) throw unavailable();
  throw redirect("/", { headers: { "Set-Cookie": clearAccessTokenHeader() } });
}

/** Guest favourites joined with the server's; the server list (newest first) becomes the cookie. */
async function mergeFavourites(request: Request, token: string): Promise<number[]> {
  const guest = await readFavouritesCookie(request);
  return guest.length > 0 ? changeServerFavourites("add", guest, token) : getServerFavourites(token);
}

/** Guest cart added to the server's (`add: 1`); the server map becomes the cookie. */
async function mergeCart(request: Request, token: string): Promise<CartMap> {
  const guest = await readCartCookie(request);
  if (guest.length === 0) return getServerCart(token);
  const map: CartMap = Object.fromEntries(guest.map((line) => [String(line.id), line.count]));
  const answer = await postCartChange(map, 1, token);
  return answer.ok ? answer.cart : getServerCart(token);
}

/**
 * The cookies of a fresh session: the token, and the guest favourites and cart merged into the
 * server's, each cookie replaced by the server's list. A merge the backend cannot do keeps the guest cookie
 * (logged): signing in must not fail because of it.
 */
export async function startSession(request: Request, token: string): Promise<Headers> {
  const headers = new Headers({ "Set-Cookie": accessTokenHeader(token) });
  const [favourites, cart] = await Promise.allSettled([mergeFavourites(request, token), mergeCart(request, token)]);
  if (favourites.status === "fulfilled") headers.append("Set-Cookie", await serializeFavouritesCookie(favourites.value));
  else log.warn({ err: favourites.reason }, "favourites merge at sign-in failed");
  if (cart.status === "fulfilled") headers.append("Set-Cookie", await serializeCartCookie(linesFromMap(cart.value)));
  else log.warn({ err: cart.reason }, "cart merge at sign-in failed");
  return headers;
}
