import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { displayRoubles } from "../shop/money";
import { pdfText } from "../testing/pdf-text";
import type { JsonAnswer } from "../testing/json-answer";
import { checkoutForm, type OrdersTestBackend, startOrdersBackend } from "../testing/orders-test-kit";

/**
 * An order paid by invoice gets its счёт: a numbered PDF with the seller's bank, the company and the total in
 * words, mailed to the buyer, downloadable by the order's owner only and by staff; «Счёт оплачен» pays the order.
 */

let shop: OrdersTestBackend;
let keyCounter = 0;
let staffToken = "";
const COMPANY = { company_name: "ООО «Ромашка»", company_inn: "7707083893", company_kpp: "773601001" };

beforeAll(async () => {
  shop = await startOrdersBackend();
  await shop.addStaff({ email: "boss@shop.test", name: "Анна", role: "manager", password: "boss-pass-1" });
  staffToken = await shop.staffSignIn("boss@shop.test", "boss-pass-1");
});
afterAll(async () => {
  await shop.close();
});

async function placeCompanyOrder(token?: string): Promise<number> {
  const form = checkoutForm({ [shop.goods[0].id]: 2 }, `invoice-key-${Date.now()}-${keyCounter++}`, { payment_id: "3", ...COMPANY });
  const response = await shop.call("/request/order", { form, token });
  expect(response.status).toBe(200);
  return ((await response.json()) as { order_id: number }).order_id;
}

const pdfOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("the счёт of an order paid by invoice", () => {
  it("is a PDF with its own number, the seller's bank, the company and the total, mailed to the buyer", async () => {
    const [first, second] = await Promise.all([placeCompanyOrder(), placeCompanyOrder()]);
    const staffView = async (id: number) =>
      ((await (await shop.call(`/admin/order?id=${id}`, { token: staffToken })).json()) as JsonAnswer).order as {
        invoice: { number: number };
        total: number;
      };
    const [a, b] = [await staffView(first), await staffView(second)];
    expect(a.invoice.number).not.toBe(b.invoice.number);

    const download = await shop.call(`/admin/order/invoice?id=${first}`, { token: staffToken });
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toBe("application/pdf");
    expect(download.headers.get("Content-Disposition")).toContain(`schet-${a.invoice.number}.pdf`);
    const text = (await pdfText(await pdfOf(download))).replace(/\s+/g, " ");
    expect(text).toContain(`Счёт на оплату № ${a.invoice.number} от`);
    expect(text).toContain("ООО «Ромашка», ИНН 7707083893, КПП 773601001");
    expect(text).toContain("ИНН 7736984123");
    expect(text).toContain("БИК 044525225");
    expect(text).toContain(`Основание: заказ № ${first}`);
    expect(text).toContain(shop.goods[0].name);
    const roubles = Math.floor(a.total / 100)
      .toLocaleString("ru-RU")
      .replace(/\s/g, " ");
    expect(text).toContain(`Всего наименований`);
    expect(text).toContain(`${roubles},${String(a.total % 100).padStart(2, "0")}`);
    expect(text).toMatch(/Всего к оплате: [А-Я][а-я ]+ рубл(ь|я|ей) \d\d копе(йка|йки|ек)/);

    const letter = shop.outbox("mail").find((m) => m.subject === `Счёт № ${a.invoice.number} на оплату заказа № ${first}`) as
      { to: string; attachments?: string[] } | undefined;
    expect(letter?.to).toBe("anna@example.ru");
    expect(letter?.attachments).toEqual([`schet-${a.invoice.number}.pdf`]);
  });

  it("is issued again with the same number when a manager changes an unpaid order's lines, and mailed with the new total", async () => {
    const id = await placeCompanyOrder();
    const before = (await (await shop.call(`/admin/order?id=${id}`, { token: staffToken })).json()) as JsonAnswer;
    const order = before.order as {
      invoice: { number: number };
      items: { id: number; count: number }[];
      updated_at: string;
      delivery_price: number;
      total: number;
    };
    const [line] = order.items;
    const edited = await shop.call("/admin/order/lines", {
      json: { id, version: order.updated_at, delivery_price: order.delivery_price, counts: { [line.id]: line.count + 1 } },
      token: staffToken,
    });
    expect(edited.status).toBe(200);
    const after = ((await (await shop.call(`/admin/order?id=${id}`, { token: staffToken })).json()) as JsonAnswer).order as {
      invoice: { number: number };
      total: number;
    };
    expect(after.invoice.number).toBe(order.invoice.number);
    expect(after.total).toBe(order.total + shop.goods[0].price);
    const sum = (kopecks: number) =>
      `${Math.floor(kopecks / 100)
        .toLocaleString("ru-RU")
        .replace(/\s/g, " ")},${String(kopecks % 100).padStart(2, "0")}`;
    const text = (await pdfText(await pdfOf(await shop.call(`/admin/order/invoice?id=${id}`, { token: staffToken })))).replace(/\s+/g, " ");
    expect(text).toContain(`Счёт на оплату № ${order.invoice.number} от`);
    expect(text).toContain(sum(after.total));
    expect(text).not.toContain(sum(order.total));
    const letters = shop.outbox("mail").filter((m) => m.subject === `Счёт № ${order.invoice.number} на оплату заказа № ${id}`);
    expect(letters).toHaveLength(2);
    expect(letters[1].text).toContain(`на сумму ${displayRoubles(after.total)}`);
  });

  it("is downloaded from the account by the order's owner only: another shopper gets 404, a guest 401", async () => {
    const owner = await shop.signIn();
    const stranger = await shop.signIn();
    const id = await placeCompanyOrder(owner.token);
    const orders = (await (await shop.call("/lk/orders", { token: owner.token })).json()) as {
      orders: { id: number; invoice: { number: number } | null }[];
    };
    expect(orders.orders.find((o) => o.id === id)?.invoice?.number).toBeGreaterThan(0);

    const mine = await shop.call(`/lk/orders/invoice?id=${id}`, { token: owner.token });
    expect(mine.status).toBe(200);
    expect((await pdfOf(mine)).subarray(0, 5).toString()).toBe("%PDF-");
    expect((await shop.call(`/lk/orders/invoice?id=${id}`, { token: stranger.token })).status).toBe(404);
    expect((await shop.call(`/lk/orders/invoice?id=${id}`)).status).toBe(401);
    expect((await shop.call(`/admin/order/invoice?id=${id}`)).status).toBe(401);
  });

  it("«Счёт оплачен» marks the order paid once and tells the shopper; a card order has no счёт", async () => {
    const id = await placeCompanyOrder();
    const paid = await shop.call("/admin/order/invoice/paid", { json: { id }, token: staffToken });
    expect(paid.status).toBe(200);
    const order = ((await (await shop.call(`/admin/order?id=${id}`, { token: staffToken })).json()) as JsonAnswer).order as {
      status: string;
      history: { action: string }[];
    };
    expect(order.status).toBe("paid");
    expect(order.history.map((h) => h.action)).toContain("order.paid");
    const told = shop.outbox("mail").filter((m) => m.to === "anna@example.ru" && m.subject === "Оплата получена");
    expect(told.filter((m) => m.text.includes(`Оплата заказа №${id} `))).toHaveLength(1);
    const again = await shop.call("/admin/order/invoice/paid", { json: { id }, token: staffToken });
    expect(again.status).toBe(409);
    expect(((await again.json()) as JsonAnswer).message.text).toBe("Заказ уже оплачен или отменён: отметить счёт оплаченным нельзя");
    expect(shop.outbox("mail").filter((m) => m.text.includes(`Оплата заказа №${id} `))).toHaveLength(1);

    const byCard = await shop.call("/request/order", {
      form: checkoutForm({ [shop.goods[0].id]: 1 }, `invoice-card-${Date.now()}`),
    });
    const cardAnswer = (await byCard.json()) as { order_id: number };
    expect(byCard.status, JSON.stringify(cardAnswer)).toBe(200);
    const cardId = cardAnswer.order_id;
    expect((await shop.call(`/admin/order/invoice?id=${cardId}`, { token: staffToken })).status).toBe(404);
    expect((await shop.call("/admin/order/invoice/paid", { json: { id: cardId }, token: staffToken })).status).toBe(404);
  });
});
