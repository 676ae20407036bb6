import { BACKEND_TIMEOUT_MS } from "~/config/constants";
import { env } from "../env.server";
import { log } from "../log.server";
import { transport } from "../transport.server";

/**
 * The core of the one api client (DESIGN.md §2): every call to the backend goes through `callApi`, which adds
 * the bearer token and the client's address, applies the 8 s timeout, and logs one line per call.
 * It never throws for a network failure or a timeout: it answers 503, so callers handle one "not OK" path.
 * Area modules (`./common.server.ts`, `./cart.server.ts`, …) parse the answers with zod.
 */
export type CallOptions = {
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  /** Query string parameters (a URLSearchParams keeps repeated keys such as `ids[]`). */
  query?: Record<string, string | undefined> | URLSearchParams;
  /** A JSON body. */
  json?: unknown;
  /** An urlencoded body. */
  form?: Record<string, string> | URLSearchParams;
  /** Any other body (multipart FormData), sent as is. */
  body?: FormData;
  /** The visitor's access token, sent as `Authorization: Bearer`. */
  token?: string | null;
  /** The visitor's address, for the backend's rate limits. */
  clientIp?: string;
  timeoutMs?: number;
};

function buildQuery(query: CallOptions["query"]): string {
  if (!query) return "";
  const params =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
  const text = params.toString();
  return text ? `?${text}` : "";
}

function buildBody(options: CallOptions, headers: Headers): BodyInit | undefined {
  if (options.json !== undefined) {
    headers.set("Content-Type", "application/json");
    return JSON.stringify(options.json);
  }
  if (options.form) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    return new URLSearchParams(options.form as Record<string, string>).toString();
  }
  return options.body;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `path` below `/api` and returns the backend's Response (503 when it could not be reached in time). */
export async function callApi(path: string, options: CallOptions = {}): Promise<Response> {
  const method = options.method ?? "GET";
  const headers = new Headers({ Accept: "application/json" });
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  if (options.clientIp) headers.set("X-Forwarded-For", options.clientIp);
  const body = buildBody(options, headers);
  const target = `${path}${buildQuery(options.query)}`;
  const started = performance.now();
  try {
    // Benchmark only: simulates a remote backend's latency.
    if (env.BACKEND_DELAY_MS > 0) await delay(env.BACKEND_DELAY_MS);
    const response = await transport.fetch(target, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? BACKEND_TIMEOUT_MS),
    });
    log.debug({ method, path, status: response.status, ms: Math.round(performance.now() - started) }, "api call");
    return response;
  } catch (error) {
    log.error({ method, path, err: error, ms: Math.round(performance.now() - started) }, "api call failed");
    return new Response(null, { status: 503 });
  }
}

/** Reads a JSON body, or null when it is not JSON (a broken backend, an HTML error page). */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}
