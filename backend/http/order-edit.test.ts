import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onlinePickupOrderForm, type OrdersTestBackend } from "../testing/orders-test-kit";
import type { YookassaStub } from "../testing/yookassa-stub";
import { startYookassaShop, type YookassaShop } from "../testing/yookassa-shop";
import { MSG_EDIT_CONFLICT } from "./backoffice-messages";
import { MSG_ORDER_EDIT_GOOD_UNKNOWN, MSG_ORDER_EDIT_OVER_STOCK, MSG_ORDER_EDIT_SHIPPED } from "./refunds-messages";

/**
 * A manager's change of an order's goods and delivery before the hand-over (POST /api/admin/order/lines): the
 * stock moves by the differences, the totals follow the lines, 1C and the shopper hear of it, an unpaid order's
 * next payment asks the new sum, and a paid order's pieces taken away are refunded through YooKassa (the stub).
 */

let yookassa: YookassaStub;
let shop: OrdersTestBackend;
let api: YookassaShop["api"];
let close: YookassaShop["close"];
let n = 0;
const MANAGER = "edit-manager@shop.test";

beforeAll(async () => {
  ({ yookassa, shop, api, close } = await startYookassaShop({ email: MANAGER, name: "Олег", role: "manager", password: "manager-pass-1" }));
  await shop.db.updateTable("goods").set({ price: 100_000 }).where("id", "=", shop.goods[0].id).execute();
  await shop.db.updateTable("goods").set({ price: 25_000, sku: "EDIT-SKU-2" }).where("id", "=", shop.goods[1].id).execute();
});
afterAll(() => close());

interface StaffOrder {
  updated_at: string;
  total: number;
  goods_total: number;
  delivery_price: number;
  items: { id: number; good_id: number; count: number; sum: number }[];
  history: { action: string; after: { changes?: string[] } | null }[];
}
const staffOrder = async (id: number) => ((await (await api(`/admin/order?id=${id}`)).json()) as { order: StaffOrder }).order;
const stockOf = async (i: number) =>
  (await shop.db.selectFrom("goods").select("stock").where("id", "=", shop.goods[i].id).executeTakeFirstOrThrow()).stock;
const revisionOf = async (id: number) =>
  Number((await shop.db.selectFrom("orders").select("onec_revision").where("id", "=", id).executeTakeFirstOrThrow()).onec_revision);

const MARIA = { fio: "Петрова Мария", phone: "8 (916) 765-43-21", email: "maria@example.ru" };

