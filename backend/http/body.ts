import { z } from "zod";
import { HttpError, type FieldErrors } from "./respond";

/** Largest JSON or urlencoded body we read, bytes. */
export const MAX_SMALL_BODY_BYTES = 64 * 1024;

export const MSG_BAD_BODY = "Некорректный запрос";
export const MSG_TOO_LARGE = "Слишком большой запрос";
export const MSG_CHECK_FIELDS = "Проверьте правильность заполнения полей";

/** Reads at most `limit` bytes of the body; more → 413, without reading the rest. */
async function readText(request: Request, limit = MAX_SMALL_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new HttpError(413, MSG_TOO_LARGE);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new HttpError(413, MSG_TOO_LARGE);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A multipart upload read whole within `limitBytes` (a declared length over it is refused before reading, a
 * streamed one as soon as it passes): for uploads with their own size and type rules, unlike the shoppers' forms.
 */
export async function readUploadForm(request: Request, limitBytes: number, tooLarge: () => HttpError): Promise<FormData> {
  if (Number(request.headers.get("content-length") ?? 0) > limitBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body)
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > limitBytes) throw tooLarge();
      chunks.push(chunk);
    }
  const whole = new Request(request.url, { method: "POST", headers: request.headers, body: Buffer.concat(chunks) });
  return whole.formData().catch(() => {
    throw new HttpError(400, MSG_BAD_BODY);
  });
}

/**
 * The body as a plain object, from JSON or urlencoded form data (repeated keys become arrays), within `limit`
 * bytes (more → 413 before anything is parsed).
 * Multipart bodies are read by `multipart.ts`, which streams files with limits.
 */
export async function readBody(request: Request, limit = MAX_SMALL_BODY_BYTES): Promise<Record<string, unknown>> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const text = await readText(request, limit);
  if (type.includes("application/x-www-form-urlencoded")) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of new URLSearchParams(text)) {
      const name = key.endsWith("[]") ? key.slice(0, -2) : key;
      const prev = out[name];
      out[name] = prev === undefined ? (key.endsWith("[]") ? [value] : value) : ([] as unknown[]).concat(prev, value);
    }
    return out;
  }
  if (text.trim() === "") return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error("not an object");
    return parsed as Record<string, unknown>;
  } catch {
    throw new HttpError(400, MSG_BAD_BODY);
  }
}

/** zod issues → the contract's map of field name to the first Russian message. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Parses `input` with `schema`, or ends the request with 422 and per-field messages. With `invalid`, every refusal
 * but a check's own message reads `invalid` (for the services' schemas, which carry no texts).
 */
export function validate<T extends z.ZodTypeAny>(schema: T, input: unknown, text = MSG_CHECK_FIELDS, invalid?: string): z.infer<T> {
  const result = schema.safeParse(input, invalid === undefined ? undefined : { errorMap: () => ({ message: invalid }) });
  if (!result.success) throw new HttpError(422, text, fieldErrors(result.error));
  return result.data;
}
