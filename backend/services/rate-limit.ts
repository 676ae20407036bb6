import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import { DomainError } from "./errors";
import { hourlyPrune } from "./housekeeping";
import type { RateLimiter } from "./index";

/**
 * Fixed-window counters kept in the database, so limits hold across restarts and across containers that
 * share PostgreSQL. Past the limit: a `rate_limited` error with the seconds to the window's end.
 */
export function dbRateLimiter(db: Kysely<Database>, now: () => number): RateLimiter {
  // Windows are at most a day long, so rows two days old count for nothing.
  const prune = hourlyPrune(now, (t) =>
    db
      .deleteFrom("rate_hits")
      .where("window_start", "<", t - 2 * 24 * 3600 * 1000)
      .execute(),
  );
  return {
    async consume(key, limit, windowS) {
      await prune();
      const t = now();
      const windowMs = windowS * 1000;
      const start = Math.floor(t / windowMs) * windowMs;
      const row = await db
        .insertInto("rate_hits")
        .values({ key, window_start: start, count: 1 })
        .onConflict((oc) => oc.columns(["key", "window_start"]).doUpdateSet({ count: sql`rate_hits.count + 1` }))
        .returning("count")
        .executeTakeFirstOrThrow();
      if (Number(row.count) > limit) {
        const retryIn = Math.max(1, Math.ceil((start + windowMs - t) / 1000));
        throw new DomainError("rate_limited", { retryIn });
      }
    },
  };
}
