import { PostgresAdapter, type Kysely } from "kysely";

/**
 * Delivery zones: a list of cities, or a band of distance from a warehouse's city, each with its courier and
 * pick-up prices, the goods total from which both are free and the days it takes; a delivery says whether the
 * zones price it (the shop's standard courier and pick-up do). An order keeps the zone it
 * was priced by, whether the manager prices its delivery (a city outside every zone), and the courier's address
 * as fields a truck needs: flat, entrance, floor (an integer), intercom and lift ('none', 'passenger', 'freight').
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const ADDRESS_TEXTS = ["address_street", "address_flat", "address_entrance", "address_intercom", "address_lift"];

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("delivery_zones")
    .addColumn("id", postgres ? "serial" : "integer", (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    // kind 'cities': one city per line.
    .addColumn("cities", "text", (c) => c.notNull().defaultTo(""))
    // kind 'band': from km_from (inclusive) to km_to (exclusive) of the warehouse's city.
    .addColumn("warehouse_id", "integer")
    .addColumn("km_from", "integer")
    .addColumn("km_to", "integer")
    .addColumn("courier_price", "integer", (c) => c.notNull())
    .addColumn("pvz_price", "integer", (c) => c.notNull())
    .addColumn("free_from", "integer")
    .addColumn("days_min", "integer", (c) => c.notNull())
    .addColumn("days_max", "integer", (c) => c.notNull())
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // A delivery priced by the zones (the shop's standard courier and pick-up); another keeps its own price.
  await db.schema
    .alterTable("deliveries")
    .addColumn("zone_priced", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.updateTable("deliveries").set({ zone_priced: 1 }).where("code", "in", ["pvz", "courier"]).execute();
  await db.schema.alterTable("orders").addColumn("zone_id", "integer").execute();
  await db.schema
    .alterTable("orders")
    .addColumn("delivery_by_manager", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  for (const column of ADDRESS_TEXTS) {
    await db.schema
      .alterTable("orders")
      .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
      .execute();
  }
  await db.schema.alterTable("orders").addColumn("address_floor", "integer").execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of [...ADDRESS_TEXTS, "address_floor", "delivery_by_manager", "zone_id"])
    await db.schema.alterTable("orders").dropColumn(column).execute();
  await db.schema.alterTable("deliveries").dropColumn("zone_priced").execute();
  await db.schema.dropTable("delivery_zones").execute();
}
