import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CourierSheet } from "~/components/admin/order/CourierSheet";
import { OrderDocument } from "~/components/admin/order/OrderDocument";
import { useRootData } from "~/components/layout/root-data";
import { getOrder } from "~/server/admin/orders-api.server";
import { requireStaff } from "~/server/admin/staff-session.server";
import { notFound } from "~/server/responses.server";

/** The documents printed from an order's page: the order form the customer signs, and the courier's sheet. */
const KINDS = ["form", "courier"] as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const kind = KINDS.find((k) => k === params.doc);
  if (!kind) throw notFound();
  const call = await requireStaff(request, context);
  return { ...(await getOrder(call, params.id ?? "")), kind };
}

/** The order form or the courier's sheet, printed from the browser on an A4 page (the back office's frame is not printed). */
export default function AdminOrderPrintPage() {
  const { order, kind } = useLoaderData<typeof loader>();
  const seller = useRootData()?.common?.seller ?? null;
  return kind === "courier" ? <CourierSheet order={order} /> : <OrderDocument order={order} seller={seller} />;
}
