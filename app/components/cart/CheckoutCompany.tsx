import { Field } from "~/components/forms";
import { PARTY_INN_DATALIST_ID, PARTY_NAME_DATALIST_ID, PartySuggestions } from "./PartySuggestions";
import { LABEL_CHECKOUT_COMPANY, LABEL_COMPANY_INN, LABEL_COMPANY_KPP, LABEL_COMPANY_KPP_HINT, LABEL_COMPANY_NAME } from "~/config/messages/checkout";

/** The choice kind of a payment for companies: CSS shows the company's fields while one is chosen. */
export const COMPANY_PAYMENT_KIND = "company";

/**
 * The paying company of a payment by invoice: name, ИНН, КПП. The ids of such payments travel with the form, so
 * the shared schema knows when to ask for them (the backend asks again whatever the page says).
 */
export function CheckoutCompany({ paymentIds }: { paymentIds: number[] }) {
  if (paymentIds.length === 0) return null;
  return (
    <fieldset className="checkout-company">
      <legend className="choice-group__legend">{LABEL_CHECKOUT_COMPANY}</legend>
      <input type="hidden" name="company_payments" value={paymentIds.join(",")} />
      <div className="checkout-grid">
        <Field
          name="company_name"
          label={LABEL_COMPANY_NAME}
          inputProps={{ autoComplete: "organization", maxLength: 300, list: PARTY_NAME_DATALIST_ID }}
        />
        <Field name="company_inn" label={LABEL_COMPANY_INN} inputProps={{ inputMode: "numeric", maxLength: 12, list: PARTY_INN_DATALIST_ID }} />
        <Field name="company_kpp" label={LABEL_COMPANY_KPP} hint={LABEL_COMPANY_KPP_HINT} inputProps={{ maxLength: 9 }} />
        <PartySuggestions />
      </div>
    </fieldset>
  );
}
