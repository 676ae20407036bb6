import { parse, serialize, type SerializeOptions } from "cookie";
import type { z } from "zod";
import { log } from "../log.server";
import { baseCookieOptions } from "./options.server";

/**
 * A cookie holding JSON (the shopper's lists: cartProducts, favouriteProducts, viewedProducts).
 * A value that is not JSON or does not fit the schema reads as `fallback` and is logged, never a crash.
 */
export function jsonCookie<T>(name: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>, fallback: T, maxAgeS: number) {
  return {
    name,
    read(request: Request): T {
      const raw = parse(request.headers.get("Cookie") ?? "")[name];
      if (raw === undefined || raw === "") return fallback;
      try {
        const result = schema.safeParse(JSON.parse(raw));
        if (result.success) return result.data;
        log.warn({ cookie: name }, "cookie value does not fit its schema; ignored");
      } catch {
        log.warn({ cookie: name }, "cookie value is not JSON; ignored");
      }
      return fallback;
    },
    /** `Set-Cookie` for `value` (encodeURIComponent of its JSON). */
    serialize(value: T, options: SerializeOptions = {}): string {
      return serialize(name, JSON.stringify(value), { ...baseCookieOptions(), maxAge: maxAgeS, ...options });
    },
  };
}
