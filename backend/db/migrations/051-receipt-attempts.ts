import type { Kysely } from "kysely";

/**
 * A receipt's attempts (docs/decisions/0064): a receipt the register cancelled is sent again under a new
 * idempotence key (the old one would only replay the cancellation), and the row counts how many times.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("order_receipts")
    .addColumn("attempt", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
}
