import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { ADMIN_CATALOG_HIDDEN_MARK } from "~/config/messages/admin-catalog";
import { ADMIN_NAV_DELIVERY } from "~/config/messages/admin-common";
import {
  ADMIN_DELIVERY_DAYS,
  ADMIN_DELIVERY_EMPTY,
  ADMIN_DELIVERY_FREE_MARK,
  ADMIN_DELIVERY_KINDS,
  ADMIN_DELIVERY_METHOD_ADD,
  ADMIN_DELIVERY_METHODS,
  ADMIN_DELIVERY_PICKUP_POINT_ADD,
  ADMIN_DELIVERY_PICKUP_POINTS,
  ADMIN_DELIVERY_WAREHOUSE_ADD,
  ADMIN_DELIVERY_WAREHOUSES,
} from "~/config/messages/admin-delivery";
import {
  ADMIN_CALENDAR_HINT,
  ADMIN_CALENDAR_LINK,
  ADMIN_CALENDAR_TITLE,
  ADMIN_SERVICES_HINT,
  ADMIN_SERVICES_LINK,
  ADMIN_SERVICES_TITLE,
} from "~/config/messages/admin-delivery-settings";
import { LABEL_ZONE_BAND, LABEL_ZONE_NEW, LABEL_ZONES_HINT, LABEL_ZONES_TITLE } from "~/config/messages/delivery-zones";
import { formatPrice } from "~/lib/price";
import { getDeliverySetup } from "~/server/admin/delivery-api.server";
import { requireStaff } from "~/server/admin/staff-session.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, clientIp } = await requireStaff(request, context);
  return getDeliverySetup({ token, clientIp });
}

type Row = { id: number; title: string; hidden: boolean; facts: ReactNode[] };

/** One list of the page: its heading, an add link and a row per entry linking to its form. */
function DeliveryList({ title, addLabel, kind, rows, hint }: { title: string; addLabel: string; kind: string; rows: Row[]; hint?: string }) {
  return (
    <section className="admin__card">
      <div className="admin__head">
        <h2>{title}</h2>
        <Link className="admin__button" to={`/admin/delivery/${kind}/new`}>
          {addLabel}
        </Link>
      </div>
      {hint ? <p>{hint}</p> : null}
      {rows.length === 0 ? <p>{ADMIN_DELIVERY_EMPTY}</p> : null}
      <ul className="admin__rows">
        {rows.map((row) => (
          <li key={row.id} className="admin__row admin__row--catalog">
            <Link to={`/admin/delivery/${kind}/${row.id}`} className="admin__row-link">
              {row.title}
            </Link>
            {row.facts.map((fact, i) => (
              <span key={i}>{fact}</span>
            ))}
            <span>{row.hidden ? <span className="admin__badge">{ADMIN_CATALOG_HIDDEN_MARK}</span> : null}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A settings page of the delivery as a whole: what it holds and the link to it. */
function SettingsCard({ title, hint, to, link }: { title: string; hint: string; to: string; link: string }) {
  return (
    <section className="admin__card">
      <h2>{title}</h2>
      <p>{hint}</p>
      <Link className="admin__button" to={to}>
        {link}
      </Link>
    </section>
  );
}

export default function AdminDeliveryPage() {
  const { deliveries, pickup_points, warehouses, zones } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{ADMIN_NAV_DELIVERY}</h1>
      <DeliveryList
        title={ADMIN_DELIVERY_METHODS}
        addLabel={ADMIN_DELIVERY_METHOD_ADD}
        kind="methods"
        rows={deliveries.map((d) => ({
          ...d,
          facts: [
            ADMIN_DELIVERY_KINDS[d.code],
            formatPrice(d.price),
            d.free_from === null ? "" : ADMIN_DELIVERY_FREE_MARK(formatPrice(d.free_from)),
            ADMIN_DELIVERY_DAYS(d.days_min, d.days_max),
          ],
        }))}
      />
      <SettingsCard title={ADMIN_CALENDAR_TITLE} hint={ADMIN_CALENDAR_HINT} to="/admin/delivery/calendar" link={ADMIN_CALENDAR_LINK} />
      <SettingsCard title={ADMIN_SERVICES_TITLE} hint={ADMIN_SERVICES_HINT} to="/admin/delivery/services" link={ADMIN_SERVICES_LINK} />
      <DeliveryList
        title={LABEL_ZONES_TITLE}
        addLabel={LABEL_ZONE_NEW}
        kind="zones"
        hint={LABEL_ZONES_HINT}
        rows={zones.map((z) => ({
          ...z,
          facts: [
            z.kind === "band" ? LABEL_ZONE_BAND(z.km_from, z.km_to) : z.cities.split("\n").join(", "),
            `${formatPrice(z.courier_price)} / ${formatPrice(z.pvz_price)}`,
            z.free_from === null ? "" : ADMIN_DELIVERY_FREE_MARK(formatPrice(z.free_from)),
            ADMIN_DELIVERY_DAYS(z.days_min, z.days_max),
          ],
        }))}
      />
      <DeliveryList
        title={ADMIN_DELIVERY_PICKUP_POINTS}
        addLabel={ADMIN_DELIVERY_PICKUP_POINT_ADD}
        kind="pvz"
        rows={pickup_points.map((p) => ({ ...p, facts: [p.address, p.hours] }))}
      />
      <DeliveryList
        title={ADMIN_DELIVERY_WAREHOUSES}
        addLabel={ADMIN_DELIVERY_WAREHOUSE_ADD}
        kind="warehouses"
        rows={warehouses.map((w) => ({ ...w, facts: [w.address, w.hours] }))}
      />
    </>
  );
}
