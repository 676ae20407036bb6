import { z } from "zod";
import { CATALOG_REVISION_CHECK_MS } from "~/config/constants";
import { callApi, readJson } from "./api/client.server";

/*
 * Exports (stable):
 *   checkCatalogRevision(): Promise<void>   call before answering from a catalogue cache
 *   onCatalogChange(drop): void             `drop` runs when the backend's catalogue revision moved
 *   catalogChangedHere(): void              after this process's own write was answered: ask on the next check
 */
/**
 * Every catalogue write raises the backend's catalogue revision. This process asks for it at most once per
 * CATALOG_REVISION_CHECK_MS (callers at the same moment share one call) and, when it moved, tells the caches
 * holding catalogue answers to drop them, so an import shows on every storefront process within a second or so
 * instead of after the caches' lifetimes. A failed call changes nothing: the caches' own lifetimes still apply.
 */
const revisionSchema = z.object({ revision: z.number() });
const listeners: Array<() => void> = [];
let known: number | null = null;
let checkedAt = -Infinity;
let pending: Promise<void> | null = null;
let writesHere = 0;
let writesSeen = 0;

/** The back office's write through this process was answered (committed): the next check asks at once. */
export function catalogChangedHere(): void {
  writesHere++;
}

export function onCatalogChange(drop: () => void): void {
  listeners.push(drop);
}

export function checkCatalogRevision(): Promise<void> {
  // A call already under way may have started before the write committed: after a write, ask again.
  const wroteSince = writesSeen !== writesHere;
  if (pending && !wroteSince) return pending;
  if (!wroteSince && Date.now() - checkedAt < CATALOG_REVISION_CHECK_MS) return Promise.resolve();
  writesSeen = writesHere;
  checkedAt = Date.now();
  pending = (async () => {
    const response = await callApi("/catalog/revision");
    const parsed = response.ok ? revisionSchema.safeParse(await readJson(response)) : null;
    if (!parsed?.success) return;
    if (known !== null && parsed.data.revision !== known) for (const drop of listeners) drop();
    known = parsed.data.revision;
  })().finally(() => (pending = null));
  return pending;
}
