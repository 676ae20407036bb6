import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formatRoubles } from "../shop/money";
import { ANNA, onlinePickupOrderForm, startOrdersBackend, type OrdersTestBackend } from "../testing/orders-test-kit";
import { startYookassaStub, stubYookassaPayment, STUB_SECRET_KEY, STUB_SHOP_ID, type YookassaStub } from "../testing/yookassa-stub";

/**
 * The YooKassa adapter against a local stub of YooKassa API v3 (backend/testing/yookassa-stub.ts), written from the
 * published shapes.
 */

const SHOP_ID = STUB_SHOP_ID;
const SECRET_KEY = STUB_SECRET_KEY;
const PUBLIC_URL = "https://shop.example";

let stub: YookassaStub;
let payments: YookassaStub["payments"];
let received: YookassaStub["received"];

let shop: OrdersTestBackend;
let keyCounter = 0;

beforeAll(async () => {
  stub = await startYookassaStub();
  ({ payments, received } = stub);
  const apiUrl = stub.apiUrl;
  shop = await startOrdersBackend({
    publicUrl: PUBLIC_URL,
    payment: stubYookassaPayment(apiUrl, { taxSystemCode: 2 }),
  });
  // A delivery that costs money, so the receipt has its own delivery line (500 ₽), and a good priced with kopecks
  // (6 480,25 ₽): two of them and the delivery are 13 460,50 ₽.
  await shop.db.updateTable("deliveries").set({ price: 50_000, free_from: null }).where("id", "=", 1).execute();
  await shop.db.updateTable("goods").set({ price: 648_025 }).where("id", "=", shop.goods[0].id).execute();
  shop.goods[0].price = 648_025;
});
afterAll(async () => {
  await shop.close();
  await stub.close();
});
beforeEach(() => {
  received.length = 0;
  stub.down = false;
});

function call(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("X-Forwarded-For", `10.7.0.${++keyCounter % 250}`);
  return shop.fetch(new Request(`http://shop.test/api${path}`, { ...init, headers }));
}

async function placeOnlineOrder(cart: Record<number, number>) {
  const fields = onlinePickupOrderForm(ANNA, cart, `yk-${Date.now()}-${++keyCounter}`);
  const response = await call("/request/order", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { order_id: number; order_code: string; can_pay: boolean; pay_link: string | null };
}

const notify = (event: string, object: Record<string, unknown>) =>
  call("/pay/yookassa", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ type: "notification", event, object }),
  });

/** The kopecks a receipt's items add up to (quantity × amount of each). */
function receiptSum(body: Record<string, unknown> | null | undefined): number {
  const items = (body?.receipt as { items: { quantity: string; amount: { value: string } }[] }).items;
  return items.reduce((sum, item) => sum + Math.round(Number(item.quantity) * Math.round(Number(item.amount.value) * 100)), 0);
}

const orderRow = (id: number) => shop.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const stockOf = async (id: number) => (await shop.db.selectFrom("goods").select("stock").where("id", "=", id).executeTakeFirstOrThrow()).stock;
const paymentIdOf = async (orderId: number) =>
  (await shop.db.selectFrom("order_payments").select("provider_payment_id").where("order_id", "=", orderId).executeTakeFirstOrThrow())
    .provider_payment_id ?? "";
const settlements = async (orderId: number) =>
  (await shop.db.selectFrom("payment_transactions").selectAll().where("order_id", "=", orderId).execute()).length;

