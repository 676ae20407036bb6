import { z } from "zod";
import { MSG_CONSENT_REQUIRED, MSG_EMAIL_INVALID, MSG_PHONE_INVALID, MSG_REQUIRED } from "~/config/messages/common";
import { isRussianMobile, normalizePhone } from "~/lib/phone";

/** Field schemas every form shares. Empty strings count as missing. */

const trimmed = z.string({ required_error: MSG_REQUIRED, invalid_type_error: MSG_REQUIRED }).trim();

export const requiredText = (max = 500) => trimmed.min(1, MSG_REQUIRED).max(max, `Не более ${max} символов`);

export const optionalText = (max = 2000) => z.preprocess((v) => (v == null ? "" : v), trimmed.max(max, `Не более ${max} символов`));

/**
 * How a rich text field was typed (`app/lib/light-markup.ts` or raw HTML); its twin `*_opened` carries the HTML
 * as the page opened it, so a text saved unchanged stays byte for byte what it was.
 */
export const textFormat = z.preprocess((v) => (v === "html" ? "html" : "markup"), z.enum(["markup", "html"]));

export const fio = requiredText(150);

export const email = trimmed.min(1, MSG_REQUIRED).max(254, MSG_EMAIL_INVALID).email(MSG_EMAIL_INVALID);

/** Phone: a leading 8 becomes 7, non-digits go; a Russian mobile number is required. */
export const phone = trimmed.min(1, MSG_REQUIRED).transform(normalizePhone).refine(isRussianMobile, MSG_PHONE_INVALID);

/** The privacy-policy checkbox: a ticked box sends "on" (or "1"); anything else is refused. */
export const consent = z.preprocess(
  (v) => v === "on" || v === "1" || v === "true" || v === true,
  z.literal(true, { errorMap: () => ({ message: MSG_CONSENT_REQUIRED }) }),
);

/** The honeypot: people never see it, so it must stay empty. */
export const honeypot = z.preprocess((v) => (v == null ? "" : v), z.string().max(0));

/** A good id as a hidden field posts it: up to 9 digits, above 0 (our pages never send another). */
export const goodId = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .refine((id) => id > 0);

/**
 * A back-office form's hidden `version`: the record's version when the page was rendered, checked by the backend
 * on save. Optional here: a form without one is the backend's to refuse, with the message and the version to save with.
 */
export const recordVersion = z.string().max(64).optional();
