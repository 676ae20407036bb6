import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { AdminPager } from "~/components/admin/AdminShell";
import { AuditChange } from "~/components/admin/AuditChange";
import { ADMIN_NAV_AUDIT } from "~/config/messages/admin-common";
import { ADMIN_AUDIT_VIEW_ACCESS, ADMIN_AUDIT_VIEW_ACCESS_HINT, ADMIN_AUDIT_VIEW_ALL } from "~/config/messages/admin-staff";
import { listAudit } from "~/server/admin/staff-api.server";
import { requireStaff } from "~/server/admin/staff-session.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const call = await requireStaff(request, context, "admin");
  const query = new URL(request.url).searchParams;
  return { ...(await listAudit(call, query)), access: query.get("view") === "access" };
}

/** Every change staff made, newest first (admins only); `?view=access`: only readings of shoppers' data. */
export default function AdminAuditPage() {
  const { entries, pagination, access } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <>
      <h1>{ADMIN_NAV_AUDIT}</h1>
      <p className="admin__views">
        <Link to="/admin/audit" aria-current={access ? undefined : "page"}>
          {ADMIN_AUDIT_VIEW_ALL}
        </Link>
        <Link to="/admin/audit?view=access" aria-current={access ? "page" : undefined}>
          {ADMIN_AUDIT_VIEW_ACCESS}
        </Link>
      </p>
      {access ? <p>{ADMIN_AUDIT_VIEW_ACCESS_HINT}</p> : null}
      <ol className="admin__history">
        {entries.map((entry) => (
          <li key={entry.id}>
            <AuditChange entry={entry} withSubject={!access} />
          </li>
        ))}
      </ol>
      <AdminPager page={pagination.page} pages={pagination.pages} search={search} />
    </>
  );
}
