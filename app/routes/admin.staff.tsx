import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { validationError } from "remix-validated-form";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { PostForm } from "~/components/forms/PostForm";
import { SelectField } from "~/components/forms/SelectField";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { ADMIN_ACTION_FAILED, ADMIN_NAV_STAFF } from "~/config/messages/admin-common";
import {
  ADMIN_EMAIL,
  ADMIN_ROLES,
  ADMIN_STAFF_ADD,
  ADMIN_STAFF_ADDED,
  ADMIN_STAFF_CHANGED,
  ADMIN_STAFF_DISABLE,
  ADMIN_STAFF_DISABLED,
  ADMIN_STAFF_EMAIL_TAKEN,
  ADMIN_STAFF_ENABLE,
  ADMIN_STAFF_NAME,
  ADMIN_STAFF_PASSWORD_RESET,
  ADMIN_STAFF_RESET,
  ADMIN_STAFF_REVOKE,
  ADMIN_STAFF_ROLE,
  ADMIN_STAFF_ROLE_SAVE,
  ADMIN_STAFF_SELF,
} from "~/config/messages/admin-staff";
import { adminStaffAddValidator, adminStaffChangeValidator } from "~/forms/admin-staff";
import { addStaff, changeStaff, listStaff, resetStaffPassword, revokeStaffSessions } from "~/server/admin/staff-api.server";
import type { ApiFail } from "~/server/api/client.server";
import { requireStaff } from "~/server/admin/staff-session.server";
import { redirectWithFlash } from "~/server/flash.server";
import { readValidatedForm } from "~/server/form-body.server";
import { badRequest } from "~/server/responses.server";
import { refuseWrite } from "~/server/form-errors.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const call = await requireStaff(request, context, "admin");
  const { staff } = await listStaff(call);
  return { staff, me: call.staff.id };
}

/** A refused change of a staff member's row: the backend's reason in a toast. */
const staffChangeFailed = (fail: ApiFail) => redirectWithFlash("/admin/staff", { toast: { kind: "error", title: fail.text ?? ADMIN_ACTION_FAILED } });

export async function action({ request, context }: ActionFunctionArgs) {
  const call = await requireStaff(request, context, "admin");
  const form = await readValidatedForm(request);
  if (form instanceof Response) return form;
  if (form.get("intent") === "add") {
    const result = await adminStaffAddValidator.validate(form);
    if (result.error) return validationError(result.error, result.submittedData);
    const done = await addStaff(call, result.data);
    if (!done.ok) return refuseWrite(result, done.fail, null, { texts: { email: ADMIN_STAFF_EMAIL_TAKEN } });
    const { password } = done.data;
    // The one-time password is shown once, in the toast of the next page, and kept nowhere else.
    return redirectWithFlash("/admin/staff", { toast: { kind: "success", title: ADMIN_STAFF_ADDED(result.data.email, password) } });
  }
  const result = await adminStaffChangeValidator.validate(form);
  if (result.error) throw badRequest();
  const change = result.data;
  if (change.intent === "reset") {
    const done = await resetStaffPassword(call, change.id);
    if (!done.ok) return staffChangeFailed(done.fail);
    const title = ADMIN_STAFF_PASSWORD_RESET(String(form.get("email") ?? ""), done.data.password);
    return redirectWithFlash("/admin/staff", { toast: { kind: "success", title } });
  }
  const done =
    change.intent === "revoke"
      ? await revokeStaffSessions(call, change.id)
      : await changeStaff(
          call,
          change.intent === "role" ? { id: change.id, role: change.role } : { id: change.id, disabled: change.intent === "disable" ? "1" : "0" },
        );
  if (!done.ok) return staffChangeFailed(done.fail);
  return redirectWithFlash("/admin/staff", { toast: { kind: "success", title: ADMIN_STAFF_CHANGED } });
}

const ROLE_OPTIONS = Object.entries(ADMIN_ROLES).map(([value, label]) => ({ value, label }));

export default function AdminStaffPage() {
  const { staff, me } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{ADMIN_NAV_STAFF}</h1>
      <ul className="admin__rows">
        {staff.map((s) => (
          <li key={s.id} className="admin__card admin__staff">
            <p>
              <strong>{s.name}</strong> · {s.email} · {ADMIN_ROLES[s.role]}
              {s.disabled ? ` · ${ADMIN_STAFF_DISABLED}` : ""}
              {s.id === me ? ` · ${ADMIN_STAFF_SELF}` : ""}
            </p>
            {s.id === me ? null : (
              <div className="admin__actions">
                <Form method="post" className="admin__inline">
                  <input type="hidden" name="id" value={s.id} />
                  <select name="role" defaultValue={s.role} aria-label={ADMIN_STAFF_ROLE}>
                    {ROLE_OPTIONS.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                  <button type="submit" name="intent" value="role" className="admin__button admin__button--quiet">
                    {ADMIN_STAFF_ROLE_SAVE}
                  </button>
                </Form>
                <Form method="post" className="admin__inline">
                  <input type="hidden" name="id" value={s.id} />
                  <input type="hidden" name="email" value={s.email} />
                  <button type="submit" name="intent" value={s.disabled ? "enable" : "disable"} className="admin__button admin__button--quiet">
                    {s.disabled ? ADMIN_STAFF_ENABLE : ADMIN_STAFF_DISABLE}
                  </button>
                  <button type="submit" name="intent" value="revoke" className="admin__button admin__button--quiet">
                    {ADMIN_STAFF_REVOKE}
                  </button>
                  <button type="submit" name="intent" value="reset" className="admin__button admin__button--quiet">
                    {ADMIN_STAFF_RESET}
                  </button>
                </Form>
              </div>
            )}
          </li>
        ))}
      </ul>
      <section className="admin__card admin__card--narrow" aria-labelledby="staff-add">
        <h2 id="staff-add">{ADMIN_STAFF_ADD}</h2>
        <PostForm id="staff-add-form" validator={adminStaffAddValidator} action="/admin/staff" defaultValues={{ role: "manager" }}>
          <input type="hidden" name="intent" value="add" />
          <Field name="email" label={ADMIN_EMAIL} type="email" required />
          <Field name="name" label={ADMIN_STAFF_NAME} required />
          <SelectField name="role" label={ADMIN_STAFF_ROLE} options={ROLE_OPTIONS} placeholder={ADMIN_STAFF_ROLE} />
          <FormError />
          <SubmitButton>{ADMIN_STAFF_ADD}</SubmitButton>
        </PostForm>
      </section>
    </>
  );
}
