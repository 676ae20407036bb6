import { PostgresAdapter, type Kysely } from "kysely";

/**
 * Refunds of an order's online payment, made from the back office: one row per refund, with the lines and counts
 * taken back (JSON `[{ line_id, count, amount }]`), the amount, the reason and who made it. As with payments
 * (migration 007), the idempotence key is fixed when the row is written, before the provider is called, so a
 * retried call is the same refund; the provider's refund id arrives with its answer. `orders.refunded` is the sum
 * of the order's refunds: every refund moves it by a conditional update, so two managers (or two containers)
 * can never take back the same money twice.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const money = postgres ? "bigint" : "integer";
  await db.schema
    .createTable("order_refunds")
    .addColumn("id", postgres ? "serial" : "integer", (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("lines", "text", (c) => c.notNull())
    .addColumn("amount", money, (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("staff_email", "text", (c) => c.notNull())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("idempotence_key", "text", (c) => c.notNull().unique())
    .addColumn("provider_refund_id", "text", (c) => c.unique())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_refunds_order").on("order_refunds").column("order_id").execute();
  await db.schema
    .alterTable("orders")
    .addColumn("refunded", money, (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("refunded").execute();
  await db.schema.dropTable("order_refunds").ifExists().execute();
}
