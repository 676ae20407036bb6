import { formValidator } from "./form-validator";
import { z } from "zod";
import { optionalText, requiredText } from "./fields";
import { leadFields } from "./lead";

/** Partner application (docs/forms.md): who, which company and where; the site and a comment are optional. */
export const partnerSchema = z.object({
  ...leadFields,
  company: requiredText(200),
  city: requiredText(100),
  site: optionalText(300),
  comment: optionalText(2000),
});
export type PartnerRequest = z.infer<typeof partnerSchema>;

/** The one validator the form component and its action share. */
export const partnerValidator = formValidator(partnerSchema);
