import { PostgresAdapter, type Kysely } from "kysely";

/**
 * What the shopper is told when an order moves on: the tracking number or the delivery date given when it is
 * handed to delivery, and the reason given when it is cancelled. A request's answers by mail, kept with it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable("orders")
    .addColumn("tracking_number", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("orders")
    .addColumn("delivery_date", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("orders")
    .addColumn("cancel_reason", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createTable("request_answers")
    .addColumn("id", postgres ? "serial" : "integer", (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("request_id", "integer", (c) => c.notNull().references("requests.id").onDelete("cascade"))
    .addColumn("staff_email", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("request_answers_request").on("request_answers").column("request_id").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("request_answers").execute();
  for (const column of ["cancel_reason", "delivery_date", "tracking_number"]) await db.schema.alterTable("orders").dropColumn(column).execute();
}
