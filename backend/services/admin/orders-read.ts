import type { Kysely, SelectQueryBuilder } from "kysely";
import type { Database } from "../../db/schema";
import type { OrderPaymentStatus, OrderReceiptStatus, OrderStage, OrderStatus } from "../../db/schema-orders";
import type { CourierAddress } from "../../shop/courier-address";
import { deliveryWindowsOf } from "../delivery-dates";
import { DomainError } from "../errors";
import { invoicesOf, type InvoiceSummary } from "../invoices/invoice-summary";
import { goodLines, lineTotals, orderLines, type GoodLine } from "../order-lines";
import { promoCodesOf } from "../promo";
import { listChanges, type AuditEntry } from "./audit";
import { versionOf } from "./versions";

/** The back office's reads of orders: a page of them by a filter, and one order for its page. */

/**
 * The stages an order may go to from each stage: forward one step, or cancelled from any open stage. A confirmed
 * order goes to production when something in it is made for it, then is ready to ship; an order of goods in stock
 * is handed to delivery straight away.
 */
export const STAGE_MOVES: Record<OrderStage, readonly OrderStage[]> = {
  new: ["confirmed", "cancelled"],
  confirmed: ["in_production", "shipped", "cancelled"],
  in_production: ["ready", "cancelled"],
  ready: ["shipped", "cancelled"],
  shipped: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

export interface OrderFilter {
  stage?: OrderStage;
  status?: OrderStatus;
  deliveryId?: number;
  /** Inclusive dates, `YYYY-MM-DD`, compared with the day the order was placed (UTC). */
  from?: string;
  to?: string;
  /** The day it is to be delivered on, `YYYY-MM-DD` (a day's delivery list leaves the cancelled out). */
  deliveryDate?: string;
  /** An order number, a phone's digits or part of a name. */
  q?: string;
  offset: number;
  limit: number;
}

export interface OrderSummary {
  id: number;
  created_at: string;
  stage: OrderStage;
  status: OrderStatus;
  fio: string;
  phone: string;
  email: string;
  delivery_title: string;
  payment_title: string;
  city: string;
  delivery_address: string;
  /** The day and time window it is to be delivered in (either may be ""). */
  delivery_date: string;
  delivery_window: string;
  total: number;
  items_count: number;
}

export interface StaffOrder extends OrderSummary {
  comment: string;
  /**
   * The receipt of full settlement sent when a prepaid order is handed over: where it stands at the provider
   * (`creating`, `pending`, `succeeded`, `canceled`: sent again later), the kopecks it settles, the attempt and
   * when it last changed; null when none was sent (not prepaid online, or not handed over yet).
   */
  settlement_receipt: { status: OrderReceiptStatus; amount: number; attempt: number; updated_at: string } | null;
  /** The paying company of an order paid by invoice (КПП empty for a sole trader); null for a private buyer. */
  company: { name: string; inn: string; kpp: string } | null;
  /** The счёт issued to that company; null when none was (another way to pay, or an order from before счета). */
  invoice: InvoiceSummary | null;
  manager_comment: string;
  /** The version of the manager's comment, which its form sends back. */
  manager_comment_version: string;
  pickup: string | null;
  /** The courier's address as typed, part by part, for the courier's sheet; null for other deliveries. */
  courier_address: CourierAddress | null;
  /** The delivery zone the order was priced by, when one was. */
  zone_title: string | null;
  goods_total: number;
  delivery_price: number;
  /** The city is outside every zone: the manager prices the delivery. */
  delivery_by_manager: boolean;
  updated_at: string;
  /** Each line with the good's SKU as the catalogue has it now ("" when the good is gone or has none). */
  items: { id: number; good_id: number; sku: string; name: string; price: number; count: number; sum: number; discount: number }[];
  /** Taken off the goods by a promo code (kopecks; 0: none), and the code. */
  discount: number;
  promo_code: string | null;
  /** The courier's services (lift, assembly, removal, measuring), each a line of its own. */
  services: { code: string; name: string; price: number; count: number; sum: number }[];
  /** Given when handed to delivery ("" until then), and the reason of a cancel. */
  tracking_number: string;
  /** The time windows its delivery way offers (empty: none). */
  delivery_windows: string[];
  /** The earliest day its goods allowed when it was placed (the manager may move the day, not before it without a reason to). */
  earliest_date: string;
  cancel_reason: string;
  moves: readonly OrderStage[];
  history: AuditEntry[];
  /** Every attempt to pay online that reached the provider, oldest first, with the provider's own payment id. */
  provider_payments: { provider: string; provider_payment_id: string; status: OrderPaymentStatus }[];
}

type OrdersQuery = SelectQueryBuilder<Database, "orders" | "deliveries" | "payments", object>;

/** Name search without relying on the database's case folding, which SQLite lacks for Cyrillic. */
function nameVariants(q: string): string[] {
  const lower = q.toLowerCase();
  return [...new Set([q, lower, lower.charAt(0).toUpperCase() + lower.slice(1)])];
}

function applyFilter(query: OrdersQuery, filter: OrderFilter): OrdersQuery {
  let q = query;
  if (filter.stage) q = q.where("orders.stage", "=", filter.stage);
  if (filter.status) q = q.where("orders.status", "=", filter.status);
  if (filter.deliveryId) q = q.where("orders.delivery_id", "=", filter.deliveryId);
  if (filter.from) q = q.where("orders.created_at", ">=", filter.from);
  // Times are ISO text: every moment of the last day sorts below the next day's date.
  if (filter.to) q = q.where("orders.created_at", "<", nextDay(filter.to));
  if (filter.deliveryDate) q = q.where("orders.delivery_date", "=", filter.deliveryDate).where("orders.stage", "!=", "cancelled");
  const text = filter.q?.trim();
  if (text) {
    const digits = text.replace(/\D/g, "");
    q = q.where((eb) => {
      const ors = nameVariants(text).map((v) => eb("orders.fio", "like", `%${v}%`));
      if (/^\d+$/.test(text) && text.length <= 9) ors.push(eb("orders.id", "=", Number(text)));
      if (digits.length >= 4) ors.push(eb("orders.phone", "like", `%${digits.replace(/^8/, "7")}%`));
      return eb.or(ors);
    });
  }
  return q;
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const summaryColumns = [
  "orders.id",
  "orders.created_at",
  "orders.stage",
  "orders.status",
  "orders.fio",
  "orders.phone",
  "orders.email",
  "orders.city",
  "orders.delivery_address",
  "orders.delivery_date",
  "orders.delivery_window",
  "orders.total",
  "deliveries.title as delivery_title",
  "payments.title as payment_title",
] as const;

const joined = (db: Kysely<Database>) =>
  db.selectFrom("orders").innerJoin("deliveries", "deliveries.id", "orders.delivery_id").innerJoin("payments", "payments.id", "orders.payment_id");

async function itemCounts(db: Kysely<Database>, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("order_items")
    .select(["order_id", (eb) => eb.fn.sum<number>("count").as("n")])
    .where("order_id", "in", ids)
    .where("kind", "=", "good")
    .groupBy("order_id")
    .execute();
  return new Map(rows.map((r) => [r.order_id, Number(r.n)]));
}

/** The goods' lines with each good's SKU as the catalogue has it now. */
async function withSkus(db: Kysely<Database>, lines: GoodLine[]): Promise<StaffOrder["items"]> {
  const ids = lines.map((line) => line.good_id);
  const skus = ids.length ? await db.selectFrom("goods").select(["id", "sku"]).where("id", "in", ids).execute() : [];
  const skuOf = new Map(skus.map((good) => [good.id, good.sku]));
  return lines.map(({ id, good_id, name, price, count, sum, discount }) => ({
    id,
    good_id,
    sku: skuOf.get(good_id) ?? "",
    name,
    price,
    count,
    sum,
    discount,
  }));
}

/** The order's row with the titles of its delivery and payment; an unknown id is `not_found`. */
export async function orderRow(db: Kysely<Database>, id: number) {
  const order = await joined(db)
    .selectAll("orders")
    .select(["deliveries.title as delivery_title", "payments.title as payment_title"])
    .where("orders.id", "=", id)
    .executeTakeFirst();
  if (!order) throw new DomainError("not_found");
  return order;
}

/** One page of orders, newest first, with their numbers of pieces. */
export async function listOrders(db: Kysely<Database>, filter: OrderFilter): Promise<{ orders: OrderSummary[]; total: number }> {
  const [rows, count] = await Promise.all([
    applyFilter(joined(db), filter).select(summaryColumns).orderBy("orders.id", "desc").offset(filter.offset).limit(filter.limit).execute(),
    applyFilter(joined(db), filter)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  const counts = await itemCounts(
    db,
    rows.map((r) => r.id),
  );
  return { orders: rows.map((r) => ({ ...r, items_count: counts.get(r.id) ?? 0 })), total: Number(count.n) };
}

/** One order for its page: lines with their SKUs, pickup point, zone, payments, invoice and history. */
export async function getOrder(db: Kysely<Database>, id: number): Promise<StaffOrder> {
  const order = await orderRow(db, id);
  const [lines, pvz, warehouse, history, payments, zone, invoices, receipt] = await Promise.all([
    orderLines(db, id),
    order.pvz_id ? db.selectFrom("pvz_points").select(["title", "address"]).where("id", "=", order.pvz_id).executeTakeFirst() : undefined,
    order.warehouse_id ? db.selectFrom("warehouses").select(["title", "address"]).where("id", "=", order.warehouse_id).executeTakeFirst() : undefined,
    listChanges(db, { entity: "order", entityId: String(id), offset: 0, limit: 100 }),
    db
      .selectFrom("order_payments")
      .select(["provider", "provider_payment_id", "status"])
      .where("order_id", "=", id)
      .where("provider_payment_id", "is not", null)
      .orderBy("attempt")
      .execute(),
    order.zone_id !== null ? db.selectFrom("delivery_zones").select("title").where("id", "=", order.zone_id).executeTakeFirst() : undefined,
    invoicesOf(db, [id]),
    db
      .selectFrom("order_receipts")
      .select(["status", "amount", "attempt", "updated_at"])
      .where("order_id", "=", id)
      .where("type", "=", "settlement")
      .executeTakeFirst(),
  ]);
  const point = pvz ?? warehouse;
  const courier = order.address_street
    ? {
        street: order.address_street,
        flat: order.address_flat,
        entrance: order.address_entrance,
        floor: order.address_floor,
        intercom: order.address_intercom,
        lift: order.address_lift,
      }
    : null;
  return {
    id: order.id,
    created_at: order.created_at,
    updated_at: order.updated_at,
    stage: order.stage,
    status: order.status,
    fio: order.fio,
    phone: order.phone,
    email: order.email,
    comment: order.comment,
    company: order.company_inn ? { name: order.company_name, inn: order.company_inn, kpp: order.company_kpp } : null,
    invoice: invoices.get(id) ?? null,
    manager_comment: order.manager_comment,
    manager_comment_version: versionOf({ manager_comment: order.manager_comment }),
    city: order.city,
    delivery_title: order.delivery_title,
    delivery_address: order.delivery_address,
    pickup: point ? `${point.title}, ${point.address}` : null,
    courier_address: courier,
    zone_title: zone?.title ?? null,
    delivery_by_manager: order.delivery_by_manager === 1,
    payment_title: order.payment_title,
    goods_total: order.goods_total,
    delivery_price: order.delivery_price,
    total: order.total,
    items: await withSkus(db, goodLines(lines)),
    discount: lineTotals(lines).discount,
    promo_code: (await promoCodesOf(db, [id])).get(id) ?? null,
    services: lines
      .filter((line) => line.kind === "service")
      .map((line) => ({ code: line.service_code, name: line.name, price: line.price, count: line.count, sum: line.sum })),
    tracking_number: order.tracking_number,
    delivery_date: order.delivery_date,
    delivery_window: order.delivery_window,
    earliest_date: order.earliest_date,
    delivery_windows: await deliveryWindowsOf(db, order.delivery_id),
    cancel_reason: order.cancel_reason,
    items_count: goodLines(lines).reduce((n, item) => n + item.count, 0),
    moves: STAGE_MOVES[order.stage],
    history: history.entries,
    provider_payments: payments.flatMap((p) => (p.provider_payment_id ? [{ ...p, provider_payment_id: p.provider_payment_id }] : [])),
    settlement_receipt: receipt ?? null,
  };
}
