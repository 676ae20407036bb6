import { parse } from "cookie";
import {
  COOKIE_ACCESS_TOKEN,
  COOKIE_CART,
  COOKIE_CUSTOM_SIZE_FLOW,
  COOKIE_FAVOURITES,
  COOKIE_FLASH,
  COOKIE_INFO,
  COOKIE_MAIN_BANNER,
  COOKIE_PROMO,
  COOKIE_SIGN_IN_FLOW,
  COOKIE_STAFF_SESSION,
  COOKIE_VIEWED,
} from "~/config/constants";
import { asksForDocument } from "~/server/document-request.server";

/*
 * Exports (stable):
 *   pageCacheKey(request): string | null    the key a document request is kept under, null when it must be rendered for itself
 */

/**
 * Cookies that make a page the visitor's own: the session (a name, orders), the cart, its promo code and favourites (counts in
 * the header, shown without JavaScript too), viewed goods, a message waiting for the next page, the sign-in and
 * custom-size steps, a staff session. A request carrying any of them is never answered from the page cache.
 * Other cookies (the shop's analytics) do not change what we render.
 */
const PERSONAL_COOKIES = [
  COOKIE_ACCESS_TOKEN,
  COOKIE_STAFF_SESSION,
  COOKIE_CART,
  COOKIE_PROMO,
  COOKIE_FAVOURITES,
  COOKIE_VIEWED,
  COOKIE_FLASH,
  COOKIE_SIGN_IN_FLOW,
  COOKIE_CUSTOM_SIZE_FLOW,
];

/** Paths never kept: the back office, the API, uploaded files, the 1C exchange and Remix's data answers. */
const NEVER_KEPT = /^\/(?:admin|api|media|1c_exchange)(?:\/|$)|\.data$/;

/**
 * The key of a GET for a document that every visitor without cookies of their own is shown alike: where it was
 * asked for (`origin`: scheme and the host headers the page's links and cookie attributes follow), the path and
 * query as the page is rendered from them (as a URL parses them) and the two layout flags a cookie sets (the
 * cookie notice, the main banner), which many visitors share. A reordered query is simply another entry. A browser's
 * document and the same page for a client that does not ask for a document (a monitor, a crawler sending
 * `Accept: *\/*`) are kept apart: the latter carries what a data answer carries (the footer's markup), which
 * a browser's document must not be given.
 */
export function pageCacheKey(request: {
  method: string;
  origin: string;
  path: string;
  cookie: string | undefined;
  accept?: string;
  secFetchDest?: string;
}): string | null {
  if (request.method !== "GET") return null;
  let url: URL;
  try {
    url = new URL(request.path, "http://page.invalid");
  } catch {
    return null;
  }
  if (NEVER_KEPT.test(url.pathname) || url.searchParams.has("_data")) return null;
  const cookies = request.cookie ? parse(request.cookie) : {};
  if (PERSONAL_COOKIES.some((name) => cookies[name] !== undefined)) return null;
  const flags = `${cookies[COOKIE_INFO] === "false" ? "-" : "+"}${cookies[COOKIE_MAIN_BANNER] === "false" ? "-" : "+"}`;
  const kind = asksForDocument(request) ? "document" : "other";
  return `${flags} ${kind} ${request.origin} ${url.pathname}${url.search}`;
}
