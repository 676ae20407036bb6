import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { validationError } from "remix-validated-form";
import { Checkbox } from "~/components/forms/Checkbox";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { HiddenField } from "~/components/forms/HiddenField";
import { PostForm } from "~/components/forms/PostForm";
import { SelectField } from "~/components/forms/SelectField";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { DELIVERY_CODES } from "~/config/constants";
import { ADMIN_CATALOG_NAME } from "~/config/messages/admin-catalog";
import { ADMIN_SAVE } from "~/config/messages/admin-common";
import {
  ADMIN_DELIVERY_ADDRESS,
  ADMIN_DELIVERY_ADDRESS_HINT,
  ADMIN_DELIVERY_BACK,
  ADMIN_DELIVERY_CITY,
  ADMIN_DELIVERY_COORDS_HINT,
  ADMIN_DELIVERY_DAYS_MAX,
  ADMIN_DELIVERY_DAYS_MIN,
  ADMIN_DELIVERY_FREE_FROM,
  ADMIN_DELIVERY_FREE_FROM_HINT,
  ADMIN_DELIVERY_HIDDEN,
  ADMIN_DELIVERY_HOURS,
  ADMIN_DELIVERY_KIND,
  ADMIN_DELIVERY_KIND_PLACEHOLDER,
  ADMIN_DELIVERY_KINDS,
  ADMIN_DELIVERY_LAT,
  ADMIN_DELIVERY_LON,
  ADMIN_DELIVERY_METHOD_ADD,
  ADMIN_DELIVERY_METHOD_EDIT,
  ADMIN_DELIVERY_PICKUP_POINT_ADD,
  ADMIN_DELIVERY_PICKUP_POINT_EDIT,
  ADMIN_DELIVERY_PRICE,
  ADMIN_DELIVERY_SAVED,
  ADMIN_DELIVERY_SORT,
  ADMIN_DELIVERY_WAREHOUSE_ADD,
  ADMIN_DELIVERY_WAREHOUSE_EDIT,
} from "~/config/messages/admin-delivery";
import { adminDeliveryValidator, adminNewDeliveryValidator, adminPickupPointValidator, adminWarehouseValidator } from "~/forms/admin-delivery";
import { getDeliverySetup, isDeliveryRowKind, saveDeliveryRow, type DeliveryRowKind, type DeliverySetup } from "~/server/admin/delivery-api.server";
import { editedIdOf } from "~/server/admin/record-id.server";
import { notFound } from "~/server/responses.server";
import { requireStaff } from "~/server/admin/staff-session.server";
import { redirectWithFlash } from "~/server/flash.server";
import { readValidatedForm } from "~/server/form-body.server";
import { refuseWrite } from "~/server/form-errors.server";
import { priceText } from "~/lib/price";
import { LABEL_DELIVERY_ZONE_PRICED } from "~/config/messages/delivery-zones";

/** The delivery's sums, kept in kopecks and typed in roubles. */
const MONEY_FIELDS = new Set(["price", "free_from"]);

/** The three things the page edits: what the page calls each and where its rows are in the setup. */
const KINDS = {
  methods: { add: ADMIN_DELIVERY_METHOD_ADD, edit: ADMIN_DELIVERY_METHOD_EDIT, rows: (s: DeliverySetup) => s.deliveries },
  pvz: {
    add: ADMIN_DELIVERY_PICKUP_POINT_ADD,
    edit: ADMIN_DELIVERY_PICKUP_POINT_EDIT,
    rows: (s: DeliverySetup) => s.pickup_points,
  },
  warehouses: {
    add: ADMIN_DELIVERY_WAREHOUSE_ADD,
    edit: ADMIN_DELIVERY_WAREHOUSE_EDIT,
    rows: (s: DeliverySetup) => s.warehouses,
  },
} as const satisfies Record<DeliveryRowKind, unknown>;
type Kind = DeliveryRowKind;

/** A known kind and `new` or a row's id; anything else is no page. */
function targetOf(params: { kind?: string; id?: string }): { kind: Kind; id: number | null } {
  if (!isDeliveryRowKind(params.kind)) throw notFound();
  return { kind: params.kind, id: editedIdOf(params.id) };
}

