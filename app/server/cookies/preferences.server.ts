import { parse, serialize } from "cookie";
import { COOKIE_INFO, COOKIE_MAIN_BANNER, INFO_COOKIE_MAX_AGE_S } from "~/config/constants";
import { baseCookieOptions } from "./options.server";

/** The cookie notice and the main banner show until their flags read "false". */
export async function readLayoutFlags(request: Request) {
  const cookies = parse(request.headers.get("Cookie") ?? "");
  return { showCookieNotice: cookies[COOKIE_INFO] !== "false", showMainBanner: cookies[COOKIE_MAIN_BANNER] !== "false" };
}

/** Accepting the cookie notice sets infoCookie=false for 30 days. */
export async function dismissCookieNotice(): Promise<string> {
  return serialize(COOKIE_INFO, "false", { ...baseCookieOptions(), maxAge: INFO_COOKIE_MAX_AGE_S });
}

/** Closing the main banner sets infoMainBanner=false (for a year: a closed banner stays closed). */
export async function dismissMainBanner(): Promise<string> {
  return serialize(COOKIE_MAIN_BANNER, "false", { ...baseCookieOptions(), maxAge: 365 * 24 * 3600 });
}
