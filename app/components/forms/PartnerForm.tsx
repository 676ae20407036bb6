import { LABEL_CITY, LABEL_COMMENT, LABEL_COMPANY, LABEL_SITE } from "~/config/messages/forms";
import { partnerValidator } from "~/forms/partner";
import { Field } from "./Field";
import { LeadFormFooter, PersonFields } from "./LeadFormParts";
import { PostForm } from "./PostForm";
import { TextArea } from "./TextArea";

export const PARTNER_FORM_ID = "request-partner";

/** The partner application of /partner (fields: docs/forms.md). */
export function PartnerForm({ source }: { source: string }) {
  return (
    <PostForm id={PARTNER_FORM_ID} validator={partnerValidator} action="/partner" defaultValues={{ source }}>
      <PersonFields />
      <Field name="company" label={LABEL_COMPANY} required inputProps={{ autoComplete: "organization", maxLength: 200 }} />
      <Field name="city" label={LABEL_CITY} required inputProps={{ autoComplete: "address-level2", maxLength: 100 }} />
      <Field name="site" type="url" label={LABEL_SITE} inputProps={{ autoComplete: "url", maxLength: 300 }} />
      <TextArea name="comment" label={LABEL_COMMENT} textareaProps={{ maxLength: 2000 }} />
      <LeadFormFooter captchaAction="request_partner" />
    </PostForm>
  );
}
