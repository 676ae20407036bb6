import { z } from "zod";
import { currentUser } from "./auth";
import { validate } from "./body";
import type { Context } from "./context";
import { positiveId } from "./lead-fields";
import { readForm } from "./multipart";
import { orderAnswer, orderPlacedAnswer } from "./order-answers";
import { orderForm, serviceChoiceOf } from "./order-form";
import { MSG_CAPTCHA_FAILED, MSG_PAYMENT_UNKNOWN } from "./orders-messages";
import { HttpError, ok } from "./respond";
import { MSG_NOT_FOUND } from "./common-messages";
import type { Route } from "./router";

/** Orders placed per IP per hour: plenty for a family, too few for a script. */
const ORDERS_PER_IP_PER_HOUR = 30;

const orderRef = z.object({
  id: positiveId(MSG_NOT_FOUND),
  order_code: z
    .string()
    .regex(/^[0-9a-f]{16}$/, MSG_NOT_FOUND)
    .nullable(),
});

/** id + order_code from the query; anything malformed is the same 404 as a wrong pair. */
function readOrderRef(ctx: Context, codeRequired: boolean) {
  const parsed = orderRef.safeParse({
    id: ctx.url.searchParams.get("id") ?? "",
    order_code: ctx.url.searchParams.get("order_code") || null,
  });
  if (!parsed.success || (codeRequired && parsed.data.order_code === null)) throw new HttpError(404, MSG_NOT_FOUND);
  return parsed.data;
}

/** `goods=1,2,3`: the goods of a cart (at most 100; anything malformed left out). */
function goodIdsParam(url: URL): number[] {
  return (url.searchParams.get("goods") ?? "")
    .split(",")
    .filter((s) => /^\d{1,9}$/.test(s.trim()))
    .map(Number)
    .slice(0, 100);
}

const paymentChange = z.object({ payment_id: positiveId(MSG_PAYMENT_UNKNOWN) });

/** Another way to pay an order still waiting for payment (a cancelled online payment, a change of mind). */
async function changePayment(ctx: Context): Promise<Response> {
  const user = await currentUser(ctx);
  const ref = readOrderRef(ctx, user === null);
  const form = validate(paymentChange, (await readForm(ctx.request)).fields);
  const order = await ctx.services.orders.changePayment({
    id: ref.id,
    code: ref.order_code,
    userId: user?.id ?? null,
    paymentId: form.payment_id,
  });
  return ok({ result: "ok", order: orderAnswer(order) });
}

async function placeOrder(ctx: Context): Promise<Response> {
  await ctx.services.limits.consume(`orders:place:${ctx.ip}`, ORDERS_PER_IP_PER_HOUR, 3600);
  const form = validate(orderForm, (await readForm(ctx.request)).fields);
  const token = form["g-recaptcha-code"];
  if (!(await ctx.services.orders.verifyCaptcha({ token, action: "order", ip: ctx.ip }))) {
    throw new HttpError(422, MSG_CAPTCHA_FAILED);
  }
  const user = await currentUser(ctx);
  const placed = await ctx.services.orders.placeOrder({
    fio: form.fio,
    phone: form.phone,
    email: form.email,
    comment: form.comment,
    delivery_id: form.delivery_id,
    payment_id: form.payment_id,
    pvz: form.pvz,
    warehouse_id: form.warehouse_id,
    city: form.city,
    address: form.address,
    address_details: {
      flat: form.address_flat,
      entrance: form.address_entrance,
      floor: form.address_floor ?? null,
      intercom: form.address_intercom,
      lift: form.address_lift,
    },
    delivery_date: form.delivery_date,
    delivery_window: form.delivery_window,
    services: serviceChoiceOf(form),
    company_name: form.company_name,
    company_inn: form.company_inn,
    company_kpp: form.company_kpp,
    payment_method: form.payment_method,
    cart: form.cart,
    promo_code: form.promo_code || undefined,
    idempotency_key: form.idempotency_key,
    consent_version: form.consent_version,
    userId: user?.id ?? null,
    ip: ctx.ip,
    now: new Date(ctx.now()).toISOString(),
  });
  return ok(orderPlacedAnswer(placed));
}

const servicesQuery = orderForm.pick({ cart: true, address_floor: true, address_lift: true, services: true, assembly: true });

/** The courier's services priced for the cart and building in the query (the same fields as the order form). */
async function servicesQuote(ctx: Context): Promise<Response> {
  const query = ctx.url.searchParams;
  const form = validate(servicesQuery, {
    cart: query.get("cart") ?? "",
    address_floor: query.get("address_floor") ?? "",
    address_lift: query.get("address_lift") ?? "",
    services: query.getAll("services"),
    assembly: query.getAll("assembly"),
  });
  const quote = await ctx.services.orders.servicesQuote({
    cart: form.cart,
    choice: serviceChoiceOf(form),
    building: { floor: form.address_floor ?? null, lift: form.address_lift },
  });
  return ok(quote);
}

/** Checkout: options, pick-up points, placing an order, its status and its pay link. */
export const orderRoutes: Route[] = [
  { method: "GET", path: "/order/options", handler: async (ctx) => ok(await ctx.services.orders.options()) },
  {
    method: "GET",
    path: "/order/pvz",
    handler: async (ctx) => {
      const city = (ctx.url.searchParams.get("city") ?? "").slice(0, 100);
      return ok({ points: await ctx.services.orders.pickupPoints(city) });
    },
  },
  {
    method: "GET",
    path: "/order/delivery-prices",
    handler: async (ctx) => ok(await ctx.services.orders.deliveryPrices((ctx.url.searchParams.get("city") ?? "").slice(0, 100))),
  },
  {
    method: "GET",
    path: "/order/dates",
    handler: async (ctx) => {
      // The city chooses the courier's zone, whose own days and capacity count where it sets them.
      const city = (ctx.url.searchParams.get("city") ?? "").slice(0, 100);
      return ok({ deliveries: await ctx.services.orders.deliveryDays(goodIdsParam(ctx.url), new Date(ctx.now()).toISOString(), city) });
    },
  },
  { method: "GET", path: "/order/services", handler: servicesQuote },
  { method: "POST", path: "/request/order", handler: placeOrder },
  {
    method: "GET",
    path: "/order/status",
    handler: async (ctx) => {
      const ref = readOrderRef(ctx, true);
      return ok({ result: "ok", order: orderAnswer(await ctx.services.orders.orderByCode(ref.id, ref.order_code ?? "")) });
    },
  },
  { method: "POST", path: "/order/payment", handler: changePayment },
  {
    method: "GET",
    path: "/lk/orders/pay",
    handler: async (ctx) => {
      // The bearer or the order's code alone: a guest holds only the code.
      const user = await currentUser(ctx);
      const ref = readOrderRef(ctx, user === null);
      const payLink = await ctx.services.orders.payLink({ id: ref.id, code: ref.order_code, userId: user?.id ?? null });
      return ok({ result: "ok", pay_link: payLink });
    },
  },
];
