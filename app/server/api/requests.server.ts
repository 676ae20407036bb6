import { z } from "zod";
import { MSG_REQUEST_FAILED, MSG_REQUEST_NETWORK, MSG_REQUEST_RATE_LIMIT } from "~/config/messages/forms";
import { callApi, readFail, readJson, refusalOf } from "./client.server";

/**
 * Lead requests (docs/api.md "Requests"): the six forms and the custom-size confirmation. Every outcome is
 * a value, never a throw: the action turns it into a redirect or into errors next to the fields.
 */

/** The lead kinds of `POST /api/request/{kind}`. */
export type LeadKind = "project" | "idea" | "good_custom_size" | "partner" | "feedback" | "presentation";

/** A lead ready to send: its text fields and, for the idea and custom-size forms, files under `fileField`. */
export type LeadPayload = { fields: Record<string, string>; files: File[]; fileField?: string };

export type LeadReply =
  /** `confirmId`: the custom-size request waits for `POST /api/request/confirm` with this id and the SMS code. */
  | { ok: true; text: string; confirmId: string | null }
  /**
   * `fields`: the backend's map of field to Russian message; `text`: a sentence for the whole form; `retryIn`:
   * seconds until the same lead may be sent again (a 429: the code timer of the phone or the address limit).
   */
  | { ok: false; fields: Record<string, string>; text: string; retryIn?: number };

const okSchema = z
  .object({
    result: z.literal("ok"),
    message: z.object({ text: z.string() }).passthrough(),
    form_id: z.union([z.string(), z.number()]).optional(),
    confirm: z.boolean().optional(),
  })
  .passthrough();

function failure(text: string, fields: Record<string, string> = {}): LeadReply {
  return { ok: false, fields, text };
}

/** The wire body: multipart when files ride along, urlencoded otherwise (the backend reads both as form data). */
function leadBody({ fields, files, fileField }: LeadPayload): { form: Record<string, string> } | { body: FormData } {
  if (files.length === 0 || !fileField) return { form: fields };
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append(fileField, file, file.name);
  return { body };
}

/** Sends a lead to `POST /api/request/{kind}` on behalf of the visitor at `clientIp` (per-IP limits). */
export function sendLeadRequest(kind: LeadKind, payload: LeadPayload, clientIp: string): Promise<LeadReply> {
  return leadCall(`/request/${kind}`, leadBody(payload), clientIp);
}

/** Confirms a pending custom-size request with the SMS code: `POST /api/request/confirm { id, code }`. */
export function confirmLeadRequest(id: string, code: string, clientIp: string): Promise<LeadReply> {
  return leadCall("/request/confirm", { form: { id, code } }, clientIp);
}

async function leadCall(path: string, body: { form: Record<string, string> } | { body: FormData }, clientIp: string): Promise<LeadReply> {
  const response = await callApi(path, { method: "POST", ...body, clientIp });
  if (response.status === 429) {
    const { retryIn } = await readFail(response);
    return retryIn ? { ok: false, fields: {}, text: MSG_REQUEST_RATE_LIMIT, retryIn } : failure(MSG_REQUEST_RATE_LIMIT);
  }
  // callApi answers 503 when the backend cannot be reached; any 5xx means it is broken (docs/api.md): to the
  // visitor both are "no connection", and the form keeps what they typed.
  if (response.status >= 500) return failure(MSG_REQUEST_NETWORK);
  if (response.ok) {
    const ok = okSchema.safeParse(await readJson(response));
    if (!ok.success) return failure(MSG_REQUEST_NETWORK);
    const confirmId = ok.data.confirm && ok.data.form_id !== undefined ? String(ok.data.form_id) : null;
    return { ok: true, text: ok.data.message.text, confirmId };
  }
  const { text, fields } = refusalOf(await readFail(response));
  return failure(text ?? MSG_REQUEST_FAILED, fields);
}

const ideaListSchema = z.object({ items: z.array(z.object({ handle: z.string() }).passthrough()) }).passthrough();
const ideaDetailSchema = z.object({ id: z.number(), title: z.string() }).passthrough();

/** Most ideas the selector offers. */
const IDEA_OPTIONS_LIMIT = 60;

/**
 * The idea selector's options (id, title): the list gives handles, each detail the id and title; an idea whose
 * detail fails is skipped, a failed list gives no options.
 */
export async function listIdeaOptions(): Promise<{ id: number; title: string }[]> {
  const list = ideaListSchema.safeParse(await readJson(await callApi("/idea", { query: { limit: String(IDEA_OPTIONS_LIMIT) } })));
  if (!list.success) return [];
  const details = await Promise.all(
    list.data.items.map(async ({ handle }) => {
      const response = await callApi("/idea/detail", { query: { handle } });
      const detail = response.ok ? ideaDetailSchema.safeParse(await readJson(response)) : null;
      return detail?.success ? { id: detail.data.id, title: detail.data.title } : null;
    }),
  );
  return details.filter((idea): idea is { id: number; title: string } => idea !== null);
}
