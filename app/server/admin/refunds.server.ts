import { z } from "zod";
import { ADMIN_ACTION_FAILED } from "~/config/messages/admin-common";
import { ADMIN_REFUND_DONE, ADMIN_REFUND_RESENT } from "~/config/messages/admin-refunds";
import { adminRefundValidator, refundCounts } from "~/forms/admin-refund";
import { getPageData } from "../api/client.server";
import { redirectWithFlash } from "../flash.server";
import { fieldErrorsFrom, refuseForm } from "../form-errors.server";
import { accepted, writeAdmin, type Call } from "./client.server";

const refundedLine = z.object({ line_id: z.number(), count: z.number(), amount: z.number() });
const orderRefunds = z.object({
  paid: z.number(),
  refunded: z.number(),
  refundable: z.boolean(),
  lines: z.array(z.object({ id: z.number(), kind: z.string(), name: z.string(), count: z.number(), paid: z.number(), returned: z.number() })),
  refunds: z.array(
    z.object({
      id: z.number(),
      created_at: z.string(),
      staff_email: z.string(),
      reason: z.string(),
      amount: z.number(),
      status: z.string(),
      lines: z.array(refundedLine),
    }),
  ),
});
export type OrderRefunds = z.infer<typeof orderRefunds>;

/** The order's paid and returned sums, its lines with what is left to return, and its refunds. */
export const getOrderRefunds = (call: Call, id: string) => getPageData("/admin/order/refunds", orderRefunds, { ...call, query: { id } });

/** Money back for the counts of each line (by order line id) and why: to the payment it came from. */
const refundOrder = (call: Call, id: number, refund: { counts: Record<number, number>; reason: string }) =>
  writeAdmin(call, "/admin/order/refund", { id, ...refund }, accepted, "private");

/** The order's refunds the provider has not taken yet, sent again. */
const resendRefund = (call: Call, id: number) => writeAdmin(call, "/admin/order/refund/resend", { id }, accepted, "private");

/**
 * «Вернуть деньги» (`intent=refund`) and «Отправить возврат ещё раз» (`intent=refund-resend`) of the order page.
 * A refused refund comes back to the form with the message next to the line (or the reason) and what was typed.
 */
export async function refundAction(call: Call, id: number, form: FormData, path: string): Promise<Response> {
  if (form.get("intent") === "refund-resend") {
    const done = await resendRefund(call, id);
    const toast = done.ok
      ? { kind: "success" as const, title: ADMIN_REFUND_RESENT }
      : { kind: "error" as const, title: done.fail.text ?? ADMIN_ACTION_FAILED };
    return redirectWithFlash(path, { toast });
  }
  const result = await adminRefundValidator.validate(form);
  const typed = Object.fromEntries([...form.entries()].filter(([name]) => name.startsWith("count_")));
  if (result.error) return refuseForm(result, result.error.fieldErrors, { values: { ...result.submittedData, ...typed } });
  const done = await refundOrder(call, id, { counts: refundCounts(result.data) ?? {}, reason: result.data.reason });
  if (!done.ok) {
    const shown = ["reason", "lines", ...Object.keys(typed)];
    const errors = fieldErrorsFrom(done.fail, { shown, fallback: ADMIN_ACTION_FAILED });
    return refuseForm(result, errors, { values: { ...result.submittedData, ...typed } });
  }
  return redirectWithFlash(path, { toast: { kind: "success", title: ADMIN_REFUND_DONE } });
}
