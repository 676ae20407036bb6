import crypto from "node:crypto";
import { LRUCache } from "lru-cache";
import { COOKIE_VIEWED, PAGE_CACHE_FRESH_MS, PAGE_CACHE_MAX_BYTES } from "~/config/constants";
import { checkCatalogRevision, onCatalogChange } from "../catalog-revision.server";
import { log } from "../log.server";
import { countCacheLookup } from "../observability/metrics.server";
import { fillGzipTemplate, gzipTemplate, type GzipTemplate } from "./gzip-template.server";
import { pageCacheKey } from "./page-cache-key.server";

/*
 * Exports (stable):
 *   lookUpPage({ method, origin, path, cookie, gzip }): Promise<{ page: PageAnswer } | { fillKey: string | null }>
 *                                                  server.mjs, before Remix (`gzip`: the client takes gzip)
 *   NONCE_PLACEHOLDER                              the nonce a page being kept is rendered with
 *   keepPage(key, rendered): PageAnswer            entry.server: keeps a rendered page (when it may be kept), answers it
 *   freshNonce(): string
 */

/** An answer ready to send: the CSP nonce in its headers and body is this answer's own. */
export type PageAnswer = { status: number; headers: Array<[string, string]>; body: Buffer; routeId: string };

/**
 * A kept page: its headers and body split where the nonce goes, so each answer gets a fresh one; the body's
 * parts also compressed once (gzip-template.server.ts).
 */
type KeptPage = { status: number; headers: Array<[string, string[]]>; body: GzipTemplate; routeId: string };

/**
 * The nonce a page that will be kept is rendered with: random per process and never sent (every answer has it
 * replaced by its own), so it cannot be guessed from a page and cannot occur in a page by chance.
 */
export const NONCE_PLACEHOLDER = freshNonce();

export function freshNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

const pages = new LRUCache<string, KeptPage>({
  maxSize: PAGE_CACHE_MAX_BYTES,
  sizeCalculation: (page) => [...page.body.texts, ...page.body.deflated].reduce((sum, part) => sum + part.length, 128 * page.headers.length),
  ttl: PAGE_CACHE_FRESH_MS,
});
onCatalogChange(() => pages.clear());

/**
 * The kept page for a request, or the key under which the page Remix renders for it may be kept (null: it is
 * the visitor's own). The public data revision is checked first, as for every cache of public answers, so a
 * change made in the back office or by an import drops every kept page in every process.
 */
export async function lookUpPage(request: Parameters<typeof pageCacheKey>[0] & { gzip: boolean }) {
  const key = pageCacheKey(request);
  if (key === null) return { fillKey: null };
  try {
    await checkCatalogRevision();
  } catch (error) {
    // The backend cannot say whether anything changed: the page is rendered for this request alone.
    log.warn({ err: error }, "page cache: catalogue revision unknown");
    return { fillKey: null };
  }
  const kept = pages.get(key);
  countCacheLookup("pages", kept ? "hit" : "miss");
  return kept ? { page: answerOf(kept, request.gzip) } : { fillKey: key };
}

/** What may be kept: a whole 200 page whose only cookie is the viewed goods a cookie-less visitor is given alike. */
function mayKeep(status: number, headers: Headers): boolean {
  if (status !== 200 || headers.get("Cache-Control") === "no-store") return false;
  return headers.getSetCookie().every((cookie) => cookie.startsWith(`${COOKIE_VIEWED}=`));
}

/**
 * A page rendered for `key` with NONCE_PLACEHOLDER: kept when it may be (a route's plain `no-store` says it
 * must not be), and answered with a nonce of its own.
 */
export function keepPage(key: string, rendered: { status: number; headers: Headers; body: string; routeId: string }): PageAnswer {
  const page: KeptPage = {
    status: rendered.status,
    headers: [...rendered.headers].map(([name, value]) => [name, value.split(NONCE_PLACEHOLDER)]),
    body: gzipTemplate(rendered.body.split(NONCE_PLACEHOLDER)),
    routeId: rendered.routeId,
  };
  if (mayKeep(rendered.status, rendered.headers)) pages.set(key, page);
  // This answer goes out through Remix, which compresses it like any other.
  return answerOf(page, false);
}

function answerOf(page: KeptPage, gzip: boolean): PageAnswer {
  const nonce = freshNonce();
  const headers: Array<[string, string]> = page.headers.map(([name, parts]) => [name, parts.join(nonce)]);
  if (!gzip) return { status: page.status, headers, body: joined(page.body.texts, nonce), routeId: page.routeId };
  headers.push(["Content-Encoding", "gzip"]);
  return { status: page.status, headers, body: fillGzipTemplate(page.body, nonce), routeId: page.routeId };
}

function joined(parts: Buffer[], value: string): Buffer {
  const filler = Buffer.from(value);
  return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [filler, part])));
}
