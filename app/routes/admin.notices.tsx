import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { validationError } from "remix-validated-form";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { HiddenField } from "~/components/forms/HiddenField";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextArea } from "~/components/forms/TextArea";
import {
  ADMIN_NOTICE_MAIL,
  ADMIN_NOTICE_SMS,
  ADMIN_NOTICE_STAGES,
  ADMIN_NOTICE_SUBJECT,
  ADMIN_NOTICES_HINT,
  ADMIN_NOTICES_TITLE,
  ADMIN_SAVE,
  ADMIN_SAVED,
} from "~/config/messages/admin-common";
import { adminNoticesValidator } from "~/forms/admin-notices";
import { NOTICE_STAGES } from "~/lib/notice-stages";
import { getNotices, saveNotices } from "~/server/admin/settings-api.server";
import { requireStaff } from "~/server/admin/staff-session.server";
import { redirectWithFlash } from "~/server/flash.server";
import { refuseWrite } from "~/server/form-errors.server";
import { readValidatedForm } from "~/server/form-body.server";

const PATH = "/admin/notices";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const call = await requireStaff(request, context);
  return getNotices(call);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const call = await requireStaff(request, context);
  const form = await readValidatedForm(request);
  if (form instanceof Response) return form;
  const result = await adminNoticesValidator.validate(form);
  if (result.error) return validationError(result.error, result.submittedData);
  const done = await saveNotices(call, result.data);
  if (!done.ok) return refuseWrite(result, done.fail, PATH);
  return redirectWithFlash(PATH, { toast: { kind: "success", title: ADMIN_SAVED } });
}

/** What the shopper is sent when an order is confirmed, handed to delivery, completed or cancelled. */
export default function AdminNoticesPage() {
  const { texts, version } = useLoaderData<typeof loader>();
  const defaults = Object.fromEntries(
    NOTICE_STAGES.flatMap((stage) => Object.entries(texts[stage] ?? {}).map(([part, value]) => [`${stage}_${part}`, value])),
  );
  return (
    <>
      <h1>{ADMIN_NOTICES_TITLE}</h1>
      <p>{ADMIN_NOTICES_HINT}</p>
      <PostForm id="notices-form" validator={adminNoticesValidator} action={PATH} defaultValues={{ ...defaults, version }}>
        <HiddenField name="version" />
        {NOTICE_STAGES.map((stage) => (
          <fieldset key={stage} className="admin__card admin__card--narrow">
            <legend>{ADMIN_NOTICE_STAGES[stage]}</legend>
            <Field name={`${stage}_subject`} label={ADMIN_NOTICE_SUBJECT} />
            <TextArea name={`${stage}_mail`} label={ADMIN_NOTICE_MAIL} rows={5} />
            <TextArea name={`${stage}_sms`} label={ADMIN_NOTICE_SMS} rows={2} />
          </fieldset>
        ))}
        <FormError />
        <SubmitButton pressableWhenIncomplete>{ADMIN_SAVE}</SubmitButton>
      </PostForm>
    </>
  );
}
