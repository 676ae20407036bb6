import { z } from "zod";
import { MSG_EMAIL_INVALID, MSG_PHONE_INVALID, MSG_REQUIRED } from "./accounts-messages";

/** Phone numbers as people type them: digits only, a leading 8 → 7; only Russian mobiles (+7 9xx…). */
export function normalizePhone(input: string): string {
  const digits = input.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("8")) return `7${digits.slice(1)}`;
  if (digits.length === 10 && digits.startsWith("9")) return `7${digits}`;
  return digits;
}

const text = z.string({ required_error: MSG_REQUIRED, invalid_type_error: MSG_REQUIRED });

export const phoneField = text
  .max(40, MSG_PHONE_INVALID)
  .transform(normalizePhone)
  .refine((v) => /^79\d{9}$/.test(v), MSG_PHONE_INVALID);

export const emailField = text
  .trim()
  .min(1, MSG_REQUIRED)
  .max(254, MSG_EMAIL_INVALID)
  .email(MSG_EMAIL_INVALID)
  .transform((v) => v.toLowerCase());

export const codeField = text.trim().min(1, MSG_REQUIRED).max(16, MSG_REQUIRED);
export const formIdField = text.trim().min(1, MSG_REQUIRED).max(64, MSG_REQUIRED);
