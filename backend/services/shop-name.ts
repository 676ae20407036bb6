import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { SHOP_NAME_FALLBACK } from "../messaging/texts";

/**
 * The shop's name as set in the back office (`global.site_name` of the common data), for letters; read with
 * `db`, which may be the transaction that writes the letter (SQLite has one connection: no second reader).
 */
export async function shopName(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", "common").executeTakeFirst();
  if (!row) return SHOP_NAME_FALLBACK;
  const common = JSON.parse(row.value) as { global?: { site_name?: unknown } };
  const name = common.global?.site_name;
  return typeof name === "string" && name.trim() !== "" ? name.trim() : SHOP_NAME_FALLBACK;
}
