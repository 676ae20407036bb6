import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isValidInn } from "../services/company-requisites";
import type { JsonAnswer } from "../testing/json-answer";
import { checkoutForm, type OrdersTestBackend, startOrdersBackend } from "../testing/orders-test-kit";

/**
 * Payment by invoice is a company's: the order names the company (name, ИНН with its check digits, КПП for an
 * organisation), and the manager gets them in the new order's letter and the back office's order.
 */

let shop: OrdersTestBackend;
let keyCounter = 0;
const INVOICE = 3;
/** Сбербанк's requisites: a real organisation's ИНН and КПП. */
const COMPANY = { company_name: "ПАО Сбербанк", company_inn: "7707083893", company_kpp: "773601001" };

beforeAll(async () => {
  shop = await startOrdersBackend();
  await shop.addStaff({ email: "boss@shop.test", name: "Анна", role: "admin", password: "boss-pass-1" });
});
afterAll(async () => {
  await shop.close();
});

async function placeOrder(fields: Record<string, string>) {
  const form = checkoutForm({ [shop.goods[0].id]: 1 }, `company-key-${Date.now()}-${keyCounter++}`, { payment_id: String(INVOICE), ...fields });
  const response = await shop.call("/request/order", { form });
  return { status: response.status, body: (await response.json()) as JsonAnswer };
}

describe("an order paid by invoice", () => {
  it("is offered as the payment for companies", async () => {
    const options = (await (await shop.call("/order/options")).json()) as { payments: { id: number; for_companies: boolean }[] };
    expect(options.payments.map((p) => [p.id, p.for_companies])).toEqual([
      [1, false],
      [2, false],
      [INVOICE, true],
    ]);
  });

  it("is refused without a company, with a wrong ИНН check digit, or without the КПП of an organisation, next to the fields", async () => {
    const none = await placeOrder({});
    expect(none.status).toBe(422);
    expect(Object.keys(none.body.message.fields).sort()).toEqual(["company_inn", "company_kpp", "company_name"]);
    const wrongDigit = await placeOrder({ ...COMPANY, company_inn: "7707083894" });
    expect(Object.keys(wrongDigit.body.message.fields)).toEqual(["company_inn"]);
    const noKpp = await placeOrder({ ...COMPANY, company_kpp: "" });
    expect(Object.keys(noKpp.body.message.fields)).toEqual(["company_kpp"]);
  });

  it("names the company in the manager's letter and in the back office's order; a sole trader has no КПП", async () => {
    const placed = await placeOrder(COMPANY);
    expect(placed.status).toBe(200);
    const letter = shop.outbox("mail").findLast((m) => m.subject?.includes(`№${placed.body.order_id}`) && m.to !== "anna@example.ru");
    expect(letter?.text).toContain("Компания: ПАО Сбербанк");
    expect(letter?.text).toContain("ИНН: 7707083893");
    expect(letter?.text).toContain("КПП: 773601001");

    const token = await shop.staffSignIn("boss@shop.test", "boss-pass-1");
    const staffOrder = (await (await shop.call(`/admin/order?id=${placed.body.order_id}`, { token })).json()) as JsonAnswer;
    expect(staffOrder.order.company).toEqual({ name: "ПАО Сбербанк", inn: "7707083893", kpp: "773601001" });

    const soleTrader = await placeOrder({ company_name: "ИП Иванов Иван Иванович", company_inn: "500100732259", company_kpp: "" });
    expect(soleTrader.status).toBe(200);
    const byCard = await placeOrder({ payment_id: "1" });
    const cardOrder = (await (await shop.call(`/admin/order?id=${byCard.body.order_id}`, { token })).json()) as JsonAnswer;
    expect(cardOrder.order.company).toBeNull();
  });
});

describe("ИНН check digits", () => {
  it("accept real ones and refuse a changed digit", () => {
    expect(isValidInn("7707083893")).toBe(true);
    expect(isValidInn("500100732259")).toBe(true);
    expect(isValidInn("7707083890")).toBe(false);
    expect(isValidInn("500100732250")).toBe(false);
    expect(isValidInn("77070838")).toBe(false);
  });
});
