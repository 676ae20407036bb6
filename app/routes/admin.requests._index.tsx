import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { AdminPager } from "~/components/admin/AdminShell";
import { DateRangeFilter, FilterActions, FilterSelect, FoundCount, SearchFilter } from "~/components/admin/ListFilters";
import { RequestSummary } from "~/components/admin/RequestSummary";
import { ADMIN_ACTION_FAILED, ADMIN_NAV_REQUESTS, ADMIN_SAVE, ADMIN_SEARCH_REQUESTS_HINT } from "~/config/messages/admin-common";
import { ADMIN_EXPORT_CSV } from "~/config/messages/admin-imports";
import { ADMIN_HANDLING, ADMIN_HANDLINGS } from "~/config/messages/admin-orders";
import { ADMIN_REQUEST, ADMIN_REQUEST_HANDLING_CHANGED, ADMIN_REQUEST_KIND, ADMIN_REQUEST_KINDS } from "~/config/messages/admin-requests";
import { adminRequestHandlingValidator } from "~/forms/admin-request";
import { listRequests, setRequestHandling } from "~/server/admin/requests-api.server";
import { requireStaff } from "~/server/admin/staff-session.server";
import { redirectWithFlash } from "~/server/flash.server";
import { readForm } from "~/server/form-body.server";
import { safeRedirect } from "~/server/safe-redirect.server";
import { badRequest } from "~/server/responses.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const call = await requireStaff(request, context);
  const query = new URL(request.url).searchParams;
  return { ...(await listRequests(call, query)), filters: Object.fromEntries(query) };
}

/** A handling change from the inbox; back to the same filtered page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const call = await requireStaff(request, context);
  const form = await readForm(request);
  const result = await adminRequestHandlingValidator.validate(form);
  const id = Number(form.get("id"));
  if (result.error || !Number.isInteger(id) || id <= 0) throw badRequest();
  const back = safeRedirect(`/admin/requests${new URL(request.url).search}`, "/admin/requests");
  const done = await setRequestHandling(call, id, result.data.handling);
  const toast = done.ok
    ? { kind: "success" as const, title: ADMIN_REQUEST_HANDLING_CHANGED }
    : { kind: "error" as const, title: ADMIN_ACTION_FAILED };
  return redirectWithFlash(back, { toast });
}

export default function AdminRequestsPage() {
  const { requests, pagination, filters } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <>
      <div className="admin__head">
        <h1>{ADMIN_NAV_REQUESTS}</h1>
        <a className="admin__button admin__button--quiet" href={`/admin/requests/export${search}`} download>
          {ADMIN_EXPORT_CSV}
        </a>
      </div>
      <Form method="get" className="admin__filters">
        <SearchFilter value={filters.q} hint={ADMIN_SEARCH_REQUESTS_HINT} />
        <FilterSelect label={ADMIN_REQUEST_KIND} name="kind" value={filters.kind} options={ADMIN_REQUEST_KINDS} />
        <FilterSelect label={ADMIN_HANDLING} name="handling" value={filters.handling} options={ADMIN_HANDLINGS} />
        <DateRangeFilter from={filters.from} to={filters.to} />
        <FilterActions resetTo="/admin/requests" />
      </Form>
      <FoundCount total={pagination.total} />
      <ul className="admin__rows">
        {requests.map((r) => (
          <li key={r.id} className="admin__card admin__request">
            <h2>
              <Link to={`/admin/requests/${r.id}`}>{ADMIN_REQUEST(r.id)}</Link> · {ADMIN_REQUEST_KINDS[r.kind] ?? r.kind}
            </h2>
            <RequestSummary request={r} />
            <Form method="post" className="admin__inline">
              <input type="hidden" name="id" value={r.id} />
              <label>
                {ADMIN_HANDLING}{" "}
                <select name="handling" defaultValue={r.handling}>
                  {Object.entries(ADMIN_HANDLINGS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className="admin__button admin__button--quiet">
                {ADMIN_SAVE}
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <AdminPager page={pagination.page} pages={pagination.pages} search={search} />
    </>
  );
}
