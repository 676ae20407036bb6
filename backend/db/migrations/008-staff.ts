import { PostgresAdapter, type Kysely } from "kysely";

/**
 * The back office: staff accounts (separate from shoppers), their sessions and the audit log of every change
 * they make; an order's life-cycle stage and the manager's comment; a request's handling status. `stage` is the
 * shop's own progress of an order (new → confirmed → shipped → completed, or cancelled); `status` stays what the
 * shopper's contract shows (payment state), and a cancel sets both.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const serial = postgres ? "serial" : "integer";
  const bigint = postgres ? "bigint" : "integer";

  await db.schema
    .createTable("staff")
    .addColumn("id", serial, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("disabled_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("staff_sessions")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("staff_id", "integer", (c) => c.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("created_at", bigint, (c) => c.notNull())
    .addColumn("expires_at", bigint, (c) => c.notNull())
    .addColumn("revoked_at", bigint)
    .execute();
  await db.schema.createIndex("staff_sessions_staff").on("staff_sessions").column("staff_id").execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", serial, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("staff_id", "integer")
    .addColumn("staff_email", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entity_id", "text", (c) => c.notNull())
    .addColumn("before", "text")
    .addColumn("after", "text")
    .execute();
  await db.schema.createIndex("audit_log_entity").on("audit_log").columns(["entity", "entity_id"]).execute();

  await db.schema
    .alterTable("orders")
    .addColumn("stage", "text", (c) => c.notNull().defaultTo("new"))
    .execute();
  await db.schema
    .alterTable("orders")
    .addColumn("manager_comment", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("requests")
    .addColumn("handling", "text", (c) => c.notNull().defaultTo("new"))
    .execute();
  await db.schema.createIndex("orders_created").on("orders").column("created_at").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("orders_created").ifExists().execute();
  await db.schema.alterTable("requests").dropColumn("handling").execute();
  await db.schema.alterTable("orders").dropColumn("manager_comment").execute();
  await db.schema.alterTable("orders").dropColumn("stage").execute();
  for (const table of ["audit_log", "staff_sessions", "staff"]) await db.schema.dropTable(table).ifExists().execute();
}
