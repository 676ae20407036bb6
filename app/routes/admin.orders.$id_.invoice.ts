import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ADMIN_ACTION_FAILED } from "~/config/messages/admin-common";
import { ADMIN_INVOICE_MARKED_PAID } from "~/config/messages/admin-orders";
import { fetchOrderInvoice, markInvoicePaid } from "~/server/admin/orders-api.server";
import { orderPath } from "~/server/admin/order-page.server";
import { requireStaff } from "~/server/admin/staff-session.server";
import { passOnFile } from "~/server/file-answer.server";
import { readForm } from "~/server/form-body.server";
import { redirectWithFlash } from "~/server/flash.server";
import { notFound, unavailable } from "~/server/responses.server";

/** The order's счёт as the PDF it was issued as (staff only). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const call = await requireStaff(request, context);
  const answer = await fetchOrderInvoice(call, params.id ?? "");
  if (answer.status === 404 || answer.status === 400) throw notFound();
  if (!answer.ok) throw unavailable();
  return passOnFile(answer);
}

/** «Счёт оплачен»: the order becomes paid and the shopper is told; back to the order with the outcome. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const call = await requireStaff(request, context);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  // The button posts no fields, but a body is still read within the forms' bounds: an oversized one is refused.
  await readForm(request);
  const done = await markInvoicePaid(call, id);
  const toast = done.ok
    ? { kind: "success" as const, title: ADMIN_INVOICE_MARKED_PAID }
    : { kind: "error" as const, title: done.fail.text ?? ADMIN_ACTION_FAILED };
  return redirectWithFlash(orderPath(id), { toast });
}
