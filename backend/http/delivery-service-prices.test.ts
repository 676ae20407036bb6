import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffService } from "../services/admin/staff";
import { orderLines } from "../services/order-lines";
import type { JsonAnswer } from "../testing/json-answer";
import { startOrdersBackend, type OrdersTestBackend } from "../testing/orders-test-kit";

/**
 * The back office's screen for the courier's services: a manager's new lift rates, assembly by kind, removal's
 * price and a VAT code are what the next quote and order charge; a stale form is refused (the current version
 * answered), a rule with both a price and a percent is refused next to its field.
 */

let shop: OrdersTestBackend;
let ipCounter = 0;
let keyCounter = 0;
let token = "";
const freshIp = () => `10.17.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const COURIER = 3;
let sofa = 0;

beforeAll(async () => {
  shop = await startOrdersBackend();
  sofa = (
    await shop.db
      .selectFrom("goods")
      .innerJoin("sections", "sections.id", "goods.section_id")
      .select("goods.id")
      .where("sections.kind", "=", "sofa")
      .orderBy("goods.id")
      .executeTakeFirstOrThrow()
  ).id;
  await shop.db.updateTable("goods").set({ price: 4_000_000, stock: 1000 }).where("id", "=", sofa).execute();
  const staff = createStaffService({ db: shop.db, secret: "unused", now: Date.now });
  await staff.create({ id: null, email: "command line" }, { email: "prices@shop.test", name: "Ольга", role: "manager", password: "prices-pass-1" });
  token = ((await (await call("/admin/login", { json: { email: "prices@shop.test", password: "prices-pass-1" } })).json()) as { token: string })
    .token;
});
afterAll(async () => {
  await shop.close();
});

function call(path: string, init: { json?: unknown; form?: Record<string, string> } = {}): Promise<Response> {
  const headers = new Headers({ "X-Forwarded-For": freshIp() });
  if (token) headers.set("Authorization", `Bearer ${token}`);
  let body: string | undefined;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(init.form).toString();
  }
  return shop.fetch(new Request(`http://shop.test/api${path}`, { method: body ? "POST" : "GET", headers, body }));
}

type Settings = {
  version: string;
  services: Record<string, { title: string; enabled: boolean; vat_code: number }>;
  removal_price: number;
  measuring_price: number;
  lift_free_with_freight: boolean;
  lift_rates: Record<string, { stairs_per_floor: number; by_lift: number }>;
  assembly_rates: Record<string, { price: number | null; percent: number | null }>;
};

/** The form as the screen posts it: flat fields, sums in kopecks, an empty field for «not set». */
function formOf(settings: Settings): Record<string, string> {
  const form: Record<string, string> = {
    version: settings.version,
    removal_price: String(settings.removal_price),
    measuring_price: String(settings.measuring_price),
  };
  if (settings.lift_free_with_freight) form.lift_free_with_freight = "on";
  for (const [code, row] of Object.entries(settings.services)) {
    form[`${code}_title`] = row.title;
    form[`${code}_vat_code`] = String(row.vat_code);
    if (row.enabled) form[`${code}_enabled`] = "on";
  }
  for (const [size, rate] of Object.entries(settings.lift_rates)) {
    form[`stairs_${size}`] = String(rate.stairs_per_floor);
    form[`by_lift_${size}`] = String(rate.by_lift);
  }
  for (const [kind, rule] of Object.entries(settings.assembly_rates)) {
    form[`assembly_${kind}_price`] = rule.price === null ? "" : String(rule.price);
    form[`assembly_${kind}_percent`] = rule.percent === null ? "" : String(rule.percent);
  }
  return form;
}

const read = async () => (await (await call("/admin/delivery/services")).json()) as Settings;

async function quote(fields: Record<string, string>) {
  const ask = new URLSearchParams({ cart: JSON.stringify({ [sofa]: 1 }), address_floor: "5", address_lift: "none", ...fields });
  return (await (await call(`/order/services?${ask.toString()}`)).json()) as { lines: { service_code: string; price: number }[] };
}

describe("the services' prices in the back office", () => {
  it("a manager's new prices and VAT code are what the next quote and order charge", async () => {
    const before = await read();
    expect(before.lift_rates.bulky).toEqual({ stairs_per_floor: 40_000, by_lift: 70_000 });
    expect(before.assembly_rates.sofa).toEqual({ price: null, percent: 5 });
    // 4 floors up by the stairs at 400 ₽; assembly 5 % of 40 000 ₽.
    expect((await quote({ services: "lift", assembly: String(sofa) })).lines.map((l) => l.price)).toEqual([160_000, 200_000]);

    const form = {
      ...formOf(before),
      stairs_bulky: "55000",
      assembly_sofa_percent: "",
      assembly_sofa_price: "350000",
      removal_price: "99000",
      removal_vat_code: "11",
    };
    expect((await call("/admin/delivery/services", { form })).status).toBe(200);

    const after = await read();
    expect(after.lift_rates.bulky.stairs_per_floor).toBe(55_000);
    expect(after.assembly_rates.sofa).toEqual({ price: 350_000, percent: null });
    expect(after.version).not.toBe(before.version);
    const priced = await quote({ services: "lift,removal", assembly: String(sofa) });
    expect(priced.lines.map((l) => [l.service_code, l.price])).toEqual([
      ["lift", 220_000],
      ["assembly", 350_000],
      ["removal", 99_000],
    ]);

    const placed = await call("/request/order", {
      form: {
        fio: "Иванова Анна Сергеевна",
        phone: "8 (916) 123-45-67",
        email: "anna@example.ru",
        delivery_id: String(COURIER),
        payment_id: "1",
        city: "Москва",
        address: "ул. Тверская, д. 1",
        address_floor: "5",
        address_lift: "none",
        services: "removal",
        cart: JSON.stringify({ [sofa]: 1 }),
        idempotency_key: `service-prices-${keyCounter++}`,
        consent: "1",
        consent_version: "2026-01",
      },
    });
    const id = ((await placed.json()) as JsonAnswer).order_id as number;
    const removal = (await orderLines(shop.db, id)).find((line) => line.service_code === "removal");
    expect([removal?.price, removal?.vat_code]).toEqual([99_000, 11]);
  });

  it("refuses a stale form with the current version, and a rule with both a price and a percent next to its field", async () => {
    const current = await read();
    const stale = await call("/admin/delivery/services", { form: { ...formOf(current), version: "stale-version" } });
    expect(stale.status).toBe(409);
    const { conflict } = (await stale.json()) as { conflict: { version: string; changed_by: string | null } };
    expect(conflict.version).toBe(current.version);
    expect(conflict.changed_by).toContain("prices@shop.test");

    const both = await call("/admin/delivery/services", { form: { ...formOf(current), assembly_chair_price: "50000", assembly_chair_percent: "3" } });
    expect(both.status).toBe(422);
    expect(((await both.json()) as { message: { fields: Record<string, string> } }).message.fields).toHaveProperty("assembly_chair_percent");
    expect((await read()).version).toBe(current.version);
  });
});
