import { isDraining } from "./lifecycle.server";
import { log } from "./log.server";
import { transport } from "./transport.server";

/*
 * Exports (stable):
 *   healthAnswer(): Promise<{ status, text }>   GET /healthz, answered by server.mjs before any page work
 */

/**
 * 200 "ok" when the process can reach its backend and database, 503 "unavailable" otherwise (for load balancers
 * and Docker); 503 "draining" once it is shutting down, so a load balancer stops sending it new connections.
 * Asked anew every time: an outage must show at the next check.
 */
export async function healthAnswer(): Promise<{ status: number; text: string }> {
  if (isDraining()) return { status: 503, text: "draining" };
  try {
    await transport.ping();
    return { status: 200, text: "ok" };
  } catch (error) {
    log.error({ err: error }, "health check failed");
    return { status: 503, text: "unavailable" };
  }
}
