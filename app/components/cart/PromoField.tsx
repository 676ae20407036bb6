import { Form } from "@remix-run/react";
import { LABEL_PROMO, LABEL_PROMO_APPLY, LABEL_PROMO_REMOVE } from "~/config/messages/promo";
import { PROMO_APPLY_INTENT, PROMO_REMOVE_INTENT } from "~/forms/promo";

type PromoFieldProps = {
  /** The code the cart carries (applied, or refused since the cart changed), or null. */
  applied: string | null;
  /** The code as last typed and why it does not work, shown next to the field. */
  typed: string;
  error: string | null;
};

/** «Промокод» in the cart: a real form (works without JavaScript), the reason next to the field when a code does not work. */
export function PromoField({ applied, typed, error }: PromoFieldProps) {
  const remove = applied ? (
    <Form method="post" action="/cart" className="promo-field" data-testid="promo-remove">
      <input type="hidden" name="intent" value={PROMO_REMOVE_INTENT} />
      {error ? null : (
        <p className="promo-field__applied">
          {LABEL_PROMO}: <strong>{applied}</strong>
        </p>
      )}
      <button type="submit" className="button button--ghost">
        {LABEL_PROMO_REMOVE}
      </button>
    </Form>
  ) : null;
  if (applied && !error) return remove;
  return (
    <>
      <Form method="post" action="/cart" className="promo-field" data-testid="promo-field">
        <input type="hidden" name="intent" value={PROMO_APPLY_INTENT} />
        <label htmlFor="promo-code">{LABEL_PROMO}</label>
        <div className="promo-field__row">
          <input
            id="promo-code"
            name="promo_code"
            defaultValue={typed}
            maxLength={40}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "promo-code-error" : undefined}
          />
          <button type="submit" className="button button--outline">
            {LABEL_PROMO_APPLY}
          </button>
        </div>
        {error ? (
          <p id="promo-code-error" className="promo-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </Form>
      {remove}
    </>
  );
}
