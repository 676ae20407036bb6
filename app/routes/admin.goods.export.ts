import type { LoaderFunctionArgs } from "@remix-run/node";
import { fetchGoodsCsv } from "~/server/admin/imports-api.server";
import { csvDownload } from "~/server/admin/csv-answer.server";
import { requireStaff } from "~/server/admin/staff-session.server";

/** Every good as the spreadsheet the import reads back (UTF-8 with a BOM, `;`), as a download. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const call = await requireStaff(request, context);
  const answer = await fetchGoodsCsv(call);
  if (!answer.ok) throw new Response(null, { status: answer.status >= 500 ? 503 : answer.status });
  return csvDownload("goods", answer.body);
}
