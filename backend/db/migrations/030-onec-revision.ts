import { sql, type Kysely } from "kysely";

/**
 * What 1C has of each order: `onec_revision` grows with every change 1C reads (stage, payment, cancel, delivery,
 * lines), `onec_confirmed` is the revision 1C confirmed with `mode=success`. An order whose revision is above
 * the confirmed one goes to 1C at the next `mode=query`. Orders 1C already confirmed start confirmed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("orders")
    .addColumn("onec_revision", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable("orders")
    .addColumn("onec_confirmed", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable("orders")
    .set({ onec_confirmed: sql`onec_revision` })
    .where("exported_at", "is not", null)
    .execute();
  await db.schema.createIndex("orders_onec_pending").on("orders").columns(["onec_confirmed", "onec_revision"]).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("orders_onec_pending").execute();
  await db.schema.alterTable("orders").dropColumn("onec_confirmed").execute();
  await db.schema.alterTable("orders").dropColumn("onec_revision").execute();
}
