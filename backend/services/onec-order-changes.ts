import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { OrderStage } from "../db/schema-orders";
import { requisiteKey, type OneCOrderDocument } from "../exchange/commerceml-orders";
import { shopDay } from "../exchange/shop-time";
import { NOTICE_CANCELLED_BY_SHOP } from "../messaging/texts";
import type { Actor } from "./admin/audit";
import type { StageDetails, StaffOrders } from "./admin/orders";
import { DomainError } from "./errors";
import type { OrderMailDeps } from "./order-mails";
import { markOrderPaid } from "./payment-gateway";

/**
 * What 1C's orders document changes in the shop: per order, its payment (`Оплачен`, `Заказ оплачен`, `Дата
 * оплаты [по 1С]`, `Номер оплаты по 1С`) and its stage (`Отменен` / `ПометкаУдаления`, `Статус заказа`,
 * `Отгружен` / `Номер отгрузки [по 1С]` / `Дата отгрузки [по 1С]`, `Проведен`), through the same moves the back
 * office makes, so the shopper is told and the order's history says 1C did it. Nothing here throws for a
 * document: an unknown order, status or a move the shop refuses is an outcome listed to 1C.
 */
export type OrderOutcome =
  | { kind: "changed"; order: number; stage: OrderStage | null; paid: boolean }
  | { kind: "unchanged"; order: number }
  | { kind: "not_order"; ref: string; operation: string }
  | { kind: "unknown_order"; ref: string }
  | { kind: "unknown_status"; order: number; value: string }
  | { kind: "stage_refused"; order: number; from: OrderStage; to: OrderStage }
  | { kind: "payment_refused"; order: number };

export interface OrderChangeDeps {
  db: Kysely<Database>;
  orders: Pick<StaffOrders, "moveStage">;
  mails: OrderMailDeps;
  now(): string;
}

/** 1C's order statuses (УТ, УНФ, КА and the sites' own) by requisiteKey, as the shop's stages. */
const STATUS_STAGES: Record<string, OrderStage> = {
  новый: "new",
  принят: "new",
  несогласован: "new",
  наутверждении: "new",
  подтвержден: "confirmed",
  согласован: "confirmed",
  вработе: "confirmed",
  кобеспечению: "confirmed",
  квыполнению: "confirmed",
  врезерве: "confirmed",
  котгрузке: "confirmed",
  собран: "confirmed",
  впроизводстве: "in_production",
  изготавливается: "in_production",
  готовкотгрузке: "ready",
  отгружен: "shipped",
  передан: "shipped",
  переданвдоставку: "shipped",
  вдоставке: "shipped",
  впути: "shipped",
  выполнен: "completed",
  исполнен: "completed",
  завершен: "completed",
  закрыт: "completed",
  доставлен: "completed",
  отменен: "cancelled",
  аннулирован: "cancelled",
};

/** The forward path of stages; a cancel stands apart. */
const FORWARD: OrderStage[] = ["new", "confirmed", "in_production", "ready", "shipped", "completed"];
/** Stages only a made-to-order order passes: never stepped through on the way to a later one. */
const PRODUCTION_STAGES: OrderStage[] = ["in_production", "ready"];
/** 1C writes «T» in a date requisite it has no date for. */
const present = (value: string | undefined) => (value && !/^[TТ]$/.test(value) ? value : "");
const yes = (value: string | undefined) => /^(true|1|да)$/i.test(value ?? "");
const no = (value: string | undefined) => /^(false|0|нет)$/i.test(value ?? "");
/** A status as sent, without the «[N] » code prefix some sites add. */
const statusKey = (value: string) => requisiteKey(value.replace(/^\[\w+\]\s*/, ""));

/** What one document says, in the shop's terms. */
interface Reported {
  paid: boolean;
  /** «Заказ оплачен» = false: 1C says the money is not there. */
  unpaid: boolean;
  stage: OrderStage | null;
  unknownStatus: string | null;
  details: StageDetails;
}

