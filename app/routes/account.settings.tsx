import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { validationError, type Validator } from "remix-validated-form";
import { ChangeCodeForm, ChangeForms, type ChangeKind } from "~/components/account/ChangeForms";
import { FORM_ERROR_FIELD } from "~/components/forms";
import { MSG_CHANGE_FAILED } from "~/config/messages";
import { changeCodeValidator, emailChangeValidator, passwordChangeValidator, phoneChangeValidator } from "~/forms/account";
import { confirmChange, requestChange, type AccountChange } from "~/server/api/account.server";
import { clientIpOf } from "~/server/client-ip.server";
import { redirectWithFlash } from "~/server/flash.server";
import { requireUser } from "~/server/session.server";
import { readForm } from "~/server/form-body.server";

const PATH = "/account/settings";
/** The hidden field remix-validated-form adds to a form with an id, so an error lands on that form only. */
const RVF_FORM_ID = "__rvfInternalFormId";

export async function loader({ request }: LoaderFunctionArgs) {
  const { phone } = await requireUser(request);
  return { phone };
}

const requests: Record<ChangeKind, Validator<{ [field: string]: unknown }>> = {
  email: emailChangeValidator,
  phone: phoneChangeValidator,
  password: passwordChangeValidator,
};

const isKind = (value: unknown): value is ChangeKind => value === "email" || value === "phone" || value === "password";

/** A backend refusal as field errors (or one form error) on the form that was sent, keeping the typed values. */
function refused(fail: { fields: Record<string, string>; text: string | null; form: string[] }, submitted: Record<string, unknown>, form: FormData) {
  const fieldErrors = Object.keys(fail.fields).length > 0 ? fail.fields : { [FORM_ERROR_FIELD]: fail.form[0] ?? fail.text ?? MSG_CHANGE_FAILED };
  const formId = form.get(RVF_FORM_ID);
  return validationError({ fieldErrors, formId: typeof formId === "string" ? formId : undefined }, submitted);
}

/** Step 1 of a change: the request; the answer's form id opens the code step on this page. */
async function askChange(token: string, kind: ChangeKind, form: FormData, clientIp: string) {
  const result = await requests[kind].validate(form);
  if (result.error) return validationError(result.error, result.submittedData);
  const asked = await requestChange(token, { kind, ...result.data } as AccountChange, clientIp);
  if (!asked.ok) return refused(asked.fail, result.submittedData, form);
  return data({ pending: { kind, formId: asked.data.form_id } });
}

/** Step 2: the code, applied with the token; success goes back to the profile with the server's message. */
async function applyChange(token: string, form: FormData, clientIp: string) {
  const result = await changeCodeValidator.validate(form);
  const formId = String(form.get("form_id") ?? "");
  if (result.error) return validationError(result.error, result.submittedData);
  const confirmed = await confirmChange(token, formId, result.data.code, clientIp);
  if (!confirmed.ok) return refused(confirmed.fail, result.submittedData, form);
  const title = confirmed.data.message.text ?? confirmed.data.message.title ?? "";
  return redirectWithFlash(PATH, { toast: { kind: "success", title } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "confirm") return applyChange(token, form, clientIpOf(context));
  if (isKind(intent)) return askChange(token, intent, form, clientIpOf(context));
  return data(null, { status: 400 });
}

type Pending = { pending?: { kind: ChangeKind; formId: string }; repopulateFields?: Record<string, unknown> };

export default function AccountSettingsPage() {
  const { phone } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Pending | undefined;
  // The code step stays open after a wrong code too (the form id comes back with the typed values).
  const refill = answer?.repopulateFields;
  const pending = answer?.pending ?? (refill && isKind(refill.kind) && typeof refill.form_id === "string" ? { kind: refill.kind, formId: refill.form_id } : null);
  return pending ? <ChangeCodeForm kind={pending.kind} formId={pending.formId} /> : <ChangeForms phone={phone} />;
}
