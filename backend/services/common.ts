import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** Common data is read from settings once per minute at most: it is on every page. */
const cache = new WeakMap<object, { value: Record<string, unknown>; at: number }>();
const FRESH_MS = 60_000;

/** The shop's common data (contacts, menus, …) as stored in settings; `now` is the backend's clock. */
export async function commonData(db: Kysely<Database>, now: number): Promise<Record<string, unknown>> {
  const cached = cache.get(db);
  if (cached && now - cached.at < FRESH_MS) return cached.value;
  const row = await db.selectFrom("settings").select("value").where("key", "=", "common").executeTakeFirst();
  const value = row ? (JSON.parse(row.value) as Record<string, unknown>) : {};
  cache.set(db, { value, at: now });
  return value;
}
