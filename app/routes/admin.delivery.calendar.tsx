import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { validationError } from "remix-validated-form";
import { DeliverySettingsForm } from "~/components/admin/DeliverySettingsForm";
import { Checkbox } from "~/components/forms/Checkbox";
import { Field } from "~/components/forms/Field";
import { TextArea } from "~/components/forms/TextArea";
import { ADMIN_CATALOG_HIDDEN_MARK } from "~/config/messages/admin-catalog";
import {
  ADMIN_CALENDAR_CAPACITY,
  ADMIN_CALENDAR_CAPACITY_HINT,
  ADMIN_CALENDAR_DAYS_OFF,
  ADMIN_CALENDAR_HINT,
  ADMIN_CALENDAR_HOLIDAYS,
  ADMIN_CALENDAR_HOLIDAYS_HINT,
  ADMIN_CALENDAR_SAVED,
  ADMIN_CALENDAR_TITLE,
  ADMIN_CALENDAR_WINDOWS,
  ADMIN_CALENDAR_WINDOWS_HINT,
  ADMIN_WEEKDAYS,
} from "~/config/messages/admin-delivery-settings";
import { adminCalendarValidator, holidayOf, windowOf } from "~/forms/admin-delivery-calendar";
import { getCalendar, saveCalendar, type StaffCalendar } from "~/server/admin/delivery-settings-api.server";
import { requireStaff } from "~/server/admin/staff-session.server";
import { redirectWithFlash } from "~/server/flash.server";
import { readValidatedForm } from "~/server/form-body.server";
import { refuseWrite } from "~/server/form-errors.server";

const PAGE = "/admin/delivery/calendar";

/** A stored day `2026-12-31` as a manager types it: `31.12.2026`. */
const typedDay = (day: string) => day.split("-").reverse().join(".");

/** The stored calendar as the form's fields. */
function formValues(calendar: StaffCalendar): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = { version: calendar.version, holidays: calendar.holidays.map(typedDay).join("\n") };
  for (let day = 1; day <= 7; day++) values[`day_off_${day}`] = calendar.days_off.includes(day);
  for (const way of calendar.ways) {
    values[`capacity_${way.delivery_id}`] = String(way.capacity);
    values[`windows_${way.delivery_id}`] = way.windows.join("\n");
  }
  return values;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const call = await requireStaff(request, context);
  const calendar = await getCalendar(call);
  return {
    defaults: formValues(calendar),
    ways: calendar.ways.map(({ delivery_id, title, hidden }) => ({ id: delivery_id, title, hidden })),
  };
}

/** A text of lines read one by one, blank ones dropped, as the backend takes it. */
const readLines = (text: unknown, read: (line: string) => string | null) =>
  String(text ?? "")
    .split(/\r?\n/)
    .map((line) => read(line.trim()))
    .filter((line): line is string => line !== null)
    .join("\n");

export async function action({ request, context }: ActionFunctionArgs) {
  const call = await requireStaff(request, context);
  const calendar = await getCalendar(call);
  const form = await readValidatedForm(request);
  if (form instanceof Response) return form;
  const result = await adminCalendarValidator(calendar.ways.map((way) => way.delivery_id)).validate(form);
  if (result.error) return validationError(result.error, result.submittedData);
  const json: Record<string, unknown> = { ...result.data, holidays: readLines(result.data.holidays, holidayOf) };
  for (const way of calendar.ways) json[`windows_${way.delivery_id}`] = readLines(result.data[`windows_${way.delivery_id}`], windowOf);
  const done = await saveCalendar(call, json);
  if (!done.ok) return refuseWrite(result, done.fail, PAGE, { shown: Object.keys(result.submittedData), status: done.fail.status });
  return redirectWithFlash(PAGE, { toast: { kind: "success", title: ADMIN_CALENDAR_SAVED } });
}

const HEADING = { title: ADMIN_CALENDAR_TITLE, hint: ADMIN_CALENDAR_HINT };

/**
 * The delivery calendar: the weekdays off, the holidays (a date a line) and, per delivery way, its orders a day
 * and time windows. A plain form: it works the same without JavaScript.
 */
export default function AdminDeliveryCalendarPage() {
  const { defaults, ways } = useLoaderData<typeof loader>();
  const validator = useMemo(() => adminCalendarValidator(ways.map((way) => way.id)), [ways]);
  return (
    <DeliverySettingsForm page={PAGE} heading={HEADING} validator={validator} defaults={defaults}>
      <fieldset className="admin__fieldset admin__form-grid">
        <legend>{ADMIN_CALENDAR_DAYS_OFF}</legend>
        {ADMIN_WEEKDAYS.map((name, i) => (
          <Checkbox key={name} name={`day_off_${i + 1}`} label={name} />
        ))}
      </fieldset>
      <TextArea name="holidays" label={ADMIN_CALENDAR_HOLIDAYS} hint={ADMIN_CALENDAR_HOLIDAYS_HINT} rows={8} />
      {ways.map((way) => (
        <fieldset key={way.id} className="admin__fieldset admin__form-grid">
          <legend>
            {way.title} {way.hidden ? <span className="admin__badge">{ADMIN_CATALOG_HIDDEN_MARK}</span> : null}
          </legend>
          <Field
            name={`capacity_${way.id}`}
            label={ADMIN_CALENDAR_CAPACITY}
            hint={ADMIN_CALENDAR_CAPACITY_HINT}
            inputProps={{ inputMode: "numeric" }}
            required
          />
          <TextArea name={`windows_${way.id}`} label={ADMIN_CALENDAR_WINDOWS} hint={ADMIN_CALENDAR_WINDOWS_HINT} rows={3} />
        </fieldset>
      ))}
    </DeliverySettingsForm>
  );
}
