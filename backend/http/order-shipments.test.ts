import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ordersForOneC } from "../services/onec-orders";
import { onlinePickupOrderForm, type OrdersTestBackend } from "../testing/orders-test-kit";
import type { YookassaStub } from "../testing/yookassa-stub";
import { startYookassaShop, type YookassaShop } from "../testing/yookassa-shop";
import { MSG_EDIT_CONFLICT } from "./backoffice-messages";
import { MSG_ORDER_EDIT_BELOW_SHIPPED, MSG_SHIPMENT_CANCELLED, MSG_SHIPMENT_EMPTY, MSG_SHIPMENT_OVER } from "./shipments-messages";

/**
 * Shipping part of an order (POST /api/admin/order/shipment): a line cannot ship more than it has left, the same
 * form sent twice ships once, a cancelled order ships nothing, each part is told to the shopper and to 1C, and
 * the part that leaves nothing hands the order over as «Передать в доставку» does (its notice, the settlement receipt).
 */

let yookassa: YookassaStub;
let shop: OrdersTestBackend;
let api: YookassaShop["api"];
let close: YookassaShop["close"];
let n = 0;

beforeAll(async () => {
  ({ yookassa, shop, api, close } = await startYookassaShop({ email: "ship@shop.test", name: "Ольга", role: "manager", password: "manager-pass-1" }));
  await shop.db.updateTable("goods").set({ stock: 500 }).where("id", "in", [shop.goods[0].id, shop.goods[1].id]).execute();
});
afterAll(() => close());

interface StaffOrder {
  stage: string;
  updated_at: string;
  tracking_number: string;
  items: { id: number; name: string; count: number }[];
}
const staffOrder = async (id: number) => ((await (await api(`/admin/order?id=${id}`)).json()) as { order: StaffOrder }).order;
const shipmentsOf = async (id: number) =>
  (await (await api(`/admin/order/shipments?id=${id}`)).json()) as {
    shipments: { tracking_number: string; lines: { order_item_id: number; count: number }[] }[];
    left: Record<string, number>;
  };
const revisionOf = async (id: number) =>
  Number((await shop.db.selectFrom("orders").select("onec_revision").where("id", "=", id).executeTakeFirstOrThrow()).onec_revision);
const mails = (subject: string) => shop.outbox("mail").filter((m) => m.subject === subject);
const stage = (id: number, to: string, details: Record<string, string> = {}) => api("/admin/order/stage", { id, stage: to, ...details });

