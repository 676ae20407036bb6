import { useState } from "react";
import { useActionData } from "@remix-run/react";
import { useFormContext } from "remix-validated-form";
import {
  LABEL_CHECKOUT_COMMENT,
  LABEL_CHECKOUT_CONTACTS,
  LABEL_CHECKOUT_ERROR_TITLE,
  LABEL_CHECKOUT_PAYMENT,
  LABEL_CHECKOUT_PAYMENT_WAY,
  LABEL_CHECKOUT_SUBMIT,
} from "~/config/messages/checkout";
import { LABEL_EMAIL, LABEL_FIO } from "~/config/messages/forms";
import { ConsentCheckbox, Field, FORM_ERROR_FIELD, FormError, PhoneField, PostForm, SubmitButton, TextArea } from "~/components/forms";
import { Modal } from "~/components/modals/Modal";
import type { DeliveryDays, OrderOptions, PickupPoint } from "~/server/api/order.server";
import { DeliveryDatePicker } from "./DeliveryDatePicker";
import { ChoiceGroup } from "./ChoiceGroup";
import { CheckoutDelivery } from "./CheckoutDelivery";
import { CheckoutCompany, COMPANY_PAYMENT_KIND } from "./CheckoutCompany";
import { CheckoutPaymentMethods, ONLINE_PAYMENT_KIND } from "./CheckoutPaymentMethods";
import { CheckoutSummary } from "./CheckoutSummary";
import { CheckoutTotalCheck } from "./CheckoutTotalCheck";
import { checkoutTotal, deliveryPrice, waysPricedIn, type DeliveryTerms } from "~/lib/delivery-price";
import { useCheckoutPlace } from "./use-checkout-place";
import { useServicesOffer } from "./use-services-offer";
import { buildingOf, servicesChoiceOf } from "~/forms/delivery-services";
import { chosenServices, type ServicesOffer } from "~/lib/delivery-services";
import { CHECKOUT_FORM_ID, checkoutValidator, type CheckoutRefill } from "~/forms/checkout-validator";
import { deliveryChoice, deliveryChoiceValue, findDelivery } from "~/forms/checkout";
import type { CartViewLine } from "~/lib/cart-view";

export type CheckoutFormProps = {
  /** The payments may carry a note of the shop's mode (a test payment). */
  options: Omit<OrderOptions, "payments"> & { payments: (OrderOptions["payments"][number] & { note?: string })[] };
  city: string;
  points: PickupPoint[];
  /** What each delivery costs in that city (null: the backend did not say; the ways keep their own prices). */
  prices: DeliveryTerms[] | null;
  lines: CartViewLine[];
  goodsTotal: number;
  /** The cart's promo code that works, and its discount (the order is checked again with it). */
  promo: { code: string; discount: number } | null;
  idempotencyKey: string;
  /** The signed-in shopper's name, phone and e-mail, to start the form with (empty for a guest). */
  contacts: CheckoutContacts;
  /** The delivery days each way offers for the cart's goods. */
  deliveryDays: DeliveryDays[];
  /** The courier's services for the cart, the lift not priced yet (null: none offered). */
  services: ServicesOffer | null;
};

/** The inputs whose change reprices the services: the boxes, the floor and the lift. */
const SERVICE_INPUTS = new Set(["services", "assembly", "address_floor", "address_lift"]);

export type CheckoutContacts = { fio: string; phone: string; email: string };

/**
 * The checkout: contacts, delivery, payment, comment, consent and the summary with «Подтвердить заказ», one
 * `ValidatedForm` posting to `/checkout` (works without JavaScript). The hidden `idempotency_key` is made with
 * the page, so a double click, a reload or a second submit of this page makes one order.
 */
