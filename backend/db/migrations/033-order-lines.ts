import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * An order is lines of kinds (docs/decisions/0060): a good, a service, the delivery. Each line carries what the
 * 54-FZ receipt needs (VAT code, payment subject and mode) and the discount taken off its sum; a line that is no
 * good has no good_id and names what it is in service_code (the delivery's code). Existing lines are goods with
 * the receipt's defaults (VAT code 1, «commodity», «full_payment»); every order whose delivery cost money gets
 * its delivery line (a service), so the lines of every order add up to its total.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await db.schema
      .alterTable("order_items")
      .alterColumn("good_id", (c) => c.dropNotNull())
      .execute();
  } else {
    await rebuildWithNullableGood(db);
  }
  // The discount is money: bigint on PostgreSQL, as every amount since migration 029.
  const columns: [string, string, string | number][] = [
    ["kind", "text", "good"],
    ["vat_code", "integer", 1],
    ["payment_subject", "text", "commodity"],
    ["payment_mode", "text", "full_payment"],
    ["discount", postgres ? "bigint" : "integer", 0],
    ["service_code", "text", ""],
  ];
  for (const [name, type, initial] of columns) {
    await db.schema
      .alterTable("order_items")
      .addColumn(name, sql.raw(type), (c) => c.notNull().defaultTo(initial))
      .execute();
  }
  // Inserted after every existing line, so an order's delivery reads last, as the receipt and 1C always listed it.
  await sql`
    insert into order_items (order_id, good_id, name, price, count, sum, image, kind, vat_code, payment_subject, payment_mode, discount, service_code)
    select o.id, null, coalesce(d.title, 'Доставка'), o.delivery_price, 1, o.delivery_price, 'null', 'delivery', 1, 'service', 'full_payment', 0, coalesce(d.code, 'delivery')
    from orders o left join deliveries d on d.id = o.delivery_id
    where o.delivery_price > 0
    order by o.id`.execute(db);
}

/** SQLite cannot drop a NOT NULL: the table is copied into one without it (nothing references order_items). */
async function rebuildWithNullableGood(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("order_items_next")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("good_id", "integer")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("price", "integer", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("sum", "integer", (c) => c.notNull())
    .addColumn("image", "text", (c) => c.notNull())
    .execute();
  await sql`insert into order_items_next (id, order_id, good_id, name, price, count, sum, image)
    select id, order_id, good_id, name, price, count, sum, image from order_items`.execute(db);
  await db.schema.dropTable("order_items").execute();
  await db.schema.alterTable("order_items_next").renameTo("order_items").execute();
  await db.schema.createIndex("order_items_order").on("order_items").column("order_id").execute();
}

/** Back to goods only: the delivery lines go (the order keeps its delivery_price), so do the lines' receipt fields. */
export async function down(db: AnyDb): Promise<void> {
  await db.deleteFrom("order_items").where("kind", "!=", "good").execute();
  for (const column of ["kind", "vat_code", "payment_subject", "payment_mode", "discount", "service_code"])
    await db.schema.alterTable("order_items").dropColumn(column).execute();
}
