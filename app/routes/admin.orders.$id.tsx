import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { validationError } from "remix-validated-form";
import { AuditChange } from "~/components/admin/AuditChange";
import { formatMoment, formatRoubles } from "~/components/admin/format";
import { FormError } from "~/components/forms/FormError";
import { HiddenField } from "~/components/forms/HiddenField";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextArea } from "~/components/forms/TextArea";
import {
  ADMIN_ACTION_FAILED,
  ADMIN_BACK_TO_ORDERS,
  ADMIN_MANAGER_COMMENT,
  ADMIN_ORDER,
  ADMIN_ORDER_ADDRESS,
  ADMIN_ORDER_CANCELLED,
  ADMIN_ORDER_CITY,
  ADMIN_ORDER_CONTACTS,
  ADMIN_ORDER_COUNT,
  ADMIN_ORDER_DELIVERY_PRICE,
  ADMIN_ORDER_EMAIL,
  ADMIN_ORDER_GOOD,
  ADMIN_ORDER_GOODS,
  ADMIN_ORDER_GOODS_TOTAL,
  ADMIN_ORDER_HISTORY,
  ADMIN_ORDER_NO_HISTORY,
  ADMIN_ORDER_NO_MOVES,
  ADMIN_ORDER_PHONE,
  ADMIN_ORDER_PICKUP,
  ADMIN_ORDER_PRICE,
  ADMIN_ORDER_PROVIDER_ID,
  ADMIN_PROVIDER_PAYMENT_STATES,
  ADMIN_ORDER_SHOPPER_COMMENT,
  ADMIN_ORDER_STAGE_CHANGED,
  ADMIN_ORDER_SUM,
  ADMIN_ORDER_TOTAL,
  ADMIN_PAYMENT,
  ADMIN_PAYMENT_STATES,
  ADMIN_SAVE,
  ADMIN_SAVED,
  ADMIN_STAGE,
  ADMIN_STAGE_ACTIONS,
  ADMIN_STAGES,
} from "~/config/messages";
import { adminOrderCommentValidator, adminOrderStageValidator } from "~/forms/admin-order";
import { FORM_ERROR_FIELD } from "~/forms/lead";
import { getOrder, postAdmin } from "~/server/admin/api.server";
import { requireStaff } from "~/server/admin/staff-session.server";
import { redirectWithFlash } from "~/server/flash.server";
import { readValidatedForm } from "~/server/form-body.server";
import { badRequest } from "~/server/responses.server";
import { refuseForm, refuseStaleEdit } from "~/server/form-errors.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const call = await requireStaff(request, context);
  return getOrder(call, params.id ?? "");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const call = await requireStaff(request, context);
  const form = await readValidatedForm(request);
  if (form instanceof Response) return form;
  const id = Number(params.id);
  const path = `/admin/orders/${id}`;
  const intent = form.get("intent");
  if (intent === "stage") {
    const result = await adminOrderStageValidator.validate(form);
    if (result.error) throw badRequest();
    const done = await postAdmin(call, "/admin/order/stage", { id, stage: result.data.stage });
    if (!done.ok) return redirectWithFlash(path, { toast: { kind: "error", title: done.fail.text ?? ADMIN_ACTION_FAILED } });
    const title = result.data.stage === "cancelled" ? ADMIN_ORDER_CANCELLED : ADMIN_ORDER_STAGE_CHANGED;
    return redirectWithFlash(path, { toast: { kind: "success", title } });
  }
  if (intent === "comment") {
    const result = await adminOrderCommentValidator.validate(form);
    if (result.error) return validationError(result.error, result.submittedData);
    const done = await postAdmin(call, "/admin/order/comment", { id, comment: result.data.manager_comment, version: result.data.version });
    if (!done.ok) {
      if (done.fail.conflict) return refuseStaleEdit(result, done.fail.conflict, path);
      return refuseForm(result, { [FORM_ERROR_FIELD]: ADMIN_ACTION_FAILED });
    }
    return redirectWithFlash(path, { toast: { kind: "success", title: ADMIN_SAVED } });
  }
  throw badRequest();
}

