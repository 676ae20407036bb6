import { z } from "zod";
import { ADMIN_ORDER_EDIT_ADD_COUNT_REQUIRED, ADMIN_ORDER_EDIT_COUNT_INVALID } from "~/config/messages/admin-order-edit";
import { recordVersion } from "./fields";
import { roubles } from "./roubles";
import { formValidator } from "./form-validator";

/** The name of a good line's count field: `count_<order line id>`. */
export const editCountField = (lineId: number) => `count_${lineId}`;
const COUNT_FIELD = /^count_(\d{1,9})$/;
const PIECES = /^\d{1,5}$/;

/** The counts typed, by order line id. */
export function editCounts(form: Record<string, unknown>): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const [name, value] of Object.entries(form)) {
    const line = COUNT_FIELD.exec(name)?.[1];
    if (line && typeof value === "string" && PIECES.test(value.trim())) counts[Number(line)] = Number(value.trim());
  }
  return counts;
}

/** «Изменить состав» (`intent=edit-lines`): each good line's count, a good to add with its count, the delivery's price. */
export const adminOrderEditSchema = z
  .object({
    add_good: z.string().trim().max(100).optional().default(""),
    add_count: z.string().trim().optional().default(""),
    // Kopecks: up to 10 000 000 ₽.
    delivery_price: roubles(1_000_000_000),
    version: recordVersion,
  })
  .passthrough()
  .superRefine((form, ctx) => {
    for (const [name, value] of Object.entries(form))
      if (COUNT_FIELD.test(name) && !(typeof value === "string" && PIECES.test(value.trim())))
        ctx.addIssue({ code: "custom", path: [name], message: ADMIN_ORDER_EDIT_COUNT_INVALID });
    if (form.add_good !== "" && !PIECES.test(form.add_count))
      ctx.addIssue({ code: "custom", path: ["add_count"], message: ADMIN_ORDER_EDIT_ADD_COUNT_REQUIRED });
  });
export const adminOrderEditValidator = formValidator(adminOrderEditSchema);
