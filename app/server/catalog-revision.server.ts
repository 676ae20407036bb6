import { z } from "zod";
import { CATALOG_REVISION_CHECK_MS } from "~/config/constants";
import { callApi, readJson } from "./api/client.server";

/*
 * Exports (stable):
 *   checkCatalogRevision(): Promise<void>   call before answering from a catalogue cache
 *   onCatalogChange(drop): void             `drop` runs when the backend's catalogue revision moved
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

export function onCatalogChange(drop: () => void): void {
  listeners.push(drop);
}

export function checkCatalogRevision(): Promise<void> {
  if (pending) return pending;
  if (Date.now() - checkedAt < CATALOG_REVISION_CHECK_MS) return Promise.resolve();
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
