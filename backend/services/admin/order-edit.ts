import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { rub, staffLetter } from "../../messaging/letters";
import {
  ORDER_EDIT_ADDED,
  ORDER_EDIT_COUNT,
  ORDER_EDIT_DELIVERY,
  ORDER_EDIT_MAIL,
  ORDER_EDIT_REFUND_REASON,
  ORDER_EDIT_SMS,
  ORDER_EDIT_SUBJECT,
} from "../../messaging/order-edit-texts";
import { DomainError } from "../errors";
import { CHANGED_FOR_ONEC } from "../onec-marks";
import { goodsForOrder, reserveStock } from "../order-goods";
import { lineTotals, orderLines, writeOrderLines, type OrderLine, type ReceiptSettings } from "../order-lines";
import { shopName } from "../shop-name";
import { recordChange, type Actor } from "./audit";
import type { NoticeDeps } from "./order-notices";
import type { OrderRefunds } from "./order-refunds";
import { shippedCounts } from "../order-shipped";
import type { FileStore } from "../file-store";
import { reissueInvoice } from "../invoices/invoices";

/** The stages before the hand-over: the only ones whose lines a manager may change. */
const EDITABLE_STAGES = ["new", "confirmed", "in_production", "ready"] as const;

/** What the manager asks: new counts of good lines (0 removes), goods to add, the delivery's price (kopecks). */
export interface OrderEdit {
  /** Order line id → pieces; lines left out keep theirs. */
  counts: Map<number, number>;
  /** A good by its id or SKU, and how many; null: nothing added. */
  add: { good: string; count: number } | null;
  deliveryPrice: number;
  /** The order's `updated_at` the form was built from: a change since makes this one an `edit_conflict`. */
  version: string;
}

interface Deps {
  db: Kysely<Database>;
  files: FileStore;
  refunds: OrderRefunds;
  notices: NoticeDeps;
  receipt: ReceiptSettings;
  now: () => string;
}

/** A line's discount for a new count: the same share of each piece (a promo's discount follows the pieces). */
const discountFor = (line: OrderLine, count: number) => Math.floor((line.discount * count) / line.count);

/**
 * A manager's change of an order's goods and delivery before the hand-over (docs/decisions/0069). One transaction,
 * conditional on the stage and the version read, moves the stock by the differences (goods made to order take
 * none), rewrites the changed lines in place (each keeps its receipt fields), writes the totals from the lines,
 * tells 1C, the audit log and the shopper, and issues an unpaid order's счёт again. An order paid online keeps
 * what it sold: the pieces taken away are refunded through the provider (the refund gives their stock back), and
 * a dearer order shows what is due.
 */
