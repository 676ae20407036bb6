import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { BackendConfig } from "../config";
import { createTestDataStore, demoShopOf, type TestDataStore } from "../db/test-database";
import { createBackend, type Backend } from "../index";
import { linePaid } from "../services/order-lines";
import { formatRoubles } from "../shop/money";
import { startYookassaStub, stubYookassaPayment, type Received, type YookassaStub } from "../testing/yookassa-stub";
import { onlinePickupOrderForm } from "../testing/orders-test-kit";

/**
 * The settlement receipt of goods paid in advance (docs/decisions/0064) against the local stub of YooKassa v3:
 * two backends on one database, as two processes of the shop are, moving orders along as managers and 1C do.
 */

let stub: YookassaStub;
let store: TestDataStore;
let first: Backend;
let second: Backend;
/** Both processes' clock: tests move it past the retry delay. */
const clock = { t: Date.now() };
const manager = { id: null, email: "manager@shop.test" };
let placed = 0;

beforeAll(async () => {
  stub = await startYookassaStub();
  store = await createTestDataStore("yookassa-settlement", demoShopOf({}));
  const settings: BackendConfig = {
    dataDir: store.dataDir,
    databaseUrl: store.databaseUrl,
    secret: "test",
    publicUrl: "https://shop.example",
    now: () => clock.t,
    payment: stubYookassaPayment(stub.apiUrl),
  };
  first = await createBackend(settings, pino({ level: "silent" }));
  second = await createBackend(settings, pino({ level: "silent" }));
});
afterAll(async () => {
  await first.close();
  await second.close();
  await store.remove();
  await stub.close();
});
beforeEach(() => {
  stub.down = false;
  stub.receiptStatus = "pending";
  // Each test starts past every earlier claim's retry delay and sweep interval.
  clock.t += 10 * 60 * 1000;
});

const ANNA = { fio: "Иванова Анна Сергеевна", phone: "8 (916) 123-45-67", email: "anna@example.ru" };

/** An order placed at the checkout with online payment (2) and paid at YooKassa; answers its id and payment id. */
async function placePaidOrder(): Promise<{ orderId: number; paymentId: string }> {
  const good = await first.db.selectFrom("goods").select("id").where("stock", ">", 20).orderBy("id").executeTakeFirstOrThrow();
  placed += 1;
  const form = onlinePickupOrderForm(ANNA, { [good.id]: 2 }, `settlement-${placed}`);
  const response = await first.fetch(
    new Request("http://shop.test/api/request/order", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": `10.3.0.${placed}` },
      body: form.toString(),
    }),
  );
  const { order_id: orderId } = (await response.json()) as { order_id: number };
  const row = await first.db.selectFrom("order_payments").select("provider_payment_id").where("order_id", "=", orderId).executeTakeFirstOrThrow();
  const paymentId = row.provider_payment_id ?? "";
  Object.assign(stub.payments.get(paymentId)!, { status: "succeeded", paid: true });
  const notified = await first.fetch(
    new Request("http://shop.test/api/pay/yookassa", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "10.3.1.1" },
      body: JSON.stringify({ type: "notification", event: "payment.succeeded", object: { id: paymentId, status: "succeeded" } }),
    }),
  );
  expect(notified.status).toBe(200);
  const order = await first.db.selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirstOrThrow();
  expect(order.status).toBe("paid");
  return { orderId, paymentId };
}

const ship = (backend: Backend, orderId: number) =>
  backend.services.backoffice.orders.moveStage(manager, orderId, "shipped", { tracking_number: "80012345678901" });

/** The `POST /v3/receipts` calls the stub received for a payment. */
const receiptCalls = (paymentId: string): Received[] =>
  stub.received.filter((r) => r.method === "POST" && r.path === "/v3/receipts" && r.body?.payment_id === paymentId);
const receiptsOf = (paymentId: string) => [...stub.receipts.values()].filter((r) => r.payment_id === paymentId);
const receiptRow = (orderId: number) =>
  first.db.selectFrom("order_receipts").select(["status", "attempt"]).where("order_id", "=", orderId).executeTakeFirstOrThrow();
/** Both processes' sweeps come due at once, on a manager opening the order list in each. */
const sweepBoth = () => Promise.all([first, second].map((backend) => backend.services.backoffice.orders.list({ offset: 0, limit: 1 })));

