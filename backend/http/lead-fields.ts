import { z } from "zod";
import { MSG_CONSENT_REQUIRED, MSG_EMAIL_INVALID, MSG_PHONE_INVALID, MSG_REQUIRED, MSG_TOO_LONG } from "./orders-messages";
import { RECORD_ID_MAX } from "../../shared/limits";

/**
 * Field schemas shared by the checkout and the lead requests, the backend's own copy of
 * app/forms/fields.ts (the backend never imports app/). Values arrive as strings (form data) or JSON
 * scalars; anything else is "required".
 */

/** Form data and JSON both: numbers become strings, null/undefined become "". */
const asString = (v: unknown) => (v == null ? "" : typeof v === "number" ? String(v) : v);

const text = z.preprocess(asString, z.string({ invalid_type_error: MSG_REQUIRED }).trim());

export const requiredText = (max = 500) =>
  z.preprocess(asString, z.string({ invalid_type_error: MSG_REQUIRED }).trim().min(1, MSG_REQUIRED).max(max, MSG_TOO_LONG(max)));

export const optionalText = (max = 2000) =>
  z.preprocess(
    asString,
    z
      .string({ invalid_type_error: MSG_TOO_LONG(max) })
      .trim()
      .max(max, MSG_TOO_LONG(max)),
  );

export const fio = requiredText(150);

export const email = text.pipe(z.string().min(1, MSG_REQUIRED).max(254, MSG_EMAIL_INVALID).email(MSG_EMAIL_INVALID));

/** Users type "8 (916) 123-45-67" as often as "+7 916 123 45 67": both become 79161234567. */
export function normalizePhone(input: string): string {
  const digits = input.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("8")) return `7${digits.slice(1)}`;
  if (digits.length === 10 && digits.startsWith("9")) return `7${digits}`;
  return digits;
}

export const phone = text.pipe(
  z
    .string()
    .min(1, MSG_REQUIRED)
    .max(40, MSG_PHONE_INVALID)
    .transform(normalizePhone)
    .refine((v) => /^79\d{9}$/.test(v), MSG_PHONE_INVALID),
);

/** The privacy-policy checkbox: "1" (the contract), or what a ticked box sends. */
export const consent = z.preprocess(
  (v) => v === "1" || v === 1 || v === "on" || v === "true" || v === true,
  z.literal(true, { errorMap: () => ({ message: MSG_CONSENT_REQUIRED }) }),
);

/** A positive integer id given as a number or a string of digits. */
export const positiveId = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ required_error: message, invalid_type_error: message }).int(message).positive(message).max(RECORD_ID_MAX, message),
  );

/** Fields every lead form and the checkout share: who is asking and their consent. */
export const contactFields = {
  fio,
  phone,
  email,
  consent,
  consent_version: optionalText(40),
  "g-recaptcha-code": optionalText(4000),
};
