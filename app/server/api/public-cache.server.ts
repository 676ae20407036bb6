import { swrKeyedCache } from "../cache.server";
import { z } from "zod";
import { log } from "../log.server";
import { unavailable } from "../responses.server";
import { callApi, throwUnlessOk, type CallOptions } from "./client.server";

/**
 * Public catalogue and content answers, kept briefly by URL: the same for every visitor, so
 * one backend call serves everyone for 30 s, and a stale answer is served while it refreshes. Only 200s are
 * kept; personal calls (with a token), search and anything that changes state never come here. Stock shown on
 * cards may lag by that long; the cart checks stock again on every change.
 */
const FRESH_MS = 30_000;
const MAX_ENTRIES = 2000;

type Cached = { status: number; body: string };
const cache = swrKeyedCache<Cached>({ name: "public-api", freshMs: FRESH_MS, max: MAX_ENTRIES });

class NotCacheable extends Error {
  constructor(readonly answer: Cached) {
    super("not cacheable");
  }
}

/** The cached answer for a public GET (loaded through the backend when missing or stale). */
async function cachedAnswer(path: string, query?: CallOptions["query"]): Promise<Cached> {
  const key = `${path}?${new URLSearchParams(query as Record<string, string>).toString()}`;
  const load = async (): Promise<Cached> => {
    const response = await callApi(path, { query });
    // A body cut off (the timeout struck while it arrived) is an outage like any other.
    const body = await response.text().catch(() => null);
    const answer = body === null ? { status: 503, body: "" } : { status: response.status, body };
    if (response.status !== 200) throw new NotCacheable(answer);
    return answer;
  };
  try {
    return await cache.get(key, load);
  } catch (error) {
    if (!(error instanceof NotCacheable)) throw error;
    return error.answer;
  }
}

type Checked = z.SafeParseReturnType<unknown, unknown>;
/** Check results per cached answer and schema: JSON.parse, zod and transforms (HTML sanitising) run once per answer, not per request. */
const checkedAnswers = new WeakMap<Cached, Map<z.ZodTypeAny, Checked>>();

function check<T>(answer: Cached, schema: z.ZodType<T, z.ZodTypeDef, unknown>): z.SafeParseReturnType<unknown, T> {
  let bySchema = checkedAnswers.get(answer);
  if (!bySchema) checkedAnswers.set(answer, (bySchema = new Map()));
  let checked = bySchema.get(schema);
  if (!checked) bySchema.set(schema, (checked = schema.safeParse(parseJson(answer.body))));
  return checked as z.SafeParseReturnType<unknown, T>;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

/**
 * A public GET through the cache, checked against `schema`: the data, or null when the backend said no
 * (non-2xx) or the answer does not fit (logged: a contract bug). The data is shared by every request while the answer is cached, so
 * callers must not mutate it. Pass a schema made once at module level (the memo is keyed by it).
 */
export async function cachedParsed<T>(
  path: string,
  query: CallOptions["query"] | undefined,
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  what: string,
): Promise<T | null> {
  const answer = await cachedAnswer(path, query);
  if (answer.status < 200 || answer.status >= 300) return null;
  const result = check(answer, schema);
  if (result.success) return result.data;
  log.error({ what, issues: result.error.issues.slice(0, 3) }, "backend answer does not fit the contract");
  return null;
}

/**
 * `cachedParsed` for page loaders: the data, or a thrown 404 Response when the backend said the page does not
 * exist, a thrown 503 when it could not answer or answered what does not fit (logged).
 */
export async function cachedPageData<T>(
  path: string,
  query: CallOptions["query"] | undefined,
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  what: string,
): Promise<T> {
  const answer = await cachedAnswer(path, query);
  throwUnlessOk(answer.status);
  const result = check(answer, schema);
  if (result.success) return result.data;
  log.error({ what, issues: result.error.issues.slice(0, 3) }, "backend answer does not fit the contract");
  throw unavailable();
}
