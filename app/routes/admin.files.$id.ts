import type { LoaderFunctionArgs } from "@remix-run/node";
import { fetchRequestFile } from "~/server/admin/requests-api.server";
import { getStaffToken } from "~/server/admin/staff-cookie.server";
import { clientIpOf } from "~/server/client-ip.server";
import { passOnFile } from "~/server/file-answer.server";
import { notFound, unavailable } from "~/server/responses.server";

/**
 * A request's uploaded file, for staff only: without a live staff session (none, a shopper's, a forged or
 * revoked one) a plain 403, never the file and never a redirect a script could follow. The backend's answer
 * is passed on with its attachment headers (original name per RFC 6266/5987, nosniff, private no-store).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const token = getStaffToken(request);
  const forbidden = new Response(null, { status: 403, headers: { "Cache-Control": "no-store" } });
  if (!token) return forbidden;
  const answer = await fetchRequestFile({ token, clientIp: clientIpOf(context) }, params.id ?? "");
  if (answer.status === 401 || answer.status === 403) return forbidden;
  if (answer.status === 404) throw notFound();
  if (!answer.ok) throw unavailable();
  return passOnFile(answer);
}
