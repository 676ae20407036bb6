import type { Generated } from "kysely";

/**
 * Checkout, orders, payment and lead requests, as Kysely sees them (migration 003-orders).
 * Times are ISO-8601 text so SQLite and PostgreSQL read them back the same way; money is integer kopecks
 * (migration 029; backend/shop/money.ts reads and writes roubles at the edges).
 */

export interface DeliveriesTable {
  id: number;
  code: "pvz" | "warehouse" | "courier";
  title: string;
  price: number;
  days_min: number;
  days_max: number;
  /** Goods total from which delivery is free; null = never free. */
  free_from: number | null;
  sort: number;
  /** 1: hidden from the checkout by the back office (Generated: 0 unless set). */
  hidden: Generated<number>;
  /** 1: courier and pick-up priced by the city's delivery zone (migration 035); 0: its own price everywhere. */
  zone_priced: Generated<number>;
}

export interface PaymentsTable {
  id: number;
  title: string;
  description: string;
  /** 1 when the order is paid through the payment gateway (the online payment, id 2). */
  online: number;
  sort: number;
  /** 1 when the payer is a company (payment by invoice): the order then names it (name, ИНН, КПП). */
  for_companies: Generated<number>;
}

export interface WarehousesTable {
  id: number;
  title: string;
  city: string;
  address: string;
  hours: string;
  /** 1: hidden from the checkout by the back office (Generated: 0 unless set). */
  hidden: Generated<number>;
}

export interface PvzPointsTable {
  id: number;
  title: string;
  city: string;
  address: string;
  hours: string;
  lat: number;
  lon: number;
  days_min: number;
  days_max: number;
  /** 1: hidden from the checkout by the back office (Generated: 0 unless set). */
  hidden: Generated<number>;
}

/** How a zone finds its places: a list of cities, or a band of distance from a warehouse's city (migration 035). */
export type DeliveryZoneKind = "cities" | "band";

export interface DeliveryZonesTable {
  id: Generated<number>;
  title: string;
  kind: DeliveryZoneKind;
  /** kind 'cities': one city per line. */
  cities: Generated<string>;
  /** kind 'band': kilometres from the warehouse's city, from km_from (inclusive) to km_to (exclusive). */
  warehouse_id: number | null;
  km_from: number | null;
  km_to: number | null;
  courier_price: number;
  pvz_price: number;
  /** Goods total from which courier and pick-up are free; null = never free. */
  free_from: number | null;
  days_min: number;
  days_max: number;
  sort: Generated<number>;
  hidden: Generated<number>;
  /** JSON list of the ISO weekdays the courier goes to the zone; empty: every day the shop delivers. */
  weekdays: Generated<string>;
  /** The courier's orders a day in the zone, counted apart; null: the way's own count and capacity. */
  daily_capacity: number | null;
}

/** Whether the building has a lift, as the shopper said ("" = not said). */
export type LiftKind = "none" | "passenger" | "freight";

/** Local address data for suggestions: one row per street (houses are generated from `houses_max`). */
export interface AddressStreetsTable {
  id: Generated<number>;
  region: string;
  city: string;
  street_type: string;
  street: string;
  postal_code: string;
  lat: number;
  lon: number;
  houses_max: number;
}

export type OrderStatus = "new" | "awaiting_payment" | "paid" | "cancelled";

