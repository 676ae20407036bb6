import { validationError } from "remix-validated-form";
import { FORM_BODY_MAX_BYTES, FORM_MAX_FIELDS, UPLOAD_FORM_BODY_MAX_BYTES } from "~/config/constants";
import { MSG_FORM_TOO_MANY_FIELDS, MSG_FORM_UNREADABLE } from "~/config/messages/forms";
import { FORM_ERROR_FIELD } from "~/forms/lead";
import { boundedRequest, readBoundedText } from "./bounded-body.server";
import { FormRefused, isForbiddenFieldName } from "./form-refused.server";
import { log } from "./log.server";
import { parseMultipartForm } from "./uploads.server";

/*
 * Exports (stable):
 *   parseForm(request, fileField?): Promise<FormData>   throws FormRefused (status, Russian message, field, typed values)
 *   readValidatedForm(request, fileField?): Promise<FormData | Response>   a refusal as the form's error answer
 *   refusalAnswer(error: FormRefused): Response          that error answer, for a reader of another kind of upload
 *   readForm(request): Promise<FormData>                 throws a 4xx response with the Russian message
 */

/** The hidden field remix-validated-form posts with the form's id, so an error answer reaches that form. */
const RVF_FORM_ID = "__rvfInternalFormId";

/** The media type of the body, lower-cased, without parameters. */
function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

/**
 * The one way an action reads its body. Our forms post urlencoded or, with files, multipart: anything else
 * (JSON, plain text, no type) is not a form of ours and is refused with 415; a body that does not parse, or
 * names a field after an object's prototype, with 400; multipart goes through the streaming reader and its
 * limits (`fileField` is the form's file field; without one a file is refused); a body past its byte limit,
 * counted as it arrives, with 413 and the rest left unread. Bad input is the sender's
 * fault, never a server error: it is refused before anything is stored and logged at info level.
 */
export async function parseForm(request: Request, fileField?: string): Promise<FormData> {
  try {
    return await parseBody(request, fileField);
  } catch (error) {
    if (!(error instanceof FormRefused)) throw error;
    log.info({ url: request.url, status: error.status, field: error.field, reason: error.message }, "form refused");
    throw error;
  }
}

async function parseBody(request: Request, fileField: string | undefined): Promise<FormData> {
  const type = mediaType(request);
  if (type === "multipart/form-data") return parseMultipartForm(boundedRequest(request, UPLOAD_FORM_BODY_MAX_BYTES), fileField);
  if (type !== "application/x-www-form-urlencoded") throw new FormRefused(415, MSG_FORM_UNREADABLE, null);
  return parseUrlencoded(await readBoundedText(request, FORM_BODY_MAX_BYTES));
}

/**
 * An urlencoded body as a form. Nothing of a refused one is given back: no form of ours has a forbidden name
 * or a thousand fields, so such a body is not a shopper's.
 */
function parseUrlencoded(text: string): FormData {
  const form = new FormData();
  let count = 0;
  for (const [name, value] of new URLSearchParams(text)) {
    if (++count > FORM_MAX_FIELDS) throw new FormRefused(413, MSG_FORM_TOO_MANY_FIELDS, null);
    if (isForbiddenFieldName(name)) throw new FormRefused(400, MSG_FORM_UNREADABLE, null);
    form.append(name, value);
  }
  return form;
}

/**
 * `parseForm` for a form with per-field errors (the lead forms, checkout, the code step): a refusal comes
 * back as that form's error answer with its 4xx status, the message next to its field or for the whole
 * form, and the typed values to refill it.
 */
export async function readValidatedForm(request: Request, fileField?: string): Promise<FormData | Response> {
  try {
    return await parseForm(request, fileField);
  } catch (error) {
    if (!(error instanceof FormRefused)) throw error;
    return refusalAnswer(error);
  }
}

/** A refused form's error answer: its 4xx status, the message next to its field (or the form's), the typed values. */
export function refusalAnswer(error: FormRefused): Response {
  const fieldErrors = { [error.field ?? FORM_ERROR_FIELD]: error.message };
  return validationError({ fieldErrors, formId: error.fields[RVF_FORM_ID] }, error.fields, { status: error.status });
}

/**
 * `parseForm` for actions without a form that shows per-field errors (cart, favourites, sign-in, account):
 * a refusal ends the request with its 4xx status and the Russian message (the error page without
 * JavaScript, the answer's `message` for a fetcher).
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await parseForm(request);
  } catch (error) {
    if (error instanceof FormRefused) throw Response.json({ message: error.message }, { status: error.status });
    throw error;
  }
}
