import { ADMIN_ACTION_FAILED } from "~/config/messages/admin-common";
import { ADMIN_SHIPMENT_COMPLETE, ADMIN_SHIPMENT_DONE } from "~/config/messages/admin-shipments";
import { adminOrderShipmentValidator, shipCounts } from "~/forms/admin-order-shipment";
import { redirectWithFlash } from "../flash.server";
import { fieldErrorsFrom, refuseForm } from "../form-errors.server";
import type { Call } from "./client.server";
import { shipOrderPart } from "./orders-api.server";

/** «Отгрузить часть» of the order page: a refusal comes back next to its line's field (or the form's) with what was typed. */
export async function orderShipmentAction(call: Call, id: number, form: FormData, path: string): Promise<Response> {
  const result = await adminOrderShipmentValidator.validate(form);
  const typed = Object.fromEntries([...form.entries()].filter(([name]) => name.startsWith("ship_")));
  if (result.error) return refuseForm(result, result.error.fieldErrors, { values: { ...result.submittedData, ...typed } });
  const done = await shipOrderPart(call, id, {
    version: result.data.version ?? "",
    counts: shipCounts(result.data),
    tracking_number: result.data.tracking_number,
  });
  if (!done.ok) {
    const shown = ["lines", "tracking_number", ...Object.keys(typed)];
    const errors = fieldErrorsFrom(done.fail, { shown, fallback: ADMIN_ACTION_FAILED });
    return refuseForm(result, errors, { values: { ...result.submittedData, ...typed } });
  }
  return redirectWithFlash(path, { toast: { kind: "success", title: done.data.complete ? ADMIN_SHIPMENT_COMPLETE : ADMIN_SHIPMENT_DONE } });
}
