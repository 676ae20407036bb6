import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { validationError } from "remix-validated-form";
import { DeliverySettingsForm } from "~/components/admin/DeliverySettingsForm";
import { Checkbox } from "~/components/forms/Checkbox";
import { Field } from "~/components/forms/Field";
import { SelectField } from "~/components/forms/SelectField";
import { FURNITURE_KINDS, PACKAGE_SIZES, SERVICE_CODES } from "~/config/constants";
import {
  ADMIN_ASSEMBLY_PERCENT,
  ADMIN_ASSEMBLY_PRICE,
  ADMIN_ASSEMBLY_RATES,
  ADMIN_ASSEMBLY_RATES_HINT,
  ADMIN_FURNITURE_KINDS,
  ADMIN_LIFT_BY_LIFT,
  ADMIN_LIFT_RATES,
  ADMIN_LIFT_RATES_HINT,
  ADMIN_LIFT_STAIRS,
  ADMIN_PACKAGE_SIZES,
  ADMIN_SERVICE_ENABLED,
  ADMIN_SERVICE_FREE_WITH_FREIGHT,
  ADMIN_SERVICE_NAMES,
  ADMIN_SERVICE_PRICE,
  ADMIN_SERVICE_TITLE,
  ADMIN_SERVICE_VAT,
  ADMIN_SERVICES_HINT,
  ADMIN_SERVICES_SAVED,
  ADMIN_SERVICES_TITLE,
  ADMIN_VAT_CODES,
} from "~/config/messages/admin-delivery-settings";
import { adminServicePricesValidator } from "~/forms/admin-delivery-services";
import { priceText } from "~/lib/price";
import { getServicePrices, saveServicePrices, type ServicePrices } from "~/server/admin/delivery-settings-api.server";
import { requireStaff } from "~/server/admin/staff-session.server";
import { redirectWithFlash } from "~/server/flash.server";
import { readValidatedForm } from "~/server/form-body.server";
import { refuseWrite } from "~/server/form-errors.server";

const PAGE = "/admin/delivery/services";

/** The stored settings as the form's fields: sums in roubles, an empty field for a rule not set. */
function formValues(prices: ServicePrices): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {
    version: prices.version,
    removal_price: priceText(prices.removal_price),
    measuring_price: priceText(prices.measuring_price),
    lift_free_with_freight: prices.lift_free_with_freight,
  };
  for (const code of SERVICE_CODES) {
    const service = prices.services[code];
    Object.assign(values, { [`${code}_title`]: service.title, [`${code}_enabled`]: service.enabled, [`${code}_vat_code`]: String(service.vat_code) });
  }
  for (const size of PACKAGE_SIZES) {
    const rate = prices.lift_rates[size];
    Object.assign(values, { [`stairs_${size}`]: priceText(rate.stairs_per_floor), [`by_lift_${size}`]: priceText(rate.by_lift) });
  }
  for (const kind of FURNITURE_KINDS) {
    const rule = prices.assembly_rates[kind];
    Object.assign(values, {
      [`assembly_${kind}_price`]: rule.price === null ? "" : priceText(rule.price),
      [`assembly_${kind}_percent`]: rule.percent === null ? "" : String(rule.percent),
    });
  }
  return values;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const call = await requireStaff(request, context);
  return { defaults: formValues(await getServicePrices(call)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const call = await requireStaff(request, context);
  const form = await readValidatedForm(request);
  if (form instanceof Response) return form;
  const result = await adminServicePricesValidator.validate(form);
  if (result.error) return validationError(result.error, result.submittedData);
  // The backend takes the same fields, an unset rule as an empty one.
  const json = Object.fromEntries(Object.entries(result.data).map(([key, value]) => [key, value ?? ""]));
  const done = await saveServicePrices(call, json);
  if (!done.ok) return refuseWrite(result, done.fail, PAGE, { shown: Object.keys(result.submittedData), status: done.fail.status });
  return redirectWithFlash(PAGE, { toast: { kind: "success", title: ADMIN_SERVICES_SAVED } });
}

/** One service's common fields: its line's title, whether it is offered, its VAT code. */
function ServiceFields({ code }: { code: (typeof SERVICE_CODES)[number] }) {
  return (
    <>
      <Field name={`${code}_title`} label={ADMIN_SERVICE_TITLE} required />
      <SelectField name={`${code}_vat_code`} label={ADMIN_SERVICE_VAT} options={ADMIN_VAT_CODES} required />
      <Checkbox name={`${code}_enabled`} label={ADMIN_SERVICE_ENABLED} className="admin__form-wide" />
    </>
  );
}

const HEADING = { title: ADMIN_SERVICES_TITLE, hint: ADMIN_SERVICES_HINT };

/**
 * The courier's services on one page: a block per service (its title, VAT and price), the lift's prices per
 * package size and assembly per kind of furniture. A plain form: it works the same without JavaScript.
 */
export default function AdminDeliveryServicesPage() {
  const { defaults } = useLoaderData<typeof loader>();
  return (
    <DeliverySettingsForm page={PAGE} heading={HEADING} validator={adminServicePricesValidator} defaults={defaults}>
      <fieldset className="admin__fieldset admin__form-grid">
        <legend>{ADMIN_SERVICE_NAMES.lift}</legend>
        <ServiceFields code="lift" />
        <Checkbox name="lift_free_with_freight" label={ADMIN_SERVICE_FREE_WITH_FREIGHT} className="admin__form-wide" />
        <h3 className="admin__form-wide">{ADMIN_LIFT_RATES}</h3>
        <p className="admin__hint admin__form-wide">{ADMIN_LIFT_RATES_HINT}</p>
        {PACKAGE_SIZES.map((size) => (
          <div key={size}>
            <Field name={`stairs_${size}`} label={ADMIN_LIFT_STAIRS(ADMIN_PACKAGE_SIZES[size])} inputProps={{ inputMode: "decimal" }} required />
            <Field name={`by_lift_${size}`} label={ADMIN_LIFT_BY_LIFT(ADMIN_PACKAGE_SIZES[size])} inputProps={{ inputMode: "decimal" }} required />
          </div>
        ))}
      </fieldset>
      <fieldset className="admin__fieldset admin__form-grid">
        <legend>{ADMIN_SERVICE_NAMES.assembly}</legend>
        <ServiceFields code="assembly" />
        <h3 className="admin__form-wide">{ADMIN_ASSEMBLY_RATES}</h3>
        <p className="admin__hint admin__form-wide">{ADMIN_ASSEMBLY_RATES_HINT}</p>
        {FURNITURE_KINDS.map((kind) => (
          <div key={kind}>
            <Field name={`assembly_${kind}_price`} label={ADMIN_ASSEMBLY_PRICE(ADMIN_FURNITURE_KINDS[kind])} inputProps={{ inputMode: "decimal" }} />
            <Field
              name={`assembly_${kind}_percent`}
              label={ADMIN_ASSEMBLY_PERCENT(ADMIN_FURNITURE_KINDS[kind])}
              inputProps={{ inputMode: "numeric" }}
            />
          </div>
        ))}
      </fieldset>
      {(["removal", "measuring"] as const).map((code) => (
        <fieldset key={code} className="admin__fieldset admin__form-grid">
          <legend>{ADMIN_SERVICE_NAMES[code]}</legend>
          <ServiceFields code={code} />
          <Field name={`${code}_price`} label={ADMIN_SERVICE_PRICE} inputProps={{ inputMode: "decimal" }} required />
        </fieldset>
      ))}
    </DeliverySettingsForm>
  );
}
