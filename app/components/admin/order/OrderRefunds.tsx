import { Form, Link } from "@remix-run/react";
import { Checkbox } from "~/components/forms/Checkbox";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextArea } from "~/components/forms/TextArea";
import { ErrorList } from "~/components/forms/FieldShell";
import {
  ADMIN_REFUND_ALL,
  ADMIN_REFUND_CONFIRM,
  ADMIN_REFUND_CONFIRM_TEXT,
  ADMIN_REFUND_COUNT,
  ADMIN_REFUND_KEEP,
  ADMIN_REFUND_OPEN,
  ADMIN_REFUND_REASON,
  ADMIN_REFUND_RESEND,
  ADMIN_REFUND_STATES,
  ADMIN_REFUND_SUBMIT,
  ADMIN_REFUND_WHY,
  ADMIN_REFUNDS,
  ADMIN_REFUNDS_NONE,
  ADMIN_REFUNDS_NOT_ONLINE,
  ADMIN_REFUNDS_PAID,
  ADMIN_REFUNDS_RETURNED,
} from "~/config/messages/admin-refunds";
import { adminRefundValidator, refundCountField } from "~/forms/admin-refund";
import type { OrderRefunds as Refunds } from "~/server/admin/refunds.server";
import { useField } from "remix-validated-form";
import { formatMoment, formatRoubles } from "../format";

/**
 * The order's money back: what was paid online and returned, each refund (when, who, why, how much, where it
 * stands), and «Вернуть деньги»: a link to `?refund`, where the page asks for the pieces of each line, the reason
 * and a confirmation (works without JavaScript). A cancelled order offers «Вернуть всё», its form filled with
 * everything left.
 */
export function OrderRefunds({ orderId, cancelled, refunds, open }: { orderId: number; cancelled: boolean; refunds: Refunds; open: boolean }) {
  const action = `/admin/orders/${orderId}`;
  const left = refunds.lines.filter((line) => line.count > line.returned);
  const label = cancelled ? ADMIN_REFUND_ALL : ADMIN_REFUND_OPEN;
  return (
    <section className="admin__card" aria-labelledby="order-refunds">
      <h2 id="order-refunds">{ADMIN_REFUNDS}</h2>
      <dl className="admin__facts">
        <dt>{ADMIN_REFUNDS_PAID}</dt>
        <dd>{formatRoubles(refunds.paid)}</dd>
        <dt>{ADMIN_REFUNDS_RETURNED}</dt>
        <dd>{formatRoubles(refunds.refunded)}</dd>
      </dl>
      <RefundList refunds={refunds.refunds} />
      {!refunds.refundable ? (
        <p>{ADMIN_REFUNDS_NOT_ONLINE}</p>
      ) : refunds.refunds.some((r) => r.status === "creating") ? (
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value="refund-resend" />
          <button type="submit" className="admin__button">
            {ADMIN_REFUND_RESEND}
          </button>
        </Form>
      ) : left.length === 0 ? null : open ? (
        <PostForm
          id="order-refund"
          validator={adminRefundValidator}
          action={`${action}?refund`}
          className="admin__confirm"
          defaultValues={cancelled ? Object.fromEntries(left.map((line) => [refundCountField(line.id), String(line.count - line.returned)])) : {}}
        >
          <p role="alert">{ADMIN_REFUND_CONFIRM_TEXT(orderId)}</p>
          <input type="hidden" name="intent" value="refund" />
          {left.map((line) => (
            <Field
              key={line.id}
              name={refundCountField(line.id)}
              type="number"
              label={ADMIN_REFUND_COUNT(line.name, line.count - line.returned, formatRoubles(line.paid))}
              inputProps={{ min: 0, step: 1, inputMode: "numeric" }}
            />
          ))}
          <LinesError />
          <TextArea name="reason" label={ADMIN_REFUND_REASON} rows={2} />
          <Checkbox name="confirm" label={ADMIN_REFUND_CONFIRM} value="1" />
          <FormError />
          <div className="admin__actions">
            <SubmitButton className="admin__button admin__button--danger" pressableWhenIncomplete>
              {ADMIN_REFUND_SUBMIT}
            </SubmitButton>
            <Link to={action} className="admin__button admin__button--quiet">
              {ADMIN_REFUND_KEEP}
            </Link>
          </div>
        </PostForm>
      ) : (
        <p className="admin__actions">
          <Link to={`${action}?refund#order-refunds`} className="admin__button admin__button--danger">
            {label}
          </Link>
        </p>
      )}
    </section>
  );
}

/** The refusal that concerns the lines as a whole (none chosen, over what was paid). */
function LinesError() {
  const { error } = useField("lines");
  return <ErrorList id="refund-lines-error" error={error} />;
}

/** Each refund as a line of its own (a table of five columns would not fit half a page, nor a phone). */
function RefundList({ refunds }: { refunds: Refunds["refunds"] }) {
  if (refunds.length === 0) return <p>{ADMIN_REFUNDS_NONE}</p>;
  return (
    <ul className="admin__refunds">
      {refunds.map((refund) => (
        <li key={refund.id} data-testid="order-refund">
          <strong>{formatRoubles(refund.amount)}</strong> · {ADMIN_REFUND_STATES[refund.status] ?? refund.status}
          <br />
          {formatMoment(refund.created_at)}, {refund.staff_email}
          <br />
          {ADMIN_REFUND_WHY}: {refund.reason}
        </li>
      ))}
    </ul>
  );
}
