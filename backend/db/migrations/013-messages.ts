import { PostgresAdapter, type Kysely } from "kysely";

/**
 * The transactional outbox: every SMS and e-mail is a row written in the same transaction as the order, lead or
 * code that causes it; a sender claims due rows, delivers them and records the provider's id. Times are ms since
 * the epoch. Portable: only the auto-increment key and the 64-bit integer type differ.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const bigint = postgres ? "bigint" : "integer";
  await db.schema
    .createTable("messages")
    .addColumn("id", postgres ? "serial" : "integer", (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", bigint, (c) => c.notNull())
    .addColumn("expires_at", bigint)
    .addColumn("claimed_until", bigint)
    .addColumn("claimed_by", "text")
    .addColumn("provider_id", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", bigint, (c) => c.notNull())
    .addColumn("sent_at", bigint)
    .execute();
  // The sender's question: which pending messages are due.
  await db.schema.createIndex("messages_due").on("messages").columns(["status", "next_attempt_at"]).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("messages").execute();
}
