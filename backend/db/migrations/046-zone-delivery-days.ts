import type { Kysely } from "kysely";

/**
 * Delivery days by zone (docs/decisions/0072-delivery-settings-screens.md): a zone may name the weekdays its
 * courier goes there and its own orders a day; a day's count is kept per way and zone (zone 0: the way's own
 * count, for a zone without a capacity of its own), and an order remembers which count its day took.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("delivery_zones")
    .addColumn("weekdays", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema.alterTable("delivery_zones").addColumn("daily_capacity", "integer").execute();
  await db.schema
    .alterTable("orders")
    .addColumn("day_load_zone", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // The count's key grows a zone: a new table with the counts so far as the ways' own, in place of the old one.
  await db.schema
    .createTable("delivery_zone_day_loads")
    .addColumn("delivery_id", "integer", (c) => c.notNull())
    .addColumn("zone_id", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("taken", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("delivery_zone_day_loads_pk", ["delivery_id", "zone_id", "day"])
    .execute();
  await db
    .insertInto("delivery_zone_day_loads")
    .columns(["delivery_id", "zone_id", "day", "taken"])
    .expression(db.selectFrom("delivery_day_loads").select((eb) => ["delivery_id", eb.lit(0).as("zone_id"), "day", "taken"]))
    .execute();
  await db.schema.dropTable("delivery_day_loads").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("delivery_day_loads")
    .addColumn("delivery_id", "integer", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("taken", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("delivery_day_loads_pk", ["delivery_id", "day"])
    .execute();
  await db.schema.dropTable("delivery_zone_day_loads").execute();
  await db.schema.alterTable("orders").dropColumn("day_load_zone").execute();
  await db.schema.alterTable("delivery_zones").dropColumn("daily_capacity").execute();
  await db.schema.alterTable("delivery_zones").dropColumn("weekdays").execute();
}
