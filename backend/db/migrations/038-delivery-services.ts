import type { Kysely } from "kysely";

/**
 * The courier's services (docs/decisions/0067-delivery-services.md): lift to the floor, assembly, removal of old
 * furniture and a measuring visit, each with its own VAT code; the lift's prices per package size; a good's own
 * package size and assembly price or percent, and a section's assembly. Kopecks throughout.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** What a shop starts with: every service on, no VAT (code 1), the lift paid even with a freight lift. */
const SERVICES = [
  { code: "lift", title: "Подъём на этаж", price: 0, sort: 1 },
  { code: "assembly", title: "Сборка", price: 0, sort: 2 },
  { code: "removal", title: "Вывоз старой мебели", price: 150000, sort: 3 },
  { code: "measuring", title: "Выезд замерщика", price: 100000, sort: 4 },
];

const LIFT_RATES = [
  { size: "small", stairs_per_floor: 5000, by_lift: 10000 },
  { size: "medium", stairs_per_floor: 10000, by_lift: 20000 },
  { size: "large", stairs_per_floor: 20000, by_lift: 40000 },
  { size: "bulky", stairs_per_floor: 40000, by_lift: 70000 },
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("delivery_services")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("vat_code", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("price", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("free_with_freight", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto("delivery_services")
    .values(SERVICES.map((s) => ({ ...s, enabled: 1, vat_code: 1, free_with_freight: 0 })))
    .execute();
  await db.schema
    .createTable("lift_rates")
    .addColumn("size", "text", (c) => c.primaryKey())
    .addColumn("stairs_per_floor", "integer", (c) => c.notNull())
    .addColumn("by_lift", "integer", (c) => c.notNull())
    .execute();
  await db.insertInto("lift_rates").values(LIFT_RATES).execute();
  await db.schema
    .createTable("good_services")
    .addColumn("good_id", "integer", (c) => c.primaryKey().references("goods.id").onDelete("cascade"))
    .addColumn("package_size", "text")
    .addColumn("assembly_price", "integer")
    .addColumn("assembly_percent", "integer")
    .execute();
  await db.schema
    .createTable("section_services")
    .addColumn("section_id", "integer", (c) => c.primaryKey().references("sections.id").onDelete("cascade"))
    .addColumn("assembly_price", "integer")
    .addColumn("assembly_percent", "integer")
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ["section_services", "good_services", "lift_rates", "delivery_services"]) await db.schema.dropTable(table).execute();
}
