/** JSON answers and the one failure shape of docs/api.md ("Conventions"). */

export type FieldErrors = Record<string, string>;

const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };

/** A 2xx JSON answer. */
export function ok(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { ...JSON_HEADERS, ...(init.headers as Record<string, string> | undefined) },
  });
}

/**
 * A 4xx failure in the contract's shape: `message.text` for people, `message.form` (never empty) and
 * `message.fields` (field → Russian message). `extra` adds top-level fields such as `retry_in`.
 */
export function fail(
  status: number,
  text: string,
  fields: FieldErrors = {},
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  const body = { result: "fail", ...extra, message: { text, form: [text], fields } };
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** Thrown anywhere in a handler to end it with a failure answer; the router turns it into `fail(...)`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
    readonly fields: FieldErrors = {},
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(text);
  }
  toResponse(): Response {
    // docs/api.md: a missing or invalid token is an empty answer ("empty = signed out").
    if (this.status === 401) return new Response("{}", { status: 401, headers: JSON_HEADERS });
    return fail(this.status, this.text, this.fields, this.extra, this.headers);
  }
}
