import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** A счёт as the account and the back office see it (paid or not is the order's status). */
export interface InvoiceSummary {
  number: number;
  created_at: string;
}

/** The счёт of each of these orders that has one. */
export async function invoicesOf(db: Kysely<Database>, orderIds: number[]): Promise<Map<number, InvoiceSummary>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.selectFrom("order_invoices").select(["order_id", "id", "created_at"]).where("order_id", "in", orderIds).execute();
  return new Map(rows.map((row) => [row.order_id, { number: row.id, created_at: row.created_at }]));
}
