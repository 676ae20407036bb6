import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startOrdersBackend, type OrdersTestBackend } from "../../../backend/testing/orders-test-kit";
import { COOKIE_ACCESS_TOKEN } from "~/config/constants";
import { MSG_FLOOR_INVALID } from "~/config/messages/delivery-zones";
import { MSG_ASSEMBLY_UNAVAILABLE, MSG_LIFT_FLOOR_MISSING, MSG_SERVICE_UNKNOWN } from "~/config/messages/delivery-services";
import { MSG_CHECKOUT_TOTAL_CHANGED } from "~/config/messages/checkout";
import { checkoutTotal, waysPricedIn } from "~/lib/delivery-price";
import { getOrderOptions, getOrderStatus, type DeliveryOption } from "~/server/api/order.server";
import { getDeliveryPrices } from "~/server/api/delivery-zones.server";
import { transport } from "~/server/transport.server";
import { submitCheckout } from "./checkout.server";

/**
 * The checkout's services against the reference backend: what is ticked becomes the order's lines at the
 * prices shown, bad input is refused next to its field (never a 500), and services ticked and then hidden by
 * another way are not ordered.
 */
let shop: OrdersTestBackend;
/** The storefront's api calls go to the reference backend (spies are restored after each test). */
const toBackend = () => vi.spyOn(transport, "fetch").mockImplementation((path, init) => shop.fetch(new Request(`http://shop.test/api${path}`, init)));
let token: string;
type Way = ReturnType<typeof waysPricedIn<DeliveryOption>>[number];
let courier: Way;
let pickup: Way;
beforeAll(async () => {
  shop = await startOrdersBackend();
  toBackend();
  ({ token } = await shop.signIn());
  // Priced for the form's city, as the page and the action price them.
  const ways = waysPricedIn((await getOrderOptions()).deliveries, await getDeliveryPrices("Москва"));
  courier = ways.find((way) => way.code === "courier")!;
  pickup = ways.find((way) => way.code === "pvz")!;
});
afterAll(async () => {
  await shop.close();
});

const good = () => shop.goods[0];

beforeEach(async () => {
  toBackend();
  await shop.fetch(
    new Request("http://shop.test/api/cart/add", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ cart: { [good().id]: 1 }, add: 0 }),
    }),
  );
});

let key = 0;
function post(fields: Record<string, string | string[]>): Request {
  const body = new URLSearchParams({
    fio: "Иванова Анна Сергеевна",
    phone: "+7 916 123-45-67",
    email: "anna@example.ru",
    city: "Москва",
    address: "ул. Ленина, д. 5",
    delivery: `courier-${courier.id}`,
    payment_id: "1",
    consent: "on",
    idempotency_key: `services-test-${Date.now()}-${key++}`,
  });
  for (const [name, value] of Object.entries(fields)) {
    body.delete(name);
    for (const one of [value].flat()) body.append(name, one);
  }
  return new Request("http://shop.test/checkout", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `${COOKIE_ACCESS_TOKEN}=${token}` },
    body,
  });
}

/** The backend's price of these services for the cart (what the page shows). */
async function quoted(query: string): Promise<number> {
  const cart = encodeURIComponent(JSON.stringify({ [good().id]: 1 }));
  const answer = await shop.fetch(new Request(`http://shop.test/api/order/services?cart=${cart}&${query}`));
  return ((await answer.json()) as { total: number }).total;
}

const fieldErrors = async (response: Response) => ((await response.json()) as { fieldErrors: Record<string, string> }).fieldErrors;
const orderOf = (response: Response) => new URL(response.headers.get("Location") ?? "", "http://shop.test").searchParams;

describe("the checkout's services", () => {
  it("orders lift, assembly and removal as lines at the total shown, and refuses a total shown without them", async () => {
    const services = await quoted(`address_floor=7&address_lift=none&services=lift,removal&assembly=${good().id}`);
    expect(services).toBeGreaterThan(0);
    const ticked = { address_floor: "7", address_lift: "none", services: ["lift", "removal"], assembly: String(good().id) };
    const without = await submitCheckout(post({ ...ticked, shown_total: String(checkoutTotal(good().price, courier)) }), "10.0.0.1");
    expect(without.status).toBe(422);
    expect(await fieldErrors(without)).toEqual({ shown_total: MSG_CHECKOUT_TOTAL_CHANGED });

    const placed = await submitCheckout(post({ ...ticked, shown_total: String(checkoutTotal(good().price, courier) + services) }), "10.0.0.1");
    expect(placed.status).toBe(302);
    const order = await getOrderStatus(Number(orderOf(placed).get("orderkey")), orderOf(placed).get("ordercode") ?? "");
    expect(order?.services.map((line) => line.code)).toEqual(["lift", "assembly", "removal"]);
    expect(order?.total).toBe(checkoutTotal(good().price, courier) + services);
  });

  it("refuses, next to its field, an unknown service, assembly of a good not in the cart, a floor that is no number and lift without a floor", async () => {
    const cases: [Record<string, string | string[]>, Record<string, string>][] = [
      [{ services: "delivery-to-the-moon" }, { services: MSG_SERVICE_UNKNOWN }],
      [{ assembly: "abc" }, { assembly: MSG_SERVICE_UNKNOWN }],
      [{ assembly: String(shop.goods[1].id) }, { assembly: MSG_ASSEMBLY_UNAVAILABLE }],
      [{ address_floor: "седьмой" }, { address_floor: MSG_FLOOR_INVALID }],
      [{ services: "lift", address_lift: "none" }, { address_floor: MSG_LIFT_FLOOR_MISSING }],
    ];
    for (const [fields, errors] of cases) {
      const response = await submitCheckout(post({ ...fields, shown_total: String(checkoutTotal(good().price, courier)) }), "10.0.0.1");
      expect(response.status, JSON.stringify(fields)).toBe(422);
      expect(await fieldErrors(response), JSON.stringify(fields)).toEqual(errors);
    }
  });

  it("does not order services ticked and then hidden by choosing a pick-up point", async () => {
    const response = await submitCheckout(
      post({ delivery: `pvz-${pickup.id}`, pvz: "1", services: ["removal"], shown_total: String(checkoutTotal(good().price, pickup)) }),
      "10.0.0.1",
    );
    expect(response.status).toBe(302);
    const order = await getOrderStatus(Number(orderOf(response).get("orderkey")), orderOf(response).get("ordercode") ?? "");
    expect(order?.services).toEqual([]);
  });
});
