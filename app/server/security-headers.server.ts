import { cookiesAreSecure } from "./cookies/options.server";
import { env } from "./env.server";

/**
 * Security headers for every document and data answer. The CSP is enforced: scripts run only
 * with this request's nonce ('strict-dynamic' lets Remix's module scripts load their chunks).
 */
export function contentSecurityPolicy(nonce: string): string {
  const scriptHosts: string[] = [];
  const frameHosts: string[] = [];
  const connectHosts: string[] = [];
  if (env.RECAPTCHA_SITE_KEY) {
    scriptHosts.push("https://www.google.com", "https://www.gstatic.com");
    frameHosts.push("https://www.google.com");
    connectHosts.push("https://www.google.com");
  }
  if (env.YANDEX_MAPS_KEY) {
    scriptHosts.push("https://api-maps.yandex.ru", "https://*.yandex.ru", "https://*.yandex.net");
    connectHosts.push("https://*.yandex.ru", "https://*.yandex.net");
  }
  const directives = [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' ${scriptHosts.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:`,
    "font-src 'self'",
    `connect-src 'self' ${connectHosts.join(" ")}`.trim(),
    `frame-src ${frameHosts.length ? frameHosts.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/**
 * Headers every document and data answer carries. (`X-Content-Type-Options: nosniff` is set by server.mjs on
 * every answer, static files and /api included.)
 */
export function applySecurityHeaders(headers: Headers, nonce?: string): void {
  if (nonce) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  // HSTS only where the shop is served over HTTPS: it would pin a plain-HTTP shop to an https:// it lacks.
  if (env.NODE_ENV === "production" && cookiesAreSecure()) {
    headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
}
