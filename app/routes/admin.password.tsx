import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { validationError } from "remix-validated-form";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { MSG_PASSWORD_RULE } from "~/config/messages/account";
import { ADMIN_ACTION_FAILED } from "~/config/messages/admin-common";
import {
  ADMIN_PASSWORD_CHANGE,
  ADMIN_PASSWORD_CHANGED,
  ADMIN_PASSWORD_CURRENT,
  ADMIN_PASSWORD_FORCED,
  ADMIN_PASSWORD_NEW,
  ADMIN_PASSWORD_REPEAT,
  ADMIN_PASSWORD_SAVE,
} from "~/config/messages/admin-staff";
import { adminPasswordValidator } from "~/forms/admin-password";
import { changeOwnPassword } from "~/server/admin/staff-api.server";
import { requireStaff } from "~/server/admin/staff-session.server";
import { redirectWithFlash } from "~/server/flash.server";
import { readValidatedForm } from "~/server/form-body.server";
import { fieldErrorsFrom, refuseForm } from "~/server/form-errors.server";

const NO_PASSWORDS = { current: "", password: "", repeat: "" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { staff } = await requireStaff(request, context);
  return { forced: staff.password_change_required };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const call = await requireStaff(request, context);
  const form = await readValidatedForm(request);
  if (form instanceof Response) return form;
  const result = await adminPasswordValidator.validate(form);
  // Passwords are never sent back into the page.
  if (result.error) return validationError(result.error, NO_PASSWORDS);
  const done = await changeOwnPassword(call, { current: result.data.current, password: result.data.password });
  if (!done.ok) {
    const fieldErrors = fieldErrorsFrom(done.fail, { shown: ["current", "password"], fallback: ADMIN_ACTION_FAILED });
    return refuseForm(result, fieldErrors, { values: NO_PASSWORDS, status: done.fail.unavailable ? 503 : 422 });
  }
  return redirectWithFlash("/admin/orders", { toast: { kind: "success", title: ADMIN_PASSWORD_CHANGED } });
}

/** Any staff member's own password; the only page open while theirs is a one-time one. */
export default function AdminPasswordPage() {
  const { forced } = useLoaderData<typeof loader>();
  return (
    <section className="admin__card admin__card--narrow" aria-labelledby="password-change">
      <h1 id="password-change">{ADMIN_PASSWORD_CHANGE}</h1>
      {forced ? <p className="admin__notice">{ADMIN_PASSWORD_FORCED}</p> : null}
      <PostForm id="admin-password" validator={adminPasswordValidator} action="/admin/password">
        <Field name="current" label={ADMIN_PASSWORD_CURRENT} type="password" required inputProps={{ autoComplete: "current-password" }} />
        <Field
          name="password"
          label={ADMIN_PASSWORD_NEW}
          type="password"
          required
          hint={MSG_PASSWORD_RULE}
          inputProps={{ autoComplete: "new-password" }}
        />
        <Field name="repeat" label={ADMIN_PASSWORD_REPEAT} type="password" required inputProps={{ autoComplete: "new-password" }} />
        <FormError />
        <SubmitButton>{ADMIN_PASSWORD_SAVE}</SubmitButton>
      </PostForm>
    </section>
  );
}
