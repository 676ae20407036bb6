import pino from "pino";
import { env } from "./env.server";

/**
 * Lines are written without blocking the request that logs them (a busy pipe or a slow terminal would
 * otherwise stall every answer); what is still buffered is written out as the process exits.
 */
const destination = pino.destination({ sync: false });
process.once("exit", () => {
  try {
    destination.flushSync();
  } catch {
    // Not open yet or already closed: nothing is waiting.
  }
});

/** The storefront's one logger (JSON lines on stdout). */
export const log = pino({ name: "storefront", level: env.LOG_LEVEL }, destination);
