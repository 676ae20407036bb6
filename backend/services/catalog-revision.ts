import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * The public data revision (named after the catalogue, its first user): one number in the database that every
 * write of public data raises in its own transaction: the catalogue (an import, the back office), and the shop's
 * common data and content from the back office. Caches of public answers, in any process, compare it with the
 * revision they were filled at and drop what they hold when it moved, so a change shows everywhere at once
 * instead of after the caches' lifetimes. One mechanism for all public data: never a second one.
 */

/** Raises the revision; call it inside the transaction that writes public data. Returns the new revision. */
export async function bumpCatalogRevision(trx: Kysely<Database>): Promise<number> {
  const row = await trx
    .updateTable("catalog_revision")
    .set((eb) => ({ revision: eb("revision", "+", 1) }))
    .where("id", "=", 1)
    .returning("revision")
    .executeTakeFirstOrThrow();
  return Number(row.revision);
}

/** The current revision. */
export async function readCatalogRevision(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("catalog_revision").select("revision").where("id", "=", 1).executeTakeFirstOrThrow();
  return Number(row.revision);
}

/** How often a process asks the database for the revision at most. */
export const REVISION_CHECK_MS = 1000;

/** Public-data writes this process has finished (committed), so its own caches need not wait out the interval. */
let writesHere = 0;

/**
 * Call after a write of public data has committed in this process: every watcher asks for the revision on its
 * next check, so the next request here shows the change (other processes still see it within the interval).
 */
export function revisionMovedHere(): void {
  writesHere++;
}

/**
 * Calls `onChange` when the revision moved since the last look, asking at most once per `everyMs`: call
 * `check()` before answering from a cache. Concurrent callers share one query; a failed query is ignored
 * (the caches keep their own lifetimes as a fallback).
 */
export function revisionWatcher(read: () => Promise<number>, onChange: (revision: number) => void, everyMs = REVISION_CHECK_MS) {
  let known: number | null = null;
  let checkedAt = -Infinity;
  let pending: Promise<void> | null = null;
  let writesSeen = writesHere;
  return {
    check(): Promise<void> {
      // A read already under way may have started before the write committed: after a write, ask again.
      const wroteSince = writesSeen !== writesHere;
      if (pending && !wroteSince) return pending;
      if (!wroteSince && Date.now() - checkedAt < everyMs) return Promise.resolve();
      writesSeen = writesHere;
      checkedAt = Date.now();
      pending = read()
        .then((revision) => {
          if (known !== null && revision !== known) onChange(revision);
          known = revision;
        })
        .catch(() => undefined)
        .finally(() => (pending = null));
      return pending;
    },
  };
}
