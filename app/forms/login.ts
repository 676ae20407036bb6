import { z } from "zod";
import { CODE_LENGTH } from "~/config/constants";
import { MSG_CODE_LENGTH, MSG_REQUIRED } from "~/config/messages";
import { phone } from "./fields";

/** Step 1: the phone a code is sent to. */
export const sendCodeSchema = z.object({ phone });

/** Step 2: the code from the SMS, read case-insensitively (the field shows it upper-case). */
export const confirmCodeSchema = z.object({
  code: z
    .string({ required_error: MSG_REQUIRED })
    .trim()
    .min(1, MSG_REQUIRED)
    .transform((v) => v.toUpperCase())
    .refine((v) => v.length === CODE_LENGTH, MSG_CODE_LENGTH),
});

/** Step 3: phone or e-mail with a password. */
export const passwordLoginSchema = z.object({
  login: z.string({ required_error: MSG_REQUIRED }).trim().min(1, MSG_REQUIRED).max(254),
  password: z.string({ required_error: MSG_REQUIRED }).min(1, MSG_REQUIRED).max(128),
});
