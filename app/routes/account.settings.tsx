import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { validationError, type Validator } from "remix-validated-form";
import { ChangeCodeForm, ChangeForms, type ChangeKind } from "~/components/account/ChangeForms";
import { MSG_CHANGE_FAILED } from "~/config/messages/account";
import { changeCodeValidator, emailChangeValidator, passwordChangeValidator, phoneChangeValidator } from "~/forms/account";
import { confirmChange, requestChange, type AccountChange } from "~/server/api/account.server";
import { refusalOf, type ApiFail } from "~/server/api/client.server";
import { clientIpOf } from "~/server/client-ip.server";
import { fieldErrorsFrom, refuseForm } from "~/server/form-errors.server";
import { redirectWithFlash } from "~/server/flash.server";
import { badRequest } from "~/server/responses.server";
import { requireUser } from "~/server/session.server";
import { readForm } from "~/server/form-body.server";

const PATH = "/account/settings";

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

/**
 * A backend refusal as field errors (or one form error) on the form that was sent (`formId`, so the other
 * forms of the page stay clean), keeping the typed values.
 */
function refused(fail: ApiFail, result: { submittedData: Record<string, unknown>; formId?: string }) {
  const fieldErrors = fieldErrorsFrom(refusalOf(fail), { shown: Object.keys(result.submittedData), fallback: MSG_CHANGE_FAILED });
  return refuseForm(result, fieldErrors);
}

/** Step 1 of a change: the request; the answer's form id opens the code step on this page. */
async function askChange(token: string, kind: ChangeKind, form: FormData, clientIp: string) {
  const result = await requests[kind].validate(form);
  if (result.error) return validationError(result.error, result.submittedData);
  const asked = await requestChange(token, { kind, ...result.data } as AccountChange, clientIp);
  if (!asked.ok) return refused(asked.fail, result);
  return data({ pending: { kind, formId: asked.data.form_id } });
}

/** Step 2: the code, applied with the token; success goes back to the profile with the server's message. */
async function applyChange(token: string, form: FormData, clientIp: string) {
  const result = await changeCodeValidator.validate(form);
  const formId = String(form.get("form_id") ?? "");
  if (result.error) return validationError(result.error, result.submittedData);
  const confirmed = await confirmChange(token, formId, result.data.code, clientIp);
  if (!confirmed.ok) return refused(confirmed.fail, result);
  const title = confirmed.data.message.text ?? confirmed.data.message.title ?? "";
  return redirectWithFlash(PATH, { toast: { kind: "success", title } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "confirm") return applyChange(token, form, clientIpOf(context));
  if (isKind(intent)) return askChange(token, intent, form, clientIpOf(context));
  throw badRequest();
}

type Pending = { pending?: { kind: ChangeKind; formId: string }; repopulateFields?: Record<string, unknown> };

export default function AccountSettingsPage() {
  const { phone } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Pending | undefined;
  // The code step stays open after a wrong code too (the form id comes back with the typed values).
  const refill = answer?.repopulateFields;
  const pending =
    answer?.pending ?? (refill && isKind(refill.kind) && typeof refill.form_id === "string" ? { kind: refill.kind, formId: refill.form_id } : null);
  return pending ? <ChangeCodeForm kind={pending.kind} formId={pending.formId} /> : <ChangeForms phone={phone} />;
}
