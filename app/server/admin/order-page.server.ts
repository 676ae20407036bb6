import { validationError } from "remix-validated-form";
import { ADMIN_ACTION_FAILED, ADMIN_SAVED } from "~/config/messages/admin-common";
import { ADMIN_ORDER_CANCELLED, ADMIN_ORDER_DAY_MOVED, ADMIN_ORDER_SHIPPED, ADMIN_ORDER_STAGE_CHANGED } from "~/config/messages/admin-orders";
import {
  adminOrderCancelValidator,
  adminOrderCommentValidator,
  adminOrderDeliveryDayValidator,
  adminOrderShipValidator,
  adminOrderStageValidator,
} from "~/forms/admin-order";
import { redirectWithFlash } from "../flash.server";
import { refuseWrite } from "../form-errors.server";
import { badRequest } from "../responses.server";
import type { Call } from "./client.server";
import { moveDeliveryDay, moveOrderStage, saveOrderComment } from "./orders-api.server";

/** The order page as the address the cancel form opens at: `?cancel` shows the confirmation with the reason. */
export const orderPath = (id: number) => `/admin/orders/${id}`;

/**
 * The order page's forms, by `intent`: a plain stage move (confirm, to production, ready, complete), handing to
 * delivery (tracking number or date), a cancel (its reason), a move of the delivery day, the manager's comment. A refused form comes back with its messages
 * next to its fields and what was typed; a move is answered by the order page with a toast.
 */
export async function orderPageAction(call: Call, id: number, form: FormData): Promise<Response> {
  const path = orderPath(id);
  const intent = form.get("intent");
  if (intent === "stage") {
    const result = await adminOrderStageValidator.validate(form);
    if (result.error) throw badRequest();
    const done = await moveOrderStage(call, id, { stage: result.data.stage });
    if (!done.ok) return redirectWithFlash(path, { toast: { kind: "error", title: done.fail.text ?? ADMIN_ACTION_FAILED } });
    return redirectWithFlash(path, { toast: { kind: "success", title: ADMIN_ORDER_STAGE_CHANGED } });
  }
  if (intent === "ship" || intent === "cancel") {
    const validator = intent === "ship" ? adminOrderShipValidator : adminOrderCancelValidator;
    const result = await validator.validate(form);
    if (result.error) return validationError(result.error, result.submittedData);
    const done = await moveOrderStage(
      call,
      id,
      "reason" in result.data ? { stage: "cancelled", ...result.data } : { stage: "shipped", ...result.data },
    );
    if (!done.ok) return refuseWrite(result, done.fail, null);
    return redirectWithFlash(path, { toast: { kind: "success", title: intent === "ship" ? ADMIN_ORDER_SHIPPED : ADMIN_ORDER_CANCELLED } });
  }
  if (intent === "delivery_date") {
    const result = await adminOrderDeliveryDayValidator.validate(form);
    if (result.error) return validationError(result.error, result.submittedData);
    const done = await moveDeliveryDay(call, id, result.data);
    if (!done.ok) return refuseWrite(result, done.fail, null);
    return redirectWithFlash(path, { toast: { kind: "success", title: ADMIN_ORDER_DAY_MOVED } });
  }
  if (intent === "comment") {
    const result = await adminOrderCommentValidator.validate(form);
    if (result.error) return validationError(result.error, result.submittedData);
    const done = await saveOrderComment(call, id, { comment: result.data.manager_comment, version: result.data.version });
    if (!done.ok) return refuseWrite(result, done.fail, path);
    return redirectWithFlash(path, { toast: { kind: "success", title: ADMIN_SAVED } });
  }
  throw badRequest();
}
