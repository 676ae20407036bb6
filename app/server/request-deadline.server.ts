import { AsyncLocalStorage } from "node:async_hooks";
import { BACKEND_TIMEOUT_MS } from "~/config/constants";

/**
 * One backend timeout per request, not per call: every backend call a request makes (its loaders, its action,
 * one after another or at once) draws on the same BACKEND_TIMEOUT_MS, counted from the request's arrival, so
 * a hanging backend costs a shopper one timeout, never two or more in a row.
 */
const requestScope = new AsyncLocalStorage<{ deadline: number }>();

/** Runs the handling of one HTTP request (server.mjs wraps every request in it). */
export function withRequestDeadline<T>(handle: () => T): T {
  return requestScope.run({ deadline: Date.now() + BACKEND_TIMEOUT_MS }, handle);
}

/** Milliseconds the current request may still wait for its backend; the whole timeout outside a request. */
export function backendTimeLeft(): number {
  const scope = requestScope.getStore();
  return scope ? scope.deadline - Date.now() : BACKEND_TIMEOUT_MS;
}