function reportedBy(doc: OneCOrderDocument, today: string): Reported {
  const r = (name: string) => doc.requisites.get(requisiteKey(name));
  const paidFlag = r("Заказ оплачен") ?? r("Оплачен");
  const paid = yes(paidFlag) || !!present(r("Дата оплаты по 1С") ?? r("Дата оплаты")) || !!present(r("Номер оплаты по 1С"));
  const shipment = present(r("Номер отгрузки по 1С") ?? r("Номер отгрузки"));
  const shippedOn = present(r("Дата отгрузки по 1С") ?? r("Дата отгрузки"));
  const status = r("Статус заказа") ?? r("СтатусЗаказа") ?? "";
  const named = status ? STATUS_STAGES[statusKey(status)] : undefined;
  const candidates: OrderStage[] = [
    ...(named ? [named] : []),
    ...(yes(r("Отгружен")) || shipment || shippedOn ? (["shipped"] as const) : []),
    ...(yes(r("Проведен")) ? (["confirmed"] as const) : []),
  ];
  const furthest = candidates.includes("cancelled") ? "cancelled" : (candidates.sort((a, b) => FORWARD.indexOf(b) - FORWARD.indexOf(a))[0] ?? null);
  const cancelled = yes(r("Отменен")) || yes(r("ПометкаУдаления"));
  const date = /^\d{4}-\d{2}-\d{2}/.exec(present(r("Дата доставки")) || shippedOn)?.[0] ?? "";
  // 1C's shipment number names its own document, not a parcel: only a carrier's number is the shopper's tracking.
  const tracking = present(r("Трек-номер") ?? r("Номер отправления"));
  return {
    paid,
    unpaid: no(paidFlag),
    stage: cancelled ? "cancelled" : furthest,
    unknownStatus: status && !named ? status : null,
    details: {
      tracking_number: tracking,
      // A hand-over needs a number or a day; 1C that gave neither shipped it today.
      delivery_date: date || (tracking ? "" : today),
      reason: present(r("Причина отмены")) || NOTICE_CANCELLED_BY_SHOP,
    },
  };
}

/** Our order a document is about: its `Ид`, else its `Номер`, when either is one of our order numbers. */
async function orderOf(db: Kysely<Database>, doc: OneCOrderDocument) {
  for (const ref of [doc.id, doc.number]) {
    if (!/^\d{1,9}$/.test(ref)) continue;
    const order = await db.selectFrom("orders").selectAll().where("id", "=", Number(ref)).executeTakeFirst();
    if (order) return order;
  }
  return null;
}

/** The stages from `from` to `to` one move at a time; empty when 1C is behind the shop or the move is refused. */
function stepsTo(from: OrderStage, to: OrderStage): OrderStage[] | "behind" | "refused" {
  if (from === to) return [];
  if (from === "cancelled" || from === "completed") return "refused";
  if (to === "cancelled") return ["cancelled"];
  const [start, end] = [FORWARD.indexOf(from), FORWARD.indexOf(to)];
  return end < start
    ? "behind"
    : FORWARD.slice(start + 1, end + 1).filter((stage) => stage === to || !PRODUCTION_STAGES.includes(stage) || PRODUCTION_STAGES.includes(from));
}

export async function applyOrderDocument(deps: OrderChangeDeps, actor: Actor, doc: OneCOrderDocument): Promise<OrderOutcome[]> {
  const ref = doc.number || doc.id;
  if (doc.operation && doc.operation !== "Заказ товара") return [{ kind: "not_order", ref, operation: doc.operation }];
  const order = await orderOf(deps.db, doc);
  if (!order) return [{ kind: "unknown_order", ref }];
  const now = deps.now();
  const reported = reportedBy(doc, shopDay(now));
  const outcomes: OrderOutcome[] = [];
  if (reported.unknownStatus) outcomes.push({ kind: "unknown_status", order: order.id, value: reported.unknownStatus });
  let paid = false;
  if (reported.paid && (order.status === "new" || order.status === "awaiting_payment")) {
    paid = (await markOrderPaid(deps.db, deps.mails, order, now, { actor, via: "1c" })).status === "paid";
  } else if (reported.unpaid && order.status === "paid") outcomes.push({ kind: "payment_refused", order: order.id });
  let moved: OrderStage | null = null;
  const target = reported.stage;
  const steps = target ? stepsTo(order.stage, target) : [];
  if (steps === "refused") outcomes.push({ kind: "stage_refused", order: order.id, from: order.stage, to: target! });
  else if (steps !== "behind") {
    try {
      for (const step of steps) {
        // Only the stage 1C reached is told to the shopper, not each step passed on the way.
        await deps.orders.moveStage(actor, order.id, step, reported.details, { byOneC: true, notify: step === target });
        moved = step;
      }
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcomes.push({ kind: "stage_refused", order: order.id, from: moved ?? order.stage, to: target! });
    }
  }
  outcomes.unshift(paid || moved ? { kind: "changed", order: order.id, stage: moved, paid } : { kind: "unchanged", order: order.id });
  return outcomes;
}
