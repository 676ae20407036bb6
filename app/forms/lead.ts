import { optionalText, fio, email, phone, consent, honeypot } from "./fields";

/** The honeypot field name the backend checks too (docs/api.md "Requests"). */
export const HONEYPOT_FIELD = "fax";
/** Where `validationError` field errors keep a message for the whole form (not tied to one field). */
export const FORM_ERROR_FIELD = "_form";
/** Where `validationError` keeps the seconds until a refused lead may be sent again (the form counts them down). */
export const FORM_RETRY_FIELD = "_retryIn";
/** Where `validationError` keeps the address of a record whose save was refused as changed meanwhile (the form links it). */
export const FORM_CONFLICT_FIELD = "_conflict";

/**
 * The fields every lead form shares (docs/api.md "Requests"): who is asking, their consent, where they were,
 * the honeypot and the optional captcha token. Each request form spreads these into its own schema.
 */
export const leadFields = {
  fio,
  phone,
  email,
  consent,
  consent_version: optionalText(40),
  /** The page the form was sent from; the success redirect goes back there (through a safe-redirect check). */
  source: optionalText(2000),
  [HONEYPOT_FIELD]: honeypot,
  "g-recaptcha-code": optionalText(4000),
};
