import { LABEL_COOKIE_NOTICE } from "~/config/messages/layout";
import { PreferenceForm, usePreferenceDismissed } from "./PreferenceForm";

/**
 * The cookie notice: common `cookie.text` (sanitized HTML) and its OK button, pinned bottom right,
 * at most 500 px wide. Accepting sets `infoCookie=false` for 30 days.
 */
export function CookieNotice({ text, buttonOk }: { text: string; buttonOk: string }) {
  const dismissed = usePreferenceDismissed("accept-cookies");
  if (dismissed) return null;
  return (
    <section className="cookie-notice" aria-label={LABEL_COOKIE_NOTICE} data-testid="cookie-notice">
      <div className="cookie-notice__text rich-text" dangerouslySetInnerHTML={{ __html: text }} />
      <PreferenceForm intent="accept-cookies" className="cookie-notice__form">
        <button type="submit" className="button cookie-notice__button">
          {buttonOk}
        </button>
      </PreferenceForm>
    </section>
  );
}
