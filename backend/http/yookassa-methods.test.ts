import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PAYMENT_METHOD_CODES } from "../shop/payment-methods";
import { startOrdersBackend, type OrdersTestBackend } from "../testing/orders-test-kit";
import { startYookassaStub, stubYookassaPayment, type YookassaStub } from "../testing/yookassa-stub";

/**
 * YooKassa's ways to pay (`payment_method_data.type`) against the local stub of API v3: what the checkout offers,
 * the creation body of each method, the bounds a total must fit, and how long each keeps the goods reserved.
 */

const HOUR = 3600 * 1000;
let stub: YookassaStub;
let shop: OrdersTestBackend;
let clock = Date.parse("2026-11-20T09:00:00Z");
let ip = 0;

beforeAll(async () => {
  stub = await startYookassaStub();
  shop = await startOrdersBackend({
    now: () => clock,
    payment: stubYookassaPayment(stub.apiUrl, {
      // Two stages: a held payment waits for the shop, except where the method has no second stage (СБП).
      capture: false,
      vatCode: 1,
    }),
  });
  // 10 000 ₽ a piece: a total is 10 000 ₽ times the pieces, plus the delivery.
  await shop.db.updateTable("goods").set({ price: 1_000_000, stock: 500 }).where("id", "=", shop.goods[0].id).execute();
});
afterAll(async () => {
  await shop.close();
  await stub.close();
});
beforeEach(() => {
  stub.received.length = 0;
});

function call(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("X-Forwarded-For", `10.8.0.${++ip % 250}`);
  return shop.fetch(new Request(`http://shop.test/api${path}`, { ...init, headers }));
}

