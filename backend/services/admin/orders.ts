import type { Kysely, SelectQueryBuilder } from "kysely";
import type { Database } from "../../db/schema";
import { invoicesOf, type InvoiceSummary } from "../invoices/invoice-summary";
import type { OrderPaymentStatus, OrderStage, OrderStatus, OrdersTable } from "../../db/schema-orders";
import { DomainError } from "../errors";
import { CHANGED_BY_ONEC, CHANGED_FOR_ONEC } from "../onec-marks";
import { deliveryWindowsOf, releaseDeliveryDay, releaseOrderDay, takeDeliveryDay } from "../delivery-dates";
import { releaseOrderStock } from "../order-goods";
import { goodLines, lineTotals, orderLines, type GoodLine } from "../order-lines";
import { promoCodesOf } from "../promo";
import type { SettlementReceipts } from "../payments/settlement-receipts";
import { listChanges, recordChange, type Actor, type AuditEntry } from "./audit";
import { addStageNotice, type NoticeDeps } from "./order-notices";
import { checkVersion, versionOf } from "./versions";
import type { CourierAddress } from "../../shop/courier-address";

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

/** What a stage move brings along: the tracking number or date of a hand-over to delivery, the reason of a cancel. */
export interface StageDetails {
  tracking_number?: string;
  delivery_date?: string;
  reason?: string;
}

/** The columns a move writes besides the stage; refuses a hand-over without a tracking number or date and a cancel without a reason. */
type GivenDetails = { tracking_number?: string; delivery_date?: string; cancel_reason?: string };

function detailsFor(to: OrderStage, details: StageDetails, stored: { delivery_date: string }): GivenDetails {
  if (to === "shipped") {
    const tracking = details.tracking_number?.trim() ?? "";
    // The day chosen at checkout stands unless the hand-over names another.
    const date = details.delivery_date?.trim() || stored.delivery_date;
    if (!tracking && !date) throw new DomainError("order_stage_details_missing", { fields: ["tracking_number", "delivery_date"] });
    return { tracking_number: tracking, delivery_date: date };
  }
  if (to === "cancelled") {
    const reason = details.reason?.trim() ?? "";
    if (!reason) throw new DomainError("order_stage_details_missing", { fields: ["reason"] });
    return { cancel_reason: reason };
  }
  return {};
}

/** How a stage move came: from 1C's exchange (`byOneC`: it says so in the history, and 1C is not sent it back), and
 * whether the shopper is told (`notify: false` for a step 1C passed over on the way to a later stage). */
export interface MoveOptions {
  byOneC?: boolean;
  notify?: boolean;
}

/**
 * The back office's view of orders: lists, one order with its history, stage changes and the manager's comment.
 * `settlement`: the settlement receipts a hand-over of prepaid goods sends, when the shop's provider makes them.
 */