/** A confirmed order of three pieces of the first good and one of the second, to a pick-up point: its id and lines. */
async function confirmedOrder() {
  const form = onlinePickupOrderForm(
    { fio: "Соколова Ирина", phone: "8 (916) 111-22-33", email: "irina@example.ru" },
    { [shop.goods[0].id]: 3, [shop.goods[1].id]: 1 },
    `ship-test-${++n}`,
  );
  const headers = { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": `10.9.0.${n % 250}` };
  const placed = (await (
    await shop.fetch(new Request("http://shop.test/api/request/order", { method: "POST", headers, body: form.toString() }))
  ).json()) as {
    order_id: number;
    order_code: string;
  };
  expect((await stage(placed.order_id, "confirmed")).status).toBe(200);
  const order = await staffOrder(placed.order_id);
  return { id: placed.order_id, code: placed.order_code, order, chairs: order.items[0].id, table: order.items[1].id };
}

async function ship(id: number, counts: Record<number, number>, extra: { version?: string; tracking_number?: string } = {}) {
  const version = extra.version ?? (await staffOrder(id)).updated_at;
  return api("/admin/order/shipment", { id, version, counts, tracking_number: extra.tracking_number ?? "" });
}

/** Marks the order's online payment succeeded through the stub's notification; its payment id. */
async function pay(orderId: number): Promise<string> {
  const row = await shop.db.selectFrom("order_payments").select("provider_payment_id").where("order_id", "=", orderId).executeTakeFirstOrThrow();
  const paymentId = row.provider_payment_id ?? "";
  Object.assign(yookassa.payments.get(paymentId) ?? {}, { status: "succeeded", paid: true });
  const body = JSON.stringify({ type: "notification", event: "payment.succeeded", object: { id: paymentId } });
  await shop.fetch(new Request("http://shop.test/api/pay/yookassa", { method: "POST", headers: { "Content-Type": "application/json" }, body }));
  return paymentId;
}

describe("shipping part of an order", () => {
  it("records the pieces, tells the shopper (letter and SMS) and 1C; more than is left and the same form twice are refused", async () => {
    const { id, code, order, chairs, table } = await confirmedOrder();
    const revision = await revisionOf(id);

    const over = await ship(id, { [chairs]: 4 });
    expect(over.status).toBe(422);
    expect(await over.json()).toMatchObject({ message: { fields: { [`ship_${chairs}`]: MSG_SHIPMENT_OVER } } });
    const none = await ship(id, { [chairs]: 0 });
    expect(none.status).toBe(422);
    expect(await none.json()).toMatchObject({ message: { fields: { lines: MSG_SHIPMENT_EMPTY } } });

    const first = await ship(id, { [chairs]: 2 }, { version: order.updated_at, tracking_number: "CDEK-1" });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ complete: false });
    expect(await revisionOf(id)).toBe(revision + 1);
    const { xml } = await ordersForOneC(shop.db, new Date());
    expect(xml).toContain(`<Наименование>Отгружено частично</Наименование><Значение>${order.items[0].name} — 2 шт.</Значение>`);
    const [letter] = mails(`Часть заказа №${id} отправлена`);
    expect(letter.text).toContain(`${order.items[0].name} — 2 шт.`);
    expect(letter.text).toContain(`${order.items[0].name} — 1 шт., ${order.items[1].name} — 1 шт.`);
    expect(shop.outbox("sms").some((sms) => sms.text === `Часть заказа №${id} отправлена: ${order.items[0].name} — 2 шт..`)).toBe(true);

    // The same form again (its version is the one before the shipment): nothing ships twice.
    const twice = await ship(id, { [chairs]: 2 }, { version: order.updated_at });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ message: { fields: { lines: MSG_EDIT_CONFLICT } } });
    const again = await ship(id, { [chairs]: 2 });
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ message: { fields: { [`ship_${chairs}`]: MSG_SHIPMENT_OVER } } });

    const listed = await shipmentsOf(id);
    expect(listed.shipments).toEqual([
      expect.objectContaining({ tracking_number: "CDEK-1", lines: [expect.objectContaining({ order_item_id: chairs, count: 2 })] }),
    ]);
    expect(listed.left).toEqual({ [chairs]: 1, [table]: 1 });
    expect((await staffOrder(id)).stage).toBe("confirmed");
    // The shopper's view of the order counts the pieces on their way.
    const shopper = await shop.fetch(new Request(`http://shop.test/api/order/status?id=${id}&order_code=${code}`));
    expect(await shopper.json()).toMatchObject({ order: { pieces_shipped: 2 } });
  });

  it("the last pieces hand the order over: «Передан в доставку», its notice, and the settlement receipt of the prepayment", async () => {
    const { id, chairs, table } = await confirmedOrder();
    const paymentId = await pay(id);
    expect((await stage(id, "in_production")).status).toBe(200);
    expect((await ship(id, { [table]: 1 })).status).toBe(200);
    expect(yookassa.received.filter((r) => r.path === "/v3/receipts" && r.body?.payment_id === paymentId)).toHaveLength(0);

    const last = await ship(id, { [chairs]: 3 }, { tracking_number: "CDEK-2" });
    expect(last.status).toBe(200);
    expect(await last.json()).toMatchObject({ complete: true });
    const order = await staffOrder(id);
    expect([order.stage, order.tracking_number]).toEqual(["shipped", "CDEK-2"]);
    expect(mails(`Часть заказа №${id} отправлена`)).toHaveLength(1);
    expect(mails(`Заказ №${id} передан в доставку`)).toHaveLength(1);
    // «Готов к отгрузке» is passed on the way without a letter of its own.
    expect(mails(`Заказ №${id} готов к отгрузке`)).toHaveLength(0);
    await vi.waitFor(() => expect(yookassa.received.filter((r) => r.path === "/v3/receipts" && r.body?.payment_id === paymentId)).toHaveLength(1));
    const after = await ship(id, { [chairs]: 1 });
    expect(after.status).toBe(409);
  });

  it("a cancelled order ships nothing, and a line cannot be edited below the pieces shipped of it", async () => {
    const cancelled = await confirmedOrder();
    expect((await stage(cancelled.id, "cancelled", { reason: "Покупатель передумал" })).status).toBe(200);
    const refused = await ship(cancelled.id, { [cancelled.chairs]: 1 });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: { fields: { lines: MSG_SHIPMENT_CANCELLED } } });
    expect((await shipmentsOf(cancelled.id)).shipments).toEqual([]);

    const { id, chairs } = await confirmedOrder();
    expect((await ship(id, { [chairs]: 2 })).status).toBe(200);
    const order = await staffOrder(id);
    const edit = await api("/admin/order/lines", { id, version: order.updated_at, counts: { [chairs]: 1 }, delivery_price: 0 });
    expect(edit.status).toBe(422);
    expect(await edit.json()).toMatchObject({ message: { fields: { [`count_${chairs}`]: MSG_ORDER_EDIT_BELOW_SHIPPED } } });
  });
});
