import { beforeEach, describe, expect, it, vi } from "vitest";

const callApi = vi.fn();
vi.mock("./client.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./client.server")>()),
  callApi: (...args: unknown[]) => callApi(...args),
}));

const { placeOrder } = await import("./order.server");

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const caller = { token: null, clientIp: "10.0.0.1" };

describe("placeOrder", () => {
  beforeEach(() => callApi.mockReset());

  it("gives the placed order", async () => {
    const placed = { result: "ok", message: { text: "Заказ оформлен" }, order_id: 5, order_code: "abc", can_pay: true, pay_link: null };
    callApi.mockResolvedValue(json(200, placed));
    expect(await placeOrder({ fio: "Анна" }, caller)).toEqual({ ok: true, order: placed });
    expect(callApi).toHaveBeenCalledWith("/request/order", { method: "POST", form: { fio: "Анна" }, token: null, clientIp: "10.0.0.1" });
  });

  it("reads a refusal: the first form message as the sentence, the field messages as they are", async () => {
    callApi.mockResolvedValue(
      json(422, { result: "fail", message: { text: "Ошибка", form: ["Товар закончился"], fields: { phone: "Неверный номер" } } }),
    );
    expect(await placeOrder({}, caller)).toEqual({ ok: false, text: "Товар закончился", fields: { phone: "Неверный номер" } });
    callApi.mockResolvedValue(json(422, { result: "fail", message: { text: "Проверьте поля" } }));
    expect(await placeOrder({}, caller)).toEqual({ ok: false, text: "Проверьте поля", fields: {} });
  });

  it("has no sentence of the backend's for an outage, a 5xx or an answer outside the contract", async () => {
    callApi.mockResolvedValue(new Response(null, { status: 503 }));
    expect(await placeOrder({}, caller)).toEqual({ ok: false, text: null, fields: {} });
    callApi.mockResolvedValue(json(500, { message: { text: "stack trace" } }));
    expect(await placeOrder({}, caller)).toEqual({ ok: false, text: null, fields: {} });
    callApi.mockResolvedValue(json(200, { result: "ok" }));
    expect(await placeOrder({}, caller)).toEqual({ ok: false, text: null, fields: {} });
  });
});
