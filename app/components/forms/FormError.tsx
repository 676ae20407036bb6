import { useFormContext } from "remix-validated-form";
import { MSG_REQUEST_REFUSED } from "~/config/messages";
import { FORM_ERROR_FIELD, HONEYPOT_FIELD } from "~/forms/lead";

export { FORM_ERROR_FIELD };

/**
 * The form-level error (network failure, rate limit, refused request), announced to screen readers. A filled
 * honeypot has no visible field to show its error, so it is refused here, the same with and without JS.
 */
export function FormError() {
  const { fieldErrors } = useFormContext();
  const error = fieldErrors[FORM_ERROR_FIELD] ?? (fieldErrors[HONEYPOT_FIELD] ? MSG_REQUEST_REFUSED : undefined);
  return (
    <div className="form__error" role="alert">
      {error ?? null}
    </div>
  );
}