export interface OrdersTable {
  id: Generated<number>;
  /** The guest's secret for status and payment links. */
  code: string;
  user_id: number | null;
  status: OrderStatus;
  fio: string;
  phone: string;
  email: string;
  comment: string;
  /** The paying company of an order paid by invoice (migration 026); empty otherwise, КПП empty for a sole trader. */
  company_name: Generated<string>;
  company_inn: Generated<string>;
  company_kpp: Generated<string>;
  delivery_id: number;
  payment_id: number;
  pvz_id: number | null;
  warehouse_id: number | null;
  city: string;
  delivery_address: string;
  goods_total: number;
  delivery_price: number;
  total: number;
  consent_at: string;
  consent_version: string;
  ip: string;
  created_at: string;
  updated_at: string;
  /** The shop's progress of the order (migration 008-staff). */
  stage: Generated<OrderStage>;
  manager_comment: Generated<string>;
  /** When 1C confirmed it received the order (its exchange's mode=success); null: not yet. */
  exported_at: string | null;
  /** Grows with every change 1C reads (migration 030-onec-revision); see services/onec-marks.ts. */
  onec_revision: Generated<number>;
  /** The revision 1C confirmed with `mode=success`; below onec_revision: the next query hands the order over. */
  onec_confirmed: Generated<number>;
  /** Kopecks refunded so far, the sum of its refunds (migration 037-order-refunds); moved by a conditional update. */
  refunded: Generated<number>;
  /** Given when the order is handed to delivery (migration 024-order-notices): either may be "". */
  tracking_number: Generated<string>;
  /** `YYYY-MM-DD` in the shop's calendar, chosen at checkout (migration 034) or set by the staff; or "". */
  delivery_date: Generated<string>;
  /** The time window chosen with the day ("10:00–14:00"), or "". */
  delivery_window: Generated<string>;
  /** The earliest day the order's slowest line allowed when it was placed, `YYYY-MM-DD` (migration 034). */
  earliest_date: Generated<string>;
  /** Which day count the order's day took (`delivery_zone_day_loads.zone_id`; 0: the way's own). */
  day_load_zone: Generated<number>;
  /** Given when the staff cancel the order; told to the shopper. */
  cancel_reason: Generated<string>;
  /** The delivery zone the order was priced by (migration 035); null: none (a warehouse, no zones, or the manager prices it). */
  zone_id: number | null;
  /** 1: the city is outside every zone, so the manager prices the delivery (delivery_price stays 0 until then). */
  delivery_by_manager: Generated<number>;
  /** The courier's address as typed: street and house, then what a truck needs ("" / null = not given). */
  address_street: Generated<string>;
  address_flat: Generated<string>;
  address_entrance: Generated<string>;
  address_floor: number | null;
  address_intercom: Generated<string>;
  address_lift: Generated<LiftKind | "">;
  /** The online method chosen at checkout (a YooKassa `payment_method_data.type`); "" for «Все способы» (migration 036). */
  payment_method: Generated<string>;
}

/** An order's life cycle in the back office; `cancelled` also sets `status` to cancelled. */
export type OrderStage = "new" | "confirmed" | "in_production" | "ready" | "shipped" | "completed" | "cancelled";

/**
 * A delivery way's calendar (migration 034): orders it takes a day (0: no limit) and its time windows (JSON list
 * of "10:00–14:00"; empty: none). Keyed by the way alone; a delivery zone joins the key when zones have calendars.
 */
export interface DeliverySchedulesTable {
  delivery_id: number;
  daily_capacity: Generated<number>;
  windows: Generated<string>;
}

/** Orders a delivery way took for a day; counted up and down only by conditional updates. */
export interface DeliveryDayLoadsTable {
  delivery_id: number;
  /** The zone whose own capacity the orders took; 0: the way's own count. */
  zone_id: Generated<number>;
  day: string;
  taken: Generated<number>;
}

/** What an order line is (migration 033-order-lines): a catalogue good, a service (lift, assembly, …), the delivery. */
export type OrderLineKind = "good" | "service" | "delivery";

/** One line of an order; the 54-FZ receipt, the letters, the back office and 1C are all built from them (services/order-lines.ts). */
export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  kind: Generated<OrderLineKind>;
  /** The good sold; null for a service or the delivery. */
  good_id: number | null;
  /** Which service or delivery the line is (the delivery's code); "" for a good. */
  service_code: Generated<string>;
  name: string;
  /** One piece, kopecks, before the discount. */
  price: number;
  count: number;
  /** price × count, kopecks, before the discount. */
  sum: number;
  /** Kopecks taken off `sum` (never more than it); the buyer pays sum − discount for the line. */
  discount: Generated<number>;
  /** The receipt's `vat_code` (YooKassa's 1–12). */
  vat_code: Generated<number>;
  /** The receipt's `payment_subject`: commodity, service, … */
  payment_subject: Generated<string>;
  /** The receipt's `payment_mode`: full_payment, full_prepayment, … */
  payment_mode: Generated<string>;
  /** The contract's Image as JSON, frozen at order time ("null" when the line has none). */
  image: string;
}

export interface IdempotencyKeysTable {
  key: string;
  order_id: number | null;
  /** The JSON answer given the first time; null while that first request is still running. */
  response: string | null;
  created_at: string;
}

export type RequestStatus = "pending_confirmation" | "accepted";

export interface RequestsTable {
  id: Generated<number>;
  kind: string;
  /** Every validated field of the form, as JSON. */
  fields: string;
  consent_at: string;
  consent_version: string;
  ip: string;
  status: RequestStatus;
  created_at: string;
  accepted_at: string | null;
  /** Where the staff are with it (migration 008-staff). */
  handling: Generated<RequestHandling>;
}

export type RequestHandling = "new" | "in_work" | "done";

