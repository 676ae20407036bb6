import { SellerDetails } from "~/components/layout/SellerDetails";
import {
  ADMIN_INVOICE_BUYER,
  ADMIN_INVOICE_NO,
  ADMIN_INVOICE_NO_SELLER,
  ADMIN_INVOICE_PIECES,
  ADMIN_INVOICE_SELLER,
  ADMIN_INVOICE_TOTAL,
  ADMIN_INVOICE_UNIT,
  ADMIN_ORDER_COUNT,
  ADMIN_ORDER_DELIVERY_PRICE,
  ADMIN_ORDER_FORM_SIGN,
  ADMIN_ORDER_FORM_TITLE,
  ADMIN_ORDER_GOOD,
  ADMIN_ORDER_PRICE,
  ADMIN_ORDER_SKU,
  ADMIN_ORDER_SUM,
  ADMIN_PAYMENT_STATES,
} from "~/config/messages/admin-orders";
import { formatPhone } from "~/lib/phone";
import type { StaffOrder } from "~/server/admin/orders-api.server";
import type { Seller } from "~/server/api/common.server";
import { formatDay, formatRoubles } from "../format";
import { PrintButton } from "./PrintButton";

/**
 * The order form the customer signs on delivery, printed on an A4 page. The seller is the shop's details from
 * its common data; the delivery is a line of its own, as is each of the courier's services, so the lines add up
 * to the total. A счёт is not printed from here: a company's order has the PDF счёт issued with it, with the
 * VAT of each line.
 */
export function OrderDocument({ order, seller }: { order: StaffOrder; seller: Seller | null }) {
  // Without JavaScript the browser's own «Печать» prints the page; the button only saves a trip to the menu.
  const date = formatDay(order.created_at.slice(0, 10));
  const lines = [
    ...order.items.map((item) => ({ sku: item.sku, name: item.name, count: item.count, price: item.price, sum: item.sum })),
    ...order.services.map((line) => ({ sku: "", name: line.name, count: line.count, price: line.price, sum: line.sum })),
    ...(order.delivery_price > 0
      ? [
          {
            sku: "",
            name: `${ADMIN_ORDER_DELIVERY_PRICE}: ${order.delivery_title}`,
            count: 1,
            price: order.delivery_price,
            sum: order.delivery_price,
          },
        ]
      : []),
  ];
  const buyer = [order.fio, formatPhone(order.phone), order.email, order.pickup ?? order.delivery_address].filter(Boolean).join(", ");
  return (
    <article className="print-doc">
      <PrintButton />
      <h1>{ADMIN_ORDER_FORM_TITLE(order.id, date)}</h1>
      <h2>{ADMIN_INVOICE_SELLER}</h2>
      {seller ? <SellerDetails seller={seller} className="print-doc__seller" /> : <p>{ADMIN_INVOICE_NO_SELLER}</p>}
      <h2>{ADMIN_INVOICE_BUYER}</h2>
      <p>{buyer}</p>
      <table className="print-doc__table">
        <thead>
          <tr>
            <th scope="col">{ADMIN_INVOICE_NO}</th>
            <th scope="col">{ADMIN_ORDER_SKU}</th>
            <th scope="col">{ADMIN_ORDER_GOOD}</th>
            <th scope="col">{ADMIN_ORDER_COUNT}</th>
            <th scope="col">{ADMIN_INVOICE_UNIT}</th>
            <th scope="col">{ADMIN_ORDER_PRICE}</th>
            <th scope="col">{ADMIN_ORDER_SUM}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr key={line.name}>
              <td>{i + 1}</td>
              <td>{line.sku}</td>
              <td>{line.name}</td>
              <td>{line.count}</td>
              <td>{ADMIN_INVOICE_PIECES}</td>
              <td>{formatRoubles(line.price)}</td>
              <td>{formatRoubles(line.sum)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="print-doc__total">
        {ADMIN_INVOICE_TOTAL}: <strong>{formatRoubles(order.total)}</strong>
        <span> · {ADMIN_PAYMENT_STATES[order.status]}</span>
      </p>
      <p className="print-doc__sign">{ADMIN_ORDER_FORM_SIGN}</p>
    </article>
  );
}
