import {
  ADMIN_IMPORT_CHANGED_GOOD,
  ADMIN_IMPORT_CHANGES,
  ADMIN_IMPORT_CHANGES_DRY,
  ADMIN_IMPORT_CHANGES_NONE,
  ADMIN_IMPORT_GOOD_HIDDEN,
  ADMIN_IMPORT_NEW_GOOD,
  ADMIN_IMPORT_NEW_SECTION,
  ADMIN_IMPORT_PHOTOS_ADDED,
  ADMIN_IMPORT_PHOTOS_REMOVED,
} from "~/config/messages/admin-imports";
import type { ImportJob } from "~/server/admin/imports-api.server";

type Change = ImportJob["changes"][number];

/** One change in words: the section or good, then its photos and visibility. */
function describe(change: Change): string {
  if (change.action === "section") return ADMIN_IMPORT_NEW_SECTION(change.name, change.hidden === true);
  const what = (change.action === "created" ? ADMIN_IMPORT_NEW_GOOD : ADMIN_IMPORT_CHANGED_GOOD)(change.name, change.externalId);
  const details = [
    change.photosAdded ? ADMIN_IMPORT_PHOTOS_ADDED(change.photosAdded) : null,
    change.photosRemoved ? ADMIN_IMPORT_PHOTOS_REMOVED(change.photosRemoved) : null,
    change.hidden ? ADMIN_IMPORT_GOOD_HIDDEN : null,
  ].filter(Boolean);
  return details.length ? `${what}: ${details.join(", ")}` : what;
}

/** What a finished import changed or, for a dry run, would change: sections first, then goods, as the file had them. */
export function ImportChanges({ job }: { job: Pick<ImportJob, "changes" | "dry_run"> }) {
  const ordered = [...job.changes.filter((c) => c.action === "section"), ...job.changes.filter((c) => c.action !== "section")];
  return (
    <>
      <h2>{job.dry_run ? ADMIN_IMPORT_CHANGES_DRY : ADMIN_IMPORT_CHANGES}</h2>
      {ordered.length === 0 ? <p>{ADMIN_IMPORT_CHANGES_NONE}</p> : null}
      <ul className="admin__import-changes">
        {ordered.map((change, i) => (
          <li key={i}>{describe(change)}</li>
        ))}
      </ul>
    </>
  );
}
