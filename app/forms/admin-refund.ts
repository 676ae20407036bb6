import { z } from "zod";
import {
  ADMIN_REFUND_CONFIRM_REQUIRED,
  ADMIN_REFUND_COUNT_INVALID,
  ADMIN_REFUND_LINES_REQUIRED,
  ADMIN_REFUND_REASON_REQUIRED,
  ADMIN_REFUND_TOO_LONG,
} from "~/config/messages/admin-refunds";
import { formValidator } from "./form-validator";

/** The name of a line's count field: `count_<order line id>`. */
export const refundCountField = (lineId: number) => `count_${lineId}`;
const COUNT_FIELD = /^count_(\d{1,9})$/;

/** The counts typed, by order line id (0 and empty left out); null when one is not a whole number of pieces. */
export function refundCounts(form: Record<string, unknown>): Record<number, number> | null {
  const counts: Record<number, number> = {};
  for (const [name, value] of Object.entries(form)) {
    const line = COUNT_FIELD.exec(name)?.[1];
    if (!line) continue;
    const text = typeof value === "string" ? value.trim() : "";
    if (text === "" || text === "0") continue;
    if (!/^\d{1,5}$/.test(text)) return null;
    counts[Number(line)] = Number(text);
  }
  return counts;
}

/** «Вернуть деньги» (`intent=refund`): pieces per line (`count_<id>`), the reason the shopper is told, a confirmation. */
export const adminRefundSchema = z
  .object({
    reason: z.preprocess(
      (v) => (v == null ? "" : v),
      z
        .string()
        .trim()
        .max(500, ADMIN_REFUND_TOO_LONG)
        .refine((v) => v !== "", ADMIN_REFUND_REASON_REQUIRED),
    ),
    confirm: z.preprocess(
      (v) => (v == null ? "" : v),
      z.string().refine((v) => v === "on" || v === "1", ADMIN_REFUND_CONFIRM_REQUIRED),
    ),
    lines: z.string().optional(),
  })
  .passthrough()
  .superRefine((form, ctx) => {
    const counts = refundCounts(form);
    if (counts === null) ctx.addIssue({ code: "custom", path: ["lines"], message: ADMIN_REFUND_COUNT_INVALID });
    else if (Object.keys(counts).length === 0) ctx.addIssue({ code: "custom", path: ["lines"], message: ADMIN_REFUND_LINES_REQUIRED });
  });
export const adminRefundValidator = formValidator(adminRefundSchema);
