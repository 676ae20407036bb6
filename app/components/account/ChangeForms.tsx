import { CodeField, Field, FormError, HiddenField, PhoneField, PostForm, SubmitButton } from "~/components/forms";
import {
  LABEL_CODE,
  LABEL_EMAIL_CHANGE,
  LABEL_PASSWORD_CHANGE,
  LABEL_PASSWORD_NEW,
  LABEL_PASSWORD_OLD,
  LABEL_PHONE_CHANGE,
  LABEL_SAVE,
} from "~/config/messages/account";
import { LABEL_ENTER_CONFIRM_CODE } from "~/config/messages/common";
import { LABEL_CONFIRM, LABEL_EMAIL } from "~/config/messages/forms";
import { changeCodeValidator, emailChangeValidator, passwordChangeValidator, phoneChangeValidator } from "~/forms/account";
import { FormChangedGuard } from "./FormChangedGuard";

const ACTION = "/account/settings";
export type ChangeKind = "email" | "phone" | "password";

/** «Введите код подтверждения»: the code of a pending change, applied through `lk/confirm` with the token. */
export function ChangeCodeForm({ kind, formId }: { kind: ChangeKind; formId: string }) {
  return (
    <section className="account-change account-change--code" aria-label={LABEL_ENTER_CONFIRM_CODE}>
      <h2>{LABEL_ENTER_CONFIRM_CODE}</h2>
      <PostForm id={`change-code-${kind}`} validator={changeCodeValidator} action={ACTION} defaultValues={{ form_id: formId, kind }}>
        <input type="hidden" name="intent" value="confirm" />
        <HiddenField name="form_id" />
        <HiddenField name="kind" />
        <CodeField label={LABEL_CODE} />
        <FormError />
        <SubmitButton>{LABEL_CONFIRM}</SubmitButton>
      </PostForm>
    </section>
  );
}

/** The three change requests of the account (e-mail {email, phone}, phone, password), each with field errors. */
export function ChangeForms({ phone }: { phone: string }) {
  return (
    <FormChangedGuard>
      <section className="account-change" aria-label={LABEL_EMAIL_CHANGE}>
        <h2>{LABEL_EMAIL_CHANGE}</h2>
        <PostForm id="email-change" validator={emailChangeValidator} action={ACTION} defaultValues={{ phone }}>
          <input type="hidden" name="intent" value="email" />
          <Field name="email" type="email" label={LABEL_EMAIL} required inputProps={{ autoComplete: "email" }} />
          {/* The request names the account's phone too; the shopper is not asked for it again. */}
          <HiddenField name="phone" />
          <FormError />
          <SubmitButton>{LABEL_SAVE}</SubmitButton>
        </PostForm>
      </section>
      <section className="account-change" aria-label={LABEL_PHONE_CHANGE}>
        <h2>{LABEL_PHONE_CHANGE}</h2>
        <PostForm id="phone-change" validator={phoneChangeValidator} action={ACTION}>
          <input type="hidden" name="intent" value="phone" />
          <PhoneField />
          <FormError />
          <SubmitButton>{LABEL_SAVE}</SubmitButton>
        </PostForm>
      </section>
      <section className="account-change" aria-label={LABEL_PASSWORD_CHANGE}>
        <h2>{LABEL_PASSWORD_CHANGE}</h2>
        <PostForm id="password-change" validator={passwordChangeValidator} action={ACTION}>
          <input type="hidden" name="intent" value="password" />
          <Field name="password_old" type="password" label={LABEL_PASSWORD_OLD} inputProps={{ autoComplete: "current-password" }} />
          <Field name="password" type="password" label={LABEL_PASSWORD_NEW} required inputProps={{ autoComplete: "new-password" }} />
          <FormError />
          <SubmitButton>{LABEL_SAVE}</SubmitButton>
        </PostForm>
      </section>
    </FormChangedGuard>
  );
}
