import { useEffect, useRef } from "react";
import { MSG_CAPTCHA_NOTICE } from "~/config/messages/forms";
import { loadRecaptcha } from "./recaptcha";
import { useRecaptchaSiteKey } from "./root-data";

/** reCAPTCHA v3 tokens live two minutes; refresh well before that. */
const TOKEN_REFRESH_MS = 90_000;

/**
 * Invisible reCAPTCHA v3 (badge hidden), only when a site key is configured: the script loads when the user first
 * focuses the form, and the token rides in the hidden `g-recaptcha-code` field. Without a token (no JavaScript,
 * blocked script) the request is still sent: the honeypot and the per-IP limits still guard it. The badge is
 * hidden by CSS, so the notice Google requires is shown instead.
 */
export function Captcha({ action }: { action: string }) {
  const siteKey = useRecaptchaSiteKey();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const input = inputRef.current;
    const form = input?.form;
    if (!siteKey || !input || !form) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const refresh = () =>
      loadRecaptcha(siteKey)
        .then((api) => api.execute(siteKey, { action }))
        .then((token) => {
          input.value = token;
        })
        .catch((error: unknown) => console.warn("[captcha] no token", error));
    const start = () => {
      form.removeEventListener("focusin", start);
      void refresh();
      timer = setInterval(refresh, TOKEN_REFRESH_MS);
    };
    form.addEventListener("focusin", start);
    return () => {
      form.removeEventListener("focusin", start);
      clearInterval(timer);
    };
  }, [siteKey, action]);

  if (!siteKey) return null;
  return (
    <>
      <input ref={inputRef} type="hidden" name="g-recaptcha-code" defaultValue="" />
      <p className="form__captcha-notice" dangerouslySetInnerHTML={{ __html: MSG_CAPTCHA_NOTICE }} />
    </>
  );
}
