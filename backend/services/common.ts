import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { readCatalogRevision, revisionWatcher } from "./catalog-revision";

/**
 * Common data is read from settings once per minute at most: it is on every page. A change from the back office
 * raises the public data revision, which drops the cached copy (checked at most once a second per database).
 */
const cache = new WeakMap<object, { value: Record<string, unknown>; at: number }>();
const watchers = new WeakMap<object, ReturnType<typeof revisionWatcher>>();
const FRESH_MS = 60_000;

function dropWhenChanged(db: Kysely<Database>): Promise<void> {
  let watcher = watchers.get(db);
  if (!watcher) {
    watcher = revisionWatcher(
      () => readCatalogRevision(db),
      () => cache.delete(db),
    );
    watchers.set(db, watcher);
  }
  return watcher.check();
}

/** The shop's common data (contacts, menus, …) as stored in settings; `now` is the backend's clock. */
export async function commonData(db: Kysely<Database>, now: number): Promise<Record<string, unknown>> {
  await dropWhenChanged(db);
  const cached = cache.get(db);
  if (cached && now - cached.at < FRESH_MS) return cached.value;
  const row = await db.selectFrom("settings").select("value").where("key", "=", "common").executeTakeFirst();
  const value = row ? (JSON.parse(row.value) as Record<string, unknown>) : {};
  cache.set(db, { value, at: now });
  return value;
}
