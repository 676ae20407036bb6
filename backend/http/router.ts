import { DomainError } from "../services/errors";
import { MSG_INTERNAL, MSG_METHOD, MSG_NOT_FOUND } from "./common-messages";
import type { Context } from "./context";
import { domainFailure } from "./domain-errors";
import { fail, HttpError } from "./respond";

export type Method = "GET" | "POST" | "PATCH" | "DELETE";
export type Handler = (ctx: Context) => Promise<Response> | Response;
export interface Route {
  method: Method;
  /** Path below /api, exact (`/catalog/detail`) or with one trailing wildcard (`/media/*`). */
  path: string;
  handler: Handler;
}

/** Matches `/api/...` paths to routes; unknown path → 404, known path with another method → 405. */
export function createRouter(routes: Route[]) {
  const exact = new Map<string, Map<string, Handler>>();
  const prefixed: Array<{ prefix: string; methods: Map<string, Handler> }> = [];
  for (const route of routes) {
    if (route.path.endsWith("/*")) {
      const prefix = route.path.slice(0, -1);
      let entry = prefixed.find((p) => p.prefix === prefix);
      if (!entry) prefixed.push((entry = { prefix, methods: new Map() }));
      entry.methods.set(route.method, route.handler);
    } else {
      const methods = exact.get(route.path) ?? new Map<string, Handler>();
      methods.set(route.method, route.handler);
      exact.set(route.path, methods);
    }
  }

  function find(path: string): Map<string, Handler> | undefined {
    return exact.get(path) ?? prefixed.find((p) => path.startsWith(p.prefix))?.methods;
  }

  return async function dispatch(path: string, makeContext: () => Context): Promise<Response> {
    const methods = find(path);
    if (!methods) return fail(404, MSG_NOT_FOUND);
    const ctx = makeContext();
    const method = ctx.request.method === "HEAD" ? "GET" : ctx.request.method;
    const handler = methods.get(method);
    if (!handler) return fail(405, MSG_METHOD, {}, {}, { Allow: [...methods.keys()].join(", ") });
    try {
      return await handler(ctx);
    } catch (error) {
      if (error instanceof HttpError) return error.toResponse();
      if (error instanceof DomainError) return domainFailure(error).toResponse();
      // A bug, not bad input: logged with its stack, answered without one.
      ctx.log.error({ err: error }, `unhandled error in ${ctx.request.method} ${path}`);
      return fail(503, MSG_INTERNAL);
    }
  };
}
