import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { SellerFields } from "../../../shared/seller-check";

/** The seller as a счёт prints it: the details and bank of the settings; a field not set prints empty. */
export type InvoiceSeller = SellerFields;

const FIELDS = ["name", "full_name", "inn", "kpp", "ogrn", "address", "bank", "bik", "corr_account", "account"] as const;

/** The seller's details as the settings hold them now (a счёт keeps them as they were when it was issued). */
export async function invoiceSeller(db: Kysely<Database>): Promise<InvoiceSeller> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", "common").executeTakeFirst();
  const seller = ((row ? JSON.parse(row.value) : {}) as { seller?: Record<string, unknown> | null }).seller ?? {};
  return Object.fromEntries(FIELDS.map((field) => [field, typeof seller[field] === "string" ? seller[field] : ""])) as unknown as InvoiceSeller;
}
