import { z } from "zod";
import { formValidator } from "./form-validator";
import {
  ADMIN_MANAGER_COMMENT_TOO_LONG,
  ADMIN_ORDER_CANCEL_REASON_REQUIRED,
  ADMIN_ORDER_DAY_REQUIRED,
  ADMIN_ORDER_SHIP_DETAILS_REQUIRED,
} from "~/config/messages/admin-orders";
import { ADMIN_REQUEST_ANSWER_REQUIRED } from "~/config/messages/admin-requests";
import { recordVersion } from "./fields";

const text = (max: number, tooLong: string) => z.preprocess((v) => (v == null ? "" : v), z.string().trim().max(max, tooLong));

/** A stage button on the order page that needs nothing more (`intent=stage`): confirm, to production, ready, complete. */
export const ONE_PRESS_STAGES = ["confirmed", "in_production", "ready", "completed"] as const;
export const adminOrderStageSchema = z.object({ stage: z.enum(ONE_PRESS_STAGES) });
export const adminOrderStageValidator = formValidator(adminOrderStageSchema);

/** Handing the order to delivery (`intent=ship`): a tracking number, a delivery date, or both. */
export const adminOrderShipSchema = z
  .object({
    tracking_number: text(100, ADMIN_MANAGER_COMMENT_TOO_LONG),
    delivery_date: z.preprocess((v) => (v == null ? "" : v), z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, ADMIN_ORDER_SHIP_DETAILS_REQUIRED)),
  })
  .refine((form) => form.tracking_number !== "" || form.delivery_date !== "", {
    message: ADMIN_ORDER_SHIP_DETAILS_REQUIRED,
    path: ["tracking_number"],
  });
export const adminOrderShipValidator = formValidator(adminOrderShipSchema);

/** Moving the delivery to another day and window (`intent=delivery_date`); the shopper is told. */
export const adminOrderDeliveryDaySchema = z.object({
  delivery_date: z.preprocess((v) => (v == null ? "" : v), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, ADMIN_ORDER_DAY_REQUIRED)),
  delivery_window: text(40, ADMIN_MANAGER_COMMENT_TOO_LONG),
});
export const adminOrderDeliveryDayValidator = formValidator(adminOrderDeliveryDaySchema);

/** Cancelling the order (`intent=cancel`): the reason the shopper is told. */
export const adminOrderCancelSchema = z.object({
  reason: text(500, ADMIN_MANAGER_COMMENT_TOO_LONG).refine((v) => v !== "", ADMIN_ORDER_CANCEL_REASON_REQUIRED),
});
export const adminOrderCancelValidator = formValidator(adminOrderCancelSchema);

/** The manager's comment on the order page (`intent=comment`). */
export const adminOrderCommentSchema = z.object({
  manager_comment: text(2000, ADMIN_MANAGER_COMMENT_TOO_LONG),
  version: recordVersion,
});
export const adminOrderCommentValidator = formValidator(adminOrderCommentSchema);

/** An answer to a request, sent by mail. */
export const adminRequestAnswerSchema = z.object({
  text: text(5000, ADMIN_MANAGER_COMMENT_TOO_LONG).refine((v) => v !== "", ADMIN_REQUEST_ANSWER_REQUIRED),
});
export const adminRequestAnswerValidator = formValidator(adminRequestAnswerSchema);
