import { LABEL_COMMENT } from "~/config/messages/forms";
import { projectValidator } from "~/forms/project";
import { LeadFormFooter, PersonFields } from "./LeadFormParts";
import { PostForm } from "./PostForm";
import { TextArea } from "./TextArea";

export const PROJECT_FORM_ID = "request-project";

/** "Заказать проект": the header button's modal and the /request/project page render this. */
export function ProjectForm({ source }: { source: string }) {
  return (
    <PostForm id={PROJECT_FORM_ID} validator={projectValidator} action="/request/project" defaultValues={{ source }}>
      <PersonFields />
      <TextArea name="comment" label={LABEL_COMMENT} required textareaProps={{ maxLength: 2000 }} />
      <LeadFormFooter captchaAction="request_project" />
    </PostForm>
  );
}
