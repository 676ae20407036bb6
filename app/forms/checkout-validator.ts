import { formValidator } from "./form-validator";
import { checkoutSchema } from "./checkout";

/** The checkout validator, made once: the browser and the action use this same object. */
export const checkoutValidator = formValidator(checkoutSchema);

/** The checkout form's id (remix-validated-form keys its state by it; one form on the page). */
export const CHECKOUT_FORM_ID = "checkout";
/** The no-JS GET form that reloads the page with `?city=`; the city select belongs to it. */
export const CHECKOUT_CITY_FORM_ID = "checkout-city";
/** The `intent` of the no-JS «Пересчитать» button: show the page again with the total of the choices made. */
export const CHECKOUT_RECALCULATE_INTENT = "recalculate";