export function createOrderEdits({ db, files, refunds, notices, receipt, now }: Deps) {
  async function goodByIdOrSku(trx: Kysely<Database>, key: string) {
    const row = await trx
      .selectFrom("goods")
      .select("id")
      .where((eb) => (/^\d{1,9}$/.test(key) ? eb.or([eb("id", "=", Number(key)), eb("sku", "=", key)]) : eb("sku", "=", key)))
      .executeTakeFirst();
    const [good] = row ? await goodsForOrder(trx, [row.id]) : [];
    if (!good) throw new DomainError("order_edit_good_unknown", { fields: ["add_good"] });
    return good;
  }

  /** Takes (or gives back, for a negative count) pieces of a good kept in stock; `field` names the refusal. */
  async function moveStock(trx: Kysely<Database>, goodId: number, more: number, field: string) {
    const [good] = await goodsForOrder(trx, [goodId]);
    if (!good || good.made_to_order || more === 0) return;
    if (more < 0)
      await trx
        .updateTable("goods")
        .set((eb) => ({ stock: eb("stock", "+", -more) }))
        .where("id", "=", goodId)
        .execute();
    else if (!(await reserveStock(trx, goodId, more))) throw new DomainError("order_edit_over_stock", { fields: [field] });
  }

  return {
    async edit(actor: Actor, orderId: number, edit: OrderEdit): Promise<void> {
      const refundsAsked = new Map<number, number>();
      const at = now();
      await db.transaction().execute(async (trx) => {
        const order = await trx.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
        if (!order) throw new DomainError("not_found");
        if (!(EDITABLE_STAGES as readonly string[]).includes(order.stage)) throw new DomainError("order_edit_shipped", { fields: ["lines"] });
        const paid = order.status === "paid";
        const lines = await orderLines(trx, orderId);
        const shipped = await shippedCounts(trx, [orderId]);
        const changes: string[] = [];
        for (const [lineId, count] of edit.counts) {
          const line = lines.find((l) => l.id === lineId && l.kind === "good" && l.good_id !== null);
          if (!line || count === line.count) continue;
          // Pieces that have left the shop cannot be taken out of the order.
          if (count < (shipped.get(lineId) ?? 0)) throw new DomainError("order_edit_below_shipped", { fields: [`count_${lineId}`] });
          changes.push(ORDER_EDIT_COUNT(line.name, line.count, count));
          // A paid order keeps the pieces it sold: fewer is a refund of them (made after this transaction).
          if (paid && count < line.count) {
            refundsAsked.set(lineId, line.count - count);
            continue;
          }
          await moveStock(trx, line.good_id ?? 0, count - line.count, `count_${lineId}`);
          if (count === 0) await trx.deleteFrom("order_items").where("id", "=", lineId).execute();
          else
            await trx
              .updateTable("order_items")
              .set({ count, sum: line.price * count, discount: discountFor(line, count) })
              .where("id", "=", lineId)
              .execute();
        }
        if (edit.add) {
          const good = await goodByIdOrSku(trx, edit.add.good);
          await moveStock(trx, good.id, edit.add.count, "add_count");
          // A good the order has joins its line (as the counts above left it); a line removed above is gone.
          const same = (await orderLines(trx, orderId)).find((l) => l.kind === "good" && l.good_id === good.id);
          if (same)
            await trx
              .updateTable("order_items")
              .set({ count: same.count + edit.add.count, sum: same.price * (same.count + edit.add.count) })
              .where("id", "=", same.id)
              .execute();
          else
            await writeOrderLines(
              trx,
              orderId,
              [
                {
                  kind: "good",
                  good_id: good.id,
                  service_code: "",
                  name: good.name,
                  price: good.price,
                  count: edit.add.count,
                  discount: 0,
                  image: good.image,
                },
              ],
              receipt,
            );
          changes.push(ORDER_EDIT_ADDED(good.name, edit.add.count));
        }
        const delivery = lines.find((l) => l.kind === "delivery");
        const deliveryBefore = delivery ? delivery.sum - delivery.discount : 0;
        if (edit.deliveryPrice !== deliveryBefore) {
          if (paid && edit.deliveryPrice < deliveryBefore) throw new DomainError("order_edit_paid_delivery", { fields: ["delivery_price"] });
          if (!delivery) {
            const way = await trx.selectFrom("deliveries").select(["code", "title"]).where("id", "=", order.delivery_id).executeTakeFirstOrThrow();
            const line = { kind: "delivery" as const, good_id: null, service_code: way.code, name: way.title, price: edit.deliveryPrice, count: 1 };
            await writeOrderLines(trx, orderId, [{ ...line, discount: 0, image: null }], receipt);
          } else if (edit.deliveryPrice === 0 && !paid) await trx.deleteFrom("order_items").where("id", "=", delivery.id).execute();
          else
            await trx
              .updateTable("order_items")
              .set({ price: edit.deliveryPrice, sum: edit.deliveryPrice, discount: 0 })
              .where("id", "=", delivery.id)
              .execute();
          changes.push(ORDER_EDIT_DELIVERY(rub(deliveryBefore), rub(edit.deliveryPrice)));
        }
        if (changes.length === 0) return;
        const after = await orderLines(trx, orderId);
        if (!after.some((l) => l.kind === "good")) throw new DomainError("order_edit_empty", { fields: ["lines"] });
        const totals = lineTotals(after);
        const set = { goods_total: totals.goods, delivery_price: totals.delivery, total: totals.total, updated_at: at };
        const moved = await trx
          .updateTable("orders")
          .set({ ...set, ...CHANGED_FOR_ONEC })
          .where("id", "=", orderId)
          .where("stage", "=", order.stage)
          .where("updated_at", "=", edit.version)
          .executeTakeFirst();
        // Another manager (or the shopper's payment) changed the order since the form was built: theirs stands.
        if (Number(moved.numUpdatedRows) !== 1) throw new DomainError("edit_conflict", { fields: ["lines"] });
        await recordChange(trx, actor, at, {
          action: "order.lines",
          entity: "order",
          entityId: orderId,
          before: { total: order.total, goods_total: order.goods_total, delivery_price: order.delivery_price },
          after: { ...set, changes },
        });
        const text = changes.join("; ");
        if (order.email)
          await notices.outbox.add(trx, {
            channel: "mail",
            to: order.email,
            content: staffLetter(ORDER_EDIT_SUBJECT(orderId), ORDER_EDIT_MAIL(order.fio, orderId, text, rub(set.total)), await shopName(trx)),
          });
        if (order.phone)
          await notices.outbox.add(trx, { channel: "sms", to: order.phone, content: { text: ORDER_EDIT_SMS(orderId, rub(set.total)) } });
        // A счёт not yet paid must ask the new total; a paid one stays the document of what was paid.
        if (!paid) await reissueInvoice(trx, { files, outbox: notices.outbox }, orderId, at);
      });
      notices.outbox.wake();
      if (refundsAsked.size > 0) await refunds.refund(actor, orderId, refundsAsked, ORDER_EDIT_REFUND_REASON);
    },
  };
}

export type OrderEdits = ReturnType<typeof createOrderEdits>;
