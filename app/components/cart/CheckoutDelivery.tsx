import { useField } from "remix-validated-form";
import { useHydrated } from "remix-utils/use-hydrated";
import {
  LABEL_CHECKOUT_ADDRESS,
  LABEL_CHECKOUT_ADDRESS_HINT,
  LABEL_CHECKOUT_CITY,
  LABEL_CHECKOUT_CITY_CHOOSE,
  LABEL_CHECKOUT_DELIVERY,
  LABEL_CHECKOUT_DELIVERY_WAY,
  LABEL_CHECKOUT_FREE,
  LABEL_CHECKOUT_NO_POINTS,
  LABEL_CHECKOUT_NO_WAREHOUSE,
  LABEL_CHECKOUT_PVZ,
  LABEL_CHECKOUT_SHOW_POINTS,
  LABEL_CHECKOUT_WAREHOUSE,
  LABEL_DAYS_TERM,
  LABEL_HOURS,
} from "~/config/messages/checkout";
import { formatPrice } from "~/lib/price";
import { Field } from "~/components/forms";
import { ErrorList } from "~/components/forms/FieldShell";
import type { OrderOptions, PickupPoint } from "~/server/api/order.server";
import { AddressSuggestions } from "./AddressSuggestions";
import { ChoiceGroup } from "./ChoiceGroup";
import { deliveryPrice } from "~/lib/delivery-price";
import { CHECKOUT_RECALCULATE_INTENT } from "~/forms/checkout-validator";
import { deliveryChoiceValue } from "~/forms/checkout";
import { formatDeliveryDays } from "~/lib/delivery-days";
import { warehouseAddress, warehousesIn } from "~/lib/warehouse-places";

type CheckoutDeliveryProps = {
  options: OrderOptions;
  city: string;
  points: PickupPoint[];
  goodsTotal: number;
  /** With JavaScript: the shopper chose another city in the select. */
  onCityChange: (city: string) => void;
};

/**
 * Delivery: the way (pick-up point, warehouse, courier), the city, then the points of that city, a warehouse or
 * an address. The city select belongs to the order form: without JavaScript «Показать пункты» posts the form
 * back and the page comes again with everything typed and that city's points; with it, choosing a city asks
 * for its points at once and the form is left as it is.
 * CSS shows only the details of the chosen way's kind, read from the radio value's «kind-» start (all of them where
 * `:has` is not supported).
 */
export function CheckoutDelivery({ options, city, points, goodsTotal, onCityChange }: CheckoutDeliveryProps) {
  const hydrated = useHydrated();
  const ways = options.deliveries.map((way) => {
    const price = deliveryPrice(way, goodsTotal);
    const term = formatDeliveryDays(way.days_min, way.days_max);
    return {
      value: deliveryChoiceValue(way),
      title: way.title,
      text: [price === 0 ? LABEL_CHECKOUT_FREE : formatPrice(price), term ? `${LABEL_DAYS_TERM} ${term}` : null].filter(Boolean).join(" · "),
    };
  });
  const citySelectId = "checkout-city-select";
  const cityError = useField("city").error;
  return (
    <fieldset className="checkout-section checkout-delivery">
      <legend>{LABEL_CHECKOUT_DELIVERY}</legend>
      <ChoiceGroup name="delivery" legend={LABEL_CHECKOUT_DELIVERY_WAY} choices={ways} required />
      <div className="field checkout-city__field">
        <label className="field__label" htmlFor={citySelectId}>
          {LABEL_CHECKOUT_CITY}
        </label>
        <div className="checkout-city">
          <select
            id={citySelectId}
            className="field__input field__input--select"
            name="city"
            defaultValue={city}
            onChange={(event) => onCityChange(event.currentTarget.value)}
            aria-invalid={cityError ? true : undefined}
            aria-describedby={`${citySelectId}-error`}
            data-testid="checkout-city"
          >
            <option value="">{LABEL_CHECKOUT_CITY_CHOOSE}</option>
            {options.cities.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          {hydrated ? null : (
            <button type="submit" name="intent" value={CHECKOUT_RECALCULATE_INTENT} formNoValidate className="button button--outline">
              {LABEL_CHECKOUT_SHOW_POINTS}
            </button>
          )}
        </div>
        <ErrorList id={`${citySelectId}-error`} error={cityError} />
      </div>
      <div className="delivery-detail" data-for="pvz">
        <ChoiceGroup
          name="pvz"
          legend={LABEL_CHECKOUT_PVZ}
          emptyText={LABEL_CHECKOUT_NO_POINTS}
          choices={points.map((point) => ({
            value: String(point.id),
            title: point.title,
            text: [point.address, point.hours ? `${LABEL_HOURS} ${point.hours}` : null].filter(Boolean).join(" · "),
          }))}
        />
      </div>
      <div className="delivery-detail" data-for="warehouse">
        <ChoiceGroup
          name="warehouse_id"
          legend={LABEL_CHECKOUT_WAREHOUSE}
          emptyText={LABEL_CHECKOUT_NO_WAREHOUSE}
          choices={warehousesIn(options.warehouses, city).map((warehouse) => ({
            value: String(warehouse.id),
            title: warehouse.title,
            text: [warehouseAddress(warehouse), warehouse.hours ? `${LABEL_HOURS} ${warehouse.hours}` : null].filter(Boolean).join(" · "),
          }))}
        />
      </div>
      <div className="delivery-detail" data-for="courier">
        <Field
          name="address"
          label={LABEL_CHECKOUT_ADDRESS}
          hint={LABEL_CHECKOUT_ADDRESS_HINT}
          inputProps={{ autoComplete: "address-line1", list: "checkout-address-suggestions" }}
        />
        <AddressSuggestions city={city} />
      </div>
    </fieldset>
  );
}