/** Places an order of `pieces` × 10 000 ₽ paid online with `method` ("" for «Все способы»). */
async function order(pieces: number, method: string) {
  const fields = {
    fio: "Петров Иван Сергеевич",
    phone: "8 (916) 765-43-21",
    email: "ivan@example.ru",
    delivery_id: "1",
    payment_id: "2",
    payment_method: method,
    pvz: "1",
    cart: JSON.stringify({ [shop.goods[0].id]: pieces }),
    idempotency_key: `method-${method || "all"}-${++ip}-${pieces}`,
    consent: "1",
    consent_version: "2026-01",
  };
  return call("/request/order", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

async function placed(pieces: number, method: string) {
  const response = await order(pieces, method);
  expect(response.status).toBe(200);
  return (await response.json()) as { order_id: number; order_code: string; pay_link: string | null };
}

const createBodies = () => stub.received.filter((r) => r.method === "POST" && r.path === "/v3/payments").map((r) => r.body ?? {});
const statusOf = async (id: number) => (await shop.db.selectFrom("orders").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;

describe("YooKassa methods: what the checkout offers", () => {
  it("lists every enabled method with its bounds under the online payment, and the credit terms in common data", async () => {
    const options = (await (await call("/order/options")).json()) as { payments: { id: number; methods?: unknown[] }[] };
    const online = options.payments.find((p) => p.id === 2);
    expect(online?.methods).toEqual(PAYMENT_METHOD_CODES.map((code) => ({ code, min: expect.any(Number), max: expect.any(Number) })));
    expect(online?.methods).toContainEqual({ code: "sber_loan", min: 300_000, max: 150_000_000 });
    expect(online?.methods).toContainEqual({ code: "installments", min: 300_000, max: 15_000_000 });
    expect(options.payments.find((p) => p.id === 1)?.methods).toBeUndefined();
    const common = (await (await call("/common")).json()) as { payment_terms: unknown };
    expect(common.payment_terms).toEqual({
      credit: { months: 24, rate: 19.9, min: 300_000, max: 150_000_000 },
      installments: { months: 6, rate: 0, min: 300_000, max: 15_000_000 },
      lender: "ПАО Сбербанк",
    });
  });
});

describe("YooKassa methods: the creation body", () => {
  it.each(PAYMENT_METHOD_CODES.map((code) => [code]))("%s: payment_method_data names it; only СБП is captured at once", async (code) => {
    const { order_id, pay_link } = await placed(1, code);
    const [body] = createBodies();
    expect(body.payment_method_data).toEqual({ type: code });
    expect(body.capture).toBe(code === "sbp");
    const { total } = await shop.db.selectFrom("orders").select("total").where("id", "=", order_id).executeTakeFirstOrThrow();
    expect(body.amount).toEqual({ value: (total / 100).toFixed(2), currency: "RUB" });
    expect(body.metadata).toEqual({ order_id: String(order_id) });
    expect(pay_link).toMatch(/^https:\/\/yoomoney\.ru\/checkout\//);
  });

  it("«Все способы» sends no payment_method_data: YooKassa's page offers every way", async () => {
    await placed(1, "");
    const [body] = createBodies();
    expect(body).not.toHaveProperty("payment_method_data");
  });
});

describe("YooKassa methods: bounds", () => {
  it("refuses a method whose bounds exclude the total, next to the choice, and keeps the goods", async () => {
    // 2 000 ₽ is below the 3 000 ₽ a loan or instalments start at.
    await shop.db.updateTable("goods").set({ price: 200_000 }).where("id", "=", shop.goods[0].id).execute();
    try {
      for (const method of ["sber_loan", "installments"]) {
        const response = await order(1, method);
        expect(response.status).toBe(422);
        const answer = (await response.json()) as { message: { fields: Record<string, string> } };
        expect(answer.message.fields.payment_method).toBe("Этот способ оплаты недоступен для суммы заказа. Выберите другой");
      }
      expect(createBodies()).toHaveLength(0);
    } finally {
      await shop.db.updateTable("goods").set({ price: 1_000_000 }).where("id", "=", shop.goods[0].id).execute();
    }
    // 160 000 ₽ is above the 150 000 ₽ of instalments, within a loan's 1 500 000 ₽.
    expect((await order(16, "installments")).status).toBe(422);
    expect((await order(16, "sber_loan")).status).toBe(200);
  });

  it("refuses a method that is not one of YooKassa's", async () => {
    const response = await order(1, "cash_on_moon");
    expect(response.status).toBe(422);
  });
});

describe("YooKassa methods: how long the goods stay reserved", () => {
  beforeEach(async () => {
    // The orders of earlier tests are let go first, so the stock counts only this test's orders.
    clock += 100 * HOUR;
    await call("/order/options");
    clock += 100 * HOUR;
  });

  it("a credit order stays reserved past the card's hour, for the loan's own term; a card order is released", async () => {
    const start = clock;
    const credit = await placed(1, "sber_loan");
    const card = await placed(1, "bank_card");
    const reserved = async () =>
      (await shop.db.selectFrom("goods").select("stock").where("id", "=", shop.goods[0].id).executeTakeFirstOrThrow()).stock;
    const before = await reserved();

    // Two hours on: the card's payment could be paid for an hour only; the bank may still be deciding on the loan.
    clock = start + 2 * HOUR;
    await call("/order/options");
    expect(await statusOf(card.order_id)).toBe("cancelled");
    expect(await statusOf(credit.order_id)).toBe("awaiting_payment");
    expect(await reserved()).toBe(before + 1);

    // A loan of up to 50 000 ₽ has 8 hours; past them (and the grace for a late notification) it is released too.
    clock = start + 9 * HOUR;
    await call("/order/options");
    expect(await statusOf(credit.order_id)).toBe("cancelled");
    expect(await reserved()).toBe(before + 2);
  });

  it("the payment's own expires_at, when YooKassa gives one, is kept over the method's term", async () => {
    const start = clock;
    const credit = await placed(1, "sber_loan");
    const id = (
      await shop.db.selectFrom("order_payments").select("provider_payment_id").where("order_id", "=", credit.order_id).executeTakeFirstOrThrow()
    ).provider_payment_id as string;
    // The bank approved the loan with a cooling-off period: YooKassa keeps the payment for three days.
    Object.assign(stub.payments.get(id) ?? {}, { expires_at: new Date(start + 72 * HOUR).toISOString() });
    await call("/pay/yookassa", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ type: "notification", event: "payment.waiting_for_capture", object: { id } }),
    });
    clock = start + 30 * HOUR;
    await call("/order/options");
    expect(await statusOf(credit.order_id)).toBe("awaiting_payment");
    // YooKassa then reports the payment paid: the order is paid, not cancelled.
    Object.assign(stub.payments.get(id) ?? {}, { status: "succeeded", paid: true });
    clock = start + 73 * HOUR;
    await call("/order/options");
    expect(await statusOf(credit.order_id)).toBe("paid");
  });
});
