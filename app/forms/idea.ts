import { formValidator } from "./form-validator";
import { z } from "zod";
import { MSG_REQUIRED } from "~/config/messages/common";
import { optionalText, requiredText } from "./fields";
import { leadFields } from "./lead";

/** "Обсудить проект": fio, phone, email, the idea, an optional comment; files are checked by `lib/files`. */
export const ideaSchema = z.object({
  ...leadFields,
  comment: optionalText(2000),
  idea_id: requiredText(12).regex(/^\d+$/, MSG_REQUIRED),
});
export type IdeaRequest = z.infer<typeof ideaSchema>;

/** The one validator the form component and its action share. */
export const ideaValidator = formValidator(ideaSchema);
