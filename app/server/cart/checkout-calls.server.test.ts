import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startOrdersBackend, type OrdersTestBackend } from "../../../backend/testing/orders-test-kit";
import { COOKIE_ACCESS_TOKEN, PAYMENT_ID_ONLINE } from "~/config/constants";
import { checkoutTotal } from "~/lib/delivery-price";
import { getOrderOptions } from "~/server/api/order.server";
import { transport } from "~/server/transport.server";
import { submitCheckout } from "./checkout.server";

/**
 * The checkout against the reference backend, counting what the storefront asks of it: one submit places the
 * order with one call, whose answer brings the pay link and which empties the signed-in buyer's server cart.
 */
let shop: OrdersTestBackend;
beforeAll(async () => {
  shop = await startOrdersBackend();
});
afterAll(async () => {
  await shop.close();
});

const backendCall = (path: string, init: RequestInit) => shop.fetch(new Request(`http://shop.test/api${path}`, init));

async function serverCart(token: string): Promise<Record<string, number>> {
  const response = await backendCall("/cart/goods", { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { cart: Record<string, number> }).cart;
}

describe("one checkout submit", () => {
  it("makes one order call: no second call for the pay link, none to empty the cart", async () => {
    const { token } = await shop.signIn();
    const good = shop.goods[0];
    await backendCall("/cart/add", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ cart: { [good.id]: 2 }, add: 0 }),
    });
    const calls: string[] = [];
    vi.spyOn(transport, "fetch").mockImplementation(async (path, init) => {
      calls.push(`${init.method ?? "GET"} ${path.split("?")[0]}`);
      return backendCall(path, init);
    });
    const way = (await getOrderOptions()).deliveries.find((d) => d.code === "pvz");
    if (!way) throw new Error("the demo shop offers a pick-up point");
    calls.length = 0;

    const body = new URLSearchParams({
      fio: "Иванова Анна Сергеевна",
      phone: "+7 916 123-45-67",
      email: "anna@example.ru",
      comment: "",
      city: "Москва",
      delivery: `pvz-${way.id}`,
      pvz: "1",
      payment_id: String(PAYMENT_ID_ONLINE),
      consent: "on",
      consent_version: "2026-01",
      idempotency_key: "calls-test-0123456789",
      shown_total: String(checkoutTotal(good.price * 2, way)),
    });
    const request = new Request("http://shop.test/checkout", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `${COOKIE_ACCESS_TOKEN}=${token}` },
      body,
    });
    const response = await submitCheckout(request, "10.0.0.1");

    // Straight to the payment page: the pay link came with the order.
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(/^\/api\/pay\/page\?order=\d+&token=/);
    expect(calls.filter((call) => call === "POST /request/order")).toHaveLength(1);
    expect(calls.filter((call) => call.includes("/lk/orders/pay") || call.includes("/cart/add"))).toEqual([]);
    expect(await serverCart(token)).toEqual({});
  });
});
