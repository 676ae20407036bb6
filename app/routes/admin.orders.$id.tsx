import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { formatMoment } from "~/components/admin/format";
import { OrderComment } from "~/components/admin/order/OrderComment";
import { OrderContacts } from "~/components/admin/order/OrderContacts";
import { OrderDeliveryDay } from "~/components/admin/order/OrderDeliveryDay";
import { OrderEdit } from "~/components/admin/order/OrderEdit";
import { OrderGoods } from "~/components/admin/order/OrderGoods";
import { OrderHistory } from "~/components/admin/order/OrderHistory";
import { OrderInvoice } from "~/components/admin/order/OrderInvoice";
import { OrderRefunds } from "~/components/admin/order/OrderRefunds";
import { OrderShipments } from "~/components/admin/order/OrderShipments";
import { OrderStageForms } from "~/components/admin/order/OrderStageForms";
import { ADMIN_BACK_TO_ORDERS } from "~/config/messages/admin-common";
import { ADMIN_ORDER, ADMIN_ORDER_PRINT, ADMIN_ORDER_PRINT_FORM, ADMIN_STAGE, ADMIN_STAGES } from "~/config/messages/admin-orders";
import { LABEL_COURIER_SHEET } from "~/config/messages/delivery-zones";
import { getOrder, getOrderShipments } from "~/server/admin/orders-api.server";
import { orderPageAction, orderPath } from "~/server/admin/order-page.server";
import { orderEditAction } from "~/server/admin/order-edit.server";
import { orderShipmentAction } from "~/server/admin/order-shipment.server";
import { getOrderRefunds, refundAction } from "~/server/admin/refunds.server";
import { requireStaff } from "~/server/admin/staff-session.server";
import { readValidatedForm } from "~/server/form-body.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const call = await requireStaff(request, context);
  const [{ order }, refunds, shipments] = await Promise.all([
    getOrder(call, params.id ?? ""),
    getOrderRefunds(call, params.id ?? ""),
    getOrderShipments(call, params.id ?? ""),
  ]);
  const query = new URL(request.url).searchParams;
  return { order, refunds, shipments, cancelling: query.has("cancel"), refunding: query.has("refund") };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const call = await requireStaff(request, context);
  const form = await readValidatedForm(request);
  if (form instanceof Response) return form;
  const intent = form.get("intent");
  if (intent === "refund" || intent === "refund-resend") return refundAction(call, Number(params.id), form, orderPath(Number(params.id)));
  if (intent === "edit-lines") return orderEditAction(call, Number(params.id), form, orderPath(Number(params.id)));
  if (intent === "ship-part") return orderShipmentAction(call, Number(params.id), form, orderPath(Number(params.id)));
  return orderPageAction(call, Number(params.id), form);
}

export default function AdminOrderPage() {
  const { order, refunds, shipments, cancelling, refunding } = useLoaderData<typeof loader>();
  const print = `/admin/orders/${order.id}/print`;
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
        <OrderContacts order={order} />
        <OrderGoods order={order} />
        <OrderEdit order={order} paid={refunds.refundable ? refunds.paid : 0} />
        <OrderShipments order={order} shipments={shipments} />
        <section className="admin__card" aria-labelledby="order-stage">
          <h2 id="order-stage">{ADMIN_STAGE}</h2>
          <OrderStageForms order={order} cancelling={cancelling} />
          <OrderDeliveryDay order={order} />
          <OrderComment order={order} />
        </section>
        {order.invoice ? <OrderInvoice order={order} invoice={order.invoice} /> : null}
        <OrderRefunds orderId={order.id} cancelled={order.stage === "cancelled"} refunds={refunds} open={refunding} />
        <OrderHistory history={order.history} />
        <section className="admin__card" aria-labelledby="order-print">
          <h2 id="order-print">{ADMIN_ORDER_PRINT}</h2>
          <p className="admin__actions">
            <a href={`${print}/form`} className="admin__button admin__button--quiet">
              {ADMIN_ORDER_PRINT_FORM}
            </a>
            {order.courier_address ? (
              <a href={`${print}/courier`} className="admin__button admin__button--quiet">
                {LABEL_COURIER_SHEET}
              </a>
            ) : null}
          </p>
        </section>
      </div>
    </>
  );
}
