import { useField } from "remix-validated-form";
import { useHydrated } from "remix-utils/use-hydrated";
import {
  LABEL_CHECKOUT_CITY,
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
import { LABEL_CITY_HINT, MSG_DELIVERY_BY_MANAGER } from "~/config/messages/delivery-zones";
import { ErrorList } from "~/components/forms/FieldShell";
import type { OrderOptions, PickupPoint } from "~/server/api/order.server";
import { CheckoutCourierAddress } from "./CheckoutCourierAddress";
import { CheckoutServices } from "./CheckoutServices";
import type { ServicesOffer } from "~/lib/delivery-services";
import { ChoiceGroup } from "./ChoiceGroup";
import { deliveryPrice, type DeliveryTerms } from "~/lib/delivery-price";
import { CHECKOUT_RECALCULATE_INTENT } from "~/forms/checkout-validator";
import { deliveryChoiceValue } from "~/forms/checkout";
import { formatDeliveryDays } from "~/lib/delivery-days";
import { warehouseAddress, warehousesIn } from "~/lib/warehouse-places";

type CheckoutDeliveryProps = {
  /** The deliveries priced for the city shown (price null: the manager prices it). */
  options: Omit<OrderOptions, "deliveries"> & { deliveries: (Omit<OrderOptions["deliveries"][number], "price"> & Pick<DeliveryTerms, "price">)[] };
  city: string;
  points: PickupPoint[];
  goodsTotal: number;
  /** The courier's services for the cart (null: none offered). */
  services: ServicesOffer | null;
  /** With JavaScript: the shopper typed or chose another city. */
  onCityChange: (city: string) => void;
};

/**
 * Delivery: the way (pick-up point, warehouse, courier), the city, then the points of that city, a warehouse or
 * an address with the courier's services. Any city may be typed (the known ones are offered); its zone prices the courier and pick-up. The
 * city field belongs to the order form: without JavaScript «Показать пункты» posts the form back and the page
 * comes again with everything typed and that city's points and prices; with it, a city typed asks for them
 * after a pause and the form is left as it is.
 * CSS shows only the details of the chosen way's kind, read from the radio value's «kind-» start (all of them where
 * `:has` is not supported).
 */
export function CheckoutDelivery({ options, city, points, goodsTotal, services, onCityChange }: CheckoutDeliveryProps) {
  const hydrated = useHydrated();
  const ways = options.deliveries.map((way) => {
    const price = deliveryPrice(way, goodsTotal);
    const term = formatDeliveryDays(way.days_min, way.days_max);
    return {
      value: deliveryChoiceValue(way),
      title: way.title,
      text: [
        price === null ? MSG_DELIVERY_BY_MANAGER : price === 0 ? LABEL_CHECKOUT_FREE : formatPrice(price),
        term ? `${LABEL_DAYS_TERM} ${term}` : null,
      ]
        .filter(Boolean)
        .join(" · "),
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
          <input
            id={citySelectId}
            className="field__input"
            name="city"
            defaultValue={city}
            list="checkout-cities"
            autoComplete="address-level2"
            maxLength={100}
            onChange={(event) => onCityChange(event.currentTarget.value)}
            aria-invalid={cityError ? true : undefined}
            aria-describedby={`${citySelectId}-hint ${citySelectId}-error`}
            data-testid="checkout-city"
          />
          <datalist id="checkout-cities">
            {options.cities.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          {hydrated ? null : (
            <button type="submit" name="intent" value={CHECKOUT_RECALCULATE_INTENT} formNoValidate className="button button--outline">
              {LABEL_CHECKOUT_SHOW_POINTS}
            </button>
          )}
        </div>
        <p id={`${citySelectId}-hint`} className="field__hint">
          {LABEL_CITY_HINT}
        </p>
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
        <CheckoutCourierAddress city={city} />
        {services && services.services.length > 0 ? <CheckoutServices offer={services} /> : null}
      </div>
    </fieldset>
  );
}
