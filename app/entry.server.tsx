import type { EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { RETRY_AFTER_S } from "~/config/constants";
import { FooterMarkupContext } from "~/components/layout/footer-markup-context";
import { footerMarkup } from "~/components/layout/footer-markup.server";
import { NonceContext } from "~/components/layout/nonce-context";
import { RequestIdContext } from "~/components/layout/request-id-context";
import { log } from "~/server/log.server";
import { renderToStream } from "~/render-stream.server";
import { currentPageCacheKey, currentRequestId } from "~/server/request-scope.server";
import { freshNonce, keepPage, NONCE_PLACEHOLDER } from "~/server/page-cache/page-cache.server";
import { applySecurityHeaders } from "~/server/security-headers.server";
import { applyAdminHeaders, isAdminPath } from "~/server/admin/admin-headers.server";

const ABORT_DELAY_MS = 5000;
export const streamTimeout = ABORT_DELAY_MS;

/**
 * Streaming SSR with a per-request CSP nonce (passed to React and to `<RemixServer>`): crawlers get the whole
 * document at once (allReady), browsers as soon as the shell is ready. A page that may be kept for every visitor
 * like this one (server.mjs decided: no cookies of their own) is rendered whole with a placeholder nonce, kept,
 * and answered with a nonce of its own (app/server/page-cache/).
 */
export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  const keepAs = currentPageCacheKey();
  const nonce = keepAs === null ? freshNonce() : NONCE_PLACEHOLDER;
  const forBots = isbot(request.headers.get("user-agent") ?? "");
  let shellRendered = false;
  // Errors inside the shell reject the render below; only the later ones are logged here.
  const body = await renderToStream(
    <NonceContext.Provider value={nonce}>
      <RequestIdContext.Provider value={currentRequestId()}>
        <FooterMarkupContext.Provider value={footerMarkup}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
        </FooterMarkupContext.Provider>
      </RequestIdContext.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      waitForAll: forBots || keepAs !== null,
      abortAfterMs: ABORT_DELAY_MS + 1000,
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) log.error({ err: error }, "render error");
      },
    },
  );
  shellRendered = true;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  applySecurityHeaders(responseHeaders, nonce);
  applyCachePolicy(responseHeaders, responseStatusCode);
  if (isAdminPath(request.url)) applyAdminHeaders(responseHeaders);
  if (keepAs === null) return new Response(body, { headers: responseHeaders, status: responseStatusCode });
  const html = await new Response(body).text();
  const routeId = remixContext.staticHandlerContext.matches.at(-1)?.route.id ?? "unmatched";
  const page = keepPage(keepAs, { status: responseStatusCode, headers: responseHeaders, body: html, routeId });
  return new Response(page.body.toString(), { headers: page.headers, status: page.status });
}

/**
 * Pages are private unless their route says otherwise; a public one varies with the Cookie header. An error of ours or of the backend (5xx) is never
 * stored by anyone, whatever the route asked for, and a 503 says when to try again.
 */
function applyCachePolicy(headers: Headers, status: number) {
  if (status >= 500) {
    headers.set("Cache-Control", "no-store");
    if (status === 503) headers.set("Retry-After", String(RETRY_AFTER_S));
  } else if (!headers.has("Cache-Control")) {
    headers.set("Cache-Control", "private, no-store");
  }
  // A page a shared cache may keep is the one shown to visitors without cookies of their own: the cache must
  // not hand it to a shopper with a cart or a session.
  if (/\bpublic\b/.test(headers.get("Cache-Control") ?? "")) headers.append("Vary", "Cookie");
}

/** Data answers (client navigations) carry the same headers, without a CSP (they are not documents). */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  applySecurityHeaders(response.headers);
  applyCachePolicy(response.headers, response.status);
  if (isAdminPath(request.url)) applyAdminHeaders(response.headers);
  return response;
};

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  log.error({ err: error, url: request.url }, "unhandled server error");
}

/** server.mjs answers every request inside this scope (whether it came over HTTPS, its backend deadline). */
export { keepPageAs, runInRequestScope } from "~/server/request-scope.server";

/** server.mjs answers a kept page before Remix routes the request, or marks the request's page as one to keep. */
export { lookUpPage } from "~/server/page-cache/page-cache.server";

/** Called by server.mjs on SIGTERM: closes the in-process backend's database. */
export { closeTransport as shutdown } from "~/server/transport.server";

/** server.mjs's request id, access log and metrics middleware (and /metrics). */
export { createRequestObserver } from "~/server/observability/http-observer.server";

/** GET /healthz, answered by server.mjs without Remix (a load balancer asks often). */
export { healthAnswer } from "~/server/health.server";

/** Read by server.mjs on SIGTERM: /healthz says "draining"; how long to keep accepting, when to exit. */
export { shutdownTiming, startDraining } from "~/server/lifecycle.server";

/** Read by server.mjs: body size and time limits, and the 413 answer, applied before any route runs. */
export { httpLimits, tooLargeAnswer } from "~/server/http-limits.server";

/** server.mjs answers the build's hashed assets from memory, each read and compressed once, and lists public/ once. */
export { createBuildAssets } from "~/server/build-assets.server";
export { filesByUrlPath } from "~/server/public-files.server";