export default function AdminOrderPage() {
  const { order } = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <Link to="/admin/orders">← {ADMIN_BACK_TO_ORDERS}</Link>
      </p>
      <div className="admin__head">
        <h1>{ADMIN_ORDER(order.id)}</h1>
        <span className={`admin__badge admin__badge--${order.stage}`}>{ADMIN_STAGES[order.stage]}</span>
        <span>{formatMoment(order.created_at)}</span>
      </div>
      <div className="admin__columns">
        <section className="admin__card" aria-labelledby="order-goods">
          <h2 id="order-goods">{ADMIN_ORDER_GOODS}</h2>
          <div className="admin__table-wrap">
            <table className="admin__table">
              <thead>
                <tr>
                  <th scope="col">{ADMIN_ORDER_GOOD}</th>
                  <th scope="col">{ADMIN_ORDER_PRICE}</th>
                  <th scope="col">{ADMIN_ORDER_COUNT}</th>
                  <th scope="col">{ADMIN_ORDER_SUM}</th>
                </tr>
              </thead>
              <tbody>
                {order.items.map((item) => (
                  <tr key={item.good_id}>
                    <td>{item.name}</td>
                    <td>{formatRoubles(item.price)}</td>
                    <td>{item.count}</td>
                    <td>{formatRoubles(item.sum)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className="admin__facts">
            <dt>{ADMIN_ORDER_GOODS_TOTAL}</dt>
            <dd>{formatRoubles(order.goods_total)}</dd>
            <dt>{ADMIN_ORDER_DELIVERY_PRICE}</dt>
            <dd>{formatRoubles(order.delivery_price)}</dd>
            <dt>{ADMIN_ORDER_TOTAL}</dt>
            <dd>
              <strong>{formatRoubles(order.total)}</strong>
            </dd>
          </dl>
        </section>
        <section className="admin__card" aria-labelledby="order-contacts">
          <h2 id="order-contacts">{ADMIN_ORDER_CONTACTS}</h2>
          <dl className="admin__facts">
            <dt>{ADMIN_ORDER_PHONE}</dt>
            <dd>
              <a href={`tel:+${order.phone}`}>{order.phone}</a>
            </dd>
            <dt>{ADMIN_ORDER_EMAIL}</dt>
            <dd>{order.email}</dd>
            <dt>{ADMIN_ORDER_CITY}</dt>
            <dd>{order.city}</dd>
            <dt>{order.pickup ? ADMIN_ORDER_PICKUP : ADMIN_ORDER_ADDRESS}</dt>
            <dd>
              {order.delivery_title}: {order.pickup ?? order.delivery_address}
            </dd>
            <dt>{ADMIN_PAYMENT}</dt>
            <dd>
              {order.payment_title} · {ADMIN_PAYMENT_STATES[order.status]}
            </dd>
            <dt>{ADMIN_ORDER_PROVIDER_ID}</dt>
            {order.provider_payments.length === 0 ? <dd>—</dd> : null}
            {order.provider_payments.map((p) => (
              <dd key={p.provider_payment_id}>
                <code>{p.provider_payment_id}</code> · {ADMIN_PROVIDER_PAYMENT_STATES[p.status]}
              </dd>
            ))}
            {order.comment ? (
              <>
                <dt>{ADMIN_ORDER_SHOPPER_COMMENT}</dt>
                <dd>{order.comment}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <section className="admin__card" aria-labelledby="order-stage">
          <h2 id="order-stage">{ADMIN_STAGE}</h2>
          {order.moves.length === 0 ? <p>{ADMIN_ORDER_NO_MOVES}</p> : null}
          <div className="admin__actions">
            {order.moves.map((stage) => (
              <Form method="post" key={stage}>
                <input type="hidden" name="intent" value="stage" />
                <button type="submit" name="stage" value={stage} className={`admin__button${stage === "cancelled" ? " admin__button--danger" : ""}`}>
                  {ADMIN_STAGE_ACTIONS[stage]}
                </button>
              </Form>
            ))}
          </div>
          <PostForm
            id="order-comment"
            validator={adminOrderCommentValidator}
            action={`/admin/orders/${order.id}`}
            defaultValues={{ manager_comment: order.manager_comment, version: order.manager_comment_version }}
          >
            <input type="hidden" name="intent" value="comment" />
            <HiddenField name="version" />
            <TextArea name="manager_comment" label={ADMIN_MANAGER_COMMENT} />
            <FormError />
            <SubmitButton pressableWhenIncomplete>{ADMIN_SAVE}</SubmitButton>
          </PostForm>
        </section>
        <section className="admin__card" aria-labelledby="order-history">
          <h2 id="order-history">{ADMIN_ORDER_HISTORY}</h2>
          {order.history.length === 0 ? <p>{ADMIN_ORDER_NO_HISTORY}</p> : null}
          <ol className="admin__history">
            {order.history.map((entry) => (
              <li key={entry.id}>
                <AuditChange entry={entry} />
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
