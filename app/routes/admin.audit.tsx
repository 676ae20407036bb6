import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { AdminPager } from "~/components/admin/AdminShell";
import { AuditChange } from "~/components/admin/AuditChange";
import { ADMIN_NAV_AUDIT } from "~/config/messages";
import { listAudit } from "~/server/admin/api.server";
import { requireStaff } from "~/server/admin/staff-session.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const call = await requireStaff(request, context, "admin");
  return listAudit(call, new URL(request.url).searchParams);
}

/** Every change staff made, newest first (admins only). */
export default function AdminAuditPage() {
  const { entries, pagination } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <>
      <h1>{ADMIN_NAV_AUDIT}</h1>
      <ol className="admin__history">
        {entries.map((entry) => (
          <li key={entry.id}>
            <AuditChange entry={entry} withSubject />
          </li>
        ))}
      </ol>
      <AdminPager page={pagination.page} pages={pagination.pages} search={search} />
    </>
  );
}
