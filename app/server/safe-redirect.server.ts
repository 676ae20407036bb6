import { safeRedirect as remixSafeRedirect } from "remix-utils/safe-redirect";
import { env } from "./env.server";

/*
 * Exports (stable):
 *   safeRedirect(to, fallback = "/"): string      a same-origin path, else fallback
 *   isPaymentUrl(url): boolean                     same-origin path, or https on PAYMENT_HOST
 */
/**
 * Redirect targets from forms and query strings (DESIGN.md §9): only same-origin paths. `//evil.com` and
 * `/\evil.com` are not paths; anything else falls back.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || to.includes("\\")) return fallback;
  return remixSafeRedirect(to, fallback);
}

/**
 * A payment link may leave the shop only for the configured PAYMENT_HOST (https); a same-origin path
 * (the reference backend's test payment page) is always allowed.
 */
export function isPaymentUrl(url: string): boolean {
  if (safeRedirect(url, "") === url) return true;
  if (!env.PAYMENT_HOST) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && parsed.host === env.PAYMENT_HOST;
  } catch {
    return false;
  }
}
