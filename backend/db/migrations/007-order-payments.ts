import { PostgresAdapter, type Kysely } from "kysely";

/**
 * The payments a provider holds for an order: one row per attempt to pay it online (a new attempt after a
 * cancelled or expired one). The idempotence key is fixed when the row is written, before the provider is
 * called, so a retried call can never create a second payment for the same attempt; the provider's payment id
 * arrives with its answer. The back office shows these ids.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable("order_payments");
  await (postgres ? table.addColumn("id", "serial", (c) => c.primaryKey()) : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement()))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("attempt", "integer", (c) => c.notNull())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("idempotence_key", "text", (c) => c.notNull().unique())
    .addColumn("provider_payment_id", "text", (c) => c.unique())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("order_payments_order_attempt", ["order_id", "attempt"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("order_payments").ifExists().execute();
}