export function CheckoutForm({
  options,
  city: pageCity,
  points: pagePoints,
  prices: pagePrices,
  lines,
  goodsTotal,
  promo,
  idempotencyKey,
  contacts,
  deliveryDays,
  services: pageServices,
}: CheckoutFormProps) {
  const firstWay = options.deliveries[0] ? deliveryChoiceValue(options.deliveries[0]) : "";
  // A page that comes back from the action (an error, «Пересчитать», «Показать пункты») prices the way the
  // shopper chose and shows the city chosen.
  const actionData = useActionData() as CheckoutRefill<PickupPoint, DeliveryTerms[] | null> | undefined;
  const refill = actionData?.formId === CHECKOUT_FORM_ID ? actionData : undefined;
  const refilledWay = refill?.repopulateFields?.delivery;
  const [wayValue, setWayValue] = useState<string>(typeof refilledWay === "string" ? refilledWay : firstWay);
  const answered = refill?.city !== undefined && refill.points ? { city: refill.city, points: refill.points, prices: refill.prices ?? null } : null;
  const place = useCheckoutPlace(answered ?? { city: pageCity, points: pagePoints, prices: pagePrices });
  const { city, points, prices, chooseCity } = place;
  // A city asked without leaving the page brings its zone's days; until then (and without JavaScript) the page's.
  const days = place.deliveryDays ?? deliveryDays;
  const deliveries = waysPricedIn(options.deliveries, prices);
  const way = findDelivery(deliveries, deliveryChoice.safeParse(wayValue).data);
  // The services ticked and the building typed, as the page came (refilled) and then as the shopper changes them.
  const refilled = refill?.repopulateFields ?? {};
  const [choice, setChoice] = useState(() => servicesChoiceOf(refilled));
  const { offer, changeBuilding } = useServicesOffer(refill?.services ?? pageServices, buildingOf({ get: (name) => refilled[name] }));
  // Services go with the courier only; the action drops them for another way, so the total does too.
  const serviceLines = offer && way?.code === "courier" ? chosenServices(offer, choice) : [];
  const beforeDiscount = checkoutTotal(goodsTotal, way) + serviceLines.reduce((sum, line) => sum + line.sum, 0);
  const total = beforeDiscount - (promo?.discount ?? 0);
  return (
    <>
      <div
        onChange={(event) => {
          const target = event.target as HTMLInputElement;
          if (target.name === "delivery") setWayValue(target.value);
          if (target.form && SERVICE_INPUTS.has(target.name)) {
            const values = new FormData(target.form);
            setChoice(servicesChoiceOf({ services: values.getAll("services"), assembly: values.getAll("assembly") }));
            changeBuilding(buildingOf(values));
          }
        }}
      >
        <PostForm
          id={CHECKOUT_FORM_ID}
          validator={checkoutValidator}
          // The city of the page goes with the post, so the page that answers shows the same city's points.
          action={`/checkout?city=${encodeURIComponent(city)}`}
          defaultValues={{ ...contacts, delivery: firstWay, city, payment_method: "" }}
          className="checkout-page__layout"
        >
          <div className="checkout-page__sections">
            <fieldset className="checkout-section">
              <legend>{LABEL_CHECKOUT_CONTACTS}</legend>
              <div className="checkout-grid">
                <Field name="fio" label={LABEL_FIO} required inputProps={{ autoComplete: "name", maxLength: 150 }} />
                <PhoneField />
                <Field name="email" type="email" label={LABEL_EMAIL} required inputProps={{ autoComplete: "email" }} />
              </div>
            </fieldset>
            <CheckoutDelivery
              options={{ ...options, deliveries }}
              city={city}
              points={points}
              goodsTotal={goodsTotal}
              services={offer}
              onCityChange={chooseCity}
            />
            <DeliveryDatePicker days={days.find((d) => d.delivery_id === way?.id)} kind={way?.code ?? ""} />
            <fieldset className="checkout-section checkout-payment">
              <legend>{LABEL_CHECKOUT_PAYMENT}</legend>
              <ChoiceGroup
                name="payment_id"
                legend={LABEL_CHECKOUT_PAYMENT_WAY}
                required
                choices={options.payments.map((p) => ({
                  value: String(p.id),
                  title: p.title,
                  kind: p.for_companies ? COMPANY_PAYMENT_KIND : p.methods.length > 0 ? ONLINE_PAYMENT_KIND : undefined,
                  text: p.note ? (
                    <>
                      {p.description}
                      <span className="choice__note">{p.note}</span>
                    </>
                  ) : (
                    p.description
                  ),
                }))}
              />
              <CheckoutPaymentMethods methods={options.payments.find((p) => p.methods.length > 0)?.methods ?? []} total={beforeDiscount} />
              <CheckoutCompany paymentIds={options.payments.filter((p) => p.for_companies).map((p) => p.id)} />
              <TextArea name="comment" label={LABEL_CHECKOUT_COMMENT} rows={3} />
            </fieldset>
            <input type="hidden" name="idempotency_key" value={idempotencyKey} />
          </div>
          <CheckoutSummary
            lines={lines}
            goodsTotal={goodsTotal}
            promo={promo}
            deliveryPrice={way ? deliveryPrice(way, goodsTotal) : undefined}
            services={serviceLines}
            total={total}
          >
            <CheckoutTotalCheck total={total} />
            <ConsentCheckbox />
            <FormError />
            {/* The delivery choices may be out of sight: pressing shows what is missing instead of a grey button. */}
            <SubmitButton className="cart-summary__checkout" pressableWhenIncomplete>
              {LABEL_CHECKOUT_SUBMIT}
            </SubmitButton>
          </CheckoutSummary>
          <OrderErrorModal />
        </PostForm>
      </div>
    </>
  );
}

/**
 * An order the backend refused shows the per-field errors and an error modal with the first `message.form` entry.
 * Without JavaScript its close link only jumps to an anchor (`:target` hides it), so the typed values stay.
 */
function OrderErrorModal() {
  const { fieldErrors } = useFormContext();
  const message = fieldErrors[FORM_ERROR_FIELD];
  const [closedFor, setClosedFor] = useState<string | null>(null);
  if (!message || closedFor === message) return null;
  return (
    <div className="order-error" data-testid="order-error-modal">
      <span id="order-error-closed" />
      <Modal title={LABEL_CHECKOUT_ERROR_TITLE} closeHref="#order-error-closed" onClose={() => setClosedFor(message)} size="small">
        <p>{message}</p>
      </Modal>
    </div>
  );
}
