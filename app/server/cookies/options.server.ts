import { createCookie, type CookieOptions } from "@remix-run/node";
import { env } from "../env.server";
import { requestCameOverHttps } from "../request-scope.server";

/**
 * `Secure` is decided here and only here, per answer: a browser drops a Secure cookie set over plain HTTP
 * (other than on localhost), so the cart would silently stay empty at http://<address>:3000.
 */
export function cookiesAreSecure(): boolean {
  if (env.cookieSecurity === "always") return true;
  if (env.cookieSecurity === "never") return false;
  return requestCameOverHttps();
}

/** Attributes every cookie of ours shares: whole site, SameSite=Lax, Secure in production. */
export function baseCookieOptions(): CookieOptions {
  return { path: "/", sameSite: "lax", secure: cookiesAreSecure() };
}

/** A signed cookie (flash, sign-in flow): tampered values read as empty. Secrets rotate via SESSION_SECRET. */
export function signedCookie(name: string, options: CookieOptions = {}) {
  const cookie = createCookie(name, { httpOnly: true, secrets: env.secrets, ...options });
  return {
    parse: (cookieHeader: string | null) => cookie.parse(cookieHeader),
    /** The attributes are taken at serialisation, when the request being answered is known. */
    serialize: (value: unknown, extra: CookieOptions = {}) =>
      cookie.serialize(value, { ...baseCookieOptions(), httpOnly: true, ...options, ...extra }),
  };
}
