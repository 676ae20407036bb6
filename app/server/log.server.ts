import pino from "pino";
import { env } from "./env.server";

/** The storefront's one logger (JSON lines on stdout). */
export const log = pino({ name: "storefront", level: env.LOG_LEVEL });
