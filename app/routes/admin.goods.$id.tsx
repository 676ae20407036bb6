import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { validationError } from "remix-validated-form";
import { GoodModel } from "~/components/admin/GoodModel";
import { GoodPhotos } from "~/components/admin/GoodPhotos";
import { HiddenField } from "~/components/forms/HiddenField";
import { AdminFileField } from "~/components/admin/AdminFileField";
import { Checkbox } from "~/components/forms/Checkbox";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { PostForm } from "~/components/forms/PostForm";
import { SelectField } from "~/components/forms/SelectField";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { RichTextField } from "~/components/admin/RichTextField";
import {
  ADMIN_CATALOG_COLOR,
  ADMIN_CATALOG_DEPTH,
  ADMIN_CATALOG_DESCRIPTION,
  ADMIN_CATALOG_GOOD_SAVED,
  ADMIN_CATALOG_HANDLE,
  ADMIN_CATALOG_HANDLE_HINT,
  ADMIN_CATALOG_HANDLE_TAKEN,
  ADMIN_CATALOG_HEIGHT,
  ADMIN_CATALOG_HIDDEN,
  ADMIN_CATALOG_MATERIAL,
  ADMIN_CATALOG_NAME,
  ADMIN_CATALOG_OLD_PRICE,
  ADMIN_CATALOG_OLD_PRICE_HINT,
  ADMIN_CATALOG_ON_SITE,
  ADMIN_CATALOG_PRICE,
  ADMIN_CATALOG_SECTION,
  ADMIN_CATALOG_SKU,
  ADMIN_CATALOG_SKU_HINT,
  ADMIN_CATALOG_STOCK,
  ADMIN_CATALOG_MADE_TO_ORDER,
  ADMIN_CATALOG_LEAD_MIN,
  ADMIN_CATALOG_LEAD_MAX,
  ADMIN_CATALOG_LEAD_HINT,
  ADMIN_CATALOG_UNKNOWN,
  ADMIN_CATALOG_VARIANT_LABEL,
  ADMIN_CATALOG_MODEL,
  ADMIN_CATALOG_MODEL_CURRENT,
  ADMIN_CATALOG_MODEL_HINT,
  ADMIN_CATALOG_MODEL_NEW,
  ADMIN_CATALOG_MODEL_OPTION,
  ADMIN_CATALOG_MODEL_OWN,
  ADMIN_CATALOG_MODEL_UNKNOWN,
  ADMIN_CATALOG_WIDTH,
  ADMIN_GOOD_ADD,
  ADMIN_GOOD_EDIT,
  ADMIN_PHOTOS_ADD,
  ADMIN_PHOTOS_HINT,
} from "~/config/messages/admin-catalog";
import { ADMIN_BACK_TO_GOODS, ADMIN_SAVE } from "~/config/messages/admin-common";
import { ADMIN_CONTENT_TEXT_HINT } from "~/config/messages/admin-content";
import { PHOTO_FILE_ACCEPT, PHOTO_UPLOAD_LIMIT_MB } from "~/config/constants";
import { adminGoodValidator, goodFormValues } from "~/forms/admin-catalog";
import { itemHref } from "~/lib/handles";
import { getGood, listModels, listSections, saveGood, uploadPhoto, type EditedGood, type StaffModel } from "~/server/admin/catalog-api.server";
import { editedIdOf } from "~/server/admin/record-id.server";
import { requireStaff } from "~/server/admin/staff-session.server";
import { redirectWithFlash } from "~/server/flash.server";
import { chosenPhotos, photoRefusal, readPhotoForm } from "~/server/admin/photo-form.server";
import { richTextToSave, richTextView, type RichTextView } from "~/server/admin/rich-text-form.server";
import { refuseForm, refuseWrite } from "~/server/form-errors.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const call = await requireStaff(request, context);
  const id = editedIdOf(params.id);
  const [{ sections }, found] = await Promise.all([listSections(call), id === null ? null : getGood(call, String(id))]);
  const good = found?.good ?? null;
  const models = good ? modelOptions(good, (await listModels(call, good.section_id)).models) : [];
  const description = richTextView(good?.description ?? "", request, "description");
  return { id, good, models, description, sections: sections.map((s) => ({ value: String(s.id), label: s.name })) };
}

/**
 * Where the good may be: its own model first, then a model of its own (when it shares its model), then the other
 * models of its section by name. Each model is named with its variants, and chosen by its own number.
 */
function modelOptions(good: EditedGood, sectionModels: StaffModel[]) {
  const optionOf = (model: StaffModel) =>
    ADMIN_CATALOG_MODEL_OPTION(
      model.name,
      model.variants.map((v) => v.label ?? v.name),
    );
  const alone = good.model.variants.length === 1;
  return [
    { value: String(good.model.id), label: alone ? ADMIN_CATALOG_MODEL_OWN : ADMIN_CATALOG_MODEL_CURRENT(optionOf(good.model)) },
    ...(alone ? [] : [{ value: "own", label: ADMIN_CATALOG_MODEL_OWN }]),
    ...sectionModels.filter((model) => model.id !== good.model.id).map((model) => ({ value: String(model.id), label: optionOf(model) })),
  ];
}

/** What the form says of a field the backend refused, in place of the backend's words. */
const REFUSED_FIELDS = {
  handle: ADMIN_CATALOG_HANDLE_TAKEN,
  section_id: ADMIN_CATALOG_UNKNOWN,
  model_id: ADMIN_CATALOG_MODEL_UNKNOWN,
};

const PHOTOS_FIELD = "photos";

