import { PostgresAdapter, type Kysely } from "kysely";

/** Catalogue, content, custom pages, settings (common data) and the search index. Portable SQLite/PostgreSQL. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sections")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("handle", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("sort", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("goods")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("model_id", "integer", (c) => c.notNull())
    .addColumn("section_id", "integer", (c) => c.notNull().references("sections.id"))
    .addColumn("handle", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("variant_label", "text")
    .addColumn("variant_title", "text", (c) => c.notNull())
    .addColumn("sku", "text", (c) => c.notNull())
    .addColumn("price", "integer", (c) => c.notNull())
    .addColumn("old_price", "integer")
    .addColumn("stock", "integer", (c) => c.notNull())
    .addColumn("color", "text", (c) => c.notNull())
    .addColumn("color_title", "text", (c) => c.notNull())
    .addColumn("material", "text", (c) => c.notNull())
    .addColumn("material_title", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("depth", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("images", "text", (c) => c.notNull())
    .addColumn("popularity", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("delivery_min", "integer", (c) => c.notNull())
    .addColumn("delivery_max", "integer", (c) => c.notNull())
    .execute();
  for (const column of ["section_id", "model_id", "price", "popularity", "created_at", "color", "material"]) {
    await db.schema.createIndex(`goods_${column}`).on("goods").column(column).execute();
  }
  await db.schema.createIndex("goods_section_popularity").on("goods").columns(["section_id", "popularity"]).execute();
  await db.schema.createIndex("goods_section_price").on("goods").columns(["section_id", "price"]).execute();

  for (const table of ["ideas", "news", "portfolio"]) {
    let builder = db.schema
      .createTable(table)
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("handle", "text", (c) => c.notNull().unique())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("date", "text", (c) => c.notNull())
      .addColumn("preview", "text", (c) => c.notNull())
      .addColumn("image", "text", (c) => c.notNull())
      .addColumn("text", "text", (c) => c.notNull());
    if (table !== "news") builder = builder.addColumn("gallery", "text", (c) => c.notNull()).addColumn("goods", "text", (c) => c.notNull());
    if (table === "portfolio") builder = builder.addColumn("city", "text", (c) => c.notNull()).addColumn("area", "text", (c) => c.notNull());
    await builder.execute();
  }

  await db.schema
    .createTable("pages")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("url", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("seo_title", "text", (c) => c.notNull())
    .addColumn("seo_description", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("search_terms")
    .addColumn("id", postgres ? "serial" : "integer", (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("term", "text", (c) => c.notNull())
    .addColumn("doc_type", "text", (c) => c.notNull())
    .addColumn("doc_id", "integer", (c) => c.notNull())
    .addColumn("weight", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("search_terms_term").on("search_terms").columns(["term", "doc_type", "doc_id"]).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ["search_terms", "pages", "portfolio", "news", "ideas", "goods", "sections", "settings"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