describe("YooKassa: the settlement receipt of goods paid in advance", () => {
  it("settles only what the buyer keeps: a piece refunded before the hand-over is left out of the items and the amount", async () => {
    const { orderId, paymentId } = await placePaidOrder();
    const lines = await first.db.selectFrom("order_items").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
    const good = lines.find((line) => line.kind === "good")!;
    await first.services.backoffice.refunds.refund(manager, orderId, new Map([[good.id, 1]]), "Покупатель передумал брать второй");
    await first.services.backoffice.orders.moveStage(manager, orderId, "confirmed");
    await ship(first, orderId);
    await vi.waitFor(() => expect(receiptsOf(paymentId)).toHaveLength(1));
    const items = receiptCalls(paymentId)[0]!.body?.items as { description: string; quantity: string; amount: { value: string } }[];
    const kept = lines.map((line) =>
      line.id === good.id ? { ...line, count: 1, paid: linePaid(line) - Math.floor(linePaid(line) / 2) } : { ...line, paid: linePaid(line) },
    );
    expect(items.map((item) => [item.description, item.quantity])).toEqual(kept.map((line) => [line.name, line.count.toFixed(2)]));
    const settled = kept.reduce((sum, line) => sum + line.paid, 0);
    expect(receiptCalls(paymentId)[0]!.body?.settlements).toEqual([
      { type: "prepayment", amount: { value: formatRoubles(settled), currency: "RUB" } },
    ]);
  });

  it("is sent once when the order is handed to delivery: the lines in full payment, settled by the prepayment", async () => {
    const { orderId, paymentId } = await placePaidOrder();
    await first.services.backoffice.orders.moveStage(manager, orderId, "confirmed");
    expect(receiptCalls(paymentId)).toHaveLength(0);
    await ship(first, orderId);
    await vi.waitFor(() => expect(receiptsOf(paymentId)).toHaveLength(1));

    const lines = await first.db.selectFrom("order_items").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
    const total = lines.reduce((sum, line) => sum + linePaid(line), 0);
    const [call] = receiptCalls(paymentId);
    expect(call.headers["idempotence-key"]).toBe(`${paymentId}-settlement`);
    expect(call.body).toEqual({
      type: "payment",
      payment_id: paymentId,
      send: true,
      customer: { email: "anna@example.ru" },
      items: lines.map((line) => ({
        description: line.name,
        quantity: line.count.toFixed(2),
        amount: { value: formatRoubles(linePaid(line) / line.count), currency: "RUB" },
        vat_code: 4,
        payment_mode: "full_payment",
        payment_subject: line.kind === "good" ? "commodity" : "service",
      })),
      settlements: [{ type: "prepayment", amount: { value: formatRoubles(total), currency: "RUB" } }],
    });
    await vi.waitFor(async () => {
      const row = await first.db.selectFrom("order_receipts").selectAll().where("order_id", "=", orderId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "pending", provider_receipt_id: receiptsOf(paymentId)[0].id, amount: total });
    });

    // Handed over again (refused) and completed: still the one receipt.
    await expect(ship(second, orderId)).rejects.toMatchObject({ code: "order_stage_not_allowed" });
    await first.services.backoffice.orders.moveStage(manager, orderId, "completed");
    await second.services.backoffice.orders.list({ offset: 0, limit: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiptCalls(paymentId)).toHaveLength(1);
  });

  it("two processes handing the same order over at once send one receipt", async () => {
    const { orderId, paymentId } = await placePaidOrder();
    await first.services.backoffice.orders.moveStage(manager, orderId, "confirmed");
    const moves = await Promise.allSettled([ship(first, orderId), ship(second, orderId)]);
    expect(moves.filter((m) => m.status === "fulfilled")).toHaveLength(1);
    // Sent after the winner's commit. On SQLite the two backends' file lock can make that send fail; the claim then
    // waits for a sweep, which sends it with the same key. Each try lets both processes sweep: still one receipt.
    await vi.waitFor(
      async () => {
        clock.t += 10 * 60 * 1000;
        await sweepBoth();
        expect(receiptsOf(paymentId)).toHaveLength(1);
      },
      { timeout: 15_000, interval: 500 },
    );
    expect(await first.db.selectFrom("order_receipts").select("id").where("order_id", "=", orderId).execute()).toHaveLength(1);
  });

  it("a receipt YooKassa failed to take is sent again later with the same Idempotence-Key, and the stage moved regardless", async () => {
    const { orderId, paymentId } = await placePaidOrder();
    await first.services.backoffice.orders.moveStage(manager, orderId, "confirmed");
    stub.down = true;
    await ship(first, orderId);
    const order = await first.db.selectFrom("orders").select("stage").where("id", "=", orderId).executeTakeFirstOrThrow();
    expect(order.stage).toBe("shipped");
    await vi.waitFor(() => expect(receiptCalls(paymentId)).toHaveLength(1));
    expect(receiptsOf(paymentId)).toHaveLength(0);

    stub.down = false;
    clock.t += 10 * 60 * 1000;
    await sweepBoth();
    await vi.waitFor(() => expect(receiptsOf(paymentId)).toHaveLength(1));
    const keys = receiptCalls(paymentId).map((call) => call.headers["idempotence-key"]);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys)).toEqual(new Set([`${paymentId}-settlement`]));
    await vi.waitFor(async () => {
      const row = await first.db.selectFrom("order_receipts").select("status").where("order_id", "=", orderId).executeTakeFirstOrThrow();
      expect(row.status).toBe("pending");
    });
  });

  it("a receipt the register cancelled is sent again under a new Idempotence-Key, once by two processes, attempts counted", async () => {
    const { orderId, paymentId } = await placePaidOrder();
    await first.services.backoffice.orders.moveStage(manager, orderId, "confirmed");
    stub.receiptStatus = "canceled";
    await ship(first, orderId);
    await vi.waitFor(async () => expect((await receiptRow(orderId)).status).toBe("canceled"));
    // The order's page shows where the receipt stands.
    expect((await first.services.backoffice.orders.get(orderId)).settlement_receipt).toMatchObject({ status: "canceled", attempt: 1 });

    stub.receiptStatus = "succeeded";
    clock.t += 10 * 60 * 1000;
    await sweepBoth();
    await vi.waitFor(async () => expect(await receiptRow(orderId)).toMatchObject({ status: "succeeded", attempt: 2 }));
    expect(receiptsOf(paymentId).map((r) => r.status)).toEqual(["canceled", "succeeded"]);
    expect(receiptCalls(paymentId).map((call) => call.headers["idempotence-key"])).toEqual([`${paymentId}-settlement`, `${paymentId}-settlement-2`]);
    const { settlement_receipt, total } = await first.services.backoffice.orders.get(orderId);
    expect(settlement_receipt).toMatchObject({ status: "succeeded", attempt: 2, amount: total });
  });

  it("a pending receipt the register cancels later is read again, then sent anew", async () => {
    const { orderId, paymentId } = await placePaidOrder();
    await first.services.backoffice.orders.moveStage(manager, orderId, "confirmed");
    await ship(first, orderId);
    await vi.waitFor(async () => expect((await receiptRow(orderId)).status).toBe("pending"));
    receiptsOf(paymentId)[0].status = "canceled";
    clock.t += 10 * 60 * 1000;
    await sweepBoth();
    await vi.waitFor(async () => expect((await receiptRow(orderId)).status).toBe("canceled"));
    clock.t += 10 * 60 * 1000;
    await sweepBoth();
    await vi.waitFor(async () => expect(await receiptRow(orderId)).toMatchObject({ status: "pending", attempt: 2 }));
    expect(receiptsOf(paymentId)).toHaveLength(2);
  });

  it("an order whose lines were sold in full payment gets no settlement receipt", async () => {
    const { orderId, paymentId } = await placePaidOrder();
    // As if placed while the shop sold in full payment: the lines keep the mode they were sold with.
    await first.db.updateTable("order_items").set({ payment_mode: "full_payment" }).where("order_id", "=", orderId).execute();
    await first.services.backoffice.orders.moveStage(manager, orderId, "confirmed");
    await ship(first, orderId);
    await first.services.backoffice.orders.moveStage(manager, orderId, "completed");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiptCalls(paymentId)).toHaveLength(0);
    expect(await first.db.selectFrom("order_receipts").select("id").where("order_id", "=", orderId).execute()).toHaveLength(0);
  });
});
