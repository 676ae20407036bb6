import { PostgresAdapter, type Kysely } from "kysely";

/** Users, session tokens, one-time codes, rate-limit counters, server carts and favourites. Portable. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const serial = postgres ? "serial" : "integer";
  const bigint = postgres ? "bigint" : "integer";

  await db.schema
    .createTable("users")
    .addColumn("id", serial, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("phone", "text", (c) => c.notNull().unique())
    .addColumn("email", "text", (c) => c.unique())
    .addColumn("fio", "text")
    .addColumn("birthday", "text")
    .addColumn("password_hash", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("tokens")
    .addColumn("id", serial, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", bigint, (c) => c.notNull())
    .addColumn("expires_at", bigint, (c) => c.notNull())
    .addColumn("revoked_at", bigint)
    .execute();

  await db.schema
    .createTable("codes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("target", "text", (c) => c.notNull())
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("created_at", bigint, (c) => c.notNull())
    .addColumn("expires_at", bigint, (c) => c.notNull())
    .addColumn("tries", "integer", (c) => c.notNull())
    .addColumn("used_at", bigint)
    .execute();
  await db.schema.createIndex("codes_target").on("codes").columns(["target", "created_at"]).execute();
  await db.schema.createIndex("codes_ip").on("codes").columns(["ip", "created_at"]).execute();

  await db.schema
    .createTable("rate_hits")
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("window_start", bigint, (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("rate_hits_pk", ["key", "window_start"])
    .execute();

  await db.schema
    .createTable("cart_lines")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("good_id", "integer", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("updated_at", bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint("cart_lines_pk", ["user_id", "good_id"])
    .execute();

  await db.schema
    .createTable("favourites")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("good_id", "integer", (c) => c.notNull())
    .addColumn("created_at", bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint("favourites_pk", ["user_id", "good_id"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ["favourites", "cart_lines", "rate_hits", "codes", "tokens", "users"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
