import type { Kysely } from "kysely";

/**
 * Uploaded photos: one row per photo (keyed by its content), written once all its sizes are stored, so a row
 * means the photo is complete; and a section's own picture (JSON Image, null: the seeded drawing).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("photos")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("widths", "text", (c) => c.notNull())
    .addColumn("original_key", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.alterTable("sections").addColumn("image", "text").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("sections").dropColumn("image").execute();
  await db.schema.dropTable("photos").execute();
}
