import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { onlinePickupOrderForm, type OrdersTestBackend } from "../testing/orders-test-kit";
import type { YookassaStub } from "../testing/yookassa-stub";
import { startYookassaShop, type YookassaShop } from "../testing/yookassa-shop";
import { MSG_REFUND_LINE_RETURNED, MSG_REFUND_OVER_PAID, MSG_REFUND_REFUSED } from "./refunds-messages";

/**
 * Refunds from the back office through YooKassa (the local stub of API v3, backend/testing/yookassa-stub.ts):
 * `POST /v3/refunds` with the payment's id, the amount and a receipt of the lines taken back; the order keeps who,
 * why and how much; the goods go back to stock; the shopper is told; nothing is refunded twice.
 */

let yookassa: YookassaStub;
let shop: OrdersTestBackend;
let api: YookassaShop["api"];
let close: YookassaShop["close"];
let n = 0;
const MANAGER = "refunds-manager@shop.test";

beforeAll(async () => {
  ({ yookassa, shop, api, close } = await startYookassaShop({ email: MANAGER, name: "Олег", role: "manager", password: "manager-pass-1" }));
  await shop.db.updateTable("goods").set({ price: 100_001 }).where("id", "=", shop.goods[0].id).execute();
});
afterAll(() => close());
beforeEach(() => {
  yookassa.down = false;
  yookassa.refundsPending = false;
});

interface RefundsView {
  paid: number;
  refunded: number;
  lines: { id: number; kind: string; count: number; paid: number; returned: number }[];
  refunds: { staff_email: string; reason: string; amount: number; status: string }[];
}
const view = async (orderId: number) => (await (await api(`/admin/order/refunds?id=${orderId}`)).json()) as RefundsView;
const stock = async () => (await shop.db.selectFrom("goods").select("stock").where("id", "=", shop.goods[0].id).executeTakeFirstOrThrow()).stock;
const refundCalls = () => yookassa.received.filter((r) => r.method === "POST" && r.path === "/v3/refunds");

