import { z } from "zod";
import type { InvoiceFile } from "../services/invoices/invoices";
import { requireUser } from "./auth";
import { attachmentDisposition } from "./backoffice-work-routes";
import { readBody, validate } from "./body";
import { MSG_NOT_FOUND } from "./common-messages";
import { recordId } from "./backoffice-fields";
import { recordIdParam } from "./query";
import { HttpError, ok } from "./respond";
import type { Route } from "./router";
import { actorOf, requireStaff } from "./staff-auth";

/** The счёт's PDF as a download, kept out of every shared cache. */
function pdfAnswer(file: InvoiceFile): Response {
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(file.bytes.length),
      "Content-Disposition": attachmentDisposition(file.filename),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}

const orderId = (url: URL) => recordIdParam(url) ?? 0;

/** The счёт of an order paid by invoice, for its owner (signed in; a guest has it by mail). */
export const invoiceRoutes: Route[] = [
  {
    method: "GET",
    path: "/lk/orders/invoice",
    handler: async (ctx) => {
      const user = await requireUser(ctx);
      return pdfAnswer(await ctx.services.orders.invoiceFile(user.id, orderId(ctx.url)));
    },
  },
];

/** The счёт for staff: its download and «Счёт оплачен». */
export const backofficeInvoiceRoutes: Route[] = [
  {
    method: "GET",
    path: "/admin/order/invoice",
    handler: async (ctx) => {
      await requireStaff(ctx);
      const file = await ctx.services.backoffice.invoices.file(orderId(ctx.url));
      if (!file) throw new HttpError(404, MSG_NOT_FOUND);
      return pdfAnswer(file);
    },
  },
  {
    method: "POST",
    path: "/admin/order/invoice/paid",
    handler: async (ctx) => {
      const staff = await requireStaff(ctx);
      const form = validate(z.object({ id: recordId }), await readBody(ctx.request));
      await ctx.services.backoffice.invoices.markPaid(actorOf(staff), form.id);
      return ok({ result: "ok" });
    },
  },
];
