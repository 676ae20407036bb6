import { z } from "zod";
import { formValidator } from "./form-validator";
import { CODE_LENGTH } from "~/config/constants";
import { MSG_CODE_LENGTH } from "~/config/messages/account";
import { MSG_REQUIRED } from "~/config/messages/common";
import { foldCode } from "~/lib/code-text";
import { phone } from "./fields";

/** Where the sign-in forms go back to (the page the modal was opened on); checked by safeRedirect server-side. */
const redirectTo = z.string().max(2000).optional();

/** Step 1: the phone a code is sent to. */
export const sendCodeSchema = z.object({ phone, redirectTo });

/** A one-time code, read case-insensitively and with Cyrillic look-alikes as Latin (the field shows it so). */
export const code = z
  .string({ required_error: MSG_REQUIRED })
  .trim()
  .min(1, MSG_REQUIRED)
  .transform(foldCode)
  .refine((v) => v.length === CODE_LENGTH, MSG_CODE_LENGTH);

/** Step 2: the code from the SMS. */
export const confirmCodeSchema = z.object({ code, redirectTo });

/** Step 3: phone or e-mail with a password. */
export const passwordLoginSchema = z.object({
  login: z.string({ required_error: MSG_REQUIRED }).trim().min(1, MSG_REQUIRED).max(254),
  password: z.string({ required_error: MSG_REQUIRED }).min(1, MSG_REQUIRED).max(128),
  redirectTo,
});

export const sendCodeValidator = formValidator(sendCodeSchema);
export const confirmCodeValidator = formValidator(confirmCodeSchema);
export const passwordLoginValidator = formValidator(passwordLoginSchema);
