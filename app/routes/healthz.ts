import { isDraining } from "~/server/lifecycle.server";
import { log } from "~/server/log.server";
import { transport } from "~/server/transport.server";

const plain = (text: string, status: number) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });

/**
 * 200 when the process can reach its backend and database, 503 otherwise (for load balancers and Docker);
 * 503 "draining" once it is shutting down, so a load balancer stops sending it new connections.
 */
export async function loader() {
  if (isDraining()) return plain("draining", 503);
  try {
    await transport.ping();
    return plain("ok", 200);
  } catch (error) {
    log.error({ err: error }, "health check failed");
    return plain("unavailable", 503);
  }
}
