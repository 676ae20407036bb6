import { useField } from "remix-validated-form";
import { Field } from "~/components/forms/Field";
import { ErrorList } from "~/components/forms/FieldShell";
import { FormError } from "~/components/forms/FormError";
import { HiddenField } from "~/components/forms/HiddenField";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import {
  ADMIN_SHIPMENT_COUNT,
  ADMIN_SHIPMENT_FORM,
  ADMIN_SHIPMENT_HINT,
  ADMIN_SHIPMENT_LINE,
  ADMIN_SHIPMENT_SUBMIT,
  ADMIN_SHIPMENT_TRACK,
  ADMIN_SHIPMENT_TRACKING,
  ADMIN_SHIPMENTS,
  ADMIN_SHIPMENTS_NONE,
} from "~/config/messages/admin-shipments";
import { adminOrderShipmentValidator, shipCountField } from "~/forms/admin-order-shipment";
import type { OrderShipments as Shipments, StaffOrder } from "~/server/admin/orders-api.server";
import { formatMoment } from "../format";

/** The stages whose goods may leave in parts: confirmed and not yet handed over as a whole. */
const SHIPPING = new Set(["confirmed", "in_production", "ready"]);

/**
 * The order's shipments, and «Отгрузить часть» while it is confirmed and not handed over: a count for each good
 * line with pieces left (empty ships none) and the carrier's number; a plain form, sent with the version it was
 * opened with, so the same form sent twice ships once.
 */
export function OrderShipments({ order, shipments }: { order: StaffOrder; shipments: Shipments }) {
  const open = order.items.filter((item) => (shipments.left[item.id] ?? 0) > 0);
  const shipping = SHIPPING.has(order.stage) && open.length > 0;
  if (!shipping && shipments.shipments.length === 0) return null;
  return (
    <section className="admin__card" aria-labelledby="order-shipments">
      <h2 id="order-shipments">{ADMIN_SHIPMENTS}</h2>
      {shipments.shipments.length === 0 ? (
        <p>{ADMIN_SHIPMENTS_NONE}</p>
      ) : (
        <ol className="admin__history" data-testid="order-shipments">
          {shipments.shipments.map((shipment) => (
            <li key={shipment.id}>
              <time dateTime={shipment.created_at}>{formatMoment(shipment.created_at)}</time>
              <br />
              {[
                ...shipment.lines.map((line) => ADMIN_SHIPMENT_LINE(line.name, line.count)),
                shipment.tracking_number ? ADMIN_SHIPMENT_TRACK(shipment.tracking_number) : "",
              ]
                .filter(Boolean)
                .join(", ")}
            </li>
          ))}
        </ol>
      )}
      {shipping ? (
        <>
          <h3>{ADMIN_SHIPMENT_FORM}</h3>
          <p>{ADMIN_SHIPMENT_HINT}</p>
          <PostForm
            id="order-shipment-form"
            validator={adminOrderShipmentValidator}
            action={`/admin/orders/${order.id}`}
            defaultValues={{ version: order.updated_at }}
          >
            <input type="hidden" name="intent" value="ship-part" />
            <HiddenField name="version" />
            {open.map((item) => (
              <Field
                key={item.id}
                name={shipCountField(item.id)}
                type="number"
                label={ADMIN_SHIPMENT_COUNT(item.name, shipments.left[item.id] ?? 0)}
                inputProps={{ min: 0, step: 1, inputMode: "numeric" }}
              />
            ))}
            <ShipmentError />
            <Field name="tracking_number" label={ADMIN_SHIPMENT_TRACKING} />
            <FormError />
            <SubmitButton pressableWhenIncomplete>{ADMIN_SHIPMENT_SUBMIT}</SubmitButton>
          </PostForm>
        </>
      ) : null}
    </section>
  );
}

/** The refusal that concerns the shipment as a whole (nothing chosen, a cancelled order, changed meanwhile). */
function ShipmentError() {
  const { error } = useField("lines");
  return <ErrorList id="order-shipment-lines-error" error={error} />;
}