/** A staff member's answer to a request, sent by mail (migration 024-order-notices). */
export interface RequestAnswersTable {
  id: Generated<number>;
  request_id: number;
  staff_email: string;
  /** The address it was sent to. */
  recipient: string;
  text: string;
  created_at: string;
}

export interface RequestFilesTable {
  id: Generated<number>;
  request_id: number;
  /** The form field the file came in (`files`, `upload_images`). */
  field: string;
  original_name: string;
  /** Server-made name (`<uuid>.<ext>`): the key of the file in the file store. */
  stored_name: string;
  kind: string;
  size: number;
  created_at: string;
}

export interface PaymentTransactionsTable {
  id: Generated<number>;
  /** Unique: an order is settled by the gateway at most once. */
  order_id: number;
  action: "paid" | "cancelled";
  amount: number;
  created_at: string;
}

/** Where a provider's payment stands, as last read from the provider (`creating`: not answered yet). */
export type OrderPaymentStatus = "creating" | "pending" | "waiting_for_capture" | "succeeded" | "canceled";

/** One attempt to pay an order online (migration 007-order-payments). */
export interface OrderPaymentsTable {
  id: Generated<number>;
  order_id: number;
  /** 1, 2, …: a new attempt after a cancelled one; unique per order. */
  attempt: number;
  provider: string;
  /** Sent with the create call; fixed before the call, so a retry of the same attempt is the same payment. */
  idempotence_key: string;
  /** The provider's payment id; null until the provider has answered. */
  provider_payment_id: string | null;
  status: OrderPaymentStatus;
  /** Kopecks asked for (the order's stored total at that time). */
  amount: number;
  created_at: string;
  updated_at: string;
  /** Until when the attempt keeps the order reserved while it is pending (migration 036); null: no limit known. */
  expires_at: Generated<string | null>;
}

/** Where a refund stands at the provider (`creating`: written, the provider has not answered yet). */
export type OrderRefundStatus = "creating" | "pending" | "succeeded" | "canceled";

/** One refund of an order's online payment (migration 037-order-refunds). */
export interface OrderRefundsTable {
  id: Generated<number>;
  order_id: number;
  /** JSON `[{ line_id, count, amount }]`: the order's lines taken back, how many pieces and for how much. */
  lines: string;
  /** Kopecks returned: the sum of its lines' amounts. */
  amount: number;
  reason: string;
  staff_email: string;
  provider: string;
  /** Fixed before the provider is called: a retry of the same refund is the same refund. */
  idempotence_key: string;
  provider_refund_id: string | null;
  status: OrderRefundStatus;
  created_at: string;
  updated_at: string;
}

/** Where a receipt stands at the provider (`creating`: claimed, the provider has not answered yet). */
export type OrderReceiptStatus = "creating" | "pending" | "succeeded" | "canceled";

/** A receipt of an order after its payment's own, one per type (migration 042): the settlement of a prepayment. */
export interface OrderReceiptsTable {
  id: Generated<number>;
  order_id: number;
  type: "settlement";
  provider: string;
  /** Fixed when the row is claimed, before the call: a retried call is the same receipt. A new one for each attempt. */
  idempotence_key: string;
  /** 1, then one more each time a receipt the register cancelled is sent again (migration 051). */
  attempt: Generated<number>;
  /** The payment whose prepayment the receipt settles. */
  provider_payment_id: string;
  /** The provider's receipt id; null until it has answered. */
  provider_receipt_id: string | null;
  status: OrderReceiptStatus;
  /** Kopecks settled. */
  amount: number;
  created_at: string;
  updated_at: string;
}

/** The счёт of an order paid by invoice (migration 047): its number is `id`. */
export interface OrderInvoicesTable {
  id: Generated<number>;
  order_id: number;
  /** The PDF as issued, in the file store. */
  stored_name: string;
  /** Kopecks to pay, as the счёт says. */
  total: number;
  created_at: string;
}

export interface OrderTables {
  deliveries: DeliveriesTable;
  payments: PaymentsTable;
  warehouses: WarehousesTable;
  pvz_points: PvzPointsTable;
  delivery_zones: DeliveryZonesTable;
  address_streets: AddressStreetsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  delivery_schedules: DeliverySchedulesTable;
  delivery_zone_day_loads: DeliveryDayLoadsTable;
  idempotency_keys: IdempotencyKeysTable;
  requests: RequestsTable;
  request_files: RequestFilesTable;
  request_answers: RequestAnswersTable;
  payment_transactions: PaymentTransactionsTable;
  order_payments: OrderPaymentsTable;
  order_refunds: OrderRefundsTable;
  order_receipts: OrderReceiptsTable;
  order_invoices: OrderInvoicesTable;
}