/** An order of `count` pieces of the first good to a pick-up point, to be paid online: its id, code and pay link. */
async function placeOrder(count: number) {
  const form = onlinePickupOrderForm(MARIA, { [shop.goods[0].id]: count }, `edit-test-${++n}`);
  const headers = { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": `10.6.0.${n % 250}` };
  const response = await shop.fetch(new Request("http://shop.test/api/request/order", { method: "POST", headers, body: form.toString() }));
  return (await response.json()) as { order_id: number; order_code: string; pay_link: string };
}

/** The order placed and paid through the stub (YooKassa's notification of the succeeded payment). */
async function paidOrder(count: number) {
  const placed = await placeOrder(count);
  const row = await shop.db
    .selectFrom("order_payments")
    .select("provider_payment_id")
    .where("order_id", "=", placed.order_id)
    .executeTakeFirstOrThrow();
  const paymentId = row.provider_payment_id ?? "";
  Object.assign(yookassa.payments.get(paymentId) ?? {}, { status: "succeeded", paid: true });
  const body = JSON.stringify({ type: "notification", event: "payment.succeeded", object: { id: paymentId } });
  await shop.fetch(new Request("http://shop.test/api/pay/yookassa", { method: "POST", headers: { "Content-Type": "application/json" }, body }));
  return { ...placed, paymentId };
}

async function edit(id: number, change: { counts?: Record<number, number>; add_good?: string; add_count?: number; delivery_price?: number }) {
  const order = await staffOrder(id);
  return api("/admin/order/lines", { id, version: order.updated_at, delivery_price: order.delivery_price, ...change });
}

describe("editing an order's lines before the hand-over", () => {
  it("a count raised and a good added by SKU take stock; the totals, 1C's revision, the history and the shopper follow", async () => {
    const placed = await placeOrder(2);
    const before = await staffOrder(placed.order_id);
    const [stock0, stock1, revision] = [await stockOf(0), await stockOf(1), await revisionOf(placed.order_id)];
    const line = before.items[0];
    const response = await edit(placed.order_id, { counts: { [line.id]: 4 }, add_good: "EDIT-SKU-2", add_count: 1 });
    expect(response.status).toBe(200);
    expect(await stockOf(0)).toBe(stock0 - 2);
    expect(await stockOf(1)).toBe(stock1 - 1);
    const after = await staffOrder(placed.order_id);
    expect(after.items.map((i) => [i.good_id, i.count, i.sum])).toEqual([
      [shop.goods[0].id, 4, 400_000],
      [shop.goods[1].id, 1, 25_000],
    ]);
    expect(after.goods_total).toBe(425_000);
    expect(after.total).toBe(before.total + 225_000);
    expect(await revisionOf(placed.order_id)).toBe(revision + 1);
    expect(after.history.find((h) => h.action === "order.lines")?.after?.changes).toHaveLength(2);
    expect(shop.outbox("mail").some((m) => m.subject === `Состав заказа №${placed.order_id} изменён`)).toBe(true);
  });

  it("a line set to 0 is removed and its stock comes back; a good added again joins its line; the delivery's price changes the total", async () => {
    const placed = await placeOrder(1);
    await shop.db.updateTable("goods").set({ stock: 5 }).where("id", "=", shop.goods[1].id).execute();
    expect((await edit(placed.order_id, { add_good: String(shop.goods[1].id), add_count: 2 })).status).toBe(200);
    const withTwo = await staffOrder(placed.order_id);
    const stock0 = await stockOf(0);
    expect(
      (await edit(placed.order_id, { counts: { [withTwo.items[0].id]: 0 }, add_good: "EDIT-SKU-2", add_count: 1, delivery_price: 128_50 })).status,
    ).toBe(200);
    expect(await stockOf(0)).toBe(stock0 + 1);
    const after = await staffOrder(placed.order_id);
    // The good the order had joins its line.
    expect(after.items.map((i) => [i.good_id, i.count])).toEqual([[shop.goods[1].id, 3]]);
    expect(after.delivery_price).toBe(128_50);
    expect(after.total).toBe(75_000 + 128_50);
  });

  it("refuses an unknown good, more pieces than the stock, a stale form and a shipped order, next to the field", async () => {
    const placed = await placeOrder(1);
    const order = await staffOrder(placed.order_id);
    const unknown = await edit(placed.order_id, { add_good: "NO-SUCH-SKU", add_count: 1 });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({ message: { fields: { add_good: MSG_ORDER_EDIT_GOOD_UNKNOWN } } });
    const over = await edit(placed.order_id, { counts: { [order.items[0].id]: 1_000 } });
    expect(over.status).toBe(422);
    expect(await over.json()).toMatchObject({ message: { fields: { [`count_${order.items[0].id}`]: MSG_ORDER_EDIT_OVER_STOCK } } });
    const negative = await edit(placed.order_id, { delivery_price: -100 });
    expect(negative.status).toBe(422);
    expect(await stockOf(0)).toBeGreaterThan(0);
    await edit(placed.order_id, { delivery_price: 10_000 });
    const stale = await api("/admin/order/lines", { id: placed.order_id, version: order.updated_at, delivery_price: 20_000 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ message: { fields: { lines: MSG_EDIT_CONFLICT } } });
    await shop.db.updateTable("orders").set({ stage: "shipped" }).where("id", "=", placed.order_id).execute();
    const shipped = await edit(placed.order_id, { delivery_price: 30_000 });
    expect(shipped.status).toBe(409);
    expect(await shipped.json()).toMatchObject({ message: { fields: { lines: MSG_ORDER_EDIT_SHIPPED } } });
    expect((await staffOrder(placed.order_id)).delivery_price).toBe(10_000);
  });

  it("an unpaid order's next «Оплатить» makes a new payment for the new total, not the pending one's old sum", async () => {
    const placed = await placeOrder(1);
    const order = await staffOrder(placed.order_id);
    expect((await edit(placed.order_id, { counts: { [order.items[0].id]: 2 } })).status).toBe(200);
    const pay = await shop.fetch(new Request(`http://shop.test/api/lk/orders/pay?id=${placed.order_id}&order_code=${placed.order_code}`));
    const link = ((await pay.json()) as { pay_link: string }).pay_link;
    expect(link).not.toBe(placed.pay_link);
    const created = [...yookassa.payments.values()].find((p) => p.confirmation.confirmation_url === link);
    expect(created?.amount.value).toBe(((order.total + 100_000) / 100).toFixed(2));
  });

  it("a paid order's pieces taken away are refunded through YooKassa «Изменение заказа», their stock back", async () => {
    const placed = await paidOrder(3);
    const order = await staffOrder(placed.order_id);
    const stock0 = await stockOf(0);
    const calls = yookassa.received.filter((r) => r.path === "/v3/refunds").length;
    expect((await edit(placed.order_id, { counts: { [order.items[0].id]: 1 } })).status).toBe(200);
    const [sent] = yookassa.received.filter((r) => r.path === "/v3/refunds").slice(calls);
    expect(sent.body).toMatchObject({ payment_id: placed.paymentId, amount: { value: "2000.00", currency: "RUB" } });
    expect(await stockOf(0)).toBe(stock0 + 2);
    const refunds = (await (await api(`/admin/order/refunds?id=${placed.order_id}`)).json()) as { refunds: { reason: string; amount: number }[] };
    expect(refunds.refunds).toMatchObject([{ reason: "Изменение заказа", amount: 200_000 }]);
  });
});
