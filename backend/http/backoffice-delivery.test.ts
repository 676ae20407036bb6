import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackend, type Backend } from "../index";
import { createTestDataStore, type TestDataStore } from "../db/test-database";
import { createStaffService } from "../services/admin/staff";

/** A shop started with no seed at all (SEED=none): staff set up delivery, and only then can a shopper order. */

let store: TestDataStore;
let backend: Backend;
let ipCounter = 0;
const freshIp = () => `10.16.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  store = await createTestDataStore("delivery-admin");
  backend = await createBackend({ dataDir: store.dataDir, databaseUrl: store.databaseUrl, secret: "test", seed: false }, pino({ level: "silent" }));
  const staff = createStaffService({ db: backend.db, secret: "unused", now: Date.now });
  await staff.create({ id: null, email: "command line" }, { email: "manager@shop.test", name: "Олег", role: "manager", password: "manager-pass-1" });
});
afterAll(async () => {
  await backend.close();
  await store.remove();
});

type Answer = { status: number; body: Record<string, unknown> & { [key: string]: unknown } };
async function call(
  path: string,
  { method = "GET", json, form, token }: { method?: string; json?: unknown; form?: Record<string, unknown>; token?: string } = {},
) {
  const headers = new Headers({ "X-Forwarded-For": freshIp() });
  if (token) headers.set("Authorization", `Bearer ${token}`);
  let body: string | undefined;
  if (json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(json);
  } else if (form) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString();
  }
  const response = await backend.fetch(new Request(`http://shop.test/api${path}`, { method, headers, body }));
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

const signIn = async () =>
  (await call("/admin/login", { method: "POST", json: { email: "manager@shop.test", password: "manager-pass-1" } })).body.token as string;

let keys = 0;
const order = (goodId: number, deliveryId: number, pvz: number) => ({
  fio: "Иванова Анна Сергеевна",
  phone: "8 (916) 123-45-67",
  email: "anna@example.ru",
  comment: "",
  delivery_id: deliveryId,
  payment_id: 1,
  pvz,
  cart: JSON.stringify({ [goodId]: 2 }),
  idempotency_key: `delivery-admin-${Date.now()}-${keys++}`,
  consent: "1",
  consent_version: "2026-01",
});

type Options = { deliveries: { id: number; code: string; title: string; price: number }[]; payments: { id: number }[]; cities: string[] };

describe("deliveries and pick-up points in the back office of a shop seeded with nothing", () => {
  it("a manager adds a delivery and a pick-up point, a shopper orders with them; hiding the point takes it off the checkout", async () => {
    const before = (await call("/order/options")).body as unknown as Options;
    expect(before.deliveries).toEqual([]);
    // The two structural payment methods are there in every shop, seeded or not.
    expect(before.payments.map((p) => p.id)).toEqual([1, 2]);

    const token = await signIn();
    const section = await call("/admin/section", { method: "POST", token, json: { name: "Диваны", handle: "divany", sort: 1, hidden: false } });
    const good = await call("/admin/good", {
      method: "POST",
      token,
      json: {
        ...{ name: "Диван Осло", handle: "divan-oslo", section_id: section.body.id, sku: "", price: 40000, stock: 5 },
        ...{ width: 200, depth: 90, height: 85, material: "", color: "", description: "", variant_label: "", hidden: false },
      },
    });
    expect(good.status).toBe(200);

    // A new delivery without its kind is refused next to that field; nothing is stored.
    const delivery = { title: "Пункт выдачи СДЭК", price: 390, free_from: "", days_min: 2, days_max: 4, sort: 1, hidden: false };
    const noKind = await call("/admin/delivery", { method: "POST", token, json: delivery });
    expect(noKind.status).toBe(422);
    expect((noKind.body.message as { fields: object }).fields).toHaveProperty("code");
    const created = await call("/admin/delivery", { method: "POST", token, json: { ...delivery, code: "pvz" } });
    expect(created.status).toBe(200);
    const point = { title: "СДЭК на Ленина", city: "Казань", address: "Казань, ул. Ленина, 5", hours: "Ежедневно 10:00–21:00" };
    const pvz = await call("/admin/pvz", {
      method: "POST",
      token,
      json: { ...point, lat: 55.79, lon: 49.12, days_min: 2, days_max: 4, hidden: false },
    });
    expect(pvz.status).toBe(200);

    const options = (await call("/order/options")).body as unknown as Options;
    expect(options.deliveries).toMatchObject([{ id: created.body.id, code: "pvz", title: "Пункт выдачи СДЭК", price: 390 }]);
    expect(options.cities).toEqual(["Казань"]);
    const points = (await call(`/order/pvz?city=${encodeURIComponent("казань")}`)).body.points as { id: number; address: string }[];
    expect(points).toMatchObject([{ id: pvz.body.id, address: point.address }]);

    const placed = await call("/request/order", {
      method: "POST",
      form: order(good.body.id as number, created.body.id as number, pvz.body.id as number),
    });
    expect(placed.status).toBe(200);
    const stored = await backend.db.selectFrom("orders").select(["delivery_price", "total", "delivery_address"]).executeTakeFirstOrThrow();
    expect(stored).toEqual({ delivery_price: 390, total: 80390, delivery_address: point.address });

    // Hidden: off the checkout's lists and refused if sent anyway; still listed for staff.
    const setup = (await call("/admin/delivery", { token })).body as { pickup_points: { id: number; version: string }[] };
    const version = setup.pickup_points.find((p) => p.id === pvz.body.id)?.version;
    const changed = { ...point, id: pvz.body.id, lat: 55.79, lon: 49.12, days_min: 2, days_max: 4, hidden: true };
    expect((await call("/admin/pvz", { method: "POST", token, json: { ...changed, version: "stale" } })).status).toBe(409);
    const hidden = await call("/admin/pvz", { method: "POST", token, json: { ...changed, version } });
    expect(hidden.status).toBe(200);
    expect(((await call("/order/options")).body as unknown as Options).cities).toEqual([]);
    const refused = await call("/request/order", {
      method: "POST",
      form: order(good.body.id as number, created.body.id as number, pvz.body.id as number),
    });
    expect(refused.status).toBe(422);
    const list = (await call("/admin/delivery", { token })).body as { pickup_points: { id: number; hidden: boolean }[] };
    expect(list.pickup_points).toEqual([expect.objectContaining({ id: pvz.body.id, hidden: true })]);

    const audit = await backend.db
      .selectFrom("audit_log")
      .select(["action", "entity_id"])
      .where("action", "in", ["delivery.create", "pvz.create", "pvz.update"])
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(["delivery.create", "pvz.create", "pvz.update"]);
  });

  it("a shopper's token and no token are kept out", async () => {
    expect((await call("/admin/delivery")).status).toBe(401);
    expect((await call("/admin/delivery", { method: "POST", json: { title: "x" } })).status).toBe(401);
  });
});
