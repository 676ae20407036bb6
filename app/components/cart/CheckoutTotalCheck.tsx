import { useField } from "remix-validated-form";
import { useHydrated } from "remix-utils/use-hydrated";
import { LABEL_CHECKOUT_RECALCULATE, LABEL_CHECKOUT_RECALCULATE_HINT } from "~/config/messages/checkout";
import { CHECKOUT_RECALCULATE_INTENT } from "~/forms/checkout-validator";

/**
 * The order is placed only at a total the shopper has seen. The shown total travels with the form and the
 * action refuses another one (the message shows here). Without JavaScript the summary cannot follow a new
 * delivery choice by itself, so «Пересчитать» posts the form back and the page comes again with the new total
 * and everything typed.
 */
export function CheckoutTotalCheck({ total }: { total: number }) {
  const hydrated = useHydrated();
  const { error } = useField("shown_total");
  return (
    <div className="checkout-total-check">
      <input type="hidden" name="shown_total" value={total} />
      {error ? (
        <p className="checkout-total-check__error" role="alert" data-testid="checkout-total-changed">
          {error}
        </p>
      ) : null}
      {hydrated ? null : (
        <>
          <p className="checkout-total-check__hint">{LABEL_CHECKOUT_RECALCULATE_HINT}</p>
          <button type="submit" name="intent" value={CHECKOUT_RECALCULATE_INTENT} formNoValidate className="button button--outline">
            {LABEL_CHECKOUT_RECALCULATE}
          </button>
        </>
      )}
    </div>
  );
}