export function createStaffOrders(db: Kysely<Database>, now: () => string, notices: NoticeDeps, settlement: SettlementReceipts | null = null) {
  const base = () =>
    db.selectFrom("orders").innerJoin("deliveries", "deliveries.id", "orders.delivery_id").innerJoin("payments", "payments.id", "orders.payment_id");

  async function itemCounts(ids: number[]): Promise<Map<number, number>> {
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
  async function withSkus(lines: GoodLine[]): Promise<StaffOrder["items"]> {
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

  async function row(id: number) {
    const order = await base()
      .selectAll("orders")
      .select(["deliveries.title as delivery_title", "payments.title as payment_title"])
      .where("orders.id", "=", id)
      .executeTakeFirst();
    if (!order) throw new DomainError("not_found");
    return order;
  }

  return {
    async list(filter: OrderFilter): Promise<{ orders: OrderSummary[]; total: number }> {
      void settlement?.retryDue();
      const [rows, count] = await Promise.all([
        applyFilter(base(), filter).select(summaryColumns).orderBy("orders.id", "desc").offset(filter.offset).limit(filter.limit).execute(),
        applyFilter(base(), filter)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
      ]);
      const counts = await itemCounts(rows.map((r) => r.id));
      return { orders: rows.map((r) => ({ ...r, items_count: counts.get(r.id) ?? 0 })), total: Number(count.n) };
    },

    async get(id: number): Promise<StaffOrder> {
      const order = await row(id);
      const [lines, pvz, warehouse, history, payments, zone, invoices] = await Promise.all([
        orderLines(db, id),
        order.pvz_id ? db.selectFrom("pvz_points").select(["title", "address"]).where("id", "=", order.pvz_id).executeTakeFirst() : undefined,
        order.warehouse_id
          ? db.selectFrom("warehouses").select(["title", "address"]).where("id", "=", order.warehouse_id).executeTakeFirst()
          : undefined,
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
        items: await withSkus(goodLines(lines)),
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
      };
    },

    /**
     * Moves an order along its life cycle. The update is conditional on the stage read, so two managers
     * pressing at once change it once. A cancel returns every item's pieces to stock and marks the order
     * cancelled for the shopper, in the same transaction as the stage, its audit entry and the shopper's notice.
     */
    async moveStage(actor: Actor, id: number, to: OrderStage, details: StageDetails = {}, options: MoveOptions = {}): Promise<void> {
      const order = await row(id);
      if (!STAGE_MOVES[order.stage].includes(to)) throw new DomainError("order_stage_not_allowed", { fields: ["stage"] });
      const given = detailsFor(to, details, order);
      const receipt = await db.transaction().execute(async (trx) => {
        const set: Partial<Pick<OrdersTable, "status" | "updated_at">> & GivenDetails & { stage: OrderStage } = {
          stage: to,
          updated_at: now(),
          ...given,
        };
        if (to === "cancelled") set.status = "cancelled";
        const result = await trx
          .updateTable("orders")
          .set({ ...set, ...(options.byOneC ? CHANGED_BY_ONEC : CHANGED_FOR_ONEC) })
          .where("id", "=", id)
          .where("stage", "=", order.stage)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw new DomainError("order_stage_not_allowed", { fields: ["stage"] });
        // An order its payment already cancelled has given its goods back; they are never returned twice.
        if (to === "cancelled" && order.status !== "cancelled") {
          await releaseOrderStock(trx, id);
          await releaseOrderDay(trx, id);
        }
        await recordChange(trx, actor, now(), {
          action: "order.stage",
          entity: "order",
          entityId: id,
          before: { stage: order.stage, status: order.status },
          after: {
            stage: to,
            status: set.status ?? order.status,
            ...given,
            ...(options.byOneC ? { via: "1c" } : {}),
            ...(options.notify === false ? { notified: false } : {}),
          },
        });
        if (to !== "new" && options.notify !== false) await addStageNotice(trx, notices, { ...order, ...set }, to);
        return settlement ? settlement.claim(trx, id, to) : null;
      });
      notices.outbox.wake();
      // The receipt goes after the commit and never holds the move up: a failed call is sent again later.
      if (settlement) void (receipt === null ? settlement.retryDue() : settlement.send(receipt));
    },

    /**
     * Moves the order's delivery to another day and window: the old day's place is given back and the new day's
     * taken (a manager may fill a day past its capacity: they agreed it with the shopper or the crew), 1C is sent
     * the change, and the shopper gets the «date moved» notice, all in one transaction.
     */
    async moveDeliveryDate(actor: Actor, id: number, to: { date: string; window: string }): Promise<void> {
      const order = await row(id);
      if (order.stage === "completed" || order.stage === "cancelled") throw new DomainError("order_stage_not_allowed", { fields: ["delivery_date"] });
      const windows = await deliveryWindowsOf(db, order.delivery_id);
      if (windows.length > 0 ? !windows.includes(to.window) : to.window !== "") {
        throw new DomainError("delivery_window_unknown", { fields: ["delivery_window"] });
      }
      if (order.delivery_date === to.date && order.delivery_window === to.window) return;
      await db.transaction().execute(async (trx) => {
        const set = { delivery_date: to.date, delivery_window: to.window, updated_at: now() };
        const result = await trx
          .updateTable("orders")
          .set({ ...set, ...CHANGED_FOR_ONEC })
          .where("id", "=", id)
          .where("delivery_date", "=", order.delivery_date)
          .where("delivery_window", "=", order.delivery_window)
          .executeTakeFirst();
        // Another manager moved it meanwhile: theirs stands, and this one is asked to look again.
        if (Number(result.numUpdatedRows) !== 1) throw new DomainError("edit_conflict", { fields: ["delivery_date"] });
        if (order.delivery_date !== to.date) {
          // The day's count the order took at checkout (the way's, or its zone's own).
          const place = { deliveryId: order.delivery_id, loadZone: order.day_load_zone };
          await releaseDeliveryDay(trx, place, order.delivery_date);
          await takeDeliveryDay(trx, place, to.date, 0);
        }
        await recordChange(trx, actor, now(), {
          action: "order.delivery_date",
          entity: "order",
          entityId: id,
          before: { delivery_date: order.delivery_date, delivery_window: order.delivery_window },
          after: { delivery_date: to.date, delivery_window: to.window },
        });
        await addStageNotice(trx, notices, { ...order, ...set }, "date_moved");
      });
      notices.outbox.wake();
    },

    /** Writes the manager's comment if it is still as its form saw it (`version`); the same text again changes nothing. */
    async setComment(actor: Actor, id: number, comment: string, version: string | null): Promise<void> {
      const order = await row(id);
      if (order.manager_comment === comment) return;
      await db.transaction().execute(async (trx) => {
        const stored = await trx.selectFrom("orders").select("manager_comment").where("id", "=", id).executeTakeFirstOrThrow();
        await checkVersion(trx, version, stored, { entity: "order", entityId: id, actions: ["order.comment"] });
        await trx.updateTable("orders").set({ manager_comment: comment, updated_at: now() }).where("id", "=", id).execute();
        await recordChange(trx, actor, now(), {
          action: "order.comment",
          entity: "order",
          entityId: id,
          before: stored,
          after: { manager_comment: comment },
        });
      });
    },
  };
}

export type StaffOrders = ReturnType<typeof createStaffOrders>;
