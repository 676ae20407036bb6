import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import { DomainError } from "./errors";
import { hourlyPrune } from "./housekeeping";
import type { RateLimiter } from "./contracts";

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

/** A counted failure, to forgive when the attempt turns out right. */
export interface CountedFailure {
  key: string;
  bucket: number;
}

/** Failures of one kind (wrong passwords), counted over a sliding window; see `dbFailureCounter`. */
export interface FailureCounter {
  /**
   * Counts an attempt on `key` as a failure until it is forgiven; refuses it (uncounted) with `rate_limited`
   * and the seconds until one failure leaves the window when `limit` failures are already in the last `windowS`.
   */
  attempt(key: string, limit: number, windowS: number): Promise<CountedFailure>;
  /** Takes back an attempt that was right: only failures count. */
  forgive(failure: CountedFailure): Promise<void>;
}

/** A sliding window is counted in this many buckets (a minute each for a quarter of an hour). */
const BUCKETS = 15;

/**
 * Failures in a sliding window: the counts sit in `rate_hits` per bucket of a fifteenth of the window, and the
 * window is every bucket that reaches into the last `windowS`, so a burst across any boundary still meets the
 * limit once (never twice), and at most one bucket more than the window is counted. Counting first and
 * forgiving a right attempt afterwards means a burst of parallel guesses counts too.
 */
export function dbFailureCounter(db: Kysely<Database>, now: () => number): FailureCounter {
  const bump = (key: string, bucket: number, by: 1 | -1) =>
    db
      .updateTable("rate_hits")
      .set({ count: sql`count + ${by}` })
      .where("key", "=", key)
      .where("window_start", "=", bucket)
      .execute();
  return {
    async attempt(key, limit, windowS) {
      const t = now();
      const bucketMs = (windowS * 1000) / BUCKETS;
      const bucket = Math.floor(t / bucketMs) * bucketMs;
      await db
        .insertInto("rate_hits")
        .values({ key, window_start: bucket, count: 1 })
        .onConflict((oc) => oc.columns(["key", "window_start"]).doUpdateSet({ count: sql`rate_hits.count + 1` }))
        .execute();
      const rows = await db
        .selectFrom("rate_hits")
        .select(["window_start", "count"])
        .where("key", "=", key)
        .where("window_start", ">", t - windowS * 1000 - bucketMs)
        .orderBy("window_start")
        .execute();
      const counts = rows.map((row) => ({ start: Number(row.window_start), count: Number(row.count) }));
      let over = counts.reduce((sum, row) => sum + row.count, 0) - limit;
      if (over <= 0) return { key, bucket };
      await bump(key, bucket, -1);
      // The attempt is refused, not counted: wait until enough of the oldest failures have left the window.
      const leaving = counts.find((row) => (over -= row.count) <= 0) ?? counts[counts.length - 1];
      const retryIn = Math.max(1, Math.ceil((leaving.start + bucketMs + windowS * 1000 - t) / 1000));
      throw new DomainError("rate_limited", { retryIn });
    },
    async forgive(failure) {
      await bump(failure.key, failure.bucket, -1);
    },
  };
}
