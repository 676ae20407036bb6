import { Field, FormError, PostForm, SubmitButton } from "~/components/forms";
import { LABEL_BIRTHDAY, LABEL_PROFILE, LABEL_SAVE } from "~/config/messages/account";
import { LABEL_EMAIL, LABEL_FIO, LABEL_PHONE } from "~/config/messages/forms";
import { profileValidator } from "~/forms/account";
import { formatPhone } from "~/lib/phone";
import { FormChangedGuard } from "./FormChangedGuard";

export type ProfileUser = { fio: string | null; birthday: string | null; email: string | null; phone: string };

/** The profile edit: fio and birthday editable; e-mail and phone change in the settings. */
export function ProfileForm({ user }: { user: ProfileUser }) {
  return (
    <section className="account-profile" aria-label={LABEL_PROFILE}>
      <dl className="account-profile__contacts">
        <dt>{LABEL_PHONE}</dt>
        <dd>{formatPhone(user.phone)}</dd>
        <dt>{LABEL_EMAIL}</dt>
        <dd>{user.email ?? "—"}</dd>
      </dl>
      <FormChangedGuard>
        <PostForm
          id="profile"
          validator={profileValidator}
          action="/account?index"
          defaultValues={{ fio: user.fio ?? "", birthday: user.birthday ?? "" }}
        >
          <input type="hidden" name="intent" value="profile" />
          <Field name="fio" label={LABEL_FIO} required inputProps={{ autoComplete: "name" }} />
          <Field name="birthday" type="date" label={LABEL_BIRTHDAY} inputProps={{ autoComplete: "bday" }} />
          <FormError />
          <SubmitButton>{LABEL_SAVE}</SubmitButton>
        </PostForm>
      </FormChangedGuard>
    </section>
  );
}
