import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ADMIN_CATALOG_GOODS_COUNT, ADMIN_CATALOG_HIDDEN_MARK, ADMIN_SECTION_ADD } from "~/config/messages/admin-catalog";
import { ADMIN_NAV_SECTIONS } from "~/config/messages/admin-common";
import { listSections } from "~/server/admin/catalog-api.server";
import { requireStaff } from "~/server/admin/staff-session.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, clientIp } = await requireStaff(request, context);
  return listSections({ token, clientIp });
}

export default function AdminSectionsPage() {
  const { sections } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="admin__head">
        <h1>{ADMIN_NAV_SECTIONS}</h1>
        <Link className="admin__button" to="/admin/sections/new">
          {ADMIN_SECTION_ADD}
        </Link>
      </div>
      <ul className="admin__rows">
        {sections.map((s) => (
          <li key={s.id} className="admin__row admin__row--catalog">
            <Link to={`/admin/sections/${s.id}`} className="admin__row-link">
              {s.name}
            </Link>
            <span>/catalog/{s.handle}</span>
            <span>{ADMIN_CATALOG_GOODS_COUNT(s.goods_count)}</span>
            <span>{s.hidden ? <span className="admin__badge">{ADMIN_CATALOG_HIDDEN_MARK}</span> : null}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
