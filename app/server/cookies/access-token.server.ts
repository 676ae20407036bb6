import { parse, serialize } from "cookie";
import { COOKIE_ACCESS_TOKEN } from "~/config/constants";
import { baseCookieOptions } from "./options.server";

/** Tokens are opaque; anything that does not look like one is not sent to the backend at all. */
const TOKEN_PATTERN = /^[A-Za-z0-9._~-]{16,256}$/;
const THIRTY_DAYS_S = 30 * 24 * 3600;

/** The visitor's `access_token` (HttpOnly cookie, sent to the backend as a bearer token), or null. */
export async function getAccessToken(request: Request): Promise<string | null> {
  const token = parse(request.headers.get("Cookie") ?? "")[COOKIE_ACCESS_TOKEN];
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

/** `Set-Cookie` for a fresh session: HttpOnly, SameSite=Lax, Secure in production, 30 days. */
export function accessTokenHeader(token: string): string {
  return serialize(COOKIE_ACCESS_TOKEN, token, { ...baseCookieOptions(), httpOnly: true, maxAge: THIRTY_DAYS_S });
}

/** `Set-Cookie` that removes the session. */
export function clearAccessTokenHeader(): string {
  return serialize(COOKIE_ACCESS_TOKEN, "", { ...baseCookieOptions(), httpOnly: true, maxAge: 0 });
}
