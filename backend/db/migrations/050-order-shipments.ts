import { PostgresAdapter, type Kysely } from "kysely";

/**
 * Partial shipments of an order (docs/decisions/0077): each hand-over of some of its goods (`order_shipments`) and
 * the pieces of each line it took (`order_shipment_lines`); what a line has left to ship is its count less theirs.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const shipments = db.schema.createTable("order_shipments");
  await (
    postgres
      ? shipments.addColumn("id", "serial", (c) => c.primaryKey())
      : shipments.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
  )
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("tracking_number", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_by", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_shipments_order").on("order_shipments").column("order_id").execute();
  await db.schema
    .createTable("order_shipment_lines")
    .addColumn("shipment_id", "integer", (c) => c.notNull().references("order_shipments.id").onDelete("cascade"))
    .addColumn("order_item_id", "integer", (c) => c.notNull().references("order_items.id").onDelete("cascade"))
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("order_shipment_lines_pk", ["shipment_id", "order_item_id"])
    .execute();
  await db.schema.createIndex("order_shipment_lines_item").on("order_shipment_lines").column("order_item_id").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("order_shipment_lines").ifExists().execute();
  await db.schema.dropTable("order_shipments").ifExists().execute();
}
