import { useFormContext } from "remix-validated-form";
import { useCountdown } from "~/components/account/ResendCountdown";
import { MSG_EDIT_CONFLICT_OPEN, MSG_REQUEST_REFUSED, MSG_REQUEST_RETRY_IN } from "~/config/messages/forms";
import { FORM_CONFLICT_FIELD, FORM_ERROR_FIELD, FORM_RETRY_FIELD, HONEYPOT_FIELD } from "~/forms/lead";

export { FORM_ERROR_FIELD };

/**
 * The form-level error (network failure, rate limit, refused request), announced to screen readers. A filled
 * honeypot has no visible field to show its error, so it is refused here, the same with and without JS. A
 * refusal with a wait shows the seconds left, counting down with JavaScript. A back-office save refused as
 * changed meanwhile links the record as it is now, in a new tab, so the form keeps what was typed.
 */
export function FormError() {
  const { fieldErrors } = useFormContext();
  const left = useCountdown(Number(fieldErrors[FORM_RETRY_FIELD] ?? 0) || 0);
  const error = fieldErrors[FORM_ERROR_FIELD] ?? (fieldErrors[HONEYPOT_FIELD] ? MSG_REQUEST_REFUSED : undefined);
  const current = fieldErrors[FORM_CONFLICT_FIELD];
  return (
    <div className="form__error" role="alert">
      {error ?? (left > 0 ? <span data-testid="retry-countdown">{MSG_REQUEST_RETRY_IN(left)}</span> : null)}
      {current ? (
        <>
          {" "}
          <a href={current} target="_blank" rel="noreferrer">
            {MSG_EDIT_CONFLICT_OPEN}
          </a>
        </>
      ) : null}
    </div>
  );
}
