import { formValidator } from "./form-validator";
import { z } from "zod";
import { requiredText } from "./fields";
import { leadFields } from "./lead";

/** "Заказать проект": fio, phone, email, comment — all required. */
export const projectSchema = z.object({ ...leadFields, comment: requiredText(2000) });
export type ProjectRequest = z.infer<typeof projectSchema>;

/** The one validator the form component and its action share. */
export const projectValidator = formValidator(projectSchema);
