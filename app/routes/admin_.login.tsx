import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { validationError } from "remix-validated-form";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { MSG_SIGN_IN_UNAVAILABLE } from "~/config/messages/account";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  ADMIN_SIGN_IN,
  ADMIN_SIGN_IN_BUTTON,
  ADMIN_SIGN_IN_FAILED,
  ADMIN_TITLE,
  ADMIN_TOO_MANY,
} from "~/config/messages/admin-staff";
import { adminSignInValidator } from "~/forms/admin-sign-in";
import { FORM_ERROR_FIELD } from "~/forms/lead";
import { staffSignIn } from "~/server/admin/staff-api.server";
import { getStaffToken, staffSessionHeader } from "~/server/admin/staff-cookie.server";
import { clientIpOf } from "~/server/client-ip.server";
import { readValidatedForm } from "~/server/form-body.server";
import adminStyles from "~/styles/admin.css";
import { refuseForm } from "~/server/form-errors.server";

export function loader({ request }: LoaderFunctionArgs) {
  // A live session goes on to the orders; the layout checks it and sends a dead one back here.
  if (getStaffToken(request)) throw redirect("/admin/orders");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readValidatedForm(request);
  if (form instanceof Response) return form;
  const result = await adminSignInValidator.validate(form);
  if (result.error) return validationError(result.error, { ...result.submittedData, password: "" });
  const signedIn = await staffSignIn(result.data, clientIpOf(context));
  if (signedIn.ok) return redirect("/admin/orders", { headers: { "Set-Cookie": staffSessionHeader(signedIn.token) } });
  // The password is never sent back into the page; the e-mail stays as typed.
  const { fail } = signedIn;
  const fieldErrors: Record<string, string> =
    fail.status === 429
      ? { [FORM_ERROR_FIELD]: ADMIN_TOO_MANY }
      : fail.unavailable
        ? { [FORM_ERROR_FIELD]: MSG_SIGN_IN_UNAVAILABLE }
        : { password: ADMIN_SIGN_IN_FAILED };
  return refuseForm(result, fieldErrors, {
    values: { email: result.data.email, password: "" },
    status: fail.unavailable ? 503 : fail.status === 429 ? 429 : 422,
  });
}

export const links = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: MetaFunction = () => [{ title: `${ADMIN_SIGN_IN} — ${ADMIN_TITLE}` }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminSignInPage() {
  return (
    <main className="admin admin--center">
      <div className="admin__card admin__card--narrow">
        <h1>{ADMIN_SIGN_IN}</h1>
        <PostForm id="admin-sign-in" validator={adminSignInValidator} action="/admin/login">
          <Field name="email" label={ADMIN_EMAIL} type="email" required inputProps={{ autoComplete: "username" }} />
          <Field name="password" label={ADMIN_PASSWORD} type="password" required inputProps={{ autoComplete: "current-password" }} />
          <FormError />
          <SubmitButton>{ADMIN_SIGN_IN_BUTTON}</SubmitButton>
        </PostForm>
      </div>
    </main>
  );
}
