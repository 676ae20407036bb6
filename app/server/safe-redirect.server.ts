import { REDIRECT_TARGET_MAX_LENGTH } from "~/config/constants";
import { env } from "./env.server";

/*
 * Exports (stable):
 *   safeRedirect(to, fallback = "/"): string      `to` as a same-site path, else fallback (the app's only redirect check)
 *   isSitePath(to): boolean                         `to` is already exactly what safeRedirect returns for it
 *   isPaymentUrl(url): boolean                      same-site path, or https on PAYMENT_HOST
 */

/** Any base: only its origin matters, to tell whether a target stays on it. */
const SITE = new URL("http://site.invalid/");

/**
 * Browsers drop tab, CR and LF anywhere in a URL and strip C0 controls and spaces around it, so `/\t/evil.com`
 * is followed as `//evil.com`. Such characters never occur in a link of ours: a target holding one is refused,
 * never cleaned. (C1 controls too: nothing legitimate sends them.)
 */
const CONTROL_CHARACTERS = /\p{Cc}/u; // U+0000–U+001F and U+007F–U+009F

/**
 * Redirect targets from forms and query strings (`redirectTo`, `source`): same-site paths only. The target
 * must start with one `/` (not `//`, not `/\`), hold no backslash or control character and be at most
 * REDIRECT_TARGET_MAX_LENGTH long; it is then resolved the way a browser resolves a `Location` and must stay
 * on this site. The answer is the resolved path, query and fragment: percent-encoded ASCII (valid in a
 * header, so non-ASCII never breaks the response), dot segments resolved (`/.//evil.com` would otherwise
 * become `//evil.com`). Anything else gives `fallback`.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || to.length > REDIRECT_TARGET_MAX_LENGTH) return fallback;
  if (!to.startsWith("/") || to[1] === "/" || to.includes("\\") || CONTROL_CHARACTERS.test(to)) return fallback;
  const resolved = sameSitePath(to);
  // Resolving may shorten the path to `//host` (dot segments): check the answer as a browser will read it.
  if (resolved === null || resolved.startsWith("//") || sameSitePath(resolved) !== resolved) return fallback;
  return resolved;
}

/** The path, query and fragment `to` resolves to when it stays on this site, else null. */
function sameSitePath(to: string): string | null {
  let url: URL;
  try {
    url = new URL(to, SITE);
  } catch {
    return null;
  }
  return url.origin === SITE.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** `to` is a same-site path exactly as the redirect check would send it (for values we store and reuse). */
export function isSitePath(to: string): boolean {
  return safeRedirect(to, "") === to;
}

/**
 * A payment link may leave the shop only for the configured PAYMENT_HOST (https); a same-site path
 * (the reference backend's test payment page) is always allowed.
 */
export function isPaymentUrl(url: string): boolean {
  if (isSitePath(url)) return true;
  if (!env.PAYMENT_HOST) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && parsed.host === env.PAYMENT_HOST;
  } catch {
    return false;
  }
}
