import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { validationError } from "remix-validated-form";
import { AdminFileField } from "~/components/admin/AdminFileField";
import { Checkbox } from "~/components/forms/Checkbox";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { HiddenField } from "~/components/forms/HiddenField";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { Photo } from "~/components/ui/Photo";
import {
  ADMIN_CATALOG_HANDLE,
  ADMIN_CATALOG_HANDLE_HINT,
  ADMIN_CATALOG_HANDLE_TAKEN,
  ADMIN_CATALOG_HIDDEN,
  ADMIN_CATALOG_NAME,
  ADMIN_CATALOG_SECTION_SAVED,
  ADMIN_CATALOG_SORT,
  ADMIN_SECTION_ADD,
  ADMIN_SECTION_EDIT,
  ADMIN_SECTION_PICTURE,
  ADMIN_SECTION_PICTURE_HINT,
  ADMIN_SECTION_PICTURE_REMOVE,
} from "~/config/messages/admin-catalog";
import { ADMIN_BACK_TO_SECTIONS, ADMIN_SAVE } from "~/config/messages/admin-common";
import { PHOTO_FILE_ACCEPT, PHOTO_SIZES, PHOTO_UPLOAD_LIMIT_MB } from "~/config/constants";
import { adminSectionValidator } from "~/forms/admin-catalog";
import { listSections, saveSection } from "~/server/admin/catalog-api.server";
import { editedIdOf } from "~/server/admin/record-id.server";
import { notFound } from "~/server/responses.server";
import { readPhotoForm, uploadChosenPhoto } from "~/server/admin/photo-form.server";
import { requireStaff } from "~/server/admin/staff-session.server";
import { redirectWithFlash } from "~/server/flash.server";
import { refuseForm, refuseWrite } from "~/server/form-errors.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const call = await requireStaff(request, context);
  const id = editedIdOf(params.id);
  const { sections } = await listSections(call);
  const section = id === null ? null : sections.find((s) => s.id === id);
  if (section === undefined) throw notFound();
  const nextSort = Math.max(0, ...sections.map((s) => s.sort)) + 1;
  return { id, section, nextSort };
}

const PICTURE_FIELD = "picture";

export async function action({ request, context, params }: ActionFunctionArgs) {
  const call = await requireStaff(request, context);
  const id = editedIdOf(params.id);
  const form = await readPhotoForm(request, PICTURE_FIELD);
  if (form instanceof Response) return form;
  const result = await adminSectionValidator.validate(form);
  if (result.error) return validationError(result.error, result.submittedData);
  const picture = await uploadChosenPhoto(call, form, PICTURE_FIELD);
  if (!picture.ok) return refuseForm(result, picture.fieldErrors);
  const done = await saveSection(call, id, { ...result.data, picture: picture.key });
  if (!done.ok) {
    const href = id === null ? null : `/admin/sections/${id}`;
    return refuseWrite(result, done.fail, href, { texts: { handle: ADMIN_CATALOG_HANDLE_TAKEN } });
  }
  return redirectWithFlash("/admin/sections", { toast: { kind: "success", title: ADMIN_CATALOG_SECTION_SAVED } });
}

export default function AdminSectionPage() {
  const { id, section, nextSort } = useLoaderData<typeof loader>();
  const defaults = section
    ? { name: section.name, handle: section.handle, hidden: section.hidden, sort: String(section.sort), version: section.version }
    : { sort: String(nextSort) };
  return (
    <>
      <Link to="/admin/sections">{ADMIN_BACK_TO_SECTIONS}</Link>
      <h1>{section ? ADMIN_SECTION_EDIT(section.name) : ADMIN_SECTION_ADD}</h1>
      <section className="admin__card admin__card--narrow">
        <PostForm
          id={`section-${id ?? "new"}`}
          validator={adminSectionValidator}
          action={`/admin/sections/${id ?? "new"}`}
          defaultValues={defaults}
          multipart
        >
          <HiddenField name="version" />
          <Field name="name" label={ADMIN_CATALOG_NAME} required />
          <Field name="handle" label={ADMIN_CATALOG_HANDLE} hint={ADMIN_CATALOG_HANDLE_HINT} required />
          <Field name="sort" label={ADMIN_CATALOG_SORT} inputProps={{ inputMode: "numeric" }} required />
          <Checkbox name="hidden" label={ADMIN_CATALOG_HIDDEN} />
          {section?.image ? (
            <Photo image={section.image} sizes={PHOTO_SIZES.cartLine} alt={ADMIN_SECTION_PICTURE} className="admin-photos__image" />
          ) : null}
          <AdminFileField
            name={PICTURE_FIELD}
            label={ADMIN_SECTION_PICTURE}
            hint={ADMIN_SECTION_PICTURE_HINT(PHOTO_UPLOAD_LIMIT_MB)}
            accept={PHOTO_FILE_ACCEPT}
            className="admin__form-wide"
          />
          {section?.image ? <Checkbox name="remove_picture" label={ADMIN_SECTION_PICTURE_REMOVE} /> : null}
          <FormError />
          <SubmitButton>{ADMIN_SAVE}</SubmitButton>
        </PostForm>
      </section>
    </>
  );
}
