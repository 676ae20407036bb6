import { formValidator } from "./form-validator";
import { z } from "zod";
import { optionalText } from "./fields";
import { leadFields } from "./lead";

/** Presentation request (docs/forms.md): fio, phone, email; the company and a comment help the manager. */
export const presentationSchema = z.object({
  ...leadFields,
  company: optionalText(200),
  comment: optionalText(2000),
});
export type PresentationRequest = z.infer<typeof presentationSchema>;

/** The one validator the form component and its action share. */
export const presentationValidator = formValidator(presentationSchema);
