import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the HTTP server knows about the request being answered, for code deep inside an answer (cookie
 * attributes) that is not handed the request. server.mjs opens the scope around every request it passes to
 * Remix; outside a scope (unit tests, start-up) the request counts as plain HTTP.
 */
export type RequestScope = {
  /** The request reached us over HTTPS: directly, or per `X-Forwarded-Proto` from a proxy TRUST_PROXY trusts. */
  https: boolean;
};

const storage = new AsyncLocalStorage<RequestScope>();

/** Runs `answer` (and everything it awaits) inside `scope`. */
export function runInRequestScope<T>(scope: RequestScope, answer: () => T): T {
  return storage.run(scope, answer);
}

export function requestCameOverHttps(): boolean {
  return storage.getStore()?.https ?? false;
}
