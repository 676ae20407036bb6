/** How often, at most, each store drops its stale rows. */
const PRUNE_EVERY_MS = 3600 * 1000;

/**
 * Runs `prune` at most once an hour (by the backend clock), on the first call after that. Codes and rate-limit
 * windows are written on every sign-in attempt; without this they would grow without end.
 */
export function hourlyPrune(now: () => number, prune: (t: number) => Promise<unknown>): () => Promise<void> {
  let last = Number.NEGATIVE_INFINITY;
  return async () => {
    const t = now();
    if (t - last < PRUNE_EVERY_MS) return;
    last = t;
    await prune(t);
  };
}
