import { PostgresAdapter, type Kysely } from "kysely";

/**
 * Promo codes (docs/decisions/0068): a percent or a fixed sum off the goods, from a minimum goods total, for
 * some sections or goods or for all, within dates, with a total and a per-shopper limit of uses; and their uses,
 * one per order, with the discount given and what the order brought (for the back office's report).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const money = postgres ? "bigint" : "integer";
  const serial = (table: string) =>
    postgres
      ? db.schema.createTable(table).addColumn("id", "serial", (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
  await serial("promo_codes")
    // Upper case, as compared: a shopper may type it in any case.
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull())
    // Percent (1–100) or kopecks.
    .addColumn("value", money, (c) => c.notNull())
    .addColumn("min_total", money, (c) => c.notNull().defaultTo(0))
    // JSON arrays of ids; both empty: every good.
    .addColumn("section_ids", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("good_ids", "text", (c) => c.notNull().defaultTo("[]"))
    // `YYYY-MM-DD` inclusive, "" for open.
    .addColumn("starts_on", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("ends_on", "text", (c) => c.notNull().defaultTo(""))
    // 0: no limit.
    .addColumn("max_uses", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("max_uses_per_shopper", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("used", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await serial("promo_uses")
    .addColumn("promo_id", "integer", (c) => c.notNull().references("promo_codes.id"))
    .addColumn("order_id", "integer", (c) => c.notNull().unique().references("orders.id").onDelete("cascade"))
    .addColumn("user_id", "integer")
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("discount", money, (c) => c.notNull())
    // What the order costs the buyer after the discount.
    .addColumn("total", money, (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("promo_uses_promo").on("promo_uses").column("promo_id").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("promo_uses").execute();
  await db.schema.dropTable("promo_codes").execute();
}
