import { PostgresAdapter, type Kysely } from "kysely";

/**
 * Catalogue exchange: external ids on sections and goods (1C's Ид, a YML offer id, a CSV article), unique per
 * source so a second import updates instead of duplicating, and a good's maker (YML `vendor`, 1C's Изготовитель);
 * when 1C received an order; the catalogue revision every catalogue write bumps;
 * and the import jobs. Portable SQLite/PostgreSQL (NULLs never clash in a unique index on either).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of ["sections", "goods"]) {
    await db.schema.alterTable(table).addColumn("external_source", "text").execute();
    await db.schema.alterTable(table).addColumn("external_id", "text").execute();
    await db.schema.createIndex(`${table}_external`).on(table).columns(["external_source", "external_id"]).unique().execute();
  }
  await db.schema.alterTable("goods").addColumn("vendor", "text").execute();
  await db.schema.createIndex("goods_sku").on("goods").column("sku").execute();

  // When 1C confirmed it received the order (type=sale, mode=success); null: not yet.
  await db.schema.alterTable("orders").addColumn("exported_at", "text").execute();

  await db.schema
    .createTable("catalog_revision")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("revision", "integer", (c) => c.notNull())
    .execute();
  await db.insertInto("catalog_revision").values({ id: 1, revision: 1 }).execute();

  await db.schema
    .createTable("import_jobs")
    .addColumn("id", postgres ? "serial" : "integer", (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("dry_run", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("processed", "integer", (c) => c.notNull())
    .addColumn("created", "integer", (c) => c.notNull())
    .addColumn("updated", "integer", (c) => c.notNull())
    .addColumn("unchanged", "integer", (c) => c.notNull())
    .addColumn("skipped", "integer", (c) => c.notNull())
    .addColumn("errors", "text", (c) => c.notNull())
    .addColumn("message", "text")
    .addColumn("host", "text", (c) => c.notNull())
    .addColumn("pid", "integer", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .execute();
  await db.schema.createIndex("import_jobs_status").on("import_jobs").column("status").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("import_jobs").ifExists().execute();
  await db.schema.dropTable("catalog_revision").ifExists().execute();
  await db.schema.alterTable("orders").dropColumn("exported_at").execute();
  await db.schema.dropIndex("goods_sku").ifExists().execute();
  await db.schema.alterTable("goods").dropColumn("vendor").execute();
  for (const table of ["sections", "goods"]) {
    await db.schema.dropIndex(`${table}_external`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn("external_id").execute();
    await db.schema.alterTable(table).dropColumn("external_source").execute();
  }
}
