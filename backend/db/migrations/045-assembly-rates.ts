import type { Kysely } from "kysely";

/**
 * Assembly by kind of furniture (docs/decisions/0072-delivery-settings-screens.md): what a good costs to put
 * together when neither it nor its section says, now a row per kind the back office edits instead of a rule in
 * the code. A price per piece (kopecks) or a percent of the good's price; neither, or a price of 0: not assembled.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The rates the shop had until now: sofa 5 %, bed 7 %, wardrobe 10 %; chest 1 500 ₽, table 1 000 ₽, chair and armchair 500 ₽; a lamp is not assembled. */
const RATES = [
  { kind: "sofa", price: null, percent: 5 },
  { kind: "bed", price: null, percent: 7 },
  { kind: "wardrobe", price: null, percent: 10 },
  { kind: "chest", price: 150000, percent: null },
  { kind: "table", price: 100000, percent: null },
  { kind: "chair", price: 50000, percent: null },
  { kind: "armchair", price: 50000, percent: null },
  { kind: "lamp", price: null, percent: null },
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("assembly_rates")
    .addColumn("kind", "text", (c) => c.primaryKey())
    .addColumn("price", "integer")
    .addColumn("percent", "integer")
    .execute();
  await db.insertInto("assembly_rates").values(RATES).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("assembly_rates").execute();
}
