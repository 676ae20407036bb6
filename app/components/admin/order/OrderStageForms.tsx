import { Form, Link } from "@remix-run/react";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextArea } from "~/components/forms/TextArea";
import {
  ADMIN_ORDER_CANCEL_CONFIRM,
  ADMIN_ORDER_CANCEL_KEEP,
  ADMIN_ORDER_CANCEL_REASON,
  ADMIN_ORDER_DELIVERY_DATE,
  ADMIN_ORDER_NO_MOVES,
  ADMIN_ORDER_SHIP_HINT,
  ADMIN_ORDER_TRACKING,
  ADMIN_STAGE_ACTIONS,
} from "~/config/messages/admin-orders";
import { adminOrderCancelValidator, adminOrderShipValidator, ONE_PRESS_STAGES } from "~/forms/admin-order";
import type { StaffOrder } from "~/server/admin/orders-api.server";

/**
 * The moves open to the order. Confirm, production, ready and complete are one press; handing to delivery asks for the tracking
 * number or the date; «Отменить заказ» is a link to `?cancel`, where the page asks to confirm and for the
 * reason: a confirmation that works without JavaScript, and the reason the shopper is told.
 */
export function OrderStageForms({ order, cancelling }: { order: StaffOrder; cancelling: boolean }) {
  const action = `/admin/orders/${order.id}`;
  if (order.moves.length === 0) return <p>{ADMIN_ORDER_NO_MOVES}</p>;
  if (cancelling && order.moves.includes("cancelled")) {
    return (
      <PostForm id="order-cancel" validator={adminOrderCancelValidator} action={`${action}?cancel`} className="admin__confirm">
        <p role="alert">{ADMIN_ORDER_CANCEL_CONFIRM(order.id)}</p>
        <input type="hidden" name="intent" value="cancel" />
        <TextArea name="reason" label={ADMIN_ORDER_CANCEL_REASON} rows={3} />
        <FormError />
        <div className="admin__actions">
          <SubmitButton className="admin__button admin__button--danger" pressableWhenIncomplete>
            {ADMIN_STAGE_ACTIONS.cancelled}
          </SubmitButton>
          <Link to={action} className="admin__button admin__button--quiet">
            {ADMIN_ORDER_CANCEL_KEEP}
          </Link>
        </div>
      </PostForm>
    );
  }
  return (
    <>
      <div className="admin__actions">
        {order.moves
          .filter((stage) => (ONE_PRESS_STAGES as readonly string[]).includes(stage))
          .map((stage) => (
            <Form method="post" key={stage}>
              <input type="hidden" name="intent" value="stage" />
              <button type="submit" name="stage" value={stage} className="admin__button">
                {ADMIN_STAGE_ACTIONS[stage]}
              </button>
            </Form>
          ))}
        {order.moves.includes("cancelled") ? (
          <Link to={`${action}?cancel`} className="admin__button admin__button--danger">
            {ADMIN_STAGE_ACTIONS.cancelled}
          </Link>
        ) : null}
      </div>
      {order.moves.includes("shipped") ? (
        <PostForm id="order-ship" validator={adminOrderShipValidator} action={action} defaultValues={{ delivery_date: order.delivery_date }}>
          <input type="hidden" name="intent" value="ship" />
          <Field name="tracking_number" label={ADMIN_ORDER_TRACKING} hint={ADMIN_ORDER_SHIP_HINT} />
          <Field name="delivery_date" type="date" label={ADMIN_ORDER_DELIVERY_DATE} />
          <FormError />
          <SubmitButton pressableWhenIncomplete>{ADMIN_STAGE_ACTIONS.shipped}</SubmitButton>
        </PostForm>
      ) : null}
    </>
  );
}
