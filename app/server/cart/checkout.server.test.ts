import { beforeEach, describe, expect, it, vi } from "vitest";
import { MSG_CHECKOUT_TOTAL_CHANGED, MSG_DELIVERY_UNAVAILABLE } from "~/config/messages/checkout";
import type { OrderOptions } from "~/server/api/order.server";

/** The backend's answers the action reads: two couriers of different prices, one pick-up point way. */
const options: OrderOptions = {
  deliveries: [
    { id: 1, code: "pvz", title: "Пункт выдачи", price: 0, days_min: 2, days_max: 4, free_from: null },
    { id: 7, code: "courier", title: "Курьер", price: 1490, days_min: 1, days_max: 3, free_from: null },
    { id: 8, code: "courier", title: "Курьер за день", price: 2990, days_min: 1, days_max: 1, free_from: null },
  ],
  payments: [{ id: 1, title: "При получении", description: "", for_companies: false, methods: [] }],
  warehouses: [],
  cities: ["Москва"],
};
const good = { id: 5, price: 10_000 };

const placeOrder = vi.fn();
vi.mock("~/server/api/order.server", () => ({
  getOrderOptions: async () => options,
  getPickupPoints: async () => [],
  getPayLink: async () => null,
  placeOrder: (...args: unknown[]) => placeOrder(...args),
}));
vi.mock("./cart-page.server", () => ({ loadCartLines: async () => ({ lines: [{ good, count: 1 }], headers: new Headers() }) }));

const { submitCheckout } = await import("./checkout.server");

/** The checkout form as the page posts it, with the courier's address. */
function post(fields: Record<string, string>): Request {
  const body = new URLSearchParams({
    fio: "Иванов Иван",
    phone: "+7 916 123-45-67",
    email: "ivan@example.ru",
    comment: "",
    city: "Москва",
    address: "ул. Ленина, 5",
    payment_id: "1",
    consent: "on",
    idempotency_key: "abcdefgh12345678",
    ...fields,
  });
  return new Request("http://shop.test/checkout", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
}

const fieldErrors = async (response: Response) => ((await response.json()) as { fieldErrors: Record<string, string> }).fieldErrors;

describe("submitCheckout's delivery", () => {
  beforeEach(() => {
    placeOrder.mockReset();
    placeOrder.mockResolvedValue({
      ok: true,
      order: { result: "ok", message: { text: "Заказ оформлен" }, order_id: 3, order_code: "c", can_pay: false },
    });
  });

  it("orders the courier chosen, not the first of its kind, at that courier's price", async () => {
    const response = await submitCheckout(post({ delivery: "courier-8", shown_total: String(good.price + 2990) }), "10.0.0.1");
    expect(response.status).toBe(302);
    expect(placeOrder).toHaveBeenCalledOnce();
    expect(placeOrder.mock.calls[0][0]).toMatchObject({ delivery_id: "8", city: "Москва", address: "ул. Ленина, 5" });
  });

  it("refuses the other courier's total as a total the shopper has not seen", async () => {
    const response = await submitCheckout(post({ delivery: "courier-8", shown_total: String(good.price + 1490) }), "10.0.0.1");
    expect(response.status).toBe(422);
    expect(await fieldErrors(response)).toEqual({ shown_total: MSG_CHECKOUT_TOTAL_CHANGED });
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it("refuses, next to the choice, a delivery not offered (hidden or unknown) or named with another kind", async () => {
    for (const delivery of ["courier-9", "pvz-8"]) {
      const response = await submitCheckout(post({ delivery, pvz: "1", shown_total: String(good.price) }), "10.0.0.1");
      expect(response.status, delivery).toBe(422);
      expect(await fieldErrors(response)).toEqual({ delivery: MSG_DELIVERY_UNAVAILABLE });
    }
    expect(placeOrder).not.toHaveBeenCalled();
  });
});
