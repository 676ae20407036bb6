import { useEffect } from "react";

/** Answers already reacted to. Keyed fetchers keep their data across remounts; a toast must show only once. */
const seen = new WeakSet<object>();

/** Runs `onAnswer` once per fetcher answer, when the fetcher is idle again. */
export function useOnFetcherAnswer<T extends object>(state: string, data: T | undefined, onAnswer: (data: T) => void): void {
  useEffect(() => {
    if (state !== "idle" || !data || seen.has(data)) return;
    seen.add(data);
    onAnswer(data);
    // onAnswer is a fresh closure every render; the answer object alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, data]);
}
