import { AsyncLocalStorage } from "node:async_hooks";
import { env } from "./env.server";
import { log } from "./log.server";

/**
 * What the HTTP server knows about the request being answered, for code deep inside an answer (cookie
 * attributes) that is not handed the request. server.mjs opens the scope around every request it passes to
 * Remix; outside a scope (unit tests, start-up) the request counts as plain HTTP.
 */
export type RequestScope = {
  /** The request reached us over HTTPS: directly, or per `X-Forwarded-Proto` from a proxy TRUST_PROXY trusts. */
  https: boolean;
  /**
   * The path as sent was not valid percent-encoding (`/%E0%A4%A`): server.mjs escaped it so routing works, and
   * the app answers its Russian 400 page.
   */
  malformedPath: boolean;
  /**
   * When the request's backend calls must have answered: every call it makes (its loaders, its action, one after
   * another or at once) draws on one backend timeout (env.BACKEND_TIMEOUT_MS) counted from the request's arrival, so a hanging backend
   * costs a shopper one timeout, never two or more in a row.
   */
  deadline: number;
  /** The request's id (`X-Request-Id`): sent on every backend call, shown on the error page. */
  requestId: string;
  /** Set by server.mjs when the page rendered for this request may be kept for every visitor like it (decision 0055). */
  pageCacheKey?: string | null;
};

const storage = new AsyncLocalStorage<RequestScope>();

/** Runs `answer` (and everything it awaits) inside the scope of a request that arrives now. */
export function runInRequestScope<T>(scope: Omit<RequestScope, "deadline">, answer: () => T): T {
  return storage.run({ ...scope, deadline: Date.now() + env.BACKEND_TIMEOUT_MS }, answer);
}

/**
 * Gives the current request's backend calls `ms` from now, when that is later than its deadline: for the back
 * office's photo uploads, which the backend turns into a dozen pictures (seconds each on a busy machine).
 */
export function extendBackendDeadline(ms: number): void {
  const scope = storage.getStore();
  if (scope) scope.deadline = Math.max(scope.deadline, Date.now() + ms);
}

/** Milliseconds the current request may still wait for its backend; the whole timeout outside a request. */
export function backendTimeLeft(): number {
  const scope = storage.getStore();
  return scope ? scope.deadline - Date.now() : env.BACKEND_TIMEOUT_MS;
}

/** The id of the request being answered; undefined outside a request. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** server.mjs, after the page cache had no page for the request: the key its page may be kept under (null: its own). */
export function keepPageAs(key: string | null): void {
  const scope = storage.getStore();
  if (scope) scope.pageCacheKey = key;
}

/** The page cache's key for the page being rendered; null when it is the visitor's own. */
export function currentPageCacheKey(): string | null {
  return storage.getStore()?.pageCacheKey ?? null;
}

export function requestCameOverHttps(): boolean {
  return storage.getStore()?.https ?? false;
}

/** For a path that was not valid percent-encoding: one warning (no stack) and the site's 400 error page. */
export function refuseMalformedPath(request: Request): void {
  if (!storage.getStore()?.malformedPath) return;
  log.warn({ path: new URL(request.url).pathname }, "malformed percent-encoding in the path: answered 400");
  throw new Response(null, { status: 400 });
}
