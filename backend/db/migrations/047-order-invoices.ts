import { PostgresAdapter, type Kysely } from "kysely";

/**
 * The счёт of an order paid by invoice (docs/decisions/0073): one per order, its number the row's own id (the
 * database hands each out once, however many processes place orders at once), the PDF kept in the file store
 * under `stored_name` as it was issued. Paid is the order's own status («Счёт оплачен» marks the order paid).
 * The online payment's title, «Онлайн-оплата картой» while cards were its only way, becomes «Онлайн-оплата» where a
 * shop has not renamed it (its other ways came with docs/decisions/0063).
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
  await db
    .updateTable("payments")
    .set({
      title: "Онлайн-оплата",
      description: "Картой, через СБП, SberPay, T-Pay, в кредит или частями — на защищённой странице сразу после оформления",
    })
    .where("id", "=", 2)
    .where("title", "=", "Онлайн-оплата картой")
    .where("description", "=", "Visa, Mastercard, МИР: оплата на защищённой странице сразу после оформления")
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("order_invoices").ifExists().execute();
}
