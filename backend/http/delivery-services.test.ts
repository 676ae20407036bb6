import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffService } from "../services/admin/staff";
import { ordersForOneC } from "../services/onec-orders";
import { orderLines, receiptLinesOf } from "../services/order-lines";
import type { JsonAnswer } from "../testing/json-answer";
import { startOrdersBackend, type OrdersTestBackend } from "../testing/orders-test-kit";

/**
 * The courier's services priced at checkout: every combination against the table below (kopecks), in three
 * zones; the quote the checkout shows and the order's lines agree, each service is a line with its own VAT code
 * and `payment_subject: service`, and the receipt adds up to the payment.
 */

let shop: OrdersTestBackend;
let ipCounter = 0;
let keyCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const COURIER = 3;
const PVZ = 1;
/** A made-to-order sofa at 40 000 ₽ (bulky, assembled for 5 %: 2 000 ₽) and a chair at 9 000 ₽ (medium, assembled for 500 ₽). */
const SOFA_PRICE = 4_000_000;
const CHAIR_PRICE = 900_000;
let sofa = 0;
let chair = 0;

/** Services asked for, the building, and the service lines expected (name part, price, count, VAT code). */
interface Row {
  title: string;
  city: string;
  delivery: number;
  fields: Record<string, string>;
  lines: [string, number, number, number][];
}

const NO_LIFT_7 = { address_floor: "7", address_lift: "none" };
const LIFT_7_NONE: [string, number, number, number] = ["Подъём на этаж: 7 этаж, без лифта", 300_000, 1, 4];
const SOFA_ASSEMBLY: [string, number, number, number] = ["Сборка: ", 200_000, 1, 5];
const REMOVAL: [string, number, number, number] = ["Вывоз старой мебели", 150_000, 1, 6];
const TABLE: Row[] = [
  { title: "nothing", city: "Москва", delivery: 149_000, fields: NO_LIFT_7, lines: [] },
  // 6 floors × (400 ₽ sofa + 100 ₽ chair)
  { title: "lift to 7, no lift", city: "Москва", delivery: 149_000, fields: { ...NO_LIFT_7, services: "lift" }, lines: [LIFT_7_NONE] },
  // the sofa by the stairs (2 400 ₽), the chair in the lift (200 ₽)
  {
    title: "lift to 7, passenger lift",
    city: "Москва",
    delivery: 149_000,
    fields: { address_floor: "7", address_lift: "passenger", services: "lift" },
    lines: [["Подъём на этаж: 7 этаж, пассажирский лифт", 260_000, 1, 4]],
  },
  {
    title: "lift to 7, freight lift",
    city: "Москва",
    delivery: 149_000,
    fields: { address_floor: "7", address_lift: "freight", services: "lift" },
    lines: [["Подъём на этаж: 7 этаж, грузовой лифт", 90_000, 1, 4]],
  },
  {
    title: "lift to the first floor",
    city: "Москва",
    delivery: 149_000,
    fields: { address_floor: "1", address_lift: "none", services: "lift" },
    lines: [],
  },
  { title: "assembly of the sofa", city: "Москва", delivery: 149_000, fields: { assembly: "sofa" }, lines: [SOFA_ASSEMBLY] },
  {
    title: "assembly of both",
    city: "Москва",
    delivery: 149_000,
    fields: { assembly: "sofa,chair" },
    lines: [SOFA_ASSEMBLY, ["Сборка: ", 50_000, 1, 5]],
  },
  { title: "removal", city: "Москва", delivery: 149_000, fields: { services: "removal" }, lines: [REMOVAL] },
  { title: "measuring", city: "Москва", delivery: 149_000, fields: { services: "measuring" }, lines: [["Выезд замерщика", 100_000, 1, 1]] },
  ...[
    { city: "Москва", delivery: 149_000 },
    { city: "Подольск", delivery: 199_000 },
    { city: "Казань", delivery: 249_000 },
  ].map(({ city, delivery }) => ({
    title: `lift to 7 with no lift, sofa assembled, removal in ${city}`,
    city,
    delivery,
    fields: { ...NO_LIFT_7, services: "lift,removal", assembly: "sofa" },
    lines: [LIFT_7_NONE, SOFA_ASSEMBLY, REMOVAL],
  })),
];

