import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { PostForm } from "~/components/forms/PostForm";
import { SelectField } from "~/components/forms/SelectField";
import { SubmitButton } from "~/components/forms/SubmitButton";
import {
  ADMIN_ORDER_DELIVERY_DATE,
  ADMIN_ORDER_DELIVERY_WINDOW,
  ADMIN_ORDER_EARLIEST_DATE,
  ADMIN_ORDER_MOVE_DAY,
  ADMIN_ORDER_MOVE_DAY_HINT,
  ADMIN_ORDER_NO_WINDOW,
} from "~/config/messages/admin-orders";
import { adminOrderDeliveryDayValidator } from "~/forms/admin-order";
import type { StaffOrder } from "~/server/admin/orders-api.server";
import { formatDay } from "../format";

/**
 * Moving the order's delivery to another day (and window, where its way has them): the shopper gets the «date
 * moved» notice. Offered while the order is still on its way; the earliest day its goods allow is shown as a hint.
 */
export function OrderDeliveryDay({ order }: { order: StaffOrder }) {
  if (order.stage === "completed" || order.stage === "cancelled") return null;
  const windows = order.delivery_windows.map((w) => ({ value: w, label: w }));
  return (
    <PostForm
      id="order-delivery-day"
      validator={adminOrderDeliveryDayValidator}
      action={`/admin/orders/${order.id}`}
      defaultValues={{ delivery_date: order.delivery_date, delivery_window: order.delivery_window }}
      className="admin__subform"
    >
      <h3>{ADMIN_ORDER_MOVE_DAY}</h3>
      <input type="hidden" name="intent" value="delivery_date" />
      <Field
        name="delivery_date"
        type="date"
        label={ADMIN_ORDER_DELIVERY_DATE}
        hint={order.earliest_date ? ADMIN_ORDER_EARLIEST_DATE(formatDay(order.earliest_date)) : undefined}
        required
      />
      {windows.length > 0 ? (
        <SelectField name="delivery_window" label={ADMIN_ORDER_DELIVERY_WINDOW} options={windows} placeholder={ADMIN_ORDER_NO_WINDOW} required />
      ) : (
        <input type="hidden" name="delivery_window" value="" />
      )}
      <p>{ADMIN_ORDER_MOVE_DAY_HINT}</p>
      <FormError />
      <SubmitButton pressableWhenIncomplete>{ADMIN_ORDER_MOVE_DAY}</SubmitButton>
    </PostForm>
  );
}
