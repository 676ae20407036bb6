import { z } from "zod";
import { formValidator } from "./form-validator";
import { ADMIN_PASSWORD_REPEAT_DIFFERS, ADMIN_PASSWORD_REQUIRED } from "~/config/messages/admin-staff";
import { newPassword } from "./account";

/** A staff member's own new password at /admin/password: the current one, the new one twice. */
export const adminPasswordSchema = z
  .object({
    current: z.string({ required_error: ADMIN_PASSWORD_REQUIRED }).min(1, ADMIN_PASSWORD_REQUIRED).max(200),
    password: newPassword,
    repeat: z.string().max(200),
  })
  .refine((form) => form.repeat === form.password, { path: ["repeat"], message: ADMIN_PASSWORD_REPEAT_DIFFERS });
export const adminPasswordValidator = formValidator(adminPasswordSchema);
