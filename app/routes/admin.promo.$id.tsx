import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { validationError } from "remix-validated-form";
import { Checkbox } from "~/components/forms/Checkbox";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { PostForm } from "~/components/forms/PostForm";
import { SelectField } from "~/components/forms/SelectField";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { ADMIN_SAVE } from "~/config/messages/admin-common";
import {
  ADMIN_PROMO_CODE_TAKEN,
  ADMIN_PROMO_EDIT,
  ADMIN_PROMO_FIELDS,
  ADMIN_PROMO_KINDS,
  ADMIN_PROMO_NEW,
  ADMIN_PROMO_NO_USES,
  ADMIN_PROMO_SAVED,
  ADMIN_PROMO_TITLE,
  ADMIN_PROMO_USES,
} from "~/config/messages/promo";
import { adminPromoValidator } from "~/forms/admin-promo";
import { formatPrice, priceText } from "~/lib/price";
import { getPromo, savePromo } from "~/server/admin/promo-api.server";
import { editedIdOf } from "~/server/admin/record-id.server";
import { requireStaff } from "~/server/admin/staff-session.server";
import { redirectWithFlash } from "~/server/flash.server";
import { readValidatedForm } from "~/server/form-body.server";
import { refuseWrite } from "~/server/form-errors.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const call = await requireStaff(request, context);
  const id = editedIdOf(params.id);
  if (id === null) return { id, code: null, uses: [], defaults: { kind: "percent", max_uses: "0", max_uses_per_shopper: "0", active: true } };
  const { promo, uses } = await getPromo(call, String(id));
  const defaults = {
    ...promo,
    value: promo.kind === "percent" ? String(promo.value) : priceText(promo.value),
    min_total: promo.min_total ? priceText(promo.min_total) : "",
    section_ids: promo.section_ids.join(", "),
    good_ids: promo.good_ids.join(", "),
    max_uses: String(promo.max_uses),
    max_uses_per_shopper: String(promo.max_uses_per_shopper),
  };
  return { id, code: promo.code, uses, defaults };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const call = await requireStaff(request, context);
  const id = editedIdOf(params.id);
  const form = await readValidatedForm(request);
  if (form instanceof Response) return form;
  const result = await adminPromoValidator.validate(form);
  if (result.error) return validationError(result.error, result.submittedData);
  const done = await savePromo(call, id, result.data);
  if (!done.ok) return refuseWrite(result, done.fail, null, { texts: { code: ADMIN_PROMO_CODE_TAKEN } });
  return redirectWithFlash("/admin/promo", { toast: { kind: "success", title: ADMIN_PROMO_SAVED } });
}

export default function AdminPromoItemPage() {
  const { id, code, uses, defaults } = useLoaderData<typeof loader>();
  const f = ADMIN_PROMO_FIELDS;
  return (
    <>
      <Link to="/admin/promo">{ADMIN_PROMO_TITLE}</Link>
      <h1>{code === null ? ADMIN_PROMO_NEW : ADMIN_PROMO_EDIT(code)}</h1>
      <section className="admin__card admin__card--narrow">
        <PostForm id={`promo-${id ?? "new"}`} validator={adminPromoValidator} action={`/admin/promo/${id ?? "new"}`} defaultValues={defaults}>
          <Field name="code" label={f.code} required />
          <SelectField
            name="kind"
            label={f.kind}
            options={(["percent", "fixed"] as const).map((k) => ({ value: k, label: ADMIN_PROMO_KINDS[k] }))}
            required
          />
          <Field name="value" label={f.value} inputProps={{ inputMode: "decimal" }} required />
          <Field name="min_total" label={f.min_total} inputProps={{ inputMode: "decimal" }} />
          <Field name="section_ids" label={f.section_ids} />
          <Field name="good_ids" label={f.good_ids} />
          <Field name="starts_on" label={f.starts_on} type="date" />
          <Field name="ends_on" label={f.ends_on} type="date" />
          <Field name="max_uses" label={f.max_uses} inputProps={{ inputMode: "numeric" }} required />
          <Field name="max_uses_per_shopper" label={f.max_uses_per_shopper} inputProps={{ inputMode: "numeric" }} required />
          <Checkbox name="active" label={f.active} />
          <FormError />
          <SubmitButton>{ADMIN_SAVE}</SubmitButton>
        </PostForm>
      </section>
      {id !== null ? (
        <section className="admin__card">
          <h2>{ADMIN_PROMO_USES}</h2>
          {uses.length === 0 ? <p>{ADMIN_PROMO_NO_USES}</p> : null}
          <ul className="admin__rows">
            {uses.map((use) => (
              <li key={use.order_id} className="admin__row">
                <Link to={`/admin/orders/${use.order_id}`}>№{use.order_id}</Link>
                <span>−{formatPrice(use.discount)}</span>
                <strong>{formatPrice(use.total)}</strong>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
