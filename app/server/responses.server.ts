import { redirectDocument } from "@remix-run/node";
import { MSG_UNKNOWN_INTENT } from "~/config/messages/layout";
import { currentRequestId } from "./request-scope.server";
import { isPaymentUrl } from "./safe-redirect.server";

/*
 * Exports (stable):
 *   notFound(headers?): Response             the 404 a loader throws (the root boundary shows page_404)
 *   unavailable(headers?): Response          the 503 a loader throws when the backend could not answer
 *   badRequest(): Response                   the 400 an action throws for a post it has no step for
 *   redirectToPayment(link, headers?): Response | null   a document redirect to an allowed pay link, else null
 */

/** The 404 a loader throws (the root boundary renders the page_404 texts) or a resource route answers. */
export function notFound(headers?: HeadersInit): Response {
  return new Response(null, { status: 404, headers });
}

/**
 * The 503 a loader throws when the backend could not answer (unreachable, timed out, 5xx, not JSON, not the
 * contract's shape): the root boundary renders the Russian error page, and entry.server sends it with
 * Retry-After and never cached. A shopper must not be told a page is gone because the backend is down. It
 * carries the request's id, so the page shows it even when a browser navigation fetched it as data.
 */
export function unavailable(headers?: HeadersInit): Response {
  return Response.json({ requestId: currentRequestId() ?? null }, { status: 503, headers });
}

/**
 * The answer of every action to a post none of its steps reads (an unknown or missing `intent`, a cart or
 * favourites change with a bad id): our pages never send one, so nothing is guessed. Thrown, it is the Russian
 * 400 page without JavaScript and `{ message }` for a fetcher.
 */
export function badRequest(): Response {
  return Response.json({ message: MSG_UNKNOWN_INTENT }, { status: 400 });
}

/**
 * Off to the payment page when `link` may be followed (this site or the configured payment host), else null.
 * A 303 (the pay page is fetched with GET after the form's POST) that asks for a document load even after a
 * fetch submission: the pay page is not a route of this app.
 */
export function redirectToPayment(link: string | null, headers?: HeadersInit): Response | null {
  if (!link || !isPaymentUrl(link)) return null;
  return redirectDocument(link, { status: 303, headers });
}
