import type { ReactNode } from "react";
import { LABEL_EMAIL, LABEL_FIO, LABEL_SEND } from "~/config/messages/forms";
import { Captcha } from "./Captcha";
import { ConsentCheckbox } from "./ConsentCheckbox";
import { Field } from "./Field";
import { FormError } from "./FormError";
import { HiddenField } from "./HiddenField";
import { Honeypot } from "./Honeypot";
import { PhoneField } from "./PhoneField";
import { SubmitButton } from "./SubmitButton";

/** Who is asking: fio, phone and e-mail, required in every lead form. */
export function PersonFields() {
  return (
    <>
      <Field name="fio" label={LABEL_FIO} required inputProps={{ autoComplete: "name", maxLength: 150 }} />
      <PhoneField />
      <Field name="email" type="email" label={LABEL_EMAIL} required inputProps={{ autoComplete: "email", maxLength: 254 }} />
    </>
  );
}

type LeadFormFooterProps = {
  /** reCAPTCHA action name, e.g. "request_project". */
  captchaAction: string;
  /** Overrides the common privacy-policy HTML (the contacts page passes its own copy). */
  policyHtml?: string;
  children?: ReactNode;
};

/** The end every lead form shares: consent, source, honeypot, captcha, the form-level error and the button. */
export function LeadFormFooter({ captchaAction, policyHtml, children = LABEL_SEND }: LeadFormFooterProps) {
  return (
    <>
      <ConsentCheckbox html={policyHtml} />
      <HiddenField name="source" />
      <Honeypot />
      <Captcha action={captchaAction} />
      <FormError />
      <SubmitButton>{children}</SubmitButton>
    </>
  );
}
