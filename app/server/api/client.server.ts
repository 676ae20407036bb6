import { z } from "zod";
import { env } from "../env.server";
import { log } from "../log.server";
import { observeBackendCall, type BackendFailure } from "../observability/metrics.server";
import { backendTimeLeft, currentRequestId } from "../request-scope.server";
import { notFound, unavailable } from "../responses.server";
import { transport } from "../transport.server";

/**
 * Exports (stable):
 *   callApi(path, options?): Promise<Response>     never throws; 503 when unreachable or timed out
 *   readJson(response): Promise<unknown>           null when the body is not JSON
 *   getPageData(path, schema, options?): Promise<T> loaders: parsed data; throws 404 (backend said no) or 503 (outage)
 *   readFail(response): Promise<ApiFail>           a `{result:"fail"}` answer (or an outage) as one typed value
 *   outageFail(status?): ApiFail                   the ApiFail of a backend that could not answer
 *   refusalOf(fail): Refusal                       the messages a form shows for an ApiFail
 *   throwUnlessOk(status): void                    throws notFound() or unavailable() for a non-2xx status
 *   type CallOptions, type ApiFail, type Refusal
 *
 * The core of the one api client: every call to the backend goes through `callApi`, which adds
 * the bearer token, the client's address and the request's id (`X-Request-Id`), applies the 8 s timeout, logs
 * one line per call and counts it in the metrics.
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
    query instanceof URLSearchParams ? query : new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
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
  const requestId = currentRequestId();
  if (requestId) headers.set("X-Request-Id", requestId);
  const body = buildBody(options, headers);
  const target = `${path}${buildQuery(options.query)}`;
  const started = performance.now();
  const observe = (failure: BackendFailure | null) =>
    observeBackendCall({ endpoint: path, method, seconds: (performance.now() - started) / 1000, failure });
  const timeLeft = Math.min(options.timeoutMs ?? env.BACKEND_TIMEOUT_MS, backendTimeLeft());
  if (timeLeft <= 0) {
    log.error({ method, path }, "api call not made: the request's backend time is used up");
    observe("timeout");
    return new Response(null, { status: 503 });
  }
  try {
    // Benchmark only: simulates a remote backend's latency.
    if (env.BACKEND_DELAY_MS > 0) await delay(env.BACKEND_DELAY_MS);
    const response = await transport.fetch(target, { method, headers, body, signal: AbortSignal.timeout(timeLeft) });
    // Debug, not info: several calls per page view would flood the log at the default level.
    log.debug({ method, path, status: response.status, ms: Math.round(performance.now() - started) }, "api call");
    observe(response.status >= 500 ? "5xx" : null);
    return response;
  } catch (error) {
    log.error({ method, path, err: error, ms: Math.round(performance.now() - started) }, "api call failed");
    observe(error instanceof DOMException && error.name === "TimeoutError" ? "timeout" : "unreachable");
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

/**
 * Throws for a page loader's non-2xx answer: a 404 when the backend said the thing is not there (a 4xx; a 429
 * says nothing about the page), a 503 when it could not answer.
 */
export function throwUnlessOk(status: number): void {
  if (status >= 200 && status < 300) return;
  throw status >= 400 && status < 500 && status !== 429 ? notFound() : unavailable();
}

/**
 * For page loaders: the parsed answer; a thrown 404 when the backend said the page does not exist, a thrown
 * 503 when it could not answer or answered what does not fit `schema` (logged: a contract bug).
 */
export async function getPageData<T>(path: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>, options: CallOptions = {}): Promise<T> {
  const response = await callApi(path, options);
  throwUnlessOk(response.status);
  const result = schema.safeParse(await readJson(response));
  if (!result.success) {
    log.error({ what: path, issues: result.error.issues.slice(0, 3) }, "backend answer does not fit the contract");
    throw unavailable();
  }
  return result.data;
}

const failSchema = z
  .object({
    message: z
      .object({
        text: z.string().optional(),
        form: z.array(z.string()).optional(),
        fields: z.record(z.string()).optional(),
      })
      .passthrough()
      .default({}),
    retry_in: z.number().optional(),
    conflict: z.object({ version: z.string(), changed_by: z.string().nullable(), changed_at: z.string().nullable() }).optional(),
  })
  .passthrough();

/** A back-office save refused because the record changed meanwhile: its current version, who changed it last and when. */
export type EditConflict = { version: string; changedBy: string | null; changedAt: string | null };

/**
 * A failed call as one value (docs/api.md "Errors"): the backend's Russian messages and `retry_in` when it
 * answered a fail body; `unavailable` when it could not be reached, answered 5xx or something unparsable.
 */
export type ApiFail = {
  status: number;
  unavailable: boolean;
  text: string | null;
  form: string[];
  fields: Record<string, string>;
  retryIn: number | null;
  conflict?: EditConflict;
};

/** A backend that could not answer, or answered outside the contract: no message of its own. */
export function outageFail(status = 503): ApiFail {
  return { status, unavailable: true, text: null, form: [], fields: {}, retryIn: null };
}

/** Reads a non-OK answer into an ApiFail (never throws). */
export async function readFail(response: Response): Promise<ApiFail> {
  const parsed = response.status >= 500 ? null : failSchema.safeParse(await readJson(response));
  if (!parsed?.success) return outageFail(response.status);
  const { message, retry_in, conflict } = parsed.data;
  return {
    status: response.status,
    unavailable: false,
    text: message.text ?? null,
    form: message.form ?? [],
    fields: message.fields ?? {},
    retryIn: retry_in ?? null,
    ...(conflict ? { conflict: { version: conflict.version, changedBy: conflict.changed_by, changedAt: conflict.changed_at } } : {}),
  };
}

/**
 * What a form shows of a refusal: the backend's message per field, and its sentence for the whole form (the
 * first `message.form` entry, else `message.text`; null when it gave none and the caller says its own).
 */
export type Refusal = { fields: Record<string, string>; text: string | null };

export function refusalOf(fail: ApiFail): Refusal {
  return { fields: fail.fields, text: fail.form[0] ?? fail.text };
}

/** A call's answer as one value: the parsed data, or the refusal (an answer outside the contract is an outage). */
export type Outcome<T> = { ok: true; data: T } | { ok: false; fail: ApiFail };

/** Parses an OK answer with `schema`, or reads the failure. */
export async function outcome<T>(response: Response, schema: z.ZodType<T, z.ZodTypeDef, unknown>): Promise<Outcome<T>> {
  if (!response.ok) return { ok: false, fail: await readFail(response) };
  const parsed = schema.safeParse(await readJson(response));
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, fail: outageFail(response.status) };
}
