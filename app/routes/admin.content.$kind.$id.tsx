import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { validationError } from "remix-validated-form";
import { AdminFileField } from "~/components/admin/AdminFileField";
import { RichTextField } from "~/components/admin/RichTextField";
import { Checkbox } from "~/components/forms/Checkbox";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { HiddenField } from "~/components/forms/HiddenField";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextArea } from "~/components/forms/TextArea";
import { ADMIN_ACTION_FAILED, ADMIN_SAVE } from "~/config/messages/admin-common";
import {
  ADMIN_CONTENT_ADD,
  ADMIN_CONTENT_BACK,
  ADMIN_CONTENT_COVER_UPLOAD,
  ADMIN_CONTENT_COVER_UPLOAD_HINT,
  ADMIN_CONTENT_DATE,
  ADMIN_CONTENT_DATE_HINT,
  ADMIN_CONTENT_DELETE,
  ADMIN_CONTENT_DELETE_CONFIRM,
  ADMIN_CONTENT_DELETE_NO,
  ADMIN_CONTENT_DELETE_YES,
  ADMIN_CONTENT_DELETED,
  ADMIN_CONTENT_EDIT,
  ADMIN_CONTENT_HANDLE,
  ADMIN_CONTENT_HANDLE_HINT,
  ADMIN_CONTENT_HANDLE_TAKEN,
  ADMIN_CONTENT_HIDDEN,
  ADMIN_CONTENT_HIDDEN_DONE,
  ADMIN_CONTENT_HIDE,
  ADMIN_CONTENT_IMAGE,
  ADMIN_CONTENT_IMAGE_HINT,
  ADMIN_CONTENT_ON_SITE,
  ADMIN_CONTENT_PREVIEW,
  ADMIN_CONTENT_PUBLISH,
  ADMIN_CONTENT_PUBLISHED,
  ADMIN_CONTENT_SAVED,
  ADMIN_CONTENT_SEO_DESCRIPTION,
  ADMIN_CONTENT_SEO_TITLE,
  ADMIN_CONTENT_SEO_TITLE_HINT,
  ADMIN_CONTENT_TEXT,
  ADMIN_CONTENT_TEXT_HINT,
  ADMIN_CONTENT_TITLE,
} from "~/config/messages/admin-content";
import { PHOTO_FILE_ACCEPT, PHOTO_UPLOAD_LIMIT_MB } from "~/config/constants";
import { adminContentValidator } from "~/forms/admin-content";
import { contentHref } from "~/lib/content-links";
import { CONTENT_KINDS, deleteContent, getContentItem, saveContent, setContentHidden, type ContentKind } from "~/server/admin/content-api.server";
import { editedIdOf } from "~/server/admin/record-id.server";
import { requireStaff } from "~/server/admin/staff-session.server";
import { redirectWithFlash } from "~/server/flash.server";
import { CONTENT_TEXT_PART_BYTES, readPhotoForm, uploadChosenPhoto } from "~/server/admin/photo-form.server";
import { refuseForm, refuseWrite } from "~/server/form-errors.server";
import { richTextToSave, richTextView } from "~/server/admin/rich-text-form.server";
import { badRequest, notFound } from "~/server/responses.server";

/** The file input of an uploaded cover (news, ideas, portfolio). */
const COVER_FIELD = "cover_file";

/** The kind and `new` or the id of an existing item; anything else is no page. */
function target(params: { kind?: string; id?: string }): { kind: ContentKind; id: number | null } {
  const kind = CONTENT_KINDS.find((known) => known === params.kind);
  if (!kind) throw notFound();
  return { kind, id: editedIdOf(params.id) };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const call = await requireStaff(request, context);
  const { kind, id } = target(params);
  const item = id === null ? null : (await getContentItem(call, kind, id)).item;
  return { kind, id, item, text: richTextView(item?.text ?? "", request, "text") };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const call = await requireStaff(request, context);
  const { kind, id } = target(params);
  const form = await readPhotoForm(request, COVER_FIELD, CONTENT_TEXT_PART_BYTES);
  if (form instanceof Response) return form;
  const intent = form.get("intent");
  const back = `/admin/content/${kind}/${id ?? "new"}`;
  if (intent === "publish" || intent === "hide") {
    if (id === null) throw badRequest();
    const done = await setContentHidden(call, kind, id, intent === "hide");
    const title = done.ok ? (intent === "hide" ? ADMIN_CONTENT_HIDDEN_DONE : ADMIN_CONTENT_PUBLISHED) : ADMIN_ACTION_FAILED;
    return redirectWithFlash(back, { toast: { kind: done.ok ? "success" : "error", title } });
  }
  if (intent === "delete") {
    if (id === null) throw badRequest();
    const done = await deleteContent(call, kind, id);
    if (!done.ok) return redirectWithFlash(back, { toast: { kind: "error", title: ADMIN_ACTION_FAILED } });
    return redirectWithFlash(`/admin/content?kind=${kind}`, { toast: { kind: "success", title: ADMIN_CONTENT_DELETED } });
  }
  const result = await adminContentValidator.validate(form);
  if (result.error) return validationError(result.error, result.submittedData);
  const { text_format, text_opened, ...fields } = result.data;
  const text = richTextToSave({ value: fields.text, format: text_format, opened: text_opened });
  const cover = await uploadChosenPhoto(call, form, COVER_FIELD);
  if (!cover.ok) return refuseForm(result, cover.fieldErrors);
  const done = await saveContent(call, kind, id, { ...fields, text, cover: cover.key });
  if (!done.ok) return refuseWrite(result, done.fail, id === null ? null : back, { texts: { handle: ADMIN_CONTENT_HANDLE_TAKEN } });
  return redirectWithFlash(`/admin/content/${kind}/${done.data.id}`, { toast: { kind: "success", title: ADMIN_CONTENT_SAVED } });
}

