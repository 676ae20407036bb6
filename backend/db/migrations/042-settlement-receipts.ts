import { PostgresAdapter, type Kysely } from "kysely";

/**
 * An order's receipts after its payment's own (docs/decisions/0064): today the settlement receipt («чек зачёта
 * предоплаты») sent when goods paid in advance are handed over. One row per order and type, written before the
 * provider is called (the unique key lets one process win), with the idempotence key that call is always sent with.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable("order_receipts");
  await (postgres ? table.addColumn("id", "serial", (c) => c.primaryKey()) : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement()))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("idempotence_key", "text", (c) => c.notNull().unique())
    .addColumn("provider_payment_id", "text", (c) => c.notNull())
    .addColumn("provider_receipt_id", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("order_receipts_order_type", ["order_id", "type"])
    .execute();
  await db.schema.createIndex("order_receipts_status").on("order_receipts").column("status").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("order_receipts").ifExists().execute();
}
