import { z } from "zod";
import { callApi, getPageData } from "../api/client.server";
import { accepted, paginationSchema, writeAdmin, type Call } from "./client.server";
import { auditEntry } from "./staff-api.server";

/*
 * Exports (stable): orders (`/admin/orders`, `/admin/order…`).
 *   listOrders, exportOrders, getOrder, fetchOrderInvoice; the writes moveOrderStage, moveDeliveryDay,
 *   saveOrderComment, editOrderLines, markInvoicePaid; getOrderShipments and the write shipOrderPart;
 *   the types OrderStage, OrderSummary, StaffOrder, OrderShipments
 */

const stage = z.enum(["new", "confirmed", "in_production", "ready", "shipped", "completed", "cancelled"]);
const status = z.enum(["new", "awaiting_payment", "paid", "cancelled"]);
export type OrderStage = z.infer<typeof stage>;

const orderSummary = z.object({
  id: z.number(),
  created_at: z.string(),
  stage,
  status,
  fio: z.string(),
  phone: z.string(),
  email: z.string(),
  delivery_title: z.string(),
  payment_title: z.string(),
  city: z.string(),
  delivery_address: z.string().default(""),
  delivery_date: z.string().default(""),
  delivery_window: z.string().default(""),
  total: z.number(),
  items_count: z.number(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

const staffOrder = orderSummary.extend({
  comment: z.string(),
  // The счёт of an order paid by invoice (null: none issued).
  invoice: z.object({ number: z.number(), created_at: z.string() }).nullish(),
  manager_comment: z.string(),
  manager_comment_version: z.string(),
  pickup: z.string().nullable(),
  // The courier's address part by part (null for other deliveries), the zone that priced it, and whether the manager prices it.
  courier_address: z
    .object({
      street: z.string(),
      flat: z.string(),
      entrance: z.string(),
      floor: z.number().nullable(),
      intercom: z.string(),
      lift: z.enum(["", "none", "passenger", "freight"]),
    })
    .nullable()
    .default(null),
  zone_title: z.string().nullable().default(null),
  delivery_by_manager: z.boolean().default(false),
  goods_total: z.number(),
  // Taken off the goods by a promo code (0 and null without one).
  discount: z.number().default(0),
  promo_code: z.string().nullable().default(null),
  delivery_price: z.number(),
  updated_at: z.string(),
  items: z.array(
    z.object({ id: z.number(), good_id: z.number(), sku: z.string(), name: z.string(), price: z.number(), count: z.number(), sum: z.number() }),
  ),
  // A backend without the courier's services answers none.
  services: z.array(z.object({ code: z.string(), name: z.string(), price: z.number(), count: z.number(), sum: z.number() })).default([]),
  tracking_number: z.string(),
  earliest_date: z.string().default(""),
  /** The time windows of the order's delivery way (none: it has none). */
  delivery_windows: z.array(z.string()).default([]),
  cancel_reason: z.string(),
  moves: z.array(stage),
  history: z.array(auditEntry),
  provider_payments: z.array(z.object({ provider: z.string(), provider_payment_id: z.string(), status: z.string() })),
  // The receipt of full settlement of a prepaid order handed over (null: none sent; a backend without them answers none).
  settlement_receipt: z.object({ status: z.string(), amount: z.number(), attempt: z.number(), updated_at: z.string() }).nullable().default(null),
});
export type StaffOrder = z.infer<typeof staffOrder>;

export const listOrders = (call: Call, query: URLSearchParams) =>
  getPageData("/admin/orders", z.object({ orders: z.array(orderSummary), pagination: paginationSchema }), { ...call, query });
export const exportOrders = (call: Call, query: URLSearchParams) =>
  getPageData("/admin/orders/export", z.object({ orders: z.array(orderSummary) }), { ...call, query });
export const getOrder = (call: Call, id: string) => getPageData("/admin/order", z.object({ order: staffOrder }), { ...call, query: { id } });
/** The backend's PDF answer for an order's счёт, as it came (its headers make it a download). */
export const fetchOrderInvoice = (call: Call, id: string) => callApi("/admin/order/invoice", { ...call, query: { id } });

/** What a stage move carries: a tracking number or a delivery date when shipped, the reason when cancelled. */
type StageMove =
  | { stage: Exclude<OrderStage, "shipped" | "cancelled"> }
  | { stage: "shipped"; tracking_number: string; delivery_date: string }
  | { stage: "cancelled"; reason: string };

/** The order moved to a stage (the shopper is told); refused when the move is not allowed from where it is. */
export const moveOrderStage = (call: Call, id: number, move: StageMove) =>
  writeAdmin(call, "/admin/order/stage", { id, ...move }, accepted, "private");

/** The delivery moved to another day and window (the shopper is told). */
export const moveDeliveryDay = (call: Call, id: number, day: { delivery_date: string; delivery_window: string }) =>
  writeAdmin(call, "/admin/order/delivery-date", { id, ...day }, accepted, "private");

/** The manager's comment, if the order's comment is still the `version` the form saw. */
export const saveOrderComment = (call: Call, id: number, comment: { comment: string; version?: string }) =>
  writeAdmin(call, "/admin/order/comment", { id, ...comment }, accepted, "private");

/** «Изменить состав»: each good line's new count, a good to add (by article or id), the delivery's price in kopecks. */
export const editOrderLines = (
  call: Call,
  id: number,
  edit: { version?: string; counts: Record<number, number>; add_good: string; add_count: number; delivery_price: number },
) => writeAdmin(call, "/admin/order/lines", { id, ...edit }, accepted, "private");

/** «Счёт оплачен»: the order paid by invoice becomes paid (the shopper is told); refused when it is not waiting for it. */
export const markInvoicePaid = (call: Call, id: number) => writeAdmin(call, "/admin/order/invoice/paid", { id }, accepted, "private");

const orderShipments = z.object({
  shipments: z.array(
    z.object({
      id: z.number(),
      created_at: z.string(),
      tracking_number: z.string(),
      lines: z.array(z.object({ order_item_id: z.number(), name: z.string(), count: z.number() })),
    }),
  ),
  // Pieces each good line has left to ship, by order line id.
  left: z.record(z.string(), z.number()),
});
export type OrderShipments = z.infer<typeof orderShipments>;

/** An order's partial shipments and what each good line has left to ship. */
export const getOrderShipments = (call: Call, id: string) => getPageData("/admin/order/shipments", orderShipments, { ...call, query: { id } });

/** «Отгрузить часть»: pieces by order line id; the last part hands the order over (the shopper is told either way). */
export const shipOrderPart = (call: Call, id: number, shipment: { version?: string; counts: Record<number, number>; tracking_number: string }) =>
  writeAdmin(call, "/admin/order/shipment", { id, ...shipment }, z.object({ complete: z.boolean() }), "private");
