import type { Kysely, Selectable } from "kysely";
import type { PaymentProviderConfig } from "../config";
import type { Database } from "../db/schema";
import type { OrderItemsTable, OrderLineKind } from "../db/schema-orders";
import type { ReceiptLine } from "./payments/provider";

/**
 * An order's lines of kinds (docs/decisions/0060): goods, services and the delivery, each with its discount and
 * the fields of the 54-FZ receipt. This module is the one place that writes and reads them: the receipt, the
 * letters, the account's order page, the back office and 1C's document are all built from what it answers, so
 * they add up to the same total.
 */

export type OrderLine = Selectable<OrderItemsTable>;

/** A line about to be written; its receipt fields come from the shop's receipt settings by its kind. */
export interface NewOrderLine {
  kind: OrderLineKind;
  /** The good sold, or the good a service is done to (assembly); null for the delivery and an order's service. */
  good_id: number | null;
  /** Which service or delivery it is; "" for a good. */
  service_code: string;
  name: string;
  /** One piece, kopecks, before any discount. */
  price: number;
  count: number;
  /** Kopecks off the line's sum; 0 when none. */
  discount: number;
  /** The contract's Image, frozen with the order; null for a line without a picture. */
  image: unknown;
  /** A service's own VAT code (the back office sets one per service); otherwise the shop's receipt setting. */
  vat_code?: number;
}

/** What the shop's receipts say of a line by its kind (the YooKassa settings, or their defaults). */
export interface ReceiptSettings {
  vatCode: number;
  paymentMode: string;
  goodSubject: string;
  serviceSubject: string;
}

/** The receipt settings of a shop that has not set its own: no VAT, full payment, a commodity or a service. */
const DEFAULT_RECEIPT: ReceiptSettings = { vatCode: 1, paymentMode: "full_payment", goodSubject: "commodity", serviceSubject: "service" };

/** The receipt settings new lines take: YooKassa's when it is the provider, else the defaults. */
export function receiptSettingsOf(payment: PaymentProviderConfig): ReceiptSettings {
  if (payment.kind !== "yookassa") return DEFAULT_RECEIPT;
  const y = payment.yookassa;
  return { vatCode: y.vatCode, paymentMode: y.paymentMode, goodSubject: y.paymentSubject, serviceSubject: y.deliveryPaymentSubject };
}

/** A good is the shop's goods subject, the delivery its delivery subject, a courier's service always a service. */
const PAYMENT_SUBJECT: Record<OrderLineKind, (receipt: ReceiptSettings) => string> = {
  good: (receipt) => receipt.goodSubject,
  delivery: (receipt) => receipt.serviceSubject,
  service: () => "service",
};

/** Writes an order's lines in the order given (the order they are read back in); call it in the order's transaction. */
export async function writeOrderLines(trx: Kysely<Database>, orderId: number, lines: NewOrderLine[], receipt: ReceiptSettings): Promise<void> {
  if (lines.length === 0) return;
  await trx
    .insertInto("order_items")
    .values(
      lines.map((line) => {
        const sum = line.price * line.count;
        if (line.discount < 0 || line.discount > sum) throw new RangeError(`a line's discount ${line.discount} is outside 0…${sum}`);
        return {
          order_id: orderId,
          kind: line.kind,
          good_id: line.good_id,
          service_code: line.service_code,
          name: line.name,
          price: line.price,
          count: line.count,
          sum,
          discount: line.discount,
          vat_code: line.vat_code ?? receipt.vatCode,
          payment_subject: PAYMENT_SUBJECT[line.kind](receipt),
          payment_mode: receipt.paymentMode,
          image: JSON.stringify(line.image ?? null),
        };
      }),
    )
    .execute();
}

/** The lines of these orders, each order's in the order they were written; an order without lines maps to []. */
export async function linesOfOrders(db: Kysely<Database>, orderIds: number[]): Promise<Map<number, OrderLine[]>> {
  const byOrder = new Map<number, OrderLine[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db.selectFrom("order_items").selectAll().where("order_id", "in", orderIds).orderBy("id").execute();
  for (const row of rows) byOrder.get(row.order_id)?.push(row);
  return byOrder;
}

/** One order's lines, in the order they were written. */
export async function orderLines(db: Kysely<Database>, orderId: number): Promise<OrderLine[]> {
  return (await linesOfOrders(db, [orderId])).get(orderId) ?? [];
}

/** A line that sells a catalogue good. */
export type GoodLine = OrderLine & { kind: "good"; good_id: number };

/** The lines that sell goods, in their order (services and the delivery left out). */
export const goodLines = (lines: OrderLine[]): GoodLine[] => lines.filter((line): line is GoodLine => line.kind === "good" && line.good_id !== null);

/** What the buyer pays for a line: its sum less its discount. */
export const linePaid = (line: Pick<OrderLine, "sum" | "discount">): number => line.sum - line.discount;

/** An order's sums by kind, before discounts, the discount of all lines, and what the buyer pays (kopecks). */
export interface LineTotals {
  goods: number;
  services: number;
  delivery: number;
  discount: number;
  total: number;
}

export function lineTotals(lines: Pick<OrderLine, "kind" | "sum" | "discount">[]): LineTotals {
  const totals: LineTotals = { goods: 0, services: 0, delivery: 0, discount: 0, total: 0 };
  for (const line of lines) {
    if (line.kind === "good") totals.goods += line.sum;
    else if (line.kind === "service") totals.services += line.sum;
    else totals.delivery += line.sum;
    totals.discount += line.discount;
    totals.total += linePaid(line);
  }
  return totals;
}

/**
 * The receipt's items for an order's lines: the price of one piece after the line's discount. When the
 * discounted sum does not split into whole kopecks per piece, the line becomes two items (most pieces at the
 * lower price, the rest a kopeck dearer), so the items add up to what the buyer pays to the kopeck.
 */
export function receiptLinesOf(lines: OrderLine[]): ReceiptLine[] {
  return lines.flatMap((line) => {
    const taxes = { vatCode: line.vat_code, paymentSubject: line.payment_subject, paymentMode: line.payment_mode };
    const paid = linePaid(line);
    const piece = Math.floor(paid / line.count);
    const dearer = paid - piece * line.count;
    const items: ReceiptLine[] = [{ description: line.name, quantity: line.count - dearer, price: piece, ...taxes }];
    if (dearer > 0) items.push({ description: line.name, quantity: dearer, price: piece + 1, ...taxes });
    return items.filter((item) => item.quantity > 0);
  });
}
