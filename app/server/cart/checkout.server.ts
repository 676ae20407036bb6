import { validationError } from "remix-validated-form";
import { CHECKOUT_FORM_ID, CHECKOUT_RECALCULATE_INTENT, checkoutValidator, type CheckoutRefill } from "~/forms/checkout-validator";
import { cartTotals } from "~/lib/cart-totals";
import { checkoutTotal, waysPricedIn } from "~/lib/delivery-price";
import type { CartViewLine } from "~/lib/cart-view";
import { CART_COOKIE_AFTER_ORDER_MAX_AGE_S, PAYMENT_ID_ONLINE } from "~/config/constants";
import {
  MSG_CHECKOUT_TOTAL_CHANGED,
  MSG_DELIVERY_UNAVAILABLE,
  MSG_ORDER_CANNOT_PAY,
  MSG_ORDER_FAILED,
  MSG_ORDER_UNAVAILABLE,
} from "~/config/messages/checkout";
import { findDelivery, type CheckoutForm } from "~/forms/checkout";
import type { Refusal } from "~/server/api/client.server";
import { getOrderOptions, getPayLink, getPickupPoints, placeOrder, type DeliveryOption, type PlacedOrder } from "~/server/api/order.server";
import { getDeliveryPrices } from "~/server/api/delivery-zones.server";
import { courierAddressWireFields, COURIER_ADDRESS_FIELDS } from "~/forms/courier-address";
import { buildingOf, deliveryServicesWireFields } from "~/forms/delivery-services";
import { NO_SERVICES, servicesTotal, type ServicesOffer } from "~/lib/delivery-services";
import { MSG_ASSEMBLY_UNAVAILABLE, MSG_SERVICES_UNAVAILABLE } from "~/config/messages/delivery-services";
import { getServicesOffer } from "~/server/api/delivery-services.server";
import { loadCheckoutPlace } from "./checkout-place.server";
import { readValidatedForm } from "~/server/form-body.server";
import { loadCartLines } from "./cart-page.server";
import { loadPromo } from "./cart-promo.server";
import { fieldErrorsFrom } from "~/server/form-errors.server";
import { redirectToPayment } from "~/server/responses.server";
import { getAccessToken } from "~/server/cookies/access-token.server";
import { serializeCartCookie } from "~/server/cookies/cart.server";
import { serializePromoCookie } from "~/server/cookies/promo.server";
import { redirectWithFlash } from "~/server/flash.server";

/** Field names the checkout form shows; a backend error for any other field joins the form-level error. */
const FORM_FIELDS = [
  "fio",
  "phone",
  "email",
  "comment",
  "delivery",
  "city",
  "pvz",
  "warehouse_id",
  "address",
  ...COURIER_ADDRESS_FIELDS,
  "services",
  "assembly",
  "delivery_date",
  "delivery_window",
  "payment_id",
  "payment_method",
  "company_name",
  "company_inn",
  "company_kpp",
  "consent",
];
/** The backend's names for fields the form calls differently. */
const BACKEND_FIELD_NAMES: Record<string, string> = { delivery_id: "delivery" };

/** The wire fields of `POST /api/request/order` for a valid form and the offered delivery it chose (docs/api.md "Orders and payment"). */
async function orderFields(form: CheckoutForm, way: Pick<DeliveryOption, "id" | "code">, lines: CartViewLine[]): Promise<Record<string, string>> {
  const fields: Record<string, string> = {
    fio: form.fio,
    phone: form.phone,
    email: form.email,
    comment: form.comment,
    delivery_id: String(way.id),
    delivery_date: form.delivery_date,
    delivery_window: form.delivery_window,
    payment_id: String(form.payment_id),
    payment_method: form.payment_method,
    consent: "1",
    consent_version: form.consent_version,
    idempotency_key: form.idempotency_key,
    cart: JSON.stringify(Object.fromEntries(lines.map(({ good, count }) => [String(good.id), count]))),
  };
  if (form.company_inn) Object.assign(fields, { company_name: form.company_name, company_inn: form.company_inn, company_kpp: form.company_kpp });
  if (way.code === "pvz" && form.pvz !== undefined) {
    const point = (await getPickupPoints(form.city)).find((p) => p.id === form.pvz);
    fields.pvz = String(form.pvz);
    fields.pvz_address = point?.address ?? "";
  } else if (way.code === "warehouse" && form.warehouse_id !== undefined) {
    fields.warehouse_id = String(form.warehouse_id);
  } else if (way.code === "courier") {
    Object.assign(fields, { city: form.city, address: form.address }, courierAddressWireFields(form), deliveryServicesWireFields(form));
  }
  return fields;
}

/**
 * «Пересчитать» and «Показать пункты» (no JavaScript): the same page again, with everything typed (as the
 * validator gives it back: each field within its limit), no errors yet, and the pick-up points of the city now
 * chosen (the page's own `?city=` is the one it was shown with).
 */
async function recalculated(form: FormData, offer: () => Promise<ServicesOffer | null>): Promise<Response> {
  const { intent: _intent, ...repopulateFields } = (await checkoutValidator.validate(form)).submittedData;
  const city = typeof repopulateFields.city === "string" ? repopulateFields.city : "";
  const [place, services] = await Promise.all([loadCheckoutPlace(city), offer()]);
  return Response.json({ formId: CHECKOUT_FORM_ID, fieldErrors: {}, repopulateFields, ...place, services } satisfies CheckoutRefill);
}

