import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import proxyAddr from "proxy-addr";
import { env } from "../env.server";
import { log } from "../log.server";
import { METRICS_CONTENT_TYPE, metricsText, observeHttpRequest } from "./metrics.server";
import { requestIdFor } from "./request-id.server";

/*
 * Exports (stable):
 *   createRequestObserver({ routes, trustsPeer }) → { requests, routed, metrics }   express middleware for server.mjs
 *   routeIdMatcher(routes): (pathname) => string
 */

/** Paths whose route id is remembered: matching flattens and ranks every route, far dearer than a lookup. */
const MATCHED_PATHS = 20_000;

/**
 * The id of the Remix route a path is answered by (`routes/catalog.$`): a bounded label, unlike the URL.
 * Each path is matched once and remembered (the least recently asked go first).
 */
export function routeIdMatcher(routes: ServerBuild["routes"]): (pathname: string) => string {
  const childrenOf = (parentId: string | undefined): AgnosticRouteObject[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  const tree = childrenOf(undefined);
  const matched = new LRUCache<string, string>({ max: MATCHED_PATHS });
  return (pathname) => {
    let id = matched.get(pathname);
    if (id === undefined) matched.set(pathname, (id = matchRoutes(tree, pathname)?.at(-1)?.route.id ?? "unmatched"));
    return id;
  };
}

/**
 * What a request is labelled with in the log and the metrics: its route id when Remix answered it, `static`
 * for a public file, `refused` for a request turned away before routing (403 cross-site, 413 too large).
 */
function routeLabel(res: ServerResponse): string {
  const routeId = (res as Response).locals?.routeId as string | undefined;
  return routeId ?? (res.statusCode < 400 ? "static" : "refused");
}

/** server.mjs reads the id as `req.id` (the Remix request scope takes it from there). */
type IdentifiedRequest = Request & { id: string };

function sameSecret(given: string, expected: string): boolean {
  const a = crypto.createHash("sha256").update(given).digest();
  const b = crypto.createHash("sha256").update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * @param trustsPeer whether the request's immediate peer is a proxy TRUST_PROXY trusts (its X-Request-Id is kept)
 */
export function createRequestObserver(options: { routes: ServerBuild["routes"]; trustsPeer: (req: IncomingMessage) => boolean }) {
  const routeIdOf = routeIdMatcher(options.routes);
  const metricsReaders = proxyAddr.compile(
    env.METRICS_ALLOW.split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  );

  // One line per request, at its end: method, route id, status, duration (ms), request id. Never the URL: its
  // query may hold a phone number or a token, and the route id is what an operator groups by.
  function logAnswer(req: Request, res: Response, ms: number, completed: boolean) {
    const line = {
      req: { id: (req as IdentifiedRequest).id, method: req.method },
      res: { status: res.statusCode },
      route: routeLabel(res),
      ms: Math.round(ms),
    };
    if (!completed) log.error(line, "request failed");
    else if (res.statusCode >= 500) log.error(line, "request");
    else log.info(line, "request");
  }

  return {
    /** First of all middleware: the request id (`req.id`, `X-Request-Id` on the answer), the access log, the metrics. */
    requests(req: Request, res: Response, next: NextFunction) {
      const id = requestIdFor(req.headers["x-request-id"], options.trustsPeer(req));
      (req as IdentifiedRequest).id = id;
      res.setHeader("X-Request-Id", id);
      const started = performance.now();
      res.once("close", () => {
        const ms = performance.now() - started;
        logAnswer(req, res, ms, res.writableFinished);
        observeHttpRequest(routeLabel(res), req.method, res.statusCode, ms / 1000);
      });
      next();
    },

    /** Called as Remix takes the request: it is labelled with the route that answers it. */
    routed(req: Request, res: Response) {
      res.locals.routeId = routeIdOf(req.path);
    },

    /**
     * GET /metrics: for the addresses in METRICS_ALLOW (the client's, per TRUST_PROXY) and for
     * `Authorization: Bearer $METRICS_TOKEN`. Anyone else gets the site's own 404 page, as for any unknown path.
     */
    async metrics(req: Request, res: Response, next: NextFunction) {
      const bearer = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1];
      const byToken = env.METRICS_TOKEN !== undefined && bearer !== undefined && sameSecret(bearer, env.METRICS_TOKEN);
      const address = req.ip ?? req.socket.remoteAddress;
      if (!byToken && !(address && metricsReaders(address, 0))) return next();
      res.locals.routeId = "metrics";
      res.set({ "Content-Type": METRICS_CONTENT_TYPE, "Cache-Control": "no-store" }).send(await metricsText());
    },
  };
}
