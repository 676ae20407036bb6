import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { clientIpOf } from "~/server/client-ip.server";
import { forwardedBody } from "~/server/forwarded-body.server";
import { currentRequestId } from "~/server/request-scope.server";
import { getInProcessBackend } from "~/server/transport.server";

/**
 * Hands a client's request, body and all, to the in-process backend at `apiPath` (below /api; the request's
 * own path when unset), keeping its query. X-Forwarded-For is overwritten with the socket's address so clients
 * cannot pick their rate-limit key, and X-Request-Id with the request's own id (a client's is kept only from a
 * trusted proxy).
 */
export async function forwardToBackend({ request, context }: LoaderFunctionArgs | ActionFunctionArgs, apiPath?: string): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set("X-Forwarded-For", clientIpOf(context));
  const requestId = currentRequestId();
  if (requestId) headers.set("X-Request-Id", requestId);
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers };
  const upload = request.body ? forwardedBody(request.body) : null;
  if (upload && request.method !== "GET" && request.method !== "HEAD") {
    init.body = upload.body;
    init.duplex = "half";
  }
  const url = new URL(request.url);
  if (apiPath) url.pathname = `/api${apiPath}`;
  try {
    const backend = await getInProcessBackend();
    return await backend.fetch(new Request(url, init));
  } finally {
    // Whatever the backend left unread is read and dropped, so its answer reaches the client intact.
    upload?.drain();
  }
}