/** The page again with these errors and everything typed, its services priced for the floor and lift typed. */
async function refused(fieldErrors: Record<string, string>, repopulateFields: Record<string, unknown>, offer: () => Promise<ServicesOffer | null>) {
  const services = await offer().catch(() => null);
  return Response.json({ formId: CHECKOUT_FORM_ID, fieldErrors, repopulateFields, services } satisfies CheckoutRefill, { status: 422 });
}

/**
 * The checkout action: validate with the shared schema, check that the total the page showed is the one the
 * order will cost, place the order with the cart's lines (one backend call: it also empties a signed-in
 * buyer's server cart and brings the pay link), empty the cart cookie (max-age 3000) and go on: the pay link
 * for an online payment that can be paid, the payment result page otherwise.
 */
export async function submitCheckout(request: Request, clientIp: string): Promise<Response> {
  const form = await readValidatedForm(request);
  if (form instanceof Response) return form;
  const token = await getAccessToken(request);
  // The services as priced for the floor and lift posted: a page that comes again shows them at those prices.
  const offerForPost = async () => getServicesOffer((await loadCartLines(request, token)).lines, buildingOf(form));
  if (form.get("intent") === CHECKOUT_RECALCULATE_INTENT) return await recalculated(form, offerForPost);
  const result = await checkoutValidator.validate(form);
  if (result.error) return refused(result.error.fieldErrors, result.submittedData, offerForPost);
  const refill = result.submittedData;
  // The form-level error always shows (in the error modal): the backend's sentence, else the first error
  // of a field the form does not show (cart, key).
  const failed = (refusal: Refusal, fallback = MSG_ORDER_FAILED) =>
    validationError(
      {
        formId: CHECKOUT_FORM_ID,
        fieldErrors: fieldErrorsFrom(refusal, { shown: FORM_FIELDS, rename: BACKEND_FIELD_NAMES, fallback, formError: "always" }),
      },
      refill,
    );

  let placed: PlacedOrder;
  try {
    const [options, { lines }, prices] = await Promise.all([getOrderOptions(), loadCartLines(request, token), getDeliveryPrices(result.data.city)]);
    // The delivery must be one the shop offers now, by its id and its kind: one hidden since the page was shown,
    // or a forged value, is refused next to the choice, and the page comes again with the ways there are.
    // It is priced for the city in the form, as the page priced it.
    const way = findDelivery(waysPricedIn(options.deliveries, prices), result.data.delivery);
    if (!way) return validationError({ formId: CHECKOUT_FORM_ID, fieldErrors: { delivery: MSG_DELIVERY_UNAVAILABLE } }, refill);
    // A total the shopper has not seen (a delivery chosen without «Пересчитать», prices changed meanwhile) is
    // never charged: the page comes again with the right one.
    // The cart's promo code as it stands now: one that works is sent (and checked again in the order's transaction).
    const [promo, offer] = await Promise.all([
      loadPromo(request, lines, token),
      way.code === "courier" ? getServicesOffer(lines, buildingOf(form)) : null,
    ]);
    // Services go with the courier only: ones ticked and then hidden by another way are not ordered.
    const services = way.code === "courier" ? result.data : NO_SERVICES;
    // Without the backend's prices a ticked service would cost what the shopper has not seen.
    if (!offer && (services.services.length > 0 || services.assembly.length > 0)) {
      return refused({ services: MSG_SERVICES_UNAVAILABLE }, refill, async () => offer);
    }
    if (services.assembly.some((id) => !offer?.assembly.some((good) => good.good_id === id))) {
      return refused({ assembly: MSG_ASSEMBLY_UNAVAILABLE }, refill, async () => offer);
    }
    const discount = promo && !promo.error ? promo.discount : 0;
    const total = checkoutTotal(cartTotals(lines).sum, way) + (offer ? servicesTotal(offer, services) : 0) - discount;
    if (lines.length > 0 && result.data.shown_total !== total) {
      return refused({ shown_total: MSG_CHECKOUT_TOTAL_CHANGED }, refill, async () => offer);
    }
    const fields = await orderFields(result.data, way, lines);
    if (promo && !promo.error) fields.promo_code = promo.code;
    const reply = await placeOrder(fields, { token, clientIp });
    if (!reply.ok) return failed(reply);
    placed = reply.order;
  } catch {
    return failed({ fields: {}, text: null }, MSG_ORDER_UNAVAILABLE);
  }

  // A signed-in buyer's server cart was emptied by the backend in the order's own transaction.
  const headers = new Headers({ "Set-Cookie": await serializeCartCookie([], { maxAge: CART_COOKIE_AFTER_ORDER_MAX_AGE_S }) });
  headers.append("Set-Cookie", serializePromoCookie(""));
  const resultPath = `/payresult?orderkey=${placed.order_id}&ordercode=${encodeURIComponent(placed.order_code)}`;
  if (result.data.payment_id === PAYMENT_ID_ONLINE) {
    // The order's answer carries the pay link; it is asked for again only when the provider did not give one then.
    const payLink = placed.pay_link ?? (placed.can_pay ? await getPayLink(placed.order_id, placed.order_code, token) : null);
    return (
      redirectToPayment(payLink, headers) ??
      (await redirectWithFlash(resultPath, { infoModal: { type: "error", title: MSG_ORDER_CANNOT_PAY } }, { headers }))
    );
  }
  return redirectWithFlash(resultPath, { toast: { kind: "success", title: placed.message.text } }, { headers });
}
