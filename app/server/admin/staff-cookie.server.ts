import { parse, serialize } from "cookie";
import { COOKIE_STAFF_SESSION, STAFF_SESSION_MAX_AGE_S } from "~/config/constants";
import { baseCookieOptions } from "../cookies/options.server";

/** Tokens are opaque; anything that does not look like one is not sent to the backend at all. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,100}$/;

/** The staff session token of the request's `staff_session` cookie, or null. */
export function getStaffToken(request: Request): string | null {
  const token = parse(request.headers.get("Cookie") ?? "")[COOKIE_STAFF_SESSION];
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

/** `Set-Cookie` of a fresh staff session: HttpOnly, SameSite=Lax, Secure by the shop's cookie policy, 12 hours. */
export function staffSessionHeader(token: string): string {
  return serialize(COOKIE_STAFF_SESSION, token, { ...baseCookieOptions(), httpOnly: true, maxAge: STAFF_SESSION_MAX_AGE_S });
}

/** `Set-Cookie` that removes the staff session. */
export function clearStaffSessionHeader(): string {
  return serialize(COOKIE_STAFF_SESSION, "", { ...baseCookieOptions(), httpOnly: true, maxAge: 0 });
}
