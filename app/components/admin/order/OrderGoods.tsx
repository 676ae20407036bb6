import {
  ADMIN_ORDER_COUNT,
  ADMIN_ORDER_DELIVERY_PRICE,
  ADMIN_ORDER_GOOD,
  ADMIN_ORDER_GOODS,
  ADMIN_ORDER_GOODS_TOTAL,
  ADMIN_ORDER_PAYMENT_BLOCK,
  ADMIN_ORDER_PAYMENT_ID,
  ADMIN_ORDER_PRICE,
  ADMIN_ORDER_SKU,
  ADMIN_ORDER_SUM,
  ADMIN_ORDER_TOTAL,
  ADMIN_PAYMENT_STATES,
  ADMIN_SETTLEMENT_RECEIPT,
  ADMIN_SETTLEMENT_RECEIPT_ATTEMPT,
  ADMIN_SETTLEMENT_RECEIPT_STATES,
} from "~/config/messages/admin-orders";
import { MSG_DELIVERY_BY_MANAGER } from "~/config/messages/delivery-zones";
import { LABEL_PROMO_DISCOUNT } from "~/config/messages/promo";
import { ADMIN_ORDER_SERVICE } from "~/config/messages/delivery-services";
import type { StaffOrder } from "~/server/admin/orders-api.server";
import { formatMoment, formatRoubles } from "../format";

/**
 * The goods with their SKUs, then the courier's services, the totals, and the payment as one state: the order's own (on receipt, waiting,
 * paid, cancelled), with the provider's id of the latest online attempt beside it for a look-up at the provider,
 * and, once a prepaid order is handed over, where its receipt of full settlement stands.
 */
export function OrderGoods({ order }: { order: StaffOrder }) {
  const attempt = order.provider_payments.at(-1);
  const receipt = order.settlement_receipt;
  return (
    <section className="admin__card" aria-labelledby="order-goods">
      <h2 id="order-goods">{ADMIN_ORDER_GOODS}</h2>
      <div className="admin__table-wrap">
        <table className="admin__table">
          <thead>
            <tr>
              <th scope="col">{ADMIN_ORDER_SKU}</th>
              <th scope="col">{ADMIN_ORDER_GOOD}</th>
              <th scope="col">{ADMIN_ORDER_PRICE}</th>
              <th scope="col">{ADMIN_ORDER_COUNT}</th>
              <th scope="col">{ADMIN_ORDER_SUM}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.good_id}>
                <td>{item.sku || "—"}</td>
                <td>{item.name}</td>
                <td>{formatRoubles(item.price)}</td>
                <td>{item.count}</td>
                <td>{formatRoubles(item.sum)}</td>
              </tr>
            ))}
            {order.services.map((line, i) => (
              <tr key={`service-${i}`} data-testid="order-service">
                <td>{ADMIN_ORDER_SERVICE}</td>
                <td>{line.name}</td>
                <td>{formatRoubles(line.price)}</td>
                <td>{line.count}</td>
                <td>{formatRoubles(line.sum)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="admin__facts">
        <dt>{ADMIN_ORDER_GOODS_TOTAL}</dt>
        <dd>{formatRoubles(order.goods_total)}</dd>
        {order.discount > 0 ? (
          <>
            <dt>{LABEL_PROMO_DISCOUNT(order.promo_code ?? "")}</dt>
            <dd data-testid="order-promo-discount">−{formatRoubles(order.discount)}</dd>
          </>
        ) : null}
        <dt>{ADMIN_ORDER_DELIVERY_PRICE}</dt>
        <dd>{order.delivery_by_manager ? MSG_DELIVERY_BY_MANAGER : formatRoubles(order.delivery_price)}</dd>
        <dt>{ADMIN_ORDER_TOTAL}</dt>
        <dd>
          <strong>{formatRoubles(order.total)}</strong>
        </dd>
        <dt>{ADMIN_ORDER_PAYMENT_BLOCK}</dt>
        <dd>
          {order.payment_title} ·{" "}
          <strong className={`admin__pay admin__pay--${order.status}`} data-testid="payment-state">
            {ADMIN_PAYMENT_STATES[order.status]}
          </strong>
        </dd>
        {attempt ? (
          <>
            <dt>{ADMIN_ORDER_PAYMENT_ID}</dt>
            <dd>
              <code>{attempt.provider_payment_id}</code>
            </dd>
          </>
        ) : null}
        {receipt ? (
          <>
            <dt>{ADMIN_SETTLEMENT_RECEIPT}</dt>
            <dd data-testid="settlement-receipt">
              {formatRoubles(receipt.amount)} · {ADMIN_SETTLEMENT_RECEIPT_STATES[receipt.status] ?? receipt.status}
              {receipt.attempt > 1 ? ` (${ADMIN_SETTLEMENT_RECEIPT_ATTEMPT(receipt.attempt)})` : null} · {formatMoment(receipt.updated_at)}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
