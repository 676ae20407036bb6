import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JsonAnswer } from "../testing/json-answer";
import { checkoutForm, type OrdersTestBackend, startOrdersBackend } from "../testing/orders-test-kit";

/**
 * A signed-in buyer's server cart and the order placed from it: the ordered goods leave the cart in the
 * order's own transaction, so the cart is emptied exactly when the order exists and kept when it is refused.
 */
let shop: OrdersTestBackend;
let clients = 0;

beforeAll(async () => {
  shop = await startOrdersBackend();
});
afterAll(async () => {
  await shop.close();
});

function call(path: string, token: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const headers = new Headers({ Authorization: `Bearer ${token}`, "X-Forwarded-For": `10.7.0.${++clients}` });
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
  return shop.fetch(new Request(`http://shop.test/api${path}`, { ...init, headers, body }));
}

async function serverCart(token: string): Promise<Record<string, number>> {
  return ((await (await call("/cart/goods", token)).json()) as { cart: Record<string, number> }).cart;
}

async function fillCart(token: string, cart: Record<string, number>): Promise<void> {
  const response = await call("/cart/add", token, { method: "POST", json: { cart, add: 0 } });
  expect(response.status).toBe(200);
  expect(await serverCart(token)).toEqual(cart);
}

let keys = 0;
async function placeOrder(token: string, cart: Record<string, number>) {
  const fields = checkoutForm(cart, `cart-test-${Date.now()}-${keys++}`);
  const response = await call("/request/order", token, { method: "POST", body: new URLSearchParams(fields) });
  return { status: response.status, body: (await response.json()) as JsonAnswer };
}

describe("the signed-in cart and the order", () => {
  it("is empty once the order is placed from it", async () => {
    const { token } = await shop.signIn();
    const cart = { [shop.goods[0].id]: 2 };
    await fillCart(token, cart);
    const placed = await placeOrder(token, cart);
    expect(placed).toMatchObject({ status: 200, body: { result: "ok", order_id: expect.any(Number) } });
    expect(await serverCart(token)).toEqual({});
  });

  it("keeps every line when the order is refused", async () => {
    const { token } = await shop.signIn();
    const [plenty, last] = shop.goods;
    const cart = { [plenty.id]: 1, [last.id]: 1 };
    await fillCart(token, cart);
    // More than the stock holds: refused.
    const refused = await placeOrder(token, { [plenty.id]: 999, [last.id]: 1 });
    expect(refused.status).toBe(422);
    expect(await serverCart(token)).toEqual(cart);
  });

  it("keeps a line the order did not take", async () => {
    const { token } = await shop.signIn();
    const [ordered, kept] = shop.goods;
    await fillCart(token, { [ordered.id]: 1, [kept.id]: 1 });
    expect((await placeOrder(token, { [ordered.id]: 1 })).status).toBe(200);
    expect(await serverCart(token)).toEqual({ [kept.id]: 1 });
  });
});
