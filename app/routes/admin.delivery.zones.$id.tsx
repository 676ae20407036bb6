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
import { TextArea } from "~/components/forms/TextArea";
import { ADMIN_SAVE } from "~/config/messages/admin-common";
import { ADMIN_DELIVERY_BACK, ADMIN_DELIVERY_DAYS_MAX, ADMIN_DELIVERY_DAYS_MIN, ADMIN_DELIVERY_SORT } from "~/config/messages/admin-delivery";
import {
  LABEL_ZONE_BAND_HINT,
  LABEL_ZONE_CITIES,
  LABEL_ZONE_CITIES_HINT,
  LABEL_ZONE_COURIER_PRICE,
  LABEL_ZONE_EDIT,
  LABEL_ZONE_FREE_FROM,
  LABEL_ZONE_FREE_FROM_HINT,
  LABEL_ZONE_HIDDEN,
  LABEL_ZONE_KIND,
  LABEL_ZONE_KIND_BAND,
  LABEL_ZONE_KIND_CITIES,
  LABEL_ZONE_KM_FROM,
  LABEL_ZONE_KM_TO,
  LABEL_ZONE_NEW,
  LABEL_ZONE_PVZ_PRICE,
  LABEL_ZONE_TITLE,
  LABEL_ZONE_WAREHOUSE,
  MSG_ZONE_SAVED,
} from "~/config/messages/delivery-zones";
import {
  ADMIN_WEEKDAYS,
  LABEL_ZONE_CAPACITY,
  LABEL_ZONE_CAPACITY_HINT,
  LABEL_ZONE_WEEKDAYS,
  LABEL_ZONE_WEEKDAYS_HINT,
} from "~/config/messages/admin-delivery-settings";
import { adminZoneValidator } from "~/forms/admin-delivery-zone";
import { priceText } from "~/lib/price";
import { getDeliverySetup, saveZone } from "~/server/admin/delivery-api.server";
import { editedIdOf } from "~/server/admin/record-id.server";
import { notFound } from "~/server/responses.server";
import { requireStaff } from "~/server/admin/staff-session.server";
import { redirectWithFlash } from "~/server/flash.server";
import { readValidatedForm } from "~/server/form-body.server";
import { refuseWrite } from "~/server/form-errors.server";

const MONEY_FIELDS = new Set(["courier_price", "pvz_price", "free_from"]);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const call = await requireStaff(request, context);
  const id = editedIdOf(params.id);
  const setup = await getDeliverySetup(call);
  const zone = id === null ? null : setup.zones.find((z) => z.id === id);
  if (zone === undefined) throw notFound();
  const nextSort = Math.max(0, ...setup.zones.map((z) => z.sort)) + 1;
  // Every value as typed text, sums in roubles; an empty threshold or «до» means none.
  const typed = (key: string, value: unknown) =>
    typeof value !== "number" ? (value ?? "") : MONEY_FIELDS.has(key) ? priceText(value) : String(value);
  const weekdays = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((day) => [`weekday_${day}`, zone?.weekdays.includes(day) ?? false]));
  const defaults = zone
    ? { ...Object.fromEntries(Object.entries(zone).map(([key, value]) => [key, typed(key, value)])), ...weekdays }
    : { kind: "cities", sort: String(nextSort) };
  return {
    id,
    title: zone?.title ?? null,
    defaults,
    warehouses: setup.warehouses.map((w) => ({ value: String(w.id), label: `${w.title}, ${w.city}` })),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const call = await requireStaff(request, context);
  const id = editedIdOf(params.id);
  const form = await readValidatedForm(request);
  if (form instanceof Response) return form;
  const result = await adminZoneValidator.validate(form);
  if (result.error) return validationError(result.error, result.submittedData);
  const done = await saveZone(call, id, result.data);
  if (!done.ok) return refuseWrite(result, done.fail, id === null ? null : `/admin/delivery/zones/${id}`);
  return redirectWithFlash("/admin/delivery", { toast: { kind: "success", title: MSG_ZONE_SAVED } });
}

/**
 * A delivery zone's form. Both ways of naming places are on the page at once (a list of cities, a band of
 * kilometres from a warehouse); the kind chosen says which one counts, so it works the same without JavaScript.
 */
export default function AdminDeliveryZonePage() {
  const { id, title, defaults, warehouses } = useLoaderData<typeof loader>();
  return (
    <>
      <Link to="/admin/delivery">{ADMIN_DELIVERY_BACK}</Link>
      <h1>{title === null ? LABEL_ZONE_NEW : `${LABEL_ZONE_EDIT} «${title}»`}</h1>
      <section className="admin__card admin__card--narrow">
        <PostForm
          id={`delivery-zone-${id ?? "new"}`}
          validator={adminZoneValidator}
          action={`/admin/delivery/zones/${id ?? "new"}`}
          defaultValues={defaults}
        >
          <HiddenField name="version" />
          <Field name="title" label={LABEL_ZONE_TITLE} required />
          <SelectField
            name="kind"
            label={LABEL_ZONE_KIND}
            options={[
              { value: "cities", label: LABEL_ZONE_KIND_CITIES },
              { value: "band", label: LABEL_ZONE_KIND_BAND },
            ]}
            required
          />
          <TextArea name="cities" label={LABEL_ZONE_CITIES} hint={LABEL_ZONE_CITIES_HINT} rows={4} />
          <SelectField name="warehouse_id" label={LABEL_ZONE_WAREHOUSE} options={warehouses} placeholder="—" hint={LABEL_ZONE_BAND_HINT} />
          <Field name="km_from" label={LABEL_ZONE_KM_FROM} inputProps={{ inputMode: "numeric" }} />
          <Field name="km_to" label={LABEL_ZONE_KM_TO} inputProps={{ inputMode: "numeric" }} />
          <Field name="courier_price" label={LABEL_ZONE_COURIER_PRICE} inputProps={{ inputMode: "decimal" }} required />
          <Field name="pvz_price" label={LABEL_ZONE_PVZ_PRICE} inputProps={{ inputMode: "decimal" }} required />
          <Field name="free_from" label={LABEL_ZONE_FREE_FROM} hint={LABEL_ZONE_FREE_FROM_HINT} inputProps={{ inputMode: "decimal" }} />
          <Field name="days_min" label={ADMIN_DELIVERY_DAYS_MIN} inputProps={{ inputMode: "numeric" }} required />
          <Field name="days_max" label={ADMIN_DELIVERY_DAYS_MAX} inputProps={{ inputMode: "numeric" }} required />
          <Field name="sort" label={ADMIN_DELIVERY_SORT} inputProps={{ inputMode: "numeric" }} required />
          <fieldset className="admin__fieldset">
            <legend>{LABEL_ZONE_WEEKDAYS}</legend>
            <p className="admin__hint">{LABEL_ZONE_WEEKDAYS_HINT}</p>
            {ADMIN_WEEKDAYS.map((name, i) => (
              <Checkbox key={name} name={`weekday_${i + 1}`} label={name} />
            ))}
          </fieldset>
          <Field name="daily_capacity" label={LABEL_ZONE_CAPACITY} hint={LABEL_ZONE_CAPACITY_HINT} inputProps={{ inputMode: "numeric" }} />
          <Checkbox name="hidden" label={LABEL_ZONE_HIDDEN} />
          <FormError />
          <SubmitButton>{ADMIN_SAVE}</SubmitButton>
        </PostForm>
      </section>
    </>
  );
}
