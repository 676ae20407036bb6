import type { LoaderFunctionArgs } from "@remix-run/node";
import { fetchAccountInvoice } from "~/server/api/account.server";
import { passOnFile } from "~/server/file-answer.server";
import { notFound, unavailable } from "~/server/responses.server";
import { requireUser } from "~/server/session.server";

/** The счёт of one of the signed-in shopper's orders, as a PDF download; another's order is not found. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireUser(request);
  const answer = await fetchAccountInvoice(token, params.id ?? "");
  if (answer.status === 404 || answer.status === 400) throw notFound();
  if (!answer.ok) throw unavailable();
  return passOnFile(answer);
}
