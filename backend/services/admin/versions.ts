import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { DomainError } from "../errors";
import { latestChange } from "./audit";

/** Object keys sorted at every depth, so the same values always give the same text whatever their order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * The version of a record as a back-office form edits it: a short hash of its stored editable values (canonical
 * JSON). It changes exactly when one of those values does, whoever changed it (a manager, an import, 1C), and
 * needs no column of its own. 16 characters of base64url are 96 bits: two different states never meet.
 */
export function versionOf(values: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(canonical(values)))
    .digest("base64url")
    .slice(0, 16);
}

/** A change of a stored record: its id and the version the form was opened with (null: the form sent none). */
export interface RecordEdit {
  id: number;
  version: string | null;
}

/** The record a version check is about, for naming its last change: its audit entity, id and, if narrower, actions. */
export interface VersionedRecord {
  entity: string;
  entityId: string | number;
  actions?: readonly string[];
}

/**
 * Refuses a change of a record whose stored values are no longer those the form was opened with: `sent` (null
 * when the form sent none) is not the version of `stored`. Called inside the save's transaction, before writing.
 * The refusal carries the current version, so saving again with it overwrites knowingly.
 */
export async function checkVersion(trx: Kysely<Database>, sent: string | null, stored: unknown, record: VersionedRecord): Promise<void> {
  const version = versionOf(stored);
  if (sent === version) return;
  const last = await latestChange(trx, record.entity, record.entityId, record.actions);
  throw new DomainError("edit_conflict", { conflict: { version, changedBy: last?.by ?? null, changedAt: last?.at ?? null } });
}
