import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { SHIPMENT_LINE } from "../../messaging/shipment-texts";
import { DomainError } from "../errors";
import { CHANGED_FOR_ONEC } from "../onec-marks";
import { goodLines, orderLines, type GoodLine } from "../order-lines";
import { recordChange, type Actor } from "./audit";
import { addStageNotice, type NoticeDeps } from "./order-notices";
import type { StaffOrders } from "./orders";
import { returnedCounts } from "./refund-lines";
import { shippedCounts } from "../order-shipped";

/** The stages whose goods may leave in parts: confirmed and not yet handed over as a whole. */
const SHIPPING_STAGES = ["confirmed", "in_production", "ready"] as const;

/** What the manager ships: pieces by order line id, the carrier's number, the order's `updated_at` the form saw. */
export interface ShipmentRequest {
  counts: Map<number, number>;
  tracking_number: string;
  version: string;
}

/** One shipment as the back office and the shopper's account list it. */
export interface Shipment {
  id: number;
  created_at: string;
  tracking_number: string;
  lines: { order_item_id: number; name: string; count: number }[];
}

/** Every shipment of an order, oldest first, with the lines' names as the order has them. */
export async function shipmentsOf(db: Kysely<Database>, orderId: number): Promise<Shipment[]> {
  const rows = await db
    .selectFrom("order_shipments")
    .innerJoin("order_shipment_lines", "order_shipment_lines.shipment_id", "order_shipments.id")
    .innerJoin("order_items", "order_items.id", "order_shipment_lines.order_item_id")
    .select([
      "order_shipments.id",
      "order_shipments.created_at",
      "order_shipments.tracking_number",
      "order_shipment_lines.order_item_id",
      "order_shipment_lines.count",
      "order_items.name",
    ])
    .where("order_shipments.order_id", "=", orderId)
    .orderBy("order_shipments.id")
    .orderBy("order_items.id")
    .execute();
  const shipments = new Map<number, Shipment>();
  for (const row of rows) {
    const shipment = shipments.get(row.id) ?? { id: row.id, created_at: row.created_at, tracking_number: row.tracking_number, lines: [] };
    shipment.lines.push({ order_item_id: row.order_item_id, name: row.name, count: row.count });
    shipments.set(row.id, shipment);
  }
  return [...shipments.values()];
}

/** Pieces of each good line still to ship: its count less those refunded and those shipped. */
async function piecesLeft(trx: Kysely<Database>, orderId: number, lines: GoodLine[]): Promise<Map<number, number>> {
  const [shipped, refunds] = await Promise.all([
    shippedCounts(trx, [orderId]),
    trx.selectFrom("order_refunds").select(["lines", "status"]).where("order_id", "=", orderId).execute(),
  ]);
  const returned = returnedCounts(refunds.filter((refund) => refund.status !== "canceled"));
  return new Map(lines.map((line) => [line.id, line.count - (returned.get(line.id) ?? 0) - (shipped.get(line.id) ?? 0)]));
}

const listed = (lines: GoodLine[], counts: Map<number, number>) =>
  lines.flatMap((line) => ((counts.get(line.id) ?? 0) > 0 ? [SHIPMENT_LINE(line.name, counts.get(line.id) ?? 0)] : [])).join(", ");

interface Deps {
  db: Kysely<Database>;
  orders: Pick<StaffOrders, "moveStage">;
  notices: NoticeDeps;
  now: () => string;
}

/**
 * Shipping part of an order (docs/decisions/0077): one transaction records the shipment and its pieces, refuses
 * more than a line has left, tells 1C (its revision rises) and the shopper («Часть заказа отправлена»). It is
 * conditional on the stage and the version the form saw, so the same form sent twice, or two managers at once,
 * ship the pieces once. The shipment that leaves nothing hands the order over through the stage move, which
 * sends the «передан в доставку» notice and the settlement receipt as a whole hand-over does.
 */
export function createOrderShipments({ db, orders, notices, now }: Deps) {
  return {
    /** An order's shipments, and the pieces each good line has left to ship (by order line id). */
    async list(orderId: number): Promise<{ shipments: Shipment[]; left: Record<number, number> }> {
      const lines = goodLines(await orderLines(db, orderId));
      const [shipments, left] = await Promise.all([shipmentsOf(db, orderId), piecesLeft(db, orderId, lines)]);
      return { shipments, left: Object.fromEntries(left) };
    },

    async ship(actor: Actor, orderId: number, request: ShipmentRequest): Promise<{ complete: boolean }> {
      const at = now();
      const tracking = request.tracking_number.trim();
      const { order, complete } = await db.transaction().execute(async (trx) => {
        const order = await trx.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
        if (!order) throw new DomainError("not_found");
        if (order.stage === "cancelled") throw new DomainError("order_shipment_cancelled", { fields: ["lines"] });
        if (!(SHIPPING_STAGES as readonly string[]).includes(order.stage)) throw new DomainError("order_shipment_stage", { fields: ["lines"] });
        // The order's row first: a second sender waits here for the first one's commit and then finds the version gone.
        const claimed = await trx
          .updateTable("orders")
          .set({ updated_at: at, ...CHANGED_FOR_ONEC })
          .where("id", "=", orderId)
          .where("stage", "=", order.stage)
          .where("updated_at", "=", request.version)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) throw new DomainError("edit_conflict", { fields: ["lines"] });
        const lines = goodLines(await orderLines(trx, orderId));
        const left = await piecesLeft(trx, orderId, lines);
        for (const [lineId, count] of request.counts) {
          if (count === 0) continue;
          const line = lines.find((l) => l.id === lineId);
          if (!line || count > (left.get(lineId) ?? 0)) throw new DomainError("order_shipment_over", { fields: [`ship_${lineId}`] });
        }
        const chosen = new Map([...request.counts].filter(([, count]) => count > 0));
        if (chosen.size === 0) throw new DomainError("order_shipment_empty", { fields: ["lines"] });
        const after = new Map([...left].map(([lineId, n]) => [lineId, n - (chosen.get(lineId) ?? 0)]));
        const complete = [...after.values()].every((n) => n <= 0);
        // The last part hands the whole order over, which needs a tracking number or a day to deliver on.
        if (complete && !tracking && !order.delivery_date) throw new DomainError("order_stage_details_missing", { fields: ["tracking_number"] });
        const shipment = await trx
          .insertInto("order_shipments")
          .values({ order_id: orderId, tracking_number: tracking, created_by: actor.email, created_at: at })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("order_shipment_lines")
          .values([...chosen].map(([lineId, count]) => ({ shipment_id: shipment.id, order_item_id: lineId, count })))
          .execute();
        const shipped = listed(lines, chosen);
        await recordChange(trx, actor, at, {
          action: "order.shipment",
          entity: "order",
          entityId: orderId,
          before: null,
          after: { shipment_id: shipment.id, shipped, tracking_number: tracking },
        });
        if (!complete) {
          const told = { shipped, left: listed(lines, after) };
          await addStageNotice(trx, notices, { ...order, tracking_number: tracking }, "part_shipped", told);
        }
        return { order, complete };
      });
      notices.outbox.wake();
      if (complete) {
        // The hand-over passes «Готов к отгрузке» without telling the shopper twice.
        if (order.stage === "in_production") await orders.moveStage(actor, orderId, "ready", {}, { notify: false });
        await orders.moveStage(actor, orderId, "shipped", { tracking_number: tracking });
      }
      return { complete };
    },
  };
}

export type OrderShipments = ReturnType<typeof createOrderShipments>;