export async function action({ request, context, params }: ActionFunctionArgs) {
  const call = await requireStaff(request, context);
  const id = editedIdOf(params.id);
  const form = await readPhotoForm(request, PHOTOS_FIELD);
  if (form instanceof Response) return form;
  const result = await adminGoodValidator.validate(form);
  if (result.error) return validationError(result.error, result.submittedData);
  const { description_format, description_opened, ...good } = result.data;
  const description = richTextToSave({ value: good.description, format: description_format, opened: description_opened });
  // Each photo goes through the image pipeline first; the first refusal keeps the good unsaved and the form filled.
  const photos: string[] = [];
  for (const photo of chosenPhotos(form, PHOTOS_FIELD)) {
    const stored = await uploadPhoto(call, photo);
    if (!stored.ok) return refuseForm(result, photoRefusal(stored.fail, PHOTOS_FIELD));
    photos.push(stored.key);
  }
  const done = await saveGood(call, id, { ...good, description }, photos);
  if (!done.ok) return refuseWrite(result, done.fail, id === null ? null : `/admin/goods/${id}`, { texts: REFUSED_FIELDS });
  return redirectWithFlash(`/admin/goods/${done.data.id}`, { toast: { kind: "success", title: ADMIN_CATALOG_GOOD_SAVED } });
}

/** The form's starting values: the good as stored, its description as the editor opens it, and its version. */
function defaultsOf(good: EditedGood, description: RichTextView) {
  return {
    ...goodFormValues(good),
    description: description.value,
    description_format: description.format,
    description_opened: description.opened,
    version: good.version,
  };
}

export default function AdminGoodPage() {
  const { id, good, models, sections, description } = useLoaderData<typeof loader>();
  return (
    <>
      <Link to="/admin/goods">{ADMIN_BACK_TO_GOODS}</Link>
      <div className="admin__head">
        <h1>{good ? ADMIN_GOOD_EDIT(good.name) : ADMIN_GOOD_ADD}</h1>
        {good && !good.hidden ? <a href={itemHref(good)}>{ADMIN_CATALOG_ON_SITE}</a> : null}
      </div>
      {good ? <GoodModel goodId={good.id} model={good.model} /> : null}
      <section className="admin__card">
        <PostForm
          id={`good-${id ?? "new"}`}
          validator={adminGoodValidator}
          action={`/admin/goods/${id ?? "new"}`}
          multipart
          defaultValues={
            good
              ? defaultsOf(good, description)
              : { stock: "0", lead_min: "2", lead_max: "2", width: "0", depth: "0", height: "0", description_format: "markup" }
          }
          className="admin__form-grid"
        >
          <HiddenField name="version" />
          <Field name="name" label={ADMIN_CATALOG_NAME} required />
          <Field name="handle" label={ADMIN_CATALOG_HANDLE} hint={ADMIN_CATALOG_HANDLE_HINT} required />
          <SelectField name="section_id" label={ADMIN_CATALOG_SECTION} options={sections} placeholder={ADMIN_CATALOG_SECTION} required />
          <Field name="sku" label={ADMIN_CATALOG_SKU} hint={ADMIN_CATALOG_SKU_HINT} />
          <Field name="price" label={ADMIN_CATALOG_PRICE} inputProps={{ inputMode: "decimal" }} required />
          <Field name="old_price" label={ADMIN_CATALOG_OLD_PRICE} hint={ADMIN_CATALOG_OLD_PRICE_HINT} inputProps={{ inputMode: "decimal" }} />
          <Field name="stock" label={ADMIN_CATALOG_STOCK} inputProps={{ inputMode: "numeric" }} required />
          <Checkbox name="made_to_order" label={ADMIN_CATALOG_MADE_TO_ORDER} className="admin__form-wide" />
          <Field name="lead_min" label={ADMIN_CATALOG_LEAD_MIN} hint={ADMIN_CATALOG_LEAD_HINT} inputProps={{ inputMode: "numeric" }} required />
          <Field name="lead_max" label={ADMIN_CATALOG_LEAD_MAX} inputProps={{ inputMode: "numeric" }} required />
          <Field name="width" label={ADMIN_CATALOG_WIDTH} inputProps={{ inputMode: "numeric" }} required />
          <Field name="depth" label={ADMIN_CATALOG_DEPTH} inputProps={{ inputMode: "numeric" }} required />
          <Field name="height" label={ADMIN_CATALOG_HEIGHT} inputProps={{ inputMode: "numeric" }} required />
          <Field name="material" label={ADMIN_CATALOG_MATERIAL} />
          <Field name="color" label={ADMIN_CATALOG_COLOR} />
          {good ? (
            <SelectField name="model_id" label={ADMIN_CATALOG_MODEL} options={models} hint={ADMIN_CATALOG_MODEL_HINT} className="admin__form-wide" />
          ) : (
            <p className="admin__form-wide">{ADMIN_CATALOG_MODEL_NEW}</p>
          )}
          <Field name="variant_label" label={ADMIN_CATALOG_VARIANT_LABEL} />
          <RichTextField
            name="description"
            label={ADMIN_CATALOG_DESCRIPTION}
            htmlHint={ADMIN_CONTENT_TEXT_HINT}
            format={description.format}
            canMarkup={description.canMarkup}
          />
          <Checkbox name="hidden" label={ADMIN_CATALOG_HIDDEN} className="admin__form-wide" />
          <AdminFileField
            name={PHOTOS_FIELD}
            label={ADMIN_PHOTOS_ADD}
            hint={ADMIN_PHOTOS_HINT(PHOTO_UPLOAD_LIMIT_MB)}
            accept={PHOTO_FILE_ACCEPT}
            multiple
            className="admin__form-wide"
          />
          <FormError />
          <SubmitButton>{ADMIN_SAVE}</SubmitButton>
        </PostForm>
      </section>
      {good ? <GoodPhotos goodId={good.id} images={good.images} /> : null}
    </>
  );
}
