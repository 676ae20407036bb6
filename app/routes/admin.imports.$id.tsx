import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { ImportChanges } from "~/components/admin/ImportChanges";
import { ImportJobStatus } from "~/components/admin/ImportJobStatus";
import { IMPORT_POLL_MS, IMPORT_REFRESH_SECONDS } from "~/config/constants";
import {
  ADMIN_IMPORT_BACK,
  ADMIN_IMPORT_CREATED,
  ADMIN_IMPORT_DRY_RUN_MARK,
  ADMIN_IMPORT_FILE_NAME,
  ADMIN_IMPORT_JOB,
  ADMIN_IMPORT_LINE,
  ADMIN_IMPORT_PROGRESS,
  ADMIN_IMPORT_ROW_ERRORS,
  ADMIN_IMPORT_SERVICES,
  ADMIN_IMPORT_SKIPPED,
  ADMIN_IMPORT_UNCHANGED,
  ADMIN_IMPORT_UPDATED,
} from "~/config/messages/admin-imports";
import { getImport } from "~/server/admin/imports-api.server";
import { recordIdOf } from "~/server/admin/record-id.server";
import { requireStaff } from "~/server/admin/staff-session.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const call = await requireStaff(request, context);
  return getImport(call, String(recordIdOf(params.id)));
}

/** Without JavaScript a running job's page reloads itself until the job ends; a finished job's page stays put. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const parent = matches.flatMap((m) => m.meta ?? []).filter((tag) => !("httpEquiv" in tag));
  return data?.job.status === "running" ? [...parent, { httpEquiv: "refresh", content: String(IMPORT_REFRESH_SECONDS) }] : parent;
};

/** With JavaScript a running job is asked for its progress on an interval instead. */
function usePollWhileRunning(running: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!running || state !== "idle") return;
    const timer = setTimeout(revalidate, IMPORT_POLL_MS);
    return () => clearTimeout(timer);
  }, [running, state, revalidate]);
}

export default function AdminImportPage() {
  const { job } = useLoaderData<typeof loader>();
  const running = job.status === "running";
  usePollWhileRunning(running);
  const rowErrors = job.errors.filter((e) => e.message);
  return (
    <>
      <Link to="/admin/imports">{ADMIN_IMPORT_BACK}</Link>
      <div className="admin__head">
        <h1>{ADMIN_IMPORT_JOB(job.id)}</h1>
        <ImportJobStatus job={job} />
      </div>
      <dl className="admin__facts">
        <dt>{ADMIN_IMPORT_FILE_NAME}</dt>
        <dd>{job.source}</dd>
      </dl>
      {running ? (
        <div className="admin__progress">
          <progress
            max={job.total || undefined}
            value={job.total ? Math.min(job.processed, job.total) : undefined}
            aria-labelledby="import-progress"
          />
          <p id="import-progress" role="status">
            {ADMIN_IMPORT_PROGRESS(job.processed, job.total)}
          </p>
        </div>
      ) : (
        <>
          {job.message ? <p className="admin__refusal">{job.message}</p> : null}
          {job.dry_run ? <p>{ADMIN_IMPORT_DRY_RUN_MARK}</p> : null}
          <dl className="admin__facts" aria-label={ADMIN_IMPORT_JOB(job.id)}>
            <dt>{ADMIN_IMPORT_CREATED}</dt>
            <dd>{job.created}</dd>
            <dt>{ADMIN_IMPORT_UPDATED}</dt>
            <dd>{job.updated}</dd>
            <dt>{ADMIN_IMPORT_UNCHANGED}</dt>
            <dd>{job.unchanged}</dd>
            <dt>{ADMIN_IMPORT_SKIPPED}</dt>
            <dd>{job.skipped}</dd>
            {job.services ? (
              <>
                <dt>{ADMIN_IMPORT_SERVICES}</dt>
                <dd>{job.services}</dd>
              </>
            ) : null}
          </dl>
          {job.message ? null : <ImportChanges job={job} />}
          {rowErrors.length ? (
            <>
              <h2>{ADMIN_IMPORT_ROW_ERRORS}</h2>
              <ul className="admin__import-errors">
                {rowErrors.map((e, i) => (
                  <li key={i}>
                    {e.line === null ? null : <strong>{ADMIN_IMPORT_LINE(e.line)}: </strong>}
                    {e.message}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </>
  );
}
