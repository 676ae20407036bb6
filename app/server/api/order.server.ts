import { z } from "zod";
import { DELIVERY_CODES, type PaymentMethodCode } from "~/config/constants";
import { isPaymentMethodCode } from "~/lib/payment-methods";
import { unavailable } from "../responses.server";
import { callApi, outageFail, readFail, readJson, refusalOf, type Refusal } from "./client.server";
import { imageSchema } from "./schemas.server";

/**
 * Checkout and payment calls (docs/api.md "Orders and payment"): options, pick-up points, placing an order,
 * its status and a fresh pay link. Answers are parsed with zod; every outcome is a value, never a throw
 * (except a broken backend, which the caller shows as "unavailable").
 */

const optionsSchema = z.object({
  deliveries: z.array(
    z.object({
      id: z.number(),
      code: z.enum(DELIVERY_CODES),
      title: z.string(),
      price: z.number(),
      days_min: z.number(),
      days_max: z.number(),
      free_from: z.number().nullable().default(null),
    }),
  ),
  // `for_companies`: the payer is a company (by invoice), asked for its name, ИНН and КПП; false when a backend does not say.
  payments: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      description: z.string().default(""),
      for_companies: z.boolean().default(false),
      // The online payment's own methods with the totals each takes; a method this storefront does not know is left out.
      methods: z
        .array(z.object({ code: z.string(), min: z.number(), max: z.number() }))
        .default([])
        .transform((methods) => methods.filter((m): m is typeof m & { code: PaymentMethodCode } => isPaymentMethodCode(m.code))),
    }),
  ),
  warehouses: z.array(z.object({ id: z.number(), title: z.string(), city: z.string(), address: z.string(), hours: z.string().default("") })),
  cities: z.array(z.string()),
});
export type OrderOptions = z.infer<typeof optionsSchema>;
export type DeliveryOption = OrderOptions["deliveries"][number];

const pointSchema = z.object({
  id: z.number(),
  title: z.string(),
  city: z.string(),
  address: z.string(),
  hours: z.string().default(""),
  days_min: z.number(),
  days_max: z.number(),
});
export type PickupPoint = z.infer<typeof pointSchema>;

const deliveryDaysSchema = z.object({
  deliveries: z.array(
    z.object({
      delivery_id: z.number(),
      earliest: z.string(),
      windows: z.array(z.string()),
      days: z.array(z.object({ date: z.string(), free: z.boolean() })),
    }),
  ),
});
export type DeliveryDays = z.infer<typeof deliveryDaysSchema>["deliveries"][number];

/**
 * `GET /api/order/dates?goods=…&city=…`: the days each delivery way offers for these goods (the courier's by the
 * city's zone). A backend that has no calendar (or fails) gives none, and the checkout then asks for no day.
 */
export async function getDeliveryDays(goodIds: number[], city: string): Promise<DeliveryDays[]> {
  if (goodIds.length === 0) return [];
  const response = await callApi("/order/dates", { query: { goods: goodIds.join(","), city } });
  const parsed = response.ok ? deliveryDaysSchema.safeParse(await readJson(response)) : null;
  return parsed?.success ? parsed.data.deliveries : [];
}

