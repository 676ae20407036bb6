import { ADMIN_IMPORT_DRY_RUN, ADMIN_IMPORT_STATUSES } from "~/config/messages/admin-imports";
import type { ImportJob } from "~/server/admin/imports-api.server";

/** A job's state as a badge, with the dry-run mark. */
export function ImportJobStatus({ job }: { job: Pick<ImportJob, "status" | "dry_run"> }) {
  return (
    <span className={`admin__badge admin__badge--import-${job.status}`}>
      {ADMIN_IMPORT_STATUSES[job.status] ?? job.status}
      {job.dry_run ? ` · ${ADMIN_IMPORT_DRY_RUN}` : ""}
    </span>
  );
}
