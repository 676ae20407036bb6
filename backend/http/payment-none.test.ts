import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOrdersBackend, type OrdersTestBackend } from "../testing/orders-test-kit";

/** PAYMENT_PROVIDER=none: the shop takes no online payment, so payment 2 is neither offered nor accepted. */

let shop: OrdersTestBackend;
beforeAll(async () => {
  shop = await startOrdersBackend({ payment: { kind: "none" } });
});
afterAll(async () => {
  await shop.close();
});

const call = (path: string, init: RequestInit = {}) => shop.fetch(new Request(`http://shop.test/api${path}`, init));

function orderForm(paymentId: number) {
  return new URLSearchParams({
    fio: "Иванова Анна Сергеевна",
    phone: "8 (916) 123-45-67",
    email: "anna@example.ru",
    delivery_id: "1",
    payment_id: String(paymentId),
    pvz: "1",
    pvz_address: "Москва, ул. Тверская, 12",
    cart: JSON.stringify({ [shop.goods[0].id]: 1 }),
    idempotency_key: `none-${paymentId}-${Date.now()}`,
    consent: "1",
    consent_version: "2026-01",
  }).toString();
}
const place = (paymentId: number) =>
  call("/request/order", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: orderForm(paymentId) });

describe("PAYMENT_PROVIDER=none", () => {
  it("checkout options leave the online payment out", async () => {
    const options = (await (await call("/order/options")).json()) as { payments: { id: number }[] };
    expect(options.payments.length).toBeGreaterThan(0);
    expect(options.payments.map((p) => p.id)).not.toContain(2);
  });

  it("an order naming the online payment is refused on payment_id; another way to pay is accepted", async () => {
    const refused = await place(2);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: { fields: Record<string, string> } }).message.fields.payment_id).toBeTruthy();
    const placed = await place(1);
    expect(placed.status).toBe(200);
    expect(await placed.json()).toMatchObject({ can_pay: false, pay_link: null });
  });

  it("has neither the test gateway nor a YooKassa notification endpoint", async () => {
    expect((await call(`/pay/page?order=1&token=${"a".repeat(43)}`)).status).toBe(404);
    const notice = JSON.stringify({ type: "notification", event: "payment.succeeded", object: { id: "2419a771-000f-5000-9000-1edaf29243f2" } });
    expect((await call("/pay/yookassa", { method: "POST", headers: { "Content-Type": "application/json" }, body: notice })).status).toBe(404);
  });
});
