import { MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData, redirect } from "@remix-run/node";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { validationError } from "remix-validated-form";
import { AdminFileField } from "~/components/admin/AdminFileField";
import { ImportJobStatus } from "~/components/admin/ImportJobStatus";
import { Checkbox } from "~/components/forms/Checkbox";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { IMPORT_FILE_ACCEPT, IMPORT_UPLOAD_LIMIT_MB, IMPORT_URL_MAX_LENGTH } from "~/config/constants";
import { ADMIN_ACTION_FAILED } from "~/config/messages/admin-common";
import {
  ADMIN_IMPORT_DRY_RUN,
  ADMIN_IMPORT_EXPORT_GOODS,
  ADMIN_IMPORT_FILE,
  ADMIN_IMPORT_FILE_HINT,
  ADMIN_IMPORT_FILE_TOO_LARGE,
  ADMIN_IMPORT_JOB,
  ADMIN_IMPORT_NONE,
  ADMIN_IMPORT_PUBLISH_SECTIONS,
  ADMIN_IMPORT_RECENT,
  ADMIN_IMPORT_REPLACE,
  ADMIN_IMPORT_START,
  ADMIN_IMPORT_TITLE,
  ADMIN_IMPORT_URL,
  ADMIN_IMPORT_URL_HINT,
} from "~/config/messages/admin-imports";
import { adminImportValidator } from "~/forms/admin-import";
import { listImports, startImport } from "~/server/admin/imports-api.server";
import { requireStaff } from "~/server/admin/staff-session.server";
import { fieldErrorsFrom, refuseForm } from "~/server/form-errors.server";

const FORM_ID = "catalogue-import";
const MAX_BYTES = IMPORT_UPLOAD_LIMIT_MB * 1024 * 1024;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const call = await requireStaff(request, context);
  return listImports(call);
}

/** Reads the upload within the size limit (the rest of a larger file is never buffered); null when it is over. */
async function readUpload(request: Request): Promise<FormData | null> {
  try {
    return await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: MAX_BYTES }));
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return null;
    throw new Response(null, { status: 400 });
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const call = await requireStaff(request, context);
  const form = await readUpload(request);
  const boxes = ["dry_run", "replace", "publish_sections"].map((box) => [box, form?.get(box) ?? ""]);
  const sent = { formId: FORM_ID, submittedData: { url: form?.get("url") ?? "", ...Object.fromEntries(boxes) } };
  if (!form) return refuseForm(sent, { file: ADMIN_IMPORT_FILE_TOO_LARGE(IMPORT_UPLOAD_LIMIT_MB) });
  const result = await adminImportValidator.validate(form);
  if (result.error) return validationError(result.error, sent.submittedData);
  const { file, url, dry_run: dryRun, replace, publish_sections: publishSections } = result.data;
  const source = file ? { file, name: (form.get("file") as File).name || "upload" } : { url };
  const started = await startImport(call, { ...source, dryRun, replace, publishSections });
  if (!started.ok) return refuseForm(sent, fieldErrorsFrom(started.fail, { shown: ["file", "url"], fallback: ADMIN_ACTION_FAILED }));
  return redirect(`/admin/imports/${started.id}`);
}

export default function AdminImportsPage() {
  const { jobs } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="admin__head">
        <h1>{ADMIN_IMPORT_TITLE}</h1>
        <a className="admin__button admin__button--quiet" href="/admin/goods/export" download>
          {ADMIN_IMPORT_EXPORT_GOODS}
        </a>
      </div>
      <section className="admin__card admin__card--narrow">
        <PostForm id={FORM_ID} validator={adminImportValidator} action="/admin/imports" multipart>
          <AdminFileField name="file" label={ADMIN_IMPORT_FILE} hint={ADMIN_IMPORT_FILE_HINT(IMPORT_UPLOAD_LIMIT_MB)} accept={IMPORT_FILE_ACCEPT} />
          <Field
            name="url"
            type="url"
            label={ADMIN_IMPORT_URL}
            hint={ADMIN_IMPORT_URL_HINT}
            inputProps={{ maxLength: IMPORT_URL_MAX_LENGTH, placeholder: "https://", autoComplete: "url" }}
          />
          <Checkbox name="dry_run" label={ADMIN_IMPORT_DRY_RUN} />
          <Checkbox name="replace" label={ADMIN_IMPORT_REPLACE} />
          <Checkbox name="publish_sections" label={ADMIN_IMPORT_PUBLISH_SECTIONS} />
          <FormError />
          <SubmitButton>{ADMIN_IMPORT_START}</SubmitButton>
        </PostForm>
      </section>
      <h2>{ADMIN_IMPORT_RECENT}</h2>
      {jobs.length === 0 ? <p>{ADMIN_IMPORT_NONE}</p> : null}
      <ul className="admin__rows">
        {jobs.map((job) => (
          <li key={job.id} className="admin__row admin__row--imports">
            <Link to={`/admin/imports/${job.id}`} className="admin__row-link">
              {ADMIN_IMPORT_JOB(job.id)}
            </Link>
            <span>{job.source}</span>
            <span>{new Date(job.started_at).toLocaleString("ru-RU", { timeZone: "Europe/Moscow" })}</span>
            <ImportJobStatus job={job} />
          </li>
        ))}
      </ul>
    </>
  );
}
