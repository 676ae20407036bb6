import { Form, useLocation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Captcha, CodeField, Field, FormError, PhoneField, PostForm, SubmitButton } from "~/components/forms";
import {
  LABEL_BACK,
  LABEL_ENTER_SENT_CODE,
  LABEL_LOGIN,
  LABEL_PASSWORD,
  LABEL_RESEND_CODE,
  LABEL_SIGN_IN_BY_CODE,
  LABEL_SIGN_IN_BY_PASSWORD,
  MSG_CODE_SENT_TO,
} from "~/config/messages/account";
import { LABEL_CANCEL, LABEL_ENTER_PASSWORD, LABEL_GET_CODE } from "~/config/messages/common";
import { LABEL_CONFIRM, LABEL_CONFIRM_CODE } from "~/config/messages/forms";
import { LABEL_SIGN_IN } from "~/config/messages/layout";
import { confirmCodeValidator, passwordLoginValidator, sendCodeValidator } from "~/forms/login";
import { formatPhone } from "~/lib/phone";
import type { SignInView } from "~/forms/sign-in-view";
import { ResendNotice, useCountdown } from "./ResendCountdown";
import { PageLink } from "~/components/ui/PageLink";

const ACTION = "/login";

/** The current URL with `step` set or removed: the password step is URL state like the modal itself. */
function withStep(pathname: string, search: string, step: string | null): string {
  const params = new URLSearchParams(search);
  if (step) params.set("step", step);
  else params.delete("step");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** A one-button post to the sign-in action (back, cancel, resend): no fields to validate. */
function IntentButton({ intent, redirectTo, disabled, children }: { intent: string; redirectTo: string; disabled?: boolean; children: string }) {
  return (
    <Form method="post" action={ACTION} className="sign-in__intent">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" name="intent" value={intent} className="button button--link" disabled={disabled}>
        {children}
      </button>
    </Form>
  );
}

/** Tells the action that this page runs JavaScript, which can show the welcome toast and move on by itself. */
function ClientMark() {
  return useHydrated() ? <input type="hidden" name="js" value="1" /> : null;
}

/**
 * The sign-in steps: phone → code, or the password variant. Every step is a real post to
 * `/login` that redirects back to `redirectTo` (the page the modal is open on), so it works without JS; the
 * step itself comes from the server (flow cookie, `?step=password`).
 */
export function SignInPanel({ view }: { view: SignInView }) {
  const location = useLocation();
  const redirectTo = withStep(location.pathname, location.search, view.step === "password" ? "password" : null);
  const left = useCountdown(view.resendIn);

  if (view.step === "password") {
    return (
      <section className="sign-in sign-in--password" aria-label={LABEL_ENTER_PASSWORD}>
        <h2 className="sign-in__title">{LABEL_ENTER_PASSWORD}</h2>
        <PostForm id="sign-in-password" validator={passwordLoginValidator} action={ACTION} defaultValues={{ redirectTo }}>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <ClientMark />
          <Field name="login" label={LABEL_LOGIN} required inputProps={{ autoComplete: "username" }} />
          <Field name="password" type="password" label={LABEL_PASSWORD} required inputProps={{ autoComplete: "current-password" }} />
          <Captcha action="login_password" />
          <FormError />
          <SubmitButton name="intent" value="password">
            {LABEL_SIGN_IN}
          </SubmitButton>
        </PostForm>
        <PageLink to={withStep(location.pathname, location.search, null)} replace>
          {LABEL_SIGN_IN_BY_CODE}
        </PageLink>
      </section>
    );
  }

  if (view.step === "code") {
    return (
      <section className="sign-in sign-in--code" aria-label={LABEL_CONFIRM_CODE}>
        <p className="sign-in__sent">{MSG_CODE_SENT_TO(formatPhone(view.phone))}</p>
        <PostForm id="sign-in-code" validator={confirmCodeValidator} action={ACTION}>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <ClientMark />
          <CodeField label={LABEL_CONFIRM_CODE} />
          <FormError />
          <SubmitButton name="intent" value="confirm">
            {LABEL_CONFIRM}
          </SubmitButton>
        </PostForm>
        <div className="sign-in__actions">
          <IntentButton intent="back" redirectTo={redirectTo}>
            {LABEL_BACK}
          </IntentButton>
          <IntentButton intent="cancel" redirectTo={redirectTo}>
            {LABEL_CANCEL}
          </IntentButton>
          <IntentButton intent="resend" redirectTo={redirectTo} disabled={left > 0}>
            {LABEL_RESEND_CODE}
          </IntentButton>
        </div>
        <ResendNotice left={left} />
      </section>
    );
  }

  return (
    <section className="sign-in sign-in--phone" aria-label={LABEL_GET_CODE}>
      <PostForm id="sign-in-phone" validator={sendCodeValidator} action={ACTION} defaultValues={{ phone: view.phone }}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <PhoneField />
        <Captcha action="login" />
        <FormError />
        <SubmitButton name="intent" value="send-code">
          {LABEL_GET_CODE}
        </SubmitButton>
      </PostForm>
      {view.pendingPhone ? (
        <IntentButton intent="sent-code" redirectTo={redirectTo}>
          {LABEL_ENTER_SENT_CODE(formatPhone(view.pendingPhone))}
        </IntentButton>
      ) : null}
      <ResendNotice left={left} />
      <PageLink to={withStep(location.pathname, location.search, "password")} replace>
        {LABEL_SIGN_IN_BY_PASSWORD}
      </PageLink>
    </section>
  );
}
