import { useRootData } from "~/components/layout/root-data";

/** `form.private_policy` (HTML, sanitized by the root loader) and its version, from the common data. */
export function usePrivacyPolicy(): { html: string; version: string } {
  const form = useRootData()?.common?.form;
  return { html: form?.private_policy ?? "", version: form?.private_policy_version ?? "" };
}

/** The public reCAPTCHA site key, or "" when captcha is off. */
export function useRecaptchaSiteKey(): string {
  return useRootData()?.publicEnv.RECAPTCHA_SITE_KEY ?? "";
}
