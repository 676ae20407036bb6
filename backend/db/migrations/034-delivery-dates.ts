import type { Kysely } from "kysely";

/**
 * Lead times and delivery days: a good is in stock or made to order (its `delivery_min`–`delivery_max` are then
 * its shipping or making days); an order keeps the day and time window chosen and the earliest day promised; each
 * delivery way has its daily capacity and time windows, and each day counts the orders it took.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("goods")
    .addColumn("made_to_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("orders")
    .addColumn("delivery_window", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("orders")
    .addColumn("earliest_date", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createTable("delivery_schedules")
    .addColumn("delivery_id", "integer", (c) => c.primaryKey())
    .addColumn("daily_capacity", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("windows", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema
    .createTable("delivery_day_loads")
    .addColumn("delivery_id", "integer", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("taken", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("delivery_day_loads_pk", ["delivery_id", "day"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("delivery_day_loads").execute();
  await db.schema.dropTable("delivery_schedules").execute();
  await db.schema.alterTable("orders").dropColumn("earliest_date").execute();
  await db.schema.alterTable("orders").dropColumn("delivery_window").execute();
  await db.schema.alterTable("goods").dropColumn("made_to_order").execute();
}
