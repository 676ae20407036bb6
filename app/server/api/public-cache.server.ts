import { swrKeyedCache } from "../cache.server";
import { callApi, type CallOptions } from "./client.server";

/**
 * Public catalogue and content answers, kept briefly by URL (DESIGN.md §7): the same for every visitor, so
 * one backend call serves everyone for 30 s, and a stale answer is served while it refreshes. Only 200s are
 * kept; personal calls (with a token), search and anything that changes state never come here. Stock shown on
 * cards may lag by that long; the cart checks stock again on every change.
 */
const FRESH_MS = 30_000;
const MAX_ENTRIES = 2000;

type Cached = { status: number; body: string };
const cache = swrKeyedCache<Cached>({ freshMs: FRESH_MS, max: MAX_ENTRIES });

class NotCacheable extends Error {
  constructor(readonly answer: Cached) {
    super("not cacheable");
  }
}

/** A public GET through the cache; the answer is a fresh Response each time. */
export async function cachedGet(path: string, query?: CallOptions["query"]): Promise<Response> {
  const key = `${path}?${new URLSearchParams(query as Record<string, string>).toString()}`;
  const load = async (): Promise<Cached> => {
    const response = await callApi(path, { query });
    const answer = { status: response.status, body: await response.text() };
    if (response.status !== 200) throw new NotCacheable(answer);
    return answer;
  };
  let answer: Cached;
  try {
    answer = await cache.get(key, load);
  } catch (error) {
    if (!(error instanceof NotCacheable)) throw error;
    answer = error.answer;
  }
  return new Response(answer.status === 204 ? null : answer.body, { status: answer.status, headers: { "Content-Type": "application/json" } });
}
