import { createCookie, type CookieOptions } from "@remix-run/node";
import { env } from "../env.server";

/** Attributes every cookie of ours shares: whole site, SameSite=Lax, Secure in production. */
export function baseCookieOptions(): CookieOptions {
  return { path: "/", sameSite: "lax", secure: env.secureCookies };
}

/** A signed cookie (flash, sign-in flow): tampered values read as empty. Secrets rotate via SESSION_SECRET. */
export function signedCookie(name: string, options: CookieOptions = {}) {
  return createCookie(name, { ...baseCookieOptions(), httpOnly: true, secrets: env.secrets, ...options });
}
