import { SHUTDOWN_ACCEPT_MAX_MS, SHUTDOWN_EXIT_LIMIT_MS, SHUTDOWN_QUIET_MS } from "~/config/constants";

/*
 * Exports (stable):
 *   shutdownTiming                  read by server.mjs: how long it keeps accepting after SIGTERM, when it must exit
 *   startDraining(): void           server.mjs, on SIGTERM
 *   isDraining(): boolean           /healthz answers 503 "draining" from then on
 */
export const shutdownTiming = {
  quietMs: SHUTDOWN_QUIET_MS,
  acceptMaxMs: SHUTDOWN_ACCEPT_MAX_MS,
  exitLimitMs: SHUTDOWN_EXIT_LIMIT_MS,
};

let draining = false;

/** The process is going away: a load balancer must stop sending it new connections. */
export function startDraining(): void {
  draining = true;
}

export function isDraining(): boolean {
  return draining;
}
