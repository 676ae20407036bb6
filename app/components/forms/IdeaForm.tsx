import { LABEL_COMMENT, LABEL_FILES, LABEL_IDEA, LABEL_IDEA_CHOOSE } from "~/config/messages/forms";
import { ideaValidator } from "~/forms/idea";
import { FileField } from "./FileField";
import { HiddenField } from "./HiddenField";
import { LeadFormFooter, PersonFields } from "./LeadFormParts";
import { PostForm } from "./PostForm";
import { SelectField, type SelectOption } from "./SelectField";
import { TextArea } from "./TextArea";

export const IDEA_FORM_ID = "request-idea";

export type IdeaFormProps = {
  source: string;
  /** The idea the user came from; when set the selector is hidden: the request is about that idea. */
  ideaId?: string;
  /** Ideas to choose from when no idea is given. */
  ideas: readonly SelectOption[];
};

/** "Обсудить проект": the idea pages' modal and /request/idea render this. */
export function IdeaForm({ source, ideaId, ideas }: IdeaFormProps) {
  return (
    <PostForm id={IDEA_FORM_ID} validator={ideaValidator} action="/request/idea" multipart defaultValues={{ source, idea_id: ideaId ?? "" }}>
      <PersonFields />
      {ideaId ? (
        <HiddenField name="idea_id" />
      ) : (
        <SelectField name="idea_id" label={LABEL_IDEA} placeholder={LABEL_IDEA_CHOOSE} options={ideas} required />
      )}
      <TextArea name="comment" label={LABEL_COMMENT} textareaProps={{ maxLength: 2000 }} />
      <FileField name="files" label={LABEL_FILES} />
      <LeadFormFooter captchaAction="request_idea" />
    </PostForm>
  );
}
