import { z } from "zod";
import { formValidator } from "./form-validator";
import { ADMIN_MANAGER_COMMENT_TOO_LONG } from "~/config/messages";
import { recordVersion } from "./fields";

/** A stage button on the order page (`intent=stage`). */
export const adminOrderStageSchema = z.object({ stage: z.enum(["confirmed", "shipped", "completed", "cancelled"]) });
export const adminOrderStageValidator = formValidator(adminOrderStageSchema);

/** The manager's comment on the order page (`intent=comment`). */
export const adminOrderCommentSchema = z.object({
  manager_comment: z.preprocess((v) => (v == null ? "" : v), z.string().trim().max(2000, ADMIN_MANAGER_COMMENT_TOO_LONG)),
  version: recordVersion,
});
export const adminOrderCommentValidator = formValidator(adminOrderCommentSchema);
