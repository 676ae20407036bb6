import { LABEL_CHECKOUT_ADDRESS } from "~/config/messages/checkout";
import {
  LABEL_ADDRESS_ENTRANCE,
  LABEL_ADDRESS_FLAT,
  LABEL_ADDRESS_FLOOR,
  LABEL_ADDRESS_FOR_TRUCK,
  LABEL_ADDRESS_INTERCOM,
  LABEL_ADDRESS_LIFT,
  LABEL_ADDRESS_STREET_HINT,
  LABEL_LIFT,
  LABEL_LIFT_UNSAID,
} from "~/config/messages/delivery-zones";
import { Field } from "~/components/forms";
import { SelectField } from "~/components/forms/SelectField";
import { LIFT_KINDS } from "~/forms/courier-address";
import { AddressSuggestions } from "./AddressSuggestions";

const LIFT_OPTIONS = LIFT_KINDS.map((kind) => ({ value: kind, label: LABEL_LIFT[kind] }));

/**
 * The courier's address: street and house (suggested as one types, with JavaScript), then what the truck's
 * crew needs: flat, entrance, floor, intercom and lift, each optional and kept as its own field on the order.
 */
export function CheckoutCourierAddress({ city }: { city: string }) {
  return (
    <>
      <Field
        name="address"
        label={LABEL_CHECKOUT_ADDRESS}
        hint={LABEL_ADDRESS_STREET_HINT}
        inputProps={{ autoComplete: "address-line1", list: "checkout-address-suggestions" }}
      />
      <AddressSuggestions city={city} />
      <fieldset className="checkout-truck">
        <legend className="checkout-truck__legend">{LABEL_ADDRESS_FOR_TRUCK}</legend>
        <div className="checkout-truck__grid">
          <Field name="address_flat" label={LABEL_ADDRESS_FLAT} inputProps={{ autoComplete: "address-line2", maxLength: 20 }} />
          <Field name="address_entrance" label={LABEL_ADDRESS_ENTRANCE} inputProps={{ maxLength: 20 }} />
          <Field name="address_floor" label={LABEL_ADDRESS_FLOOR} inputProps={{ inputMode: "numeric", maxLength: 4 }} />
          <Field name="address_intercom" label={LABEL_ADDRESS_INTERCOM} inputProps={{ maxLength: 30 }} />
          <SelectField name="address_lift" label={LABEL_ADDRESS_LIFT} options={LIFT_OPTIONS} placeholder={LABEL_LIFT_UNSAID} />
        </div>
      </fieldset>
    </>
  );
}
