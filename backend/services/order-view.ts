import type { ExpressionBuilder, Kysely, Selectable } from "kysely";
import type { Database } from "../db/schema";
import type { OrdersTable } from "../db/schema-orders";
import { goodLines, lineTotals, linesOfOrders } from "./order-lines";
import { invoicesOf, type InvoiceSummary } from "./invoices/invoice-summary";
import { shippedCounts } from "./order-shipped";
import { promoCodesOf } from "./promo";

/** An order as the contract shows it (docs/api.md "Orders and payment"), but for the title of its status. */
export interface OrderView {
  id: number;
  code: string;
  status: OrdersTable["status"];
  payment_id: number;
  payment_title: string;
  delivery_title: string;
  delivery_address: string;
  /** The delivery day `YYYY-MM-DD` and time window (either may be ""). */
  delivery_date: string;
  delivery_window: string;
  items: { id: number; name: string; price: number; count: number; sum: number; image: unknown }[];
  /** Pieces of its goods shipped in parts so far (0: none yet, or handed over as a whole). */
  pieces_shipped: number;
  /** The courier's services (lift, assembly, removal, measuring), each a line of its own. */
  services: { code: string; name: string; price: number; count: number; sum: number }[];
  goods_total: number;
  /** Taken off the goods by a promo code, kopecks (0: none), and that code (null: none). */
  discount: number;
  promo_code: string | null;
  delivery_price: number;
  /** The city is outside every delivery zone: the manager prices the delivery (delivery_price 0 until then). */
  delivery_by_manager: boolean;
  total: number;
  created_at: string;
  can_pay: boolean;
  /** The счёт of an order paid by invoice; null for other orders. */
  invoice: InvoiceSummary | null;
}

export type OrderRow = Selectable<OrdersTable>;

/** Only an order waiting for its online payment can be paid. */
export function isPayable(order: Pick<OrderRow, "status">): boolean {
  return order.status === "awaiting_payment";
}

/** The order's own page (its status, and «Оплатить» while it waits for payment), reachable with the order's code. */
export function orderPagePath(order: Pick<OrderRow, "id" | "code">): string {
  return `/payresult?orderkey=${order.id}&ordercode=${encodeURIComponent(order.code)}`;
}

/** Builds the contract's Order for rows of the orders table, in the order given. */
export async function viewOrders(db: Kysely<Database>, orders: OrderRow[]): Promise<OrderView[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((o) => o.id);
  const [lines, deliveries, payments, promos, invoices, shipped] = await Promise.all([
    linesOfOrders(db, ids),
    db.selectFrom("deliveries").select(["id", "title"]).execute(),
    db.selectFrom("payments").select(["id", "title"]).execute(),
    promoCodesOf(db, ids),
    invoicesOf(db, ids),
    shippedCounts(db, ids),
  ]);
  const title = (rows: { id: number; title: string }[], id: number) => rows.find((r) => r.id === id)?.title ?? "";
  return orders.map((order) => ({
    id: order.id,
    code: order.code,
    status: order.status,
    payment_id: order.payment_id,
    payment_title: title(payments, order.payment_id),
    delivery_title: title(deliveries, order.delivery_id),
    delivery_address: order.delivery_address,
    delivery_date: order.delivery_date,
    delivery_window: order.delivery_window,
    items: goodLines(lines.get(order.id) ?? []).map((item) => ({
      id: item.good_id,
      name: item.name,
      price: item.price,
      count: item.count,
      sum: item.sum,
      image: JSON.parse(item.image) as unknown,
    })),
    pieces_shipped: goodLines(lines.get(order.id) ?? []).reduce((n, item) => n + (shipped.get(item.id) ?? 0), 0),
    services: (lines.get(order.id) ?? [])
      .filter((line) => line.kind === "service")
      .map((line) => ({ code: line.service_code, name: line.name, price: line.price, count: line.count, sum: line.sum })),
    goods_total: order.goods_total,
    discount: lineTotals(lines.get(order.id) ?? []).discount,
    promo_code: promos.get(order.id) ?? null,
    delivery_price: order.delivery_price,
    delivery_by_manager: order.delivery_by_manager === 1,
    total: order.total,
    created_at: order.created_at,
    can_pay: isPayable(order),
    invoice: invoices.get(order.id) ?? null,
  }));
}

/** The order with this id and secret code, or null (a wrong pair looks the same as a missing order). */
export async function findOrderByCode(db: Kysely<Database>, id: number, code: string): Promise<OrderRow | null> {
  const row = await db.selectFrom("orders").selectAll().where("id", "=", id).where("code", "=", code).executeTakeFirst();
  return row ?? null;
}

/**
 * A user's orders, newest first: those placed signed in, and the guest orders placed with the user's phone. The
 * account's phone is always one its owner confirmed with a code (sign-in, phone change), so guest orders follow
 * that phone and nothing else (never a name or an e-mail typed at the checkout).
 */
export async function listOrdersForUser(db: Kysely<Database>, userId: number): Promise<OrderView[]> {
  const rows = await db.selectFrom("orders").selectAll().where(ownedBy(userId)).orderBy("id", "desc").limit(200).execute();
  return viewOrders(db, rows);
}

/** The user's order with this id (one the account lists), or null. */
export async function findUserOrder(db: Kysely<Database>, userId: number, id: number): Promise<OrderRow | null> {
  return (await db.selectFrom("orders").selectAll().where("id", "=", id).where(ownedBy(userId)).executeTakeFirst()) ?? null;
}

/** Placed signed in by the user, or as a guest with the user's confirmed phone. */
function ownedBy(userId: number) {
  return (eb: ExpressionBuilder<Database, "orders">) =>
    eb.or([
      eb("user_id", "=", userId),
      eb.and([eb("user_id", "is", null), eb("phone", "=", eb.selectFrom("users").select("phone").where("id", "=", userId))]),
    ]);
}
