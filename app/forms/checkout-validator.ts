import { formValidator } from "./form-validator";
import { checkoutSchema } from "./checkout";
import type { ServicesOffer } from "~/lib/delivery-services";

/** The checkout validator, made once: the browser and the action use this same object. */
export const checkoutValidator = formValidator(checkoutSchema);

/** The checkout form's id (remix-validated-form keys its state by it; one form on the page). */
export const CHECKOUT_FORM_ID = "checkout";
/**
 * The `intent` of the no-JS «Пересчитать» and «Показать пункты» buttons: show the page again with the total of
 * the choices made and the points of the city chosen.
 */
export const CHECKOUT_RECALCULATE_INTENT = "recalculate";

/**
 * The action's answer that shows the checkout again: the values to refill, the errors, and, after «Показать
 * пункты» without JavaScript, the city chosen in the form and its pick-up points.
 */
export type CheckoutRefill<Point = unknown, Prices = unknown> = {
  formId: string;
  fieldErrors: Record<string, string>;
  repopulateFields?: Record<string, unknown>;
  city?: string;
  points?: Point[];
  /** What each delivery costs in that city (null: the backend did not say). */
  prices?: Prices;
  /** The courier's services priced for the floor and lift posted (null: the backend did not say). */
  services?: ServicesOffer | null;
};
