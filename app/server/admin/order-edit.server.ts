import { ADMIN_ACTION_FAILED } from "~/config/messages/admin-common";
import { ADMIN_ORDER_EDIT_DONE } from "~/config/messages/admin-order-edit";
import { adminOrderEditValidator, editCounts } from "~/forms/admin-order-edit";
import { redirectWithFlash } from "../flash.server";
import { fieldErrorsFrom, refuseForm } from "../form-errors.server";
import type { Call } from "./client.server";
import { editOrderLines } from "./orders-api.server";

/** «Изменить состав» of the order page: a refusal comes back next to its field (a line's count, the good, the price) with what was typed. */
export async function orderEditAction(call: Call, id: number, form: FormData, path: string): Promise<Response> {
  const result = await adminOrderEditValidator.validate(form);
  const typed = Object.fromEntries([...form.entries()].filter(([name]) => name.startsWith("count_")));
  if (result.error) return refuseForm(result, result.error.fieldErrors, { values: { ...result.submittedData, ...typed } });
  const { add_good, add_count, delivery_price, version } = result.data;
  const done = await editOrderLines(call, id, {
    version: version ?? "",
    counts: editCounts(result.data),
    add_good,
    add_count: add_good ? Number(add_count) : 0,
    delivery_price,
  });
  if (!done.ok) {
    const shown = ["lines", "add_good", "add_count", "delivery_price", ...Object.keys(typed)];
    const errors = fieldErrorsFrom(done.fail, { shown, fallback: ADMIN_ACTION_FAILED });
    return refuseForm(result, errors, { values: { ...result.submittedData, ...typed } });
  }
  return redirectWithFlash(path, { toast: { kind: "success", title: ADMIN_ORDER_EDIT_DONE } });
}