const orderSchema = z.object({
  id: z.number(),
  code: z.string(),
  status: z.enum(["new", "awaiting_payment", "paid", "cancelled"]),
  status_title: z.string(),
  payment_id: z.number(),
  payment_title: z.string(),
  delivery_title: z.string(),
  delivery_address: z.string(),
  delivery_date: z.string().catch("").default(""),
  delivery_window: z.string().catch("").default(""),
  items: z.array(
    z.object({ id: z.number(), name: z.string(), price: z.number(), count: z.number(), sum: z.number(), image: imageSchema.nullable().catch(null) }),
  ),
  // The courier's services (lift, assembly, removal, measuring); a backend without them answers none.
  services: z.array(z.object({ code: z.string(), name: z.string(), price: z.number(), count: z.number(), sum: z.number() })).default([]),
  goods_total: z.number(),
  // Taken off the goods by a promo code (0 and null without one).
  discount: z.number().default(0),
  promo_code: z.string().nullable().default(null),
  delivery_price: z.number(),
  // The city is outside every delivery zone: the manager prices the delivery.
  delivery_by_manager: z.boolean().default(false),
  total: z.number(),
  created_at: z.string(),
  can_pay: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

const placedSchema = z.object({
  result: z.literal("ok"),
  message: z.object({ text: z.string() }).passthrough(),
  order_id: z.number(),
  order_code: z.string(),
  can_pay: z.boolean(),
  pay_link: z.string().nullable().default(null),
});
export type PlacedOrder = z.infer<typeof placedSchema>;

/** `GET /api/order/options`: deliveries, payments, warehouses, cities. Throws when the backend cannot answer. */
export async function getOrderOptions(): Promise<OrderOptions> {
  const response = await callApi("/order/options");
  const parsed = response.ok ? optionsSchema.safeParse(await readJson(response)) : null;
  if (!parsed?.success) throw unavailable();
  return parsed.data;
}

/** `GET /api/order/pvz?city=`: the pick-up points of a city ([] for an empty or unknown city, or on failure). */
export async function getPickupPoints(city: string): Promise<PickupPoint[]> {
  if (!city) return [];
  const response = await callApi("/order/pvz", { query: { city } });
  if (!response.ok) return [];
  const parsed = z.object({ points: z.array(pointSchema) }).safeParse(await readJson(response));
  return parsed.success ? parsed.data.points : [];
}

export type PlaceOrderReply = { ok: true; order: PlacedOrder } | ({ ok: false } & Refusal);

/**
 * `POST /api/request/order` with the bearer when signed in. The same `idempotency_key` answers with the
 * same order, so a double submit never makes two.
 */
export async function placeOrder(
  fields: Record<string, string>,
  { token, clientIp }: { token: string | null; clientIp: string },
): Promise<PlaceOrderReply> {
  const response = await callApi("/request/order", { method: "POST", form: fields, token, clientIp });
  if (!response.ok) return { ok: false, ...refusalOf(await readFail(response)) };
  const placed = placedSchema.safeParse(await readJson(response));
  return placed.success ? { ok: true, order: placed.data } : { ok: false, ...refusalOf(outageFail(response.status)) };
}

/** `GET /api/order/status?id=&order_code=`: the order, or null for a wrong pair. */
export async function getOrderStatus(id: number, code: string): Promise<Order | null> {
  const response = await callApi("/order/status", { query: { id: String(id), order_code: code } });
  if (response.status === 404 || response.status === 400) return null;
  if (!response.ok) throw unavailable();
  const parsed = z.object({ order: orderSchema }).safeParse(await readJson(response));
  return parsed.success ? parsed.data.order : null;
}

/** `GET /api/lk/orders/pay`: a fresh pay link for an unpaid online order, or null when it cannot be paid. */
export async function getPayLink(id: number, code: string, token: string | null): Promise<string | null> {
  const response = await callApi("/lk/orders/pay", { query: { id: String(id), order_code: code }, token });
  if (!response.ok) return null;
  const parsed = z.object({ pay_link: z.string().min(1) }).safeParse(await readJson(response));
  return parsed.success ? parsed.data.pay_link : null;
}

/**
 * `POST /api/order/payment?id=&order_code=`: another way to pay an order still waiting for payment. The order
 * as it is now, or null when the backend refused (not theirs, no longer waiting, an unknown payment).
 */
export async function changeOrderPayment(id: number, code: string, paymentId: number, token: string | null): Promise<Order | null> {
  const response = await callApi("/order/payment", {
    method: "POST",
    query: { id: String(id), order_code: code },
    form: { payment_id: String(paymentId) },
    token,
  });
  if (!response.ok) return null;
  const parsed = z.object({ order: orderSchema }).safeParse(await readJson(response));
  return parsed.success ? parsed.data.order : null;
}
