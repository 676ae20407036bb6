import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { AdminPager } from "~/components/admin/AdminShell";
import { formatRoubles } from "~/components/admin/format";
import { FilterActions, FoundCount, SearchFilter } from "~/components/admin/ListFilters";
import { ADMIN_CATALOG_HIDDEN_MARK, ADMIN_CATALOG_NO_PRICE, ADMIN_CATALOG_STOCK, ADMIN_GOOD_ADD } from "~/config/messages/admin-catalog";
import { ADMIN_NAV_GOODS, ADMIN_SEARCH_GOODS_HINT } from "~/config/messages/admin-common";
import { listGoods } from "~/server/admin/catalog-api.server";
import { requireStaff } from "~/server/admin/staff-session.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, clientIp } = await requireStaff(request, context);
  const query = new URL(request.url).searchParams;
  const list = await listGoods({ token, clientIp }, query);
  return { ...list, q: query.get("q") ?? "" };
}

export default function AdminGoodsPage() {
  const { goods, pagination, q } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <>
      <div className="admin__head">
        <h1>{ADMIN_NAV_GOODS}</h1>
        <Link className="admin__button" to="/admin/goods/new">
          {ADMIN_GOOD_ADD}
        </Link>
      </div>
      <Form method="get" className="admin__filters">
        <SearchFilter value={q} hint={ADMIN_SEARCH_GOODS_HINT} />
        <FilterActions resetTo="/admin/goods" />
      </Form>
      <FoundCount total={pagination.total} />
      <ul className="admin__rows">
        {goods.map((good) => (
          <li key={good.id} className="admin__row admin__row--catalog">
            <Link to={`/admin/goods/${good.id}`} className="admin__row-link">
              {good.name}
              {good.variant_label ? `, ${good.variant_label}` : ""}
            </Link>
            <span>
              {good.section_name} · {good.sku}
            </span>
            <span>
              {good.price > 0 ? formatRoubles(good.price) : ADMIN_CATALOG_NO_PRICE} · {ADMIN_CATALOG_STOCK} {good.stock}
            </span>
            <span>{good.hidden ? <span className="admin__badge">{ADMIN_CATALOG_HIDDEN_MARK}</span> : null}</span>
          </li>
        ))}
      </ul>
      <AdminPager page={pagination.page} pages={pagination.pages} search={search} />
    </>
  );
}