beforeAll(async () => {
  shop = await startOrdersBackend();
  const staff = createStaffService({ db: shop.db, secret: "unused", now: Date.now });
  await staff.create(
    { id: null, email: "command line" },
    { email: "services@shop.test", name: "Ольга", role: "manager", password: "services-pass-1" },
  );
  const goodOf = async (kind: string) =>
    (
      await shop.db
        .selectFrom("goods")
        .innerJoin("sections", "sections.id", "goods.section_id")
        .select("goods.id")
        .where("sections.kind", "=", kind)
        .orderBy("goods.id")
        .executeTakeFirstOrThrow()
    ).id;
  sofa = await goodOf("sofa");
  chair = await goodOf("chair");
  await shop.db.updateTable("goods").set({ price: SOFA_PRICE, stock: 1000 }).where("id", "=", sofa).execute();
  await shop.db.updateTable("goods").set({ price: CHAIR_PRICE, stock: 1000 }).where("id", "=", chair).execute();
  for (const [code, vat_code] of [
    ["lift", 4],
    ["assembly", 5],
    ["removal", 6],
  ] as const)
    await shop.db.updateTable("delivery_services").set({ vat_code }).where("code", "=", code).execute();
});
afterAll(async () => {
  await shop.close();
});

function call(path: string, form?: Record<string, string>): Promise<Response> {
  const headers = new Headers({ "X-Forwarded-For": freshIp() });
  if (form) headers.set("Content-Type", "application/x-www-form-urlencoded");
  const body = form ? new URLSearchParams(form).toString() : undefined;
  return shop.fetch(new Request(`http://shop.test/api${path}`, { method: form ? "POST" : "GET", headers, body }));
}

/** The row's fields with «sofa» and «chair» turned into the goods' ids. */
const withIds = (fields: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      key === "assembly" ? value.replace("sofa", String(sofa)).replace("chair", String(chair)) : value,
    ]),
  );

async function placeOrder(city: string, extra: Record<string, string>, delivery = COURIER) {
  const response = await call("/request/order", {
    fio: "Иванова Анна Сергеевна",
    phone: "8 (916) 123-45-67",
    email: "anna@example.ru",
    delivery_id: String(delivery),
    payment_id: "1",
    city,
    address: "ул. Ленина, д. 7",
    cart: JSON.stringify({ [sofa]: 1, [chair]: 1 }),
    idempotency_key: `services-key-${Date.now()}-${keyCounter++}`,
    consent: "1",
    consent_version: "2026-01",
    ...extra,
  });
  return { status: response.status, body: (await response.json()) as JsonAnswer };
}

