import { useLocation } from "@remix-run/react";
import { LABEL_COMMENT } from "~/config/messages/forms";
import { feedbackValidator } from "~/forms/feedback";
import { LeadFormFooter, PersonFields } from "./LeadFormParts";
import { PostForm } from "./PostForm";
import { TextArea } from "./TextArea";

export const FEEDBACK_FORM_ID = "request-feedback";

export type FeedbackFormProps = {
  /** `form.private_policy` HTML (sanitized); when omitted the common data of the root loader is used. */
  privatePolicyHtml?: string;
};

/** The feedback form of /contacts; it posts to /request/feedback, which returns here. */
export default function FeedbackForm({ privatePolicyHtml }: FeedbackFormProps) {
  const location = useLocation();
  return (
    <PostForm
      id={FEEDBACK_FORM_ID}
      validator={feedbackValidator}
      action="/request/feedback"
      defaultValues={{ source: `${location.pathname}${location.search}` }}
    >
      <PersonFields />
      <TextArea name="comment" label={LABEL_COMMENT} required textareaProps={{ maxLength: 2000 }} />
      <LeadFormFooter captchaAction="request_feedback" policyHtml={privatePolicyHtml} />
    </PostForm>
  );
}