/** A small form of one button: publishing, hiding, deleting. */
function IntentButton({ intent, label, danger }: { intent: string; label: string; danger?: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={`admin__button ${danger ? "admin__button--danger" : "admin__button--quiet"}`}>
        {label}
      </button>
    </Form>
  );
}

export default function AdminContentItemPage() {
  const { kind, id, item, text } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const confirmDelete = item !== null && params.get("delete") === "1";
  const dated = kind !== "page";
  return (
    <>
      <Link to={`/admin/content?kind=${kind}`}>{ADMIN_CONTENT_BACK}</Link>
      <div className="admin__head">
        <h1>{item ? ADMIN_CONTENT_EDIT(kind, item.title) : ADMIN_CONTENT_ADD[kind]}</h1>
        {item && !item.hidden ? <a href={contentHref(kind, item.handle)}>{ADMIN_CONTENT_ON_SITE}</a> : null}
      </div>
      {item ? (
        <div className="admin__actions">
          <IntentButton intent={item.hidden ? "publish" : "hide"} label={item.hidden ? ADMIN_CONTENT_PUBLISH : ADMIN_CONTENT_HIDE} />
          {confirmDelete ? null : (
            <Link className="admin__button admin__button--quiet" to="?delete=1">
              {ADMIN_CONTENT_DELETE}
            </Link>
          )}
        </div>
      ) : null}
      {confirmDelete ? (
        <section className="admin__card" role="alertdialog" aria-labelledby="delete-question">
          <p id="delete-question">{ADMIN_CONTENT_DELETE_CONFIRM(item.title)}</p>
          <div className="admin__actions">
            <IntentButton intent="delete" label={ADMIN_CONTENT_DELETE_YES} danger />
            <Link className="admin__button admin__button--quiet" to=".">
              {ADMIN_CONTENT_DELETE_NO}
            </Link>
          </div>
        </section>
      ) : null}
      <section className="admin__card">
        <PostForm
          id={`content-${kind}-${id ?? "new"}`}
          validator={adminContentValidator}
          action={`/admin/content/${kind}/${id ?? "new"}`}
          defaultValues={{ ...(item ?? { hidden: false }), text: text.value, text_format: text.format, text_opened: text.opened }}
          className="admin__form-grid"
          multipart={dated}
        >
          <input type="hidden" name="intent" value="save" />
          <HiddenField name="version" />
          <Field name="title" label={ADMIN_CONTENT_TITLE} required className="admin__form-wide" />
          <Field name="handle" label={ADMIN_CONTENT_HANDLE} hint={ADMIN_CONTENT_HANDLE_HINT} />
          {dated ? <Field name="date" label={ADMIN_CONTENT_DATE} type="date" hint={ADMIN_CONTENT_DATE_HINT} /> : null}
          {dated ? (
            <AdminFileField
              name={COVER_FIELD}
              label={ADMIN_CONTENT_COVER_UPLOAD}
              hint={ADMIN_CONTENT_COVER_UPLOAD_HINT(PHOTO_UPLOAD_LIMIT_MB)}
              accept={PHOTO_FILE_ACCEPT}
              className="admin__form-wide"
            />
          ) : null}
          {dated ? <Field name="image_url" label={ADMIN_CONTENT_IMAGE} hint={ADMIN_CONTENT_IMAGE_HINT} className="admin__form-wide" /> : null}
          {dated ? <TextArea name="preview" label={ADMIN_CONTENT_PREVIEW} rows={3} className="admin__form-wide" /> : null}
          <RichTextField name="text" label={ADMIN_CONTENT_TEXT} htmlHint={ADMIN_CONTENT_TEXT_HINT} format={text.format} canMarkup={text.canMarkup} />
          {dated ? null : <Field name="seo_title" label={ADMIN_CONTENT_SEO_TITLE} hint={ADMIN_CONTENT_SEO_TITLE_HINT} />}
          {dated ? null : <Field name="seo_description" label={ADMIN_CONTENT_SEO_DESCRIPTION} />}
          <Checkbox name="hidden" label={ADMIN_CONTENT_HIDDEN} className="admin__form-wide" />
          <FormError />
          <SubmitButton>{ADMIN_SAVE}</SubmitButton>
        </PostForm>
      </section>
    </>
  );
}
