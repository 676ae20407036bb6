import crypto from "node:crypto";

/**
 * An incoming `X-Request-Id` we keep: what proxies and load balancers generate (UUIDs, hex, nginx's
 * `$request_id`, AWS trace ids), 8–128 characters, nothing that could forge or bloat a log line.
 */
const WELL_FORMED = /^[A-Za-z0-9._:=-]{8,128}$/;

/**
 * The id of a request: the one a trusted proxy (TRUST_PROXY) sent, when well-formed, so a request can be
 * followed through the proxy's log and ours; otherwise a new UUID (a client must not choose ids that collide
 * with others' in our log).
 */
export function requestIdFor(incoming: string | string[] | undefined, fromTrustedProxy: boolean): string {
  if (fromTrustedProxy && typeof incoming === "string" && WELL_FORMED.test(incoming)) return incoming;
  return crypto.randomUUID();
}
