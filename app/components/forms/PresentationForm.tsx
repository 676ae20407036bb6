import { LABEL_COMMENT, LABEL_COMPANY } from "~/config/messages/forms";
import { presentationValidator } from "~/forms/presentation";
import { Field } from "./Field";
import { LeadFormFooter, PersonFields } from "./LeadFormParts";
import { PostForm } from "./PostForm";
import { TextArea } from "./TextArea";

export const PRESENTATION_FORM_ID = "request-presentation";

/** The presentation request (home and about pages' modal, /request/presentation); fields: docs/forms.md. */
export function PresentationForm({ source }: { source: string }) {
  return (
    <PostForm id={PRESENTATION_FORM_ID} validator={presentationValidator} action="/request/presentation" defaultValues={{ source }}>
      <PersonFields />
      <Field name="company" label={LABEL_COMPANY} inputProps={{ autoComplete: "organization", maxLength: 200 }} />
      <TextArea name="comment" label={LABEL_COMMENT} textareaProps={{ maxLength: 2000 }} />
      <LeadFormFooter captchaAction="request_presentation" />
    </PostForm>
  );
}
