import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ADMIN_PROMO_COLUMNS, ADMIN_PROMO_NEW, ADMIN_PROMO_TITLE } from "~/config/messages/promo";
import { formatPrice } from "~/lib/price";
import { requireStaff } from "~/server/admin/staff-session.server";
import { listPromo } from "~/server/admin/promo-api.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return listPromo(await requireStaff(request, context));
}

export default function AdminPromoPage() {
  const { promo_codes } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="admin__head">
        <h1>{ADMIN_PROMO_TITLE}</h1>
        <Link className="admin__button" to="/admin/promo/new">
          {ADMIN_PROMO_NEW}
        </Link>
      </div>
      <section className="admin__card">
        <table className="admin__table">
          <thead>
            <tr>
              {Object.values(ADMIN_PROMO_COLUMNS).map((title) => (
                <th key={title}>{title}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {promo_codes.map((p) => (
              <tr key={p.id}>
                <td>
                  <Link to={`/admin/promo/${p.id}`}>{p.code}</Link>
                </td>
                <td>{p.kind === "percent" ? `${p.value} %` : formatPrice(p.value)}</td>
                <td>{p.max_uses > 0 ? `${p.used} / ${p.max_uses}` : p.used}</td>
                <td>{formatPrice(p.discount_total)}</td>
                <td>{formatPrice(p.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
