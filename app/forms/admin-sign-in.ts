import { z } from "zod";
import { formValidator } from "./form-validator";
import { ADMIN_PASSWORD_REQUIRED } from "~/config/messages/admin-staff";
import { email } from "./fields";

/** The staff sign-in at /admin/login. */
export const adminSignInSchema = z.object({
  email,
  password: z.string({ required_error: ADMIN_PASSWORD_REQUIRED }).min(1, ADMIN_PASSWORD_REQUIRED).max(200),
});
export const adminSignInValidator = formValidator(adminSignInSchema);