/** YooKassa's notification of a refund (only its id is read; the refund is read again from the API). */
const refundNotice = (id: string, event = "refund.succeeded") =>
  shop.fetch(
    new Request("http://shop.test/api/pay/yookassa", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.10.0.${++n % 250}` },
      body: JSON.stringify({ type: "notification", event, object: { id, status: "succeeded" } }),
    }),
  );
const refundLetters = (orderId: number) => shop.outbox("mail").filter((m) => m.subject === `Возврат по заказу №${orderId}`).length;
const stubRefundOf = (paymentId: string) => [...yookassa.refunds.values()].find((r) => r.payment_id === paymentId);

const MARIA = { fio: "Петрова Мария", phone: "8 (916) 765-43-21", email: "maria@example.ru" };

/** An order of `count` pieces of the first good and the paid delivery, paid through the stub: its id and lines. */
async function paidOrder(count: number) {
  const form = onlinePickupOrderForm(MARIA, { [shop.goods[0].id]: count }, `refund-test-${++n}`);
  const headers = { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": `10.9.0.${n % 250}` };
  const placed = (await (
    await shop.fetch(new Request("http://shop.test/api/request/order", { method: "POST", headers, body: form.toString() }))
  ).json()) as {
    order_id: number;
  };
  const row = await shop.db
    .selectFrom("order_payments")
    .select("provider_payment_id")
    .where("order_id", "=", placed.order_id)
    .executeTakeFirstOrThrow();
  const paymentId = row.provider_payment_id ?? "";
  Object.assign(yookassa.payments.get(paymentId) ?? {}, { status: "succeeded", paid: true });
  const notice = { type: "notification", event: "payment.succeeded", object: { id: paymentId } };
  await shop.fetch(
    new Request("http://shop.test/api/pay/yookassa", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(notice),
    }),
  );
  const { lines, paid } = await view(placed.order_id);
  expect(paid).toBeGreaterThan(0);
  const [good, delivery] = lines;
  return { id: placed.order_id, paymentId, good, delivery };
}

const refund = (id: number, counts: Record<number, number>, reason = "Брак, покупатель вернул") => api("/admin/order/refund", { id, counts, reason });

describe("refunds through YooKassa", () => {
  it("a partial refund of one piece: POST /v3/refunds with the piece's receipt line; stock, order and shopper follow", async () => {
    const order = await paidOrder(3);
    const stockBefore = await stock();
    const revision = (await shop.db.selectFrom("orders").select("onec_revision").where("id", "=", order.id).executeTakeFirstOrThrow()).onec_revision;
    const calls = refundCalls().length;
    expect((await refund(order.id, { [order.good.id]: 1 })).status).toBe(200);
    const [sent] = refundCalls().slice(calls);
    expect(sent.headers["idempotence-key"]).toMatch(/^refund-\d+-[0-9a-f]{16}$/);
    expect(sent.body).toMatchObject({
      payment_id: order.paymentId,
      amount: { value: "1000.01", currency: "RUB" },
      receipt: {
        customer: { email: "maria@example.ru" },
        items: [
          {
            quantity: "1.00",
            amount: { value: "1000.01", currency: "RUB" },
            vat_code: 4,
            payment_mode: "full_prepayment",
            payment_subject: "commodity",
          },
        ],
      },
    });
    expect(await stock()).toBe(stockBefore + 1);
    const after = await view(order.id);
    expect(after.refunded).toBe(100_001);
    expect(after.lines[0].returned).toBe(1);
    expect(after.refunds).toEqual([
      expect.objectContaining({ staff_email: MANAGER, reason: "Брак, покупатель вернул", amount: 100_001, status: "succeeded" }),
    ]);
    const row = await shop.db.selectFrom("orders").select(["onec_revision", "refunded"]).where("id", "=", order.id).executeTakeFirstOrThrow();
    expect(row.onec_revision).toBeGreaterThan(revision);
    expect(shop.outbox("mail").some((m) => m.to === "maria@example.ru" && m.subject === `Возврат по заказу №${order.id}`)).toBe(true);
  });

  it("a line taken back twice is refused next to the line, and YooKassa is not asked", async () => {
    const order = await paidOrder(1);
    expect((await refund(order.id, { [order.good.id]: 1 })).status).toBe(200);
    const calls = refundCalls().length;
    const again = await refund(order.id, { [order.good.id]: 1 });
    expect(again.status).toBe(422);
    const body = (await again.json()) as { error: string; fields?: Record<string, string> };
    expect(JSON.stringify(body)).toContain(MSG_REFUND_LINE_RETURNED);
    expect(JSON.stringify(body)).toContain(`count_${order.good.id}`);
    expect(refundCalls()).toHaveLength(calls);
  });

  it("a full refund returns every line and the delivery: the refunds add up to what was paid", async () => {
    const order = await paidOrder(2);
    expect((await refund(order.id, { [order.good.id]: 1 })).status).toBe(200);
    expect((await refund(order.id, { [order.good.id]: 1, [order.delivery.id]: 1 })).status).toBe(200);
    const after = await view(order.id);
    expect(after.refunded).toBe(after.paid);
    expect(yookassa.refunds.size).toBeGreaterThan(0);
  });

  it("a refund over what was paid is refused; one YooKassa refuses gives the money back to the order", async () => {
    const order = await paidOrder(2);
    await shop.db.updateTable("payment_transactions").set({ amount: 50_000 }).where("order_id", "=", order.id).execute();
    const calls = refundCalls().length;
    const over = await refund(order.id, { [order.good.id]: 1 });
    expect(over.status).toBe(422);
    expect(JSON.stringify(await over.json())).toContain(MSG_REFUND_OVER_PAID);
    expect(refundCalls()).toHaveLength(calls);
    // Our books allow it, YooKassa does not (its payment is smaller): nothing counts as refunded, the stock stays.
    await shop.db.updateTable("payment_transactions").set({ amount: 10_000_000 }).where("order_id", "=", order.id).execute();
    Object.assign(yookassa.payments.get(order.paymentId) ?? {}, { amount: { value: "1.00", currency: "RUB" } });
    const stockBefore = await stock();
    const refused = await refund(order.id, { [order.good.id]: 1 });
    expect(refused.status).toBe(502);
    expect(JSON.stringify(await refused.json())).toContain(MSG_REFUND_REFUSED);
    expect((await view(order.id)).refunded).toBe(0);
    expect(await stock()).toBe(stockBefore);
  });

  it("a refund YooKassa could not be asked about is sent again with its own key: one refund, stock back once", async () => {
    const order = await paidOrder(2);
    yookassa.down = true;
    expect((await refund(order.id, { [order.good.id]: 1 })).status).toBe(503);
    yookassa.down = false;
    const stockBefore = await stock();
    const calls = refundCalls().length;
    const answers = await Promise.all([api("/admin/order/refund/resend", { id: order.id }), api("/admin/order/refund/resend", { id: order.id })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const keys = new Set(
      refundCalls()
        .slice(calls)
        .map((r) => r.headers["idempotence-key"]),
    );
    expect(keys.size).toBe(1);
    expect([...yookassa.refunds.values()].filter((r) => r.payment_id === order.paymentId)).toHaveLength(1);
    expect(await stock()).toBe(stockBefore + 1);
    expect((await view(order.id)).refunds.map((r) => r.status)).toEqual(["succeeded"]);
  });

  it("two managers refunding the last piece at once: one refund, the other refused", async () => {
    const order = await paidOrder(1);
    const answers = await Promise.all([refund(order.id, { [order.good.id]: 1 }), refund(order.id, { [order.good.id]: 1 })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect([...yookassa.refunds.values()].filter((r) => r.payment_id === order.paymentId)).toHaveLength(1);
    expect((await view(order.id)).refunded).toBe(100_001);
  });

  it("a cancelled paid order is refunded in full, and its stock (given back by the cancel) is not returned twice", async () => {
    const order = await paidOrder(2);
    const cancel = await api("/admin/order/stage", { id: order.id, stage: "cancelled", reason: "Покупатель передумал" });
    expect(cancel.status).toBe(200);
    const stockBefore = await stock();
    expect((await refund(order.id, { [order.good.id]: 2, [order.delivery.id]: 1 })).status).toBe(200);
    expect(await stock()).toBe(stockBefore);
    const after = await view(order.id);
    expect(after.refunded).toBe(after.paid);
  });

  it("a refund YooKassa leaves pending is made on its refund.succeeded notice, read from the API: stock back and shopper told once", async () => {
    const order = await paidOrder(2);
    const stockBefore = await stock();
    yookassa.refundsPending = true;
    expect((await refund(order.id, { [order.good.id]: 1 })).status).toBe(200);
    const made = stubRefundOf(order.paymentId)!;
    expect((await view(order.id)).refunds.map((r) => r.status)).toEqual(["pending"]);
    expect(await stock()).toBe(stockBefore);
    expect(refundLetters(order.id)).toBe(0);

    // A notice claiming success while YooKassa still has the refund pending moves nothing.
    expect((await refundNotice(made.id)).status).toBe(200);
    expect((await view(order.id)).refunds.map((r) => r.status)).toEqual(["pending"]);
    expect(await stock()).toBe(stockBefore);

    made.status = "succeeded";
    const answers = await Promise.all([refundNotice(made.id), refundNotice(made.id)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await stock()).toBe(stockBefore + 1);
    expect(refundLetters(order.id)).toBe(1);
    expect((await view(order.id)).refunds.map((r) => r.status)).toEqual(["succeeded"]);
    expect((await refundNotice(made.id)).status).toBe(200);
    expect(await stock()).toBe(stockBefore + 1);
  });

  it("a pending refund YooKassa cancels is marked refused when the order is opened, and the manager can refund again", async () => {
    const order = await paidOrder(1);
    const stockBefore = await stock();
    yookassa.refundsPending = true;
    expect((await refund(order.id, { [order.good.id]: 1 })).status).toBe(200);
    stubRefundOf(order.paymentId)!.status = "canceled";
    const opened = await view(order.id);
    expect(opened.refunds.map((r) => r.status)).toEqual(["canceled"]);
    expect(opened.refunded).toBe(0);
    expect(opened.lines[0].returned).toBe(0);
    expect(await stock()).toBe(stockBefore);
    expect(refundLetters(order.id)).toBe(0);

    yookassa.refundsPending = false;
    expect((await refund(order.id, { [order.good.id]: 1 })).status).toBe(200);
    const again = await view(order.id);
    expect(again.refunds.map((r) => r.status)).toEqual(["canceled", "succeeded"]);
    expect(again.refunded).toBe(100_001);
    expect(await stock()).toBe(stockBefore + 1);
  });

  it("while YooKassa cannot be asked a refund notice answers 503, so YooKassa sends it again; an unknown id answers 200", async () => {
    const order = await paidOrder(1);
    yookassa.refundsPending = true;
    expect((await refund(order.id, { [order.good.id]: 1 })).status).toBe(200);
    const made = stubRefundOf(order.paymentId)!;
    made.status = "succeeded";
    yookassa.down = true;
    expect((await refundNotice(made.id)).status).toBe(503);
    yookassa.down = false;
    const calls = yookassa.received.length;
    expect((await refundNotice("2f3e4d5c-0000-5000-8000-000000000000")).status).toBe(200);
    expect(yookassa.received).toHaveLength(calls);
    expect((await refundNotice(made.id)).status).toBe(200);
    expect((await view(order.id)).refunds.map((r) => r.status)).toEqual(["succeeded"]);
  });
});
