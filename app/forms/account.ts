import { z } from "zod";
import { formValidator } from "./form-validator";
import { MSG_BIRTHDAY_INVALID, MSG_PASSWORD_RULE } from "~/config/messages/account";
import { code } from "./login";
import { email, fio, optionalText, phone } from "./fields";

/** `profile_edit`: fio and an optional birthday (YYYY-MM-DD from the date input, or empty). */
export const profileSchema = z.object({
  fio,
  birthday: optionalText(10).refine((v) => v === "" || /^\d{4}-\d{2}-\d{2}$/.test(v), MSG_BIRTHDAY_INVALID),
});

/** A new password: 8–64 characters with a letter and a digit (docs/api.md). */
export const newPassword = z
  .string()
  .min(8, MSG_PASSWORD_RULE)
  .max(64, MSG_PASSWORD_RULE)
  .refine((v) => /\p{L}/u.test(v) && /\d/.test(v), MSG_PASSWORD_RULE);

export const emailChangeSchema = z.object({ email, phone });
export const phoneChangeSchema = z.object({ phone });
export const passwordChangeSchema = z.object({ password: newPassword, password_old: optionalText(64) });
export const changeCodeSchema = z.object({ code });

export const profileValidator = formValidator(profileSchema);
export const emailChangeValidator = formValidator(emailChangeSchema);
export const phoneChangeValidator = formValidator(phoneChangeSchema);
export const passwordChangeValidator = formValidator(passwordChangeSchema);
export const changeCodeValidator = formValidator(changeCodeSchema);
