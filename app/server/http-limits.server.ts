import { MAX_DECLARED_BODY_BYTES, REFUSED_BODY_LINGER_MS, REQUEST_HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_CHECK_MS } from "~/config/constants";
import { MSG_ERROR_BY_STATUS } from "~/config/messages/layout";
import { env } from "./env.server";

/**
 * The limits server.mjs applies to every request before a route runs (read from the build, so the numbers
 * and the words live with the app's other constants and messages). The environment's `REQUEST_TIMEOUT_MS`
 * (default: the constant) lets a test cut a dripping client in seconds, not minutes.
 */
export const httpLimits = {
  maxDeclaredBodyBytes: MAX_DECLARED_BODY_BYTES,
  headersTimeoutMs: REQUEST_HEADERS_TIMEOUT_MS,
  requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
  timeoutCheckMs: REQUEST_TIMEOUT_CHECK_MS,
  lingerMs: REFUSED_BODY_LINGER_MS,
};

const TOO_LARGE_TEXT = MSG_ERROR_BY_STATUS[413]!;

/**
 * The 413 answer for a body declared too large: /api speaks the API's failure shape (docs/api.md), pages plain
 * Russian text.
 */
export function tooLargeAnswer(pathname: string): { contentType: string; body: string } {
  if (pathname === "/api" || pathname.startsWith("/api/")) {
    const body = { result: "fail", message: { text: TOO_LARGE_TEXT, form: [TOO_LARGE_TEXT], fields: {} } };
    return { contentType: "application/json; charset=utf-8", body: JSON.stringify(body) };
  }
  return { contentType: "text/plain; charset=utf-8", body: TOO_LARGE_TEXT };
}
