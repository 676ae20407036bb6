import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { OrderStage, OrdersTable } from "../../db/schema-orders";
import { DomainError } from "../errors";
import { CHANGED_BY_ONEC, CHANGED_FOR_ONEC } from "../onec-marks";
import { deliveryWindowsOf, releaseDeliveryDay, releaseOrderDay, takeDeliveryDay } from "../delivery-dates";
import { releaseOrderStock } from "../order-goods";
import type { SettlementReceipts } from "../payments/settlement-receipts";
import { recordChange, type Actor } from "./audit";
import { addStageNotice, type NoticeDeps } from "./order-notices";
import { getOrder, listOrders, orderRow, STAGE_MOVES, type OrderFilter } from "./orders-read";
import { checkVersion } from "./versions";

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
  return {
    list(filter: OrderFilter) {
      void settlement?.retryDue();
      return listOrders(db, filter);
    },

    get: (id: number) => getOrder(db, id),

    /**
     * Moves an order along its life cycle. The update is conditional on the stage read, so two managers
     * pressing at once change it once. A cancel returns every item's pieces to stock and marks the order
     * cancelled for the shopper, in the same transaction as the stage, its audit entry and the shopper's notice.
     */
    async moveStage(actor: Actor, id: number, to: OrderStage, details: StageDetails = {}, options: MoveOptions = {}): Promise<void> {
      const order = await orderRow(db, id);
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
      const order = await orderRow(db, id);
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
      const order = await orderRow(db, id);
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
