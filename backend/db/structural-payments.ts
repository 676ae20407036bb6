import type { Insertable, Kysely } from "kysely";
import type { Database } from "./schema";
import type { PaymentsTable } from "./schema-orders";

/**
 * The two payment methods the checkout is built around, present in every shop, demo or live: paying on receipt
 * (id 1) and paying online through the gateway (id 2, offered only when a gateway is configured). Without them a
 * shop cannot take an order; other methods are the demo's or a shop's own.
 */
export const STRUCTURAL_PAYMENTS: Insertable<PaymentsTable>[] = [
  {
    id: 1,
    title: "Картой или наличными при получении",
    description: "Оплата курьеру или в пункте выдачи после осмотра товара",
    online: 0,
    sort: 1,
    for_companies: 0,
  },
  {
    id: 2,
    title: "Онлайн-оплата",
    description: "Картой, через СБП, SberPay, T-Pay, в кредит или частями — на защищённой странице сразу после оформления",
    online: 1,
    sort: 2,
    for_companies: 0,
  },
];

/** Writes the structural payment methods a database lacks; rows already there, edited or not, are left alone. */
export async function ensureStructuralPayments(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto("payments")
    .values(STRUCTURAL_PAYMENTS)
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}
