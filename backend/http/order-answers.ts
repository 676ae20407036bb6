import type { OrderPlaced } from "../services/checkout";
import type { OrderView } from "../services/order-view";
import { MSG_ORDER_ACCEPTED, ORDER_STATUS_TITLES } from "./orders-messages";

/** The contract's Order: the service's view with the Russian title of its status next to the status. */
export function orderAnswer({ id, code, status, ...rest }: OrderView) {
  return { id, code, status, status_title: ORDER_STATUS_TITLES[status], ...rest };
}

/** The answer to `POST /request/order`, the same for the first submission and every replay of its key. */
export function orderPlacedAnswer(placed: OrderPlaced) {
  return {
    result: "ok",
    message: { text: MSG_ORDER_ACCEPTED(placed.order_id) },
    order_id: placed.order_id,
    order_code: placed.order_code,
    can_pay: placed.can_pay,
    pay_link: placed.pay_link,
  };
}
