import { transport } from "~/server/transport.server";
import { log } from "~/server/log.server";

/** 200 when the process can reach its backend and database, 503 otherwise (for load balancers and Docker). */
export async function loader() {
  try {
    await transport.ping();
    return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  } catch (error) {
    log.error({ err: error }, "health check failed");
    return new Response("unavailable", { status: 503, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  }
}