function validatorOf(kind: Kind, isNew: boolean) {
  if (kind === "pvz") return adminPickupPointValidator;
  if (kind === "warehouses") return adminWarehouseValidator;
  return isNew ? adminNewDeliveryValidator : adminDeliveryValidator;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const call = await requireStaff(request, context);
  const { kind, id } = targetOf(params);
  const rows: { id: number; title: string; sort?: number }[] = KINDS[kind].rows(await getDeliverySetup(call));
  const row = id === null ? null : rows.find((r) => r.id === id);
  if (row === undefined) throw notFound();
  const nextSort = Math.max(0, ...rows.map((r) => r.sort ?? 0)) + 1;
  // The form shows every value as typed text, sums in roubles («28,50»); an empty free-from threshold means "never free".
  const typed = (key: string, value: unknown) =>
    typeof value !== "number" ? (value ?? "") : MONEY_FIELDS.has(key) ? priceText(value) : String(value);
  const defaults = row ? Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typed(key, value)])) : { sort: String(nextSort) };
  return { kind, id, title: row?.title ?? null, defaults };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const call = await requireStaff(request, context);
  const { kind, id } = targetOf(params);
  const form = await readValidatedForm(request);
  if (form instanceof Response) return form;
  const result = await validatorOf(kind, id === null).validate(form);
  if (result.error) return validationError(result.error, result.submittedData);
  const done = await saveDeliveryRow(call, kind, id, result.data);
  if (!done.ok) return refuseWrite(result, done.fail, id === null ? null : `/admin/delivery/${kind}/${id}`);
  return redirectWithFlash("/admin/delivery", { toast: { kind: "success", title: ADMIN_DELIVERY_SAVED } });
}

function DaysFields() {
  return (
    <>
      <Field name="days_min" label={ADMIN_DELIVERY_DAYS_MIN} inputProps={{ inputMode: "numeric" }} required />
      <Field name="days_max" label={ADMIN_DELIVERY_DAYS_MAX} inputProps={{ inputMode: "numeric" }} required />
    </>
  );
}

function PlaceFields() {
  return (
    <>
      <Field name="city" label={ADMIN_DELIVERY_CITY} required />
      <Field name="address" label={ADMIN_DELIVERY_ADDRESS} hint={ADMIN_DELIVERY_ADDRESS_HINT} required />
      <Field name="hours" label={ADMIN_DELIVERY_HOURS} />
    </>
  );
}

export default function AdminDeliveryItemPage() {
  const { kind, id, title, defaults } = useLoaderData<typeof loader>();
  const names = KINDS[kind];
  return (
    <>
      <Link to="/admin/delivery">{ADMIN_DELIVERY_BACK}</Link>
      <h1>{title === null ? names.add : names.edit(title)}</h1>
      <section className="admin__card admin__card--narrow">
        <PostForm
          id={`delivery-${kind}-${id ?? "new"}`}
          validator={validatorOf(kind, id === null)}
          action={`/admin/delivery/${kind}/${id ?? "new"}`}
          defaultValues={defaults}
        >
          <HiddenField name="version" />
          <Field name="title" label={ADMIN_CATALOG_NAME} required />
          {kind === "methods" && id === null ? (
            <SelectField
              name="code"
              label={ADMIN_DELIVERY_KIND}
              placeholder={ADMIN_DELIVERY_KIND_PLACEHOLDER}
              options={DELIVERY_CODES.map((code) => ({ value: code, label: ADMIN_DELIVERY_KINDS[code] }))}
              required
            />
          ) : null}
          {kind === "methods" ? (
            <>
              <Field name="price" label={ADMIN_DELIVERY_PRICE} inputProps={{ inputMode: "decimal" }} required />
              <Field name="free_from" label={ADMIN_DELIVERY_FREE_FROM} hint={ADMIN_DELIVERY_FREE_FROM_HINT} inputProps={{ inputMode: "decimal" }} />
              <DaysFields />
              <Field name="sort" label={ADMIN_DELIVERY_SORT} inputProps={{ inputMode: "numeric" }} required />
              <Checkbox name="zone_priced" label={LABEL_DELIVERY_ZONE_PRICED} />
            </>
          ) : (
            <PlaceFields />
          )}
          {kind === "pvz" ? (
            <>
              <Field name="lat" label={ADMIN_DELIVERY_LAT} hint={ADMIN_DELIVERY_COORDS_HINT} inputProps={{ inputMode: "decimal" }} required />
              <Field name="lon" label={ADMIN_DELIVERY_LON} inputProps={{ inputMode: "decimal" }} required />
              <DaysFields />
            </>
          ) : null}
          <Checkbox name="hidden" label={ADMIN_DELIVERY_HIDDEN} />
          <FormError />
          <SubmitButton>{ADMIN_SAVE}</SubmitButton>
        </PostForm>
      </section>
    </>
  );
}
