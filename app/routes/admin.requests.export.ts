import type { LoaderFunctionArgs } from "@remix-run/node";
import { ADMIN_HANDLINGS } from "~/config/messages/admin-orders";
import {
  ADMIN_REQUESTS_CSV_HEADERS,
  ADMIN_REQUEST_KINDS,
  ADMIN_REQUEST_SUBJECT_GOOD,
  ADMIN_REQUEST_SUBJECT_IDEA,
} from "~/config/messages/admin-requests";
import { exportRequests } from "~/server/admin/requests-api.server";
import { csvAnswer } from "~/server/admin/csv-answer.server";
import { requireStaff } from "~/server/admin/staff-session.server";

/** The requests of the inbox's current filters as CSV for Excel (all pages). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const call = await requireStaff(request, context);
  const { requests } = await exportRequests(call, new URL(request.url).searchParams);
  const rows = requests.map((r) => [
    r.id,
    r.created_at.slice(0, 10),
    ADMIN_REQUEST_KINDS[r.kind] ?? r.kind,
    ADMIN_HANDLINGS[r.handling],
    r.fio,
    r.phone,
    r.email,
    r.subject ? (r.subject.kind === "good" ? ADMIN_REQUEST_SUBJECT_GOOD : ADMIN_REQUEST_SUBJECT_IDEA)(r.subject.id, r.subject.name) : "",
    [r.comment, ...Object.entries(r.extra).map(([k, v]) => `${k}: ${v}`)].filter(Boolean).join("\n"),
    r.files.map((f) => f.name).join(", "),
  ]);
  return csvAnswer("requests", ADMIN_REQUESTS_CSV_HEADERS, rows);
}
