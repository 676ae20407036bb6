import type { Kysely } from "kysely";

/**
 * The way to pay online the buyer chose at checkout (a YooKassa `payment_method_data.type`, "" for «Все способы»
 * or an offline payment), and until when each payment attempt keeps the order's goods reserved (the provider's
 * `expires_at`, or the method's own payment term; null for attempts made before).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("orders")
    .addColumn("payment_method", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("order_payments").addColumn("expires_at", "text").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("order_payments").dropColumn("expires_at").execute();
  await db.schema.alterTable("orders").dropColumn("payment_method").execute();
}
