import { ADMIN_ORDER_COUNT, ADMIN_ORDER_GOOD, ADMIN_ORDER_SKU } from "~/config/messages/admin-orders";
import {
  LABEL_ADDRESS_ENTRANCE,
  LABEL_ADDRESS_FLAT,
  LABEL_ADDRESS_FLOOR,
  LABEL_ADDRESS_INTERCOM,
  LABEL_ADDRESS_LIFT,
  LABEL_LIFT,
  LABEL_LIFT_UNSAID,
  LABEL_SHEET_ADDRESS,
  LABEL_SHEET_CITY,
  LABEL_SHEET_COLLECT,
  LABEL_SHEET_COMMENT,
  LABEL_SHEET_DELIVERY_BY_MANAGER,
  LABEL_SHEET_DELIVERY_DATE,
  LABEL_SHEET_GOODS,
  LABEL_SHEET_PAID,
  LABEL_SHEET_RECIPIENT,
  LABEL_SHEET_SIGN,
  LABEL_SHEET_STREET,
  LABEL_SHEET_TITLE,
  LABEL_ZONE,
} from "~/config/messages/delivery-zones";
import { formatPhone } from "~/lib/phone";
import type { StaffOrder } from "~/server/admin/orders-api.server";
import { formatDay, formatRoubles } from "../format";
import { PrintButton } from "./PrintButton";

/**
 * The courier's sheet: who gets the order, the address field by field as a truck crew reads it (street and
 * house, flat, entrance, floor, intercom, lift; «—» for what the shopper did not give), what to carry, how much
 * to collect, and the line the buyer signs.
 */
export function CourierSheet({ order }: { order: StaffOrder }) {
  const address = order.courier_address;
  const facts: [string, string][] = [
    [LABEL_SHEET_RECIPIENT, `${order.fio}, ${formatPhone(order.phone)}`],
    [LABEL_SHEET_CITY, order.city],
    [LABEL_SHEET_STREET, address?.street ?? order.delivery_address],
    [LABEL_ADDRESS_FLAT, address?.flat || "—"],
    [LABEL_ADDRESS_ENTRANCE, address?.entrance || "—"],
    [LABEL_ADDRESS_FLOOR, address?.floor === null || address === null ? "—" : String(address.floor)],
    [LABEL_ADDRESS_INTERCOM, address?.intercom || "—"],
    [LABEL_ADDRESS_LIFT, address?.lift ? LABEL_LIFT[address.lift] : LABEL_LIFT_UNSAID],
    [LABEL_ZONE, order.zone_title ?? "—"],
    [LABEL_SHEET_DELIVERY_DATE, order.delivery_date ? formatDay(order.delivery_date) : "—"],
  ];
  return (
    <article className="print-doc" data-testid="courier-sheet">
      <PrintButton />
      <h1>{LABEL_SHEET_TITLE(order.id, formatDay(order.created_at.slice(0, 10)))}</h1>
      <h2>{LABEL_SHEET_ADDRESS}</h2>
      <table className="print-doc__table">
        <tbody>
          {facts.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{LABEL_SHEET_GOODS}</h2>
      <table className="print-doc__table">
        <thead>
          <tr>
            <th scope="col">{ADMIN_ORDER_SKU}</th>
            <th scope="col">{ADMIN_ORDER_GOOD}</th>
            <th scope="col">{ADMIN_ORDER_COUNT}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.good_id}>
              <td>{item.sku}</td>
              <td>{item.name}</td>
              <td>{item.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="print-doc__total">
        {order.status === "paid" ? (
          <strong>{LABEL_SHEET_PAID}</strong>
        ) : (
          <>
            {LABEL_SHEET_COLLECT}: <strong>{formatRoubles(order.total)}</strong>
          </>
        )}
        {order.delivery_by_manager ? <span> · {LABEL_SHEET_DELIVERY_BY_MANAGER}</span> : null}
      </p>
      {order.comment ? (
        <p>
          {LABEL_SHEET_COMMENT}: {order.comment}
        </p>
      ) : null}
      <p className="print-doc__sign">{LABEL_SHEET_SIGN}</p>
    </article>
  );
}
