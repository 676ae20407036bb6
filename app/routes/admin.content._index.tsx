import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { AdminPager } from "~/components/admin/AdminShell";
import { formatDay } from "~/components/admin/format";
import { FilterActions, FilterSelect, FoundCount, SearchFilter } from "~/components/admin/ListFilters";
import { ADMIN_NAV_CONTENT } from "~/config/messages/admin-common";
import {
  ADMIN_CONTENT_ADD,
  ADMIN_CONTENT_HIDDEN_MARK,
  ADMIN_CONTENT_KIND,
  ADMIN_CONTENT_KINDS,
  ADMIN_CONTENT_SEARCH_HINT,
} from "~/config/messages/admin-content";
import { listContent } from "~/server/admin/content-api.server";
import { requireStaff } from "~/server/admin/staff-session.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const call = await requireStaff(request, context);
  const query = new URL(request.url).searchParams;
  const list = await listContent(call, query);
  return { ...list, q: query.get("q") ?? "", kind: query.get("kind") ?? "" };
}

export default function AdminContentPage() {
  const { items, pagination, q, kind } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <>
      <div className="admin__head">
        <h1>{ADMIN_NAV_CONTENT}</h1>
        <div className="admin__actions">
          {Object.entries(ADMIN_CONTENT_ADD).map(([what, label]) => (
            <Link key={what} className="admin__button admin__button--quiet" to={`/admin/content/${what}/new`}>
              {label}
            </Link>
          ))}
        </div>
      </div>
      <Form method="get" className="admin__filters">
        <FilterSelect label={ADMIN_CONTENT_KIND} name="kind" value={kind} options={ADMIN_CONTENT_KINDS} />
        <SearchFilter value={q} hint={ADMIN_CONTENT_SEARCH_HINT} />
        <FilterActions resetTo="/admin/content" />
      </Form>
      <FoundCount total={pagination.total} />
      <ul className="admin__rows">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`} className="admin__row admin__row--content">
            <Link to={`/admin/content/${item.kind}/${item.id}`} className="admin__row-link">
              {item.title}
            </Link>
            <span>{ADMIN_CONTENT_KINDS[item.kind]}</span>
            <span>{item.date ? formatDay(item.date) : `/${item.handle}`}</span>
            <span>{item.hidden ? <span className="admin__badge">{ADMIN_CONTENT_HIDDEN_MARK}</span> : null}</span>
          </li>
        ))}
      </ul>
      <AdminPager page={pagination.page} pages={pagination.pages} search={search} />
    </>
  );
}
