import type { AppLoadContext } from "@remix-run/node";

/**
 * The visitor's address from the load context (server.mjs). Every backend call on a visitor's behalf passes it
 * on: the backend counts its per-address limits by it, and without it every visitor shares one count.
 */
export function clientIpOf(context: AppLoadContext): string {
  return typeof context.clientIp === "string" ? context.clientIp : "";
}
