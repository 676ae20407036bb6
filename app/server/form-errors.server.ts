import { validationError } from "remix-validated-form";
import { ADMIN_ACTION_FAILED, ADMIN_EDIT_CONFLICT } from "~/config/messages/admin-common";
import { FORM_CONFLICT_FIELD, FORM_ERROR_FIELD } from "~/forms/lead";
import { formatMoment } from "~/lib/dates";
import { refusalOf, type ApiFail, type EditConflict, type Refusal } from "./api/client.server";

export type FieldErrorsOptions = {
  /** The fields the form shows (a message for any other field joins the form-level error). */
  shown: readonly string[];
  /** The sentence for the whole form when the backend gave none. */
  fallback: string;
  /** The backend's names of fields the form calls differently (`delivery_id` → `delivery`). */
  rename?: Readonly<Record<string, string>>;
  /** The form's own message for a field the backend refused, in place of the backend's (a taken address). */
  texts?: Readonly<Record<string, string>>;
  /**
   * `always`: the form-level error is set even when every message found its field (the checkout shows it in
   * its error modal: the sentence, else the first message of a field it does not show). `when-needed` (the
   * default): only when a message has no field to go to, or no field got one; then the sentence and every such
   * message are joined, so no message is lost.
   */
  formError?: "always" | "when-needed";
  /** Where the form-level error goes: `_form`, or the one field of a one-field form (the code step). */
  formErrorField?: string;
};

/** The one mapper from a backend refusal to the field errors of the form that was sent. */
export function fieldErrorsFrom(refusal: Refusal, options: FieldErrorsOptions): Record<string, string> {
  const errors: Record<string, string> = {};
  const loose: string[] = [];
  for (const [name, message] of Object.entries(refusal.fields)) {
    const field = options.rename?.[name] ?? name;
    if (options.shown.includes(field)) errors[field] = options.texts?.[field] ?? message;
    else loose.push(message);
  }
  const target = options.formErrorField ?? FORM_ERROR_FIELD;
  if (options.formError === "always") {
    errors[target] = refusal.text ?? loose[0] ?? options.fallback;
  } else if (loose.length > 0 || Object.keys(errors).length === 0) {
    errors[target] ??= [refusal.text ?? options.fallback, ...loose].join(". ");
  }
  return errors;
}

/** What a validator said about a sent form: its id (rvf's hidden field) and the values as typed. */
export type SentForm = { formId?: string; submittedData: Record<string, unknown> };

/**
 * The server's refusal of a form that passed its schema: the messages next to their fields and the typed values
 * given back (or `values` instead, e.g. without the password). Addressed to the form by its id: a hydrated page
 * remounts the form after the answer and refills it only from a refusal carrying that id.
 */
export function refuseForm(sent: SentForm, fieldErrors: Record<string, string>, init?: ResponseInit & { values?: Record<string, unknown> }) {
  const { values, ...responseInit } = init ?? {};
  return validationError({ fieldErrors, formId: sent.formId }, values ?? sent.submittedData, responseInit);
}

/**
 * A back-office save refused because the record changed since the form was opened: the message next to
 * «Сохранить» (who and when), a link to the record as it is now (`href`), and everything typed given back with
 * the current version in place of the old one, so saving again overwrites knowingly.
 */
export function refuseStaleEdit(sent: SentForm, conflict: EditConflict, href: string) {
  const at = conflict.changedAt ? formatMoment(conflict.changedAt) : null;
  const fieldErrors = { [FORM_ERROR_FIELD]: ADMIN_EDIT_CONFLICT(conflict.changedBy, at), [FORM_CONFLICT_FIELD]: href };
  return refuseForm(sent, fieldErrors, { status: 409, values: { ...sent.submittedData, version: conflict.version } });
}

/** How a back-office form shows a refused write: the field mapping of `fieldErrorsFrom` and the answer's status. */
export type WriteRefusalOptions = Omit<FieldErrorsOptions, "shown" | "fallback"> & {
  /** The fields the form shows; by default every field its schema read. */
  shown?: readonly string[];
  /** The answer's status; by default the one a refused form gets. */
  status?: number;
};

/**
 * A back-office write the backend refused. A stale edit of a record whose page is `href` (null: a new record, or
 * a write with no version) goes to `refuseStaleEdit`; anything else puts the backend's messages next to the
 * fields, with «Не удалось сохранить…» when it gave none.
 */
export function refuseWrite(sent: SentForm & { data: object }, fail: ApiFail, href: string | null, options: WriteRefusalOptions = {}) {
  if (fail.conflict && href !== null) return refuseStaleEdit(sent, fail.conflict, href);
  const { shown = Object.keys(sent.data), status, ...mapping } = options;
  const fieldErrors = fieldErrorsFrom(refusalOf(fail), { ...mapping, shown, fallback: ADMIN_ACTION_FAILED });
  return refuseForm(sent, fieldErrors, status === undefined ? undefined : { status });
}