/** The order as the back office shows it to a manager signed in through the staff API. */
async function staffOrderView(orderId: number): Promise<Record<string, unknown>> {
  const email = `manager-${++keyCounter}@shop.test`;
  await shop.addStaff({ email, name: "Олег", role: "manager", password: "manager-pass-1" });
  const token = await shop.staffSignIn(email, "manager-pass-1");
  const answer = await call(`/admin/order?id=${orderId}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { order: Record<string, unknown> }).order;
}

describe("YooKassa: creating the payment", () => {
  it("sends the stored total, a redirect back to /payresult, the order id and a 54-FZ receipt, under an Idempotence-Key", async () => {
    const good = shop.goods[0];
    const placed = await placeOnlineOrder({ [good.id]: 2 });
    const order = await orderRow(placed.order_id);
    const creates = received.filter((r) => r.method === "POST" && r.path === "/v3/payments");
    expect(creates).toHaveLength(1);
    const [create] = creates;
    expect(create.headers["idempotence-key"]).toBe(`${order.id}-1-${order.code}`);
    expect(create.headers.authorization).toBe(`Basic ${Buffer.from(`${SHOP_ID}:${SECRET_KEY}`).toString("base64")}`);
    // The pick-up point's price is its delivery zone's (delivery-zones.test.ts prices the zones).
    expect(order.delivery_price).toBeGreaterThan(0);
    expect(order.total).toBe(1_296_050 + order.delivery_price);
    expect(create.body).toEqual({
      amount: { value: formatRoubles(order.total), currency: "RUB" },
      capture: true,
      confirmation: { type: "redirect", return_url: `${PUBLIC_URL}/payresult?orderkey=${order.id}&ordercode=${order.code}` },
      description: `Заказ №${order.id}`,
      metadata: { order_id: String(order.id) },
      receipt: {
        customer: { email: "anna@example.ru" },
        items: [
          {
            description: good.name,
            quantity: "2.00",
            amount: { value: "6480.25", currency: "RUB" },
            vat_code: 4,
            payment_mode: "full_prepayment",
            payment_subject: "commodity",
          },
          {
            description: expect.any(String),
            quantity: "1.00",
            amount: { value: formatRoubles(order.delivery_price), currency: "RUB" },
            vat_code: 4,
            payment_mode: "full_prepayment",
            payment_subject: "service",
          },
        ],
        tax_system_code: 2,
      },
    });
    expect(receiptSum(create.body)).toBe(order.total);
    // The buyer is sent to YooKassa's page; the payment id is kept with the order.
    const payment = [...payments.values()].find((p) => p.metadata.order_id === String(order.id));
    expect(placed.pay_link).toBe(payment?.confirmation.confirmation_url);
    expect(await paymentIdOf(order.id)).toBe(payment?.id);
  });

  it("the order is stored as its lines: the goods, then the paid delivery, each with the receipt's settings", async () => {
    const good = shop.goods[0];
    const placed = await placeOnlineOrder({ [good.id]: 2 });
    const { delivery_price: delivery } = await orderRow(placed.order_id);
    const lines = await shop.db
      .selectFrom("order_items")
      .select(["kind", "good_id", "service_code", "price", "count", "sum", "discount", "vat_code", "payment_subject", "payment_mode"])
      .where("order_id", "=", placed.order_id)
      .orderBy("id")
      .execute();
    const receipt = { discount: 0, vat_code: 4, payment_mode: "full_prepayment" };
    expect(lines).toEqual([
      { kind: "good", good_id: good.id, service_code: "", price: 648_025, count: 2, sum: 1_296_050, ...receipt, payment_subject: "commodity" },
      { kind: "delivery", good_id: null, service_code: "pvz", price: delivery, count: 1, sum: delivery, ...receipt, payment_subject: "service" },
    ]);
  });

  it("a line's discount is taken off its receipt price, and the receipt still adds up to the payment", async () => {
    const good = shop.goods[0];
    stub.down = true;
    const placed = await placeOnlineOrder({ [good.id]: 3 });
    stub.down = false;
    // 3 × 6 480,25 ₽ less 1 ₽ is 19 439,75 ₽: 6 479,91⅔ ₽ a piece, so the receipt has one at 6 479,91 ₽ and two at 6 479,92 ₽.
    const { delivery_price: delivery } = await orderRow(placed.order_id);
    const total = 1_943_975 + delivery;
    await shop.db.updateTable("order_items").set({ discount: 100 }).where("order_id", "=", placed.order_id).where("kind", "=", "good").execute();
    await shop.db.updateTable("orders").set({ total }).where("id", "=", placed.order_id).execute();
    const pay = await call(`/lk/orders/pay?id=${placed.order_id}&order_code=${placed.order_code}`);
    expect(pay.status).toBe(200);
    const create = received.filter((r) => r.method === "POST" && r.path === "/v3/payments").at(-1);
    expect(create?.body?.amount).toEqual({ value: formatRoubles(total), currency: "RUB" });
    const items = (create?.body?.receipt as { items: { quantity: string; amount: { value: string } }[] }).items;
    expect(items.map((item) => [item.quantity, item.amount.value])).toEqual([
      ["1.00", "6479.91"],
      ["2.00", "6479.92"],
      ["1.00", formatRoubles(delivery)],
    ]);
    expect(receiptSum(create?.body)).toBe(total);
  });

  it("asking to pay again while the payment is pending gives the same payment, not a second one", async () => {
    const placed = await placeOnlineOrder({ [shop.goods[0].id]: 1 });
    received.length = 0;
    const again = await call(`/lk/orders/pay?id=${placed.order_id}&order_code=${placed.order_code}`);
    expect(((await again.json()) as { pay_link: string }).pay_link).toBe(placed.pay_link);
    expect(received.filter((r) => r.method === "POST")).toHaveLength(0);
  });
});

describe("YooKassa: notifications are re-read from the API", () => {
  it("an unknown payment id answers 200 and changes nothing", async () => {
    const placed = await placeOnlineOrder({ [shop.goods[0].id]: 1 });
    const response = await notify("payment.succeeded", {
      id: randomUUID(),
      status: "succeeded",
      paid: true,
      metadata: { order_id: String(placed.order_id) },
    });
    expect(response.status).toBe(200);
    expect((await orderRow(placed.order_id)).status).toBe("awaiting_payment");
  });

  it("a forged «succeeded» for a payment still pending at YooKassa changes nothing", async () => {
    const placed = await placeOnlineOrder({ [shop.goods[0].id]: 1 });
    const id = await paymentIdOf(placed.order_id);
    const response = await notify("payment.succeeded", { id, status: "succeeded", paid: true });
    expect(response.status).toBe(200);
    expect((await orderRow(placed.order_id)).status).toBe("awaiting_payment");
    expect(received.some((r) => r.method === "GET" && r.path === `/v3/payments/${id}`)).toBe(true);
  });

  it("a succeeded payment marks the order paid exactly once: shopper back first, then the notification twice", async () => {
    const placed = await placeOnlineOrder({ [shop.goods[0].id]: 1 });
    const id = await paymentIdOf(placed.order_id);
    Object.assign(payments.get(id) ?? {}, { status: "succeeded", paid: true });

    // The shopper returns to /payresult before any notification: the status page asks YooKassa.
    const status = await call(`/order/status?id=${placed.order_id}&order_code=${placed.order_code}`);
    expect(((await status.json()) as { order: { status: string } }).order.status).toBe("paid");
    const [first, second] = await Promise.all([notify("payment.succeeded", { id }), notify("payment.succeeded", { id })]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await notify("payment.succeeded", { id })).status).toBe(200);
    expect((await orderRow(placed.order_id)).status).toBe("paid");
    expect(await settlements(placed.order_id)).toBe(1);
    // The shopper is told once: one «Оплата получена» queued, and one written out.
    const queued = await shop.db.selectFrom("messages").select("payload").where("recipient", "=", "anna@example.ru").execute();
    const paidLetters = queued.filter((m) =>
      (JSON.parse(m.payload) as { subject: string; text: string }).text.includes(`заказа №${placed.order_id} `),
    );
    expect(paidLetters).toHaveLength(1);
    const sent = shop.outbox("mail").filter((m) => m.subject === "Оплата получена" && m.text.includes(`заказа №${placed.order_id} `));
    expect(sent).toHaveLength(1);
  });

  it("a succeeded payment notified before the shopper returns: paid once, and /payresult shows it paid", async () => {
    const placed = await placeOnlineOrder({ [shop.goods[0].id]: 1 });
    const id = await paymentIdOf(placed.order_id);
    Object.assign(payments.get(id) ?? {}, { status: "succeeded", paid: true });
    expect((await notify("payment.succeeded", { id })).status).toBe(200);
    expect((await notify("payment.succeeded", { id })).status).toBe(200);
    const status = await call(`/order/status?id=${placed.order_id}&order_code=${placed.order_code}`);
    expect(((await status.json()) as { order: { status: string; can_pay: boolean } }).order).toMatchObject({ status: "paid", can_pay: false });
    expect(await settlements(placed.order_id)).toBe(1);
    // Paid: no new payment can be started for it.
    expect((await call(`/lk/orders/pay?id=${placed.order_id}&order_code=${placed.order_code}`)).status).toBe(409);
  });

  it("a payment whose amount differs from the stored total moves nothing", async () => {
    const placed = await placeOnlineOrder({ [shop.goods[0].id]: 1 });
    const id = await paymentIdOf(placed.order_id);
    Object.assign(payments.get(id) ?? {}, { status: "succeeded", paid: true, amount: { value: "1.00", currency: "RUB" } });
    expect((await notify("payment.succeeded", { id })).status).toBe(200);
    expect((await orderRow(placed.order_id)).status).toBe("awaiting_payment");
  });

  it("a payment waiting for capture is captured (capture configured) and the order paid", async () => {
    const placed = await placeOnlineOrder({ [shop.goods[0].id]: 1 });
    const id = await paymentIdOf(placed.order_id);
    Object.assign(payments.get(id) ?? {}, { status: "waiting_for_capture", paid: true });
    expect((await notify("payment.waiting_for_capture", { id })).status).toBe(200);
    const capture = received.find((r) => r.method === "POST" && r.path === `/v3/payments/${id}/capture`);
    expect(capture?.headers["idempotence-key"]).toBeTruthy();
    expect((await orderRow(placed.order_id)).status).toBe("paid");
  });

  it("a cancelled payment cancels the order and returns its stock, once", async () => {
    const good = shop.goods[0];
    const before = await stockOf(good.id);
    const placed = await placeOnlineOrder({ [good.id]: 3 });
    expect(await stockOf(good.id)).toBe(before - 3);
    const id = await paymentIdOf(placed.order_id);
    Object.assign(payments.get(id) ?? {}, { status: "canceled" });
    expect((await notify("payment.canceled", { id })).status).toBe(200);
    expect((await notify("payment.canceled", { id })).status).toBe(200);
    expect((await orderRow(placed.order_id)).status).toBe("cancelled");
    expect(await stockOf(good.id)).toBe(before);
    // The staff see it cancelled in their life cycle (so no second cancel returns the stock again) with YooKassa's id.
    const staff = await staffOrderView(placed.order_id);
    expect(staff).toMatchObject({
      stage: "cancelled",
      moves: [],
      provider_payments: [{ provider: "yookassa", provider_payment_id: id, status: "canceled" }],
    });
    // A cancelled order cannot be paid any more.
    expect((await call(`/lk/orders/pay?id=${placed.order_id}&order_code=${placed.order_code}`)).status).toBe(409);
  });

  it("while YooKassa cannot be asked the notification answers 503, so YooKassa sends it again", async () => {
    const placed = await placeOnlineOrder({ [shop.goods[0].id]: 1 });
    const id = await paymentIdOf(placed.order_id);
    Object.assign(payments.get(id) ?? {}, { status: "succeeded", paid: true });
    stub.down = true;
    expect((await notify("payment.succeeded", { id })).status).toBe(503);
    expect((await orderRow(placed.order_id)).status).toBe("awaiting_payment");
    stub.down = false;
    expect((await notify("payment.succeeded", { id })).status).toBe(200);
    expect((await orderRow(placed.order_id)).status).toBe("paid");
  });

  it("a body over a notification's size is refused with 413 before it is read, with a length or chunked", async () => {
    const big = JSON.stringify({ type: "notification", event: "payment.succeeded", object: { id: "x", pad: "a".repeat(5_000_000) } });
    expect((await notify("payment.succeeded", { id: "x", pad: "a".repeat(5_000_000) })).status).toBe(413);
    let pulled = 0;
    const chunk = new TextEncoder().encode(big.slice(0, 64 * 1024));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
        if (pulled >= 5_000_000) controller.close();
      },
    });
    const chunked = await call("/pay/yookassa", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(pulled).toBeLessThan(256 * 1024);
  });

  it("a forged id sent again and again asks YooKassa once", async () => {
    const before = received.length;
    for (let i = 0; i < 40; i++) expect((await notify("payment.succeeded", { id: "forged-repeated-id" })).status).toBe(200);
    expect(received.slice(before).filter((r) => r.path === "/v3/payments/forged-repeated-id")).toHaveLength(1);
  });

  it("one address sending forged ids is refused with 429 before it can spend the shop's API quota", async () => {
    const before = received.length;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const response = await shop.fetch(
        new Request("http://shop.test/api/pay/yookassa", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": "10.9.9.9" },
          body: JSON.stringify({ type: "notification", event: "payment.succeeded", object: { id: `forged-${i}` } }),
        }),
      );
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
    expect(received.length - before).toBeLessThanOrEqual(30);
  });

  it("a body that is not a notification is refused with 400", async () => {
    expect((await call("/pay/yookassa", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" })).status).toBe(400);
  });
});

describe("with YooKassa configured", () => {
  it("the test gateway does not exist: its page and callback answer 404", async () => {
    const placed = await placeOnlineOrder({ [shop.goods[0].id]: 1 });
    expect((await call(`/pay/page?order=${placed.order_id}&token=${"a".repeat(43)}`)).status).toBe(404);
    const callback = new URLSearchParams({ order: String(placed.order_id), token: "a".repeat(43), action: "pay" });
    const response = await call("/pay/callback", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: callback.toString(),
    });
    expect(response.status).toBe(404);
    expect((await orderRow(placed.order_id)).status).toBe("awaiting_payment");
  });
});
