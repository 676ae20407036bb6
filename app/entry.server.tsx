import crypto from "node:crypto";
import { PassThrough } from "node:stream";
import type { EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { RETRY_AFTER_S } from "~/config/constants";
import { NonceContext } from "~/components/layout/nonce-context";
import { log } from "~/server/log.server";
import { applySecurityHeaders } from "~/server/security-headers.server";

const ABORT_DELAY_MS = 5000;
export const streamTimeout = ABORT_DELAY_MS;

/**
 * Streaming SSR with a per-request CSP nonce (DESIGN.md §12): crawlers get the whole document at once
 * (onAllReady), browsers as soon as the shell is ready.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = crypto.randomBytes(16).toString("base64");
  const forBots = isbot(request.headers.get("user-agent") ?? "");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [forBots ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          applySecurityHeaders(responseHeaders, nonce);
          applyCachePolicy(responseHeaders, responseStatusCode);
          resolve(
            new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are reported by onShellError; only log the later ones.
          if (shellRendered) log.error({ err: error }, "render error");
        },
      },
    );
    setTimeout(abort, ABORT_DELAY_MS + 1000);
  });
}

/**
 * Pages are private unless their route says otherwise. An error of ours or of the backend (5xx) is never
 * stored by anyone, whatever the route asked for, and a 503 says when to try again.
 */
function applyCachePolicy(headers: Headers, status: number) {
  if (status >= 500) {
    headers.set("Cache-Control", "no-store");
    if (status === 503) headers.set("Retry-After", String(RETRY_AFTER_S));
  } else if (!headers.has("Cache-Control")) {
    headers.set("Cache-Control", "private, no-store");
  }
}

/** Data answers (client navigations) carry the same headers, without a CSP (they are not documents). */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  applySecurityHeaders(response.headers);
  applyCachePolicy(response.headers, response.status);
  return response;
};

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  log.error({ err: error, url: request.url }, "unhandled server error");
}

/** Called by server.mjs around every request: the request's backend calls share one timeout. */
export { withRequestDeadline } from "~/server/request-deadline.server";

/** Called by server.mjs on SIGTERM: closes the in-process backend's database. */
export { closeTransport as shutdown } from "~/server/transport.server";
