import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { clientIpOf } from "~/server/client-ip.server";
import { env } from "~/server/env.server";
import { forwardedBody } from "~/server/forwarded-body.server";
import { currentRequestId } from "~/server/request-scope.server";
import { notFound } from "~/server/responses.server";
import { getInProcessBackend } from "~/server/transport.server";

/**
 * Mounts the in-process reference backend at /api for outside clients (apps, integrations), all methods.
 * X-Forwarded-For is overwritten with the socket's address so clients cannot pick their rate-limit key, and
 * X-Request-Id with the request's own id (a client's is kept only from a trusted proxy).
 * With API_URL set the shop's own backend serves /api, so here it is a 404.
 */
async function forward({ request, context }: LoaderFunctionArgs | ActionFunctionArgs): Promise<Response> {
  if (env.API_URL) return notFound();
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
  try {
    const backend = await getInProcessBackend();
    return await backend.fetch(new Request(request.url, init));
  } finally {
    // Whatever the backend left unread is read and dropped, so its answer reaches the client intact.
    upload?.drain();
  }
}

export const loader = forward;
export const action = forward;
