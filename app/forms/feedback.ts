import { formValidator } from "./form-validator";
import { z } from "zod";
import { requiredText } from "./fields";
import { leadFields } from "./lead";

/** Feedback on /contacts (docs/forms.md): fio, phone, email and the message itself, all required. */
export const feedbackSchema = z.object({ ...leadFields, comment: requiredText(2000) });
export type FeedbackRequest = z.infer<typeof feedbackSchema>;

/** The one validator the form component and its action share. */
export const feedbackValidator = formValidator(feedbackSchema);
