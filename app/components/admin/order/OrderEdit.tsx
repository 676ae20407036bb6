import { useField } from "remix-validated-form";
import { Field } from "~/components/forms/Field";
import { ErrorList } from "~/components/forms/FieldShell";
import { FormError } from "~/components/forms/FormError";
import { HiddenField } from "~/components/forms/HiddenField";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import {
  ADMIN_ORDER_EDIT,
  ADMIN_ORDER_EDIT_ADD_COUNT,
  ADMIN_ORDER_EDIT_ADD_GOOD,
  ADMIN_ORDER_EDIT_COUNT,
  ADMIN_ORDER_EDIT_DELIVERY,
  ADMIN_ORDER_EDIT_DUE,
  ADMIN_ORDER_EDIT_HINT,
  ADMIN_ORDER_EDIT_SUBMIT,
} from "~/config/messages/admin-order-edit";
import { adminOrderEditValidator, editCountField } from "~/forms/admin-order-edit";
import { priceText } from "~/lib/price";
import type { StaffOrder } from "~/server/admin/orders-api.server";
import { formatRoubles } from "../format";

/** The stages before the hand-over: the only ones whose goods and delivery a manager may change. */
const EDITABLE = new Set(["new", "confirmed", "in_production", "ready"]);

/**
 * «Изменить состав» while the order is not handed over: each good line's count (0 removes it), a good to add by
 * its id or SKU, the delivery's price; a plain form, saved over the version it was opened with. A paid order that
 * grew shows what the buyer still owes: the shop asks for it itself (no second online payment is made).
 */
export function OrderEdit({ order, paid }: { order: StaffOrder; paid: number }) {
  if (!EDITABLE.has(order.stage)) return null;
  const due = paid > 0 ? order.total - paid : 0;
  return (
    <section className="admin__card" aria-labelledby="order-edit">
      <h2 id="order-edit">{ADMIN_ORDER_EDIT}</h2>
      {due > 0 ? (
        <p role="status" data-testid="order-due">
          <strong>{ADMIN_ORDER_EDIT_DUE(formatRoubles(due))}</strong>
        </p>
      ) : null}
      <p>{ADMIN_ORDER_EDIT_HINT}</p>
      <PostForm
        id="order-edit-form"
        validator={adminOrderEditValidator}
        action={`/admin/orders/${order.id}`}
        defaultValues={{
          ...Object.fromEntries(order.items.map((item) => [editCountField(item.id), String(item.count)])),
          delivery_price: priceText(order.delivery_price),
          version: order.updated_at,
        }}
      >
        <input type="hidden" name="intent" value="edit-lines" />
        <HiddenField name="version" />
        {order.items.map((item) => (
          <Field
            key={item.id}
            name={editCountField(item.id)}
            type="number"
            label={ADMIN_ORDER_EDIT_COUNT(item.name)}
            inputProps={{ min: 0, step: 1, inputMode: "numeric" }}
          />
        ))}
        <LinesError />
        <Field name="add_good" label={ADMIN_ORDER_EDIT_ADD_GOOD} />
        <Field name="add_count" type="number" label={ADMIN_ORDER_EDIT_ADD_COUNT} inputProps={{ min: 1, step: 1, inputMode: "numeric" }} />
        <Field name="delivery_price" label={ADMIN_ORDER_EDIT_DELIVERY} inputProps={{ inputMode: "decimal" }} />
        <FormError />
        <SubmitButton pressableWhenIncomplete>{ADMIN_ORDER_EDIT_SUBMIT}</SubmitButton>
      </PostForm>
    </section>
  );
}

/** The refusal that concerns the order as a whole (handed over meanwhile, changed by another manager, no goods left). */
function LinesError() {
  const { error } = useField("lines");
  return <ErrorList id="order-edit-lines-error" error={error} />;
}
