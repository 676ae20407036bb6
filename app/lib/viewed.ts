import { VIEWED_MAX } from "~/config/constants";

/** Viewed products: the newest first, no duplicates, at most `max`. */
export function pushViewed(ids: number[], id: number, max = VIEWED_MAX): number[] {
  return [id, ...ids.filter((x) => x !== id)].slice(0, max);
}
