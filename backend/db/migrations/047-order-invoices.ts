import { PostgresAdapter, type Kysely } from "kysely";

/**
 * The счёт of an order paid by invoice (docs/decisions/0073): one per order, its number the row's own id (the
 * database hands each out once, however many processes place orders at once), the PDF kept in the file store
 * under `stored_name` as it was issued. Paid is the order's own status («Счёт оплачен» marks the order paid).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable("order_invoices");
  await (postgres ? table.addColumn("id", "serial", (c) => c.primaryKey()) : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement()))
    .addColumn("order_id", "integer", (c) => c.notNull().unique().references("orders.id").onDelete("cascade"))
    .addColumn("stored_name", "text", (c) => c.notNull())
    .addColumn("total", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("order_invoices").ifExists().execute();
}
