import type { Logger } from "pino";
import type { ResolvedConfig } from "../config";
import type { Dialect } from "../db/connection";
import type { Services } from "../services";

/** Everything a handler may use for one request; the database only through `services` (docs/architecture.md). */
export interface Context {
  request: Request;
  url: URL;
  /** Path below /api, e.g. `/catalog/detail`. */
  path: string;
  /** Client address for rate limits: first X-Forwarded-For entry, else "unknown". */
  ip: string;
  dialect: Dialect;
  config: ResolvedConfig;
  services: Services;
  log: Logger;
  /** ms since epoch, from the configured clock. */
  now(): number;
}

/**
 * The caller's request id (`X-Request-Id`, set by the storefront on every call), kept when it is a plain token
 * of 8–128 characters, so every line logged for the call can be matched with the storefront's access log.
 */
export function requestIdOf(request: Request): string | undefined {
  const id = request.headers.get("x-request-id");
  return id && /^[A-Za-z0-9._:=-]{8,128}$/.test(id) ? id : undefined;
}

/** The first address of X-Forwarded-For; the storefront and the /api mount set it. */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for");
  const first = forwarded?.split(",")[0]?.trim();
  return first && first.length <= 64 ? first : "unknown";
}
