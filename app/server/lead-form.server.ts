import type { AppLoadContext } from "@remix-run/node";
import { validationError, type Validator } from "remix-validated-form";
import { FORM_RETRY_FIELD, HONEYPOT_FIELD } from "~/forms/lead";
import { MSG_REQUEST_SENT_TITLE } from "~/config/messages/layout";
import { sendLeadRequest, type LeadKind, type LeadReply } from "./api/requests.server";
import { clientIpOf } from "./client-ip.server";
import { redirectWithFlash } from "./flash.server";
import { fieldErrorsFrom } from "./form-errors.server";
import { safeRedirect } from "./safe-redirect.server";
import { readValidatedForm } from "./form-body.server";

/** Fields every lead schema has (app/forms/lead.ts); the rest of a form's data is sent as is. */
type LeadData = { source: string; consent: true; fax: string; [field: string]: unknown };

export type LeadFormOptions = {
  kind: LeadKind;
  validator: Validator<LeadData>;
  /** The form's file field (`files`, `upload_images`) when it has one: the body is then read as multipart. */
  fileField?: string;
  /** Where success goes when the form's `source` is missing or not a safe path: the page itself. */
  fallback: string;
};

/** What a lead action does with a valid form: where to go, with what message, or why it failed. */
export type LeadOutcome = { ok: true; reply: Extract<LeadReply, { ok: true }>; source: string; data: LeadData } | { ok: false; response: Response };

/** The string values of submitted data, to refill the form (files cannot be refilled). */
function textValues(data: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) if (typeof value === "string") out[key] = value;
  return out;
}

/** The wire fields of a valid lead: strings only, consent as the contract's "1", the source as a full address. */
export function leadFields(data: LeadData, source: string, requestUrl: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === "string" && value !== "") fields[key] = value;
  }
  fields.consent = "1";
  fields.source = new URL(source, requestUrl).href;
  fields[HONEYPOT_FIELD] = "";
  return fields;
}

/**
 * The shared body of every lead action: read the post (readValidatedForm: each limit's own message
 * next to its field, or for the whole form), validate with the form's schema, refuse a filled honeypot, send to the
 * backend. Failures come back as a ready response (`validationError` with the typed values), success as the
 * reply for the caller to redirect with.
 */
export async function submitLeadForm(request: Request, context: AppLoadContext, options: LeadFormOptions): Promise<LeadOutcome> {
  const formData = await readValidatedForm(request, options.fileField);
  if (formData instanceof Response) return { ok: false, response: formData };

  const result = await options.validator.validate(formData);
  const refill = textValues(result.submittedData);
  // A filled honeypot fails the schema too; FormError shows the refusal for it.
  if (result.error) return { ok: false, response: validationError(result.error, refill) };

  const source = safeRedirect(result.data.source, options.fallback);
  const files = options.fileField ? formData.getAll(options.fileField).filter((v): v is File => typeof v !== "string") : [];
  const reply = await sendLeadRequest(
    options.kind,
    { fields: leadFields(result.data, source, request.url), files, fileField: options.fileField },
    clientIpOf(context),
  );
  if (!reply.ok) {
    const formFields = [...Object.keys(result.submittedData), ...(options.fileField ? [options.fileField] : [])];
    // A wait is counted down next to the button, not called «Слишком много заявок»: the usual cause is the code
    // just texted to this phone for an earlier request. Otherwise a message for a field the form does not show
    // (captcha, an unknown field) joins the form-level error.
    const fieldErrors = reply.retryIn
      ? { [FORM_RETRY_FIELD]: String(reply.retryIn) }
      : fieldErrorsFrom(reply, { shown: formFields, fallback: reply.text });
    return { ok: false, response: validationError({ fieldErrors, formId: result.formId }, refill) };
  }
  return { ok: true, reply, source, data: result.data };
}

/**
 * Where a request page's success returns: `?source=` when it is a safe same-site path (the idea modal's
 * no-JS link passes it), else the page itself.
 */
export function pageSource(request: Request, self: string): string {
  return safeRedirect(new URL(request.url).searchParams.get("source"), self);
}

/** Success: back to the page the form was sent from, the backend's text in the info modal (a flash). */
export function leadSentRedirect(outcome: Extract<LeadOutcome, { ok: true }>, init?: ResponseInit): Promise<Response> {
  return redirectWithFlash(outcome.source, { infoModal: { title: MSG_REQUEST_SENT_TITLE, text: outcome.reply.text, type: "success" } }, init);
}
