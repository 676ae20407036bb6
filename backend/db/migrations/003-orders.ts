import { PostgresAdapter, type CreateTableBuilder, type Kysely } from "kysely";

/**
 * Checkout reference data (deliveries, payments, warehouses, pick-up points, address streets), orders with
 * their items, idempotency keys, payment transactions, lead requests and their files. Portable: the same
 * statements run on SQLite and PostgreSQL; only the auto-increment key differs, chosen by the adapter.
 * user_id and good_id carry no foreign keys: those tables belong to other migrations and may be reseeded.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

function withSerialId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, "id"> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return postgres ? table.addColumn("id", "serial", (c) => c.primaryKey()) : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("deliveries")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("price", "integer", (c) => c.notNull())
    .addColumn("days_min", "integer", (c) => c.notNull())
    .addColumn("days_max", "integer", (c) => c.notNull())
    .addColumn("free_from", "integer")
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("payments")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("online", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("warehouses")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("hours", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("pvz_points")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("hours", "text", (c) => c.notNull())
    .addColumn("lat", "double precision", (c) => c.notNull())
    .addColumn("lon", "double precision", (c) => c.notNull())
    .addColumn("days_min", "integer", (c) => c.notNull())
    .addColumn("days_max", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("pvz_points_city").on("pvz_points").column("city").execute();

  await withSerialId(db, db.schema.createTable("address_streets"))
    .addColumn("region", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("street_type", "text", (c) => c.notNull())
    .addColumn("street", "text", (c) => c.notNull())
    .addColumn("postal_code", "text", (c) => c.notNull())
    .addColumn("lat", "double precision", (c) => c.notNull())
    .addColumn("lon", "double precision", (c) => c.notNull())
    .addColumn("houses_max", "integer", (c) => c.notNull())
    .execute();

  await withSerialId(db, db.schema.createTable("orders"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("user_id", "integer")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("fio", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("comment", "text", (c) => c.notNull())
    .addColumn("delivery_id", "integer", (c) => c.notNull().references("deliveries.id"))
    .addColumn("payment_id", "integer", (c) => c.notNull().references("payments.id"))
    .addColumn("pvz_id", "integer", (c) => c.references("pvz_points.id"))
    .addColumn("warehouse_id", "integer", (c) => c.references("warehouses.id"))
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("delivery_address", "text", (c) => c.notNull())
    .addColumn("goods_total", "integer", (c) => c.notNull())
    .addColumn("delivery_price", "integer", (c) => c.notNull())
    .addColumn("total", "integer", (c) => c.notNull())
    .addColumn("consent_at", "text", (c) => c.notNull())
    .addColumn("consent_version", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("orders_user").on("orders").column("user_id").execute();

  await withSerialId(db, db.schema.createTable("order_items"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("good_id", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("price", "integer", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("sum", "integer", (c) => c.notNull())
    .addColumn("image", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_items_order").on("order_items").column("order_id").execute();

  await db.schema
    .createTable("idempotency_keys")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("order_id", "integer", (c) => c.references("orders.id"))
    .addColumn("response", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await withSerialId(db, db.schema.createTable("payment_transactions"))
    .addColumn("order_id", "integer", (c) => c.notNull().unique().references("orders.id"))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await withSerialId(db, db.schema.createTable("requests"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("fields", "text", (c) => c.notNull())
    .addColumn("consent_at", "text", (c) => c.notNull())
    .addColumn("consent_version", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("accepted_at", "text")
    .execute();

  await withSerialId(db, db.schema.createTable("request_files"))
    .addColumn("request_id", "integer", (c) => c.notNull().references("requests.id").onDelete("cascade"))
    .addColumn("field", "text", (c) => c.notNull())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("stored_name", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("request_files_request").on("request_files").column("request_id").execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    "request_files",
    "requests",
    "payment_transactions",
    "idempotency_keys",
    "order_items",
    "orders",
    "address_streets",
    "pvz_points",
    "warehouses",
    "payments",
    "deliveries",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