describe("the courier's services at checkout", () => {
  it.each(TABLE)("$title: the quote, the order's lines, its total and its receipt", async ({ city, delivery, fields, lines }) => {
    const ask = new URLSearchParams({ cart: JSON.stringify({ [sofa]: 1, [chair]: 1 }), ...withIds(fields) });
    const quote = (await (await call(`/order/services?${ask.toString()}`)).json()) as {
      lines: { name: string; price: number; count: number }[];
      total: number;
    };
    const servicesTotal = lines.reduce((sum, [, price, count]) => sum + price * count, 0);
    expect(quote.total).toBe(servicesTotal);
    expect(quote.lines.map((line) => [line.price, line.count])).toEqual(lines.map(([, price, count]) => [price, count]));

    const placed = await placeOrder(city, withIds(fields));
    expect(placed.status).toBe(200);
    const id = placed.body.order_id as number;
    const order = await shop.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(order.total).toBe(SOFA_PRICE + CHAIR_PRICE + servicesTotal + delivery);
    const stored = await orderLines(shop.db, id);
    const services = stored.filter((line) => line.kind === "service");
    expect(services.map((line) => [line.price, line.count, line.vat_code, line.payment_subject])).toEqual(
      lines.map(([, price, count, vat]) => [price, count, vat, "service"]),
    );
    services.forEach((line, i) => expect(line.name.startsWith(lines[i][0])).toBe(true));
    expect(services.map((line) => line.name)).toEqual(quote.lines.map((line) => line.name));
    // The services come after the goods and before the delivery, which still reads last.
    expect(stored.map((line) => line.kind)).toEqual(["good", "good", ...services.map(() => "service"), "delivery"]);
    const receipt = receiptLinesOf(stored);
    expect(receipt.reduce((sum, item) => sum + item.price * item.quantity, 0)).toBe(order.total);
  });

  it("names the assembled good on its line, and the letter, the back office's order and 1C's document list every service", async () => {
    const placed = await placeOrder("Москва", withIds({ ...NO_LIFT_7, services: "lift,removal", assembly: "sofa" }));
    const id = placed.body.order_id as number;
    const names = (await orderLines(shop.db, id)).filter((line) => line.kind === "service").map((line) => line.name);
    const sofaName = (await shop.db.selectFrom("goods").select("name").where("id", "=", sofa).executeTakeFirstOrThrow()).name;
    // The good's name, with its variant's label when it has one.
    expect(names.some((name) => name.startsWith(`Сборка: ${sofaName}`))).toBe(true);
    // The latest confirmation: this order's.
    const letter = shop
      .outbox("mail")
      .filter((mail) => mail.to === "anna@example.ru")
      .pop();
    expect(letter?.text).toContain(`№${id}`);
    for (const name of names) expect(letter?.text).toContain(name);
    const login = await shop.fetch(
      new Request("http://shop.test/api/admin/login", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": freshIp() },
        body: JSON.stringify({ email: "services@shop.test", password: "services-pass-1" }),
      }),
    );
    const { token } = (await login.json()) as { token: string };
    const staffOrder = (await (
      await shop.fetch(
        new Request(`http://shop.test/api/admin/order?id=${id}`, { headers: { Authorization: `Bearer ${token}`, "X-Forwarded-For": freshIp() } }),
      )
    ).json()) as { order: { services: { name: string; sum: number }[]; total: number } };
    expect(staffOrder.order.services.map((line) => line.name)).toEqual(names);
    expect(staffOrder.order.services.map((line) => line.sum)).toEqual([300_000, 200_000, 150_000]);
    const { xml } = await ordersForOneC(shop.db, new Date());
    const document = xml.split("<Документ>").find((part) => part.startsWith(`<Ид>${id}</Ид>`)) ?? "";
    for (const name of names) expect(document).toContain(`<Наименование>${name}</Наименование>`);
    // 1C sums the lines of one Ид: a service done to a good is told apart by that good's Ид.
    expect(document).toContain(`<Ид>assembly-${sofa}</Ид>`);
  });

  it("refuses services with pick-up, lift without the floor or the lift, and assembly of a good that is not assembled", async () => {
    const pickUp = await placeOrder("Москва", { services: "removal", pvz: "1" }, PVZ);
    expect([pickUp.status, Object.keys(pickUp.body.message.fields)]).toEqual([422, ["services"]]);
    expect(pickUp.body.message.text).toBe("Подъём, сборка, вывоз и замер доступны только при доставке курьером");
    const noFloor = await placeOrder("Москва", { services: "lift", address_lift: "none" });
    expect([noFloor.status, Object.keys(noFloor.body.message.fields)]).toEqual([422, ["address_floor"]]);
    const noLift = await placeOrder("Москва", { services: "lift", address_floor: "7" });
    expect([noLift.status, Object.keys(noLift.body.message.fields)]).toEqual([422, ["address_lift"]]);
    await shop.db.insertInto("good_services").values({ good_id: chair, package_size: null, assembly_price: 0, assembly_percent: null }).execute();
    try {
      const notAssembled = await placeOrder("Москва", { assembly: String(chair) });
      expect([notAssembled.status, Object.keys(notAssembled.body.message.fields)]).toEqual([422, ["services"]]);
    } finally {
      await shop.db.deleteFrom("good_services").where("good_id", "=", chair).execute();
    }
    const unknown = await placeOrder("Москва", { services: "teleport" });
    expect([unknown.status, Object.keys(unknown.body.message.fields)]).toEqual([422, ["services"]]);
  });
});
