import { useId } from "react";
import { LABEL_HONEYPOT } from "~/config/messages/forms";
import { HONEYPOT_FIELD } from "~/forms/lead";

export { HONEYPOT_FIELD };

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive technology);
 * bots that fill every input fill it, and the server then refuses the post.
 */
export function Honeypot() {
  const id = useId();
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>{LABEL_HONEYPOT}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
