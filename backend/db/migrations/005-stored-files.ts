import { PostgresAdapter, type Kysely } from "kysely";

/**
 * Uploaded files in the database (the default file store), so every process of the shop sees every file: the
 * bytes (bytea on PostgreSQL, blob on SQLite) under the server-made key that `request_files.stored_name` holds,
 * with what the upload check found out about them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("stored_files")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("bytes", postgres ? "bytea" : "blob", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("stored_files").ifExists().execute();
}
