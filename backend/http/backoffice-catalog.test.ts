import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffService } from "../services/admin/staff";
import { dbRateLimiter } from "../services/rate-limit";
import { startOrdersBackend, type OrdersTestBackend } from "../testing/orders-test-kit";

let shop: OrdersTestBackend;
let token = "";
let ipCounter = 0;
const freshIp = () => `10.8.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function call(path: string, init: { method?: string; json?: unknown; token?: string } = {}): Promise<Response> {
  const headers = new Headers({ "X-Forwarded-For": freshIp() });
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  return shop.fetch(new Request(`http://shop.test/api${path}`, { method: init.method ?? "GET", headers, body }));
}
const json = async <T>(response: Response) => (await response.json()) as T;

beforeAll(async () => {
  shop = await startOrdersBackend();
  const staff = createStaffService({ db: shop.db, secret: "unused", limits: dbRateLimiter(shop.db, Date.now), now: Date.now });
  await staff.create({ id: null, email: "command line" }, { email: "manager@shop.test", name: "Олег", role: "manager", password: "manager-pass-1" });
  const signIn = await call("/admin/login", { method: "POST", json: { email: "manager@shop.test", password: "manager-pass-1" } });
  token = (await json<{ token: string }>(signIn)).token;
});
afterAll(async () => {
  await shop.close();
});

const newGood = (sectionId: number, overrides: Record<string, unknown> = {}) => ({
  name: "Пуф Облачко",
  handle: "puf-oblachko",
  section_id: sectionId,
  sku: "",
  price: "12990",
  old_price: "",
  stock: "4",
  width: "60",
  depth: "60",
  height: "45",
  material: "Велюр",
  color: "Серый",
  description: "Мягкий пуф для прихожей",
  variant_of: "",
  variant_label: "",
  hidden: "",
  ...overrides,
});

async function storefrontGoods(query: string) {
  return json<{ goods: { name: string; price: number }[] }>(await call(query));
}

describe("the back office's catalogue", () => {
  it("is closed without a staff session", async () => {
    expect((await call("/admin/sections")).status).toBe(401);
    expect((await call("/admin/good", { method: "POST", json: newGood(1) })).status).toBe(401);
  });

  it("a new section and good show on the storefront at once, in the section, on the good's page and in search", async () => {
    const section = await call("/admin/section", { method: "POST", token, json: { name: "Пуфы", handle: "pufy", sort: "50", hidden: "" } });
    expect(section.status).toBe(200);
    const sectionId = (await json<{ id: number }>(section)).id;
    const good = await call("/admin/good", { method: "POST", token, json: newGood(sectionId) });
    expect(good.status).toBe(200);
    const goodId = (await json<{ id: number }>(good)).id;

    expect((await storefrontGoods("/catalog?section_handle=pufy")).goods.map((g) => g.name)).toEqual(["Пуф Облачко"]);
    const detail = await call("/catalog/detail?section_handle=pufy&handle=puf-oblachko");
    expect(detail.status).toBe(200);
    expect((await storefrontGoods("/search?search=облачко")).goods.map((g) => g.name)).toContain("Пуф Облачко");

    // A price change and a rename: the storefront and search follow, the audit log holds before → after.
    const edit = await call("/admin/good", { method: "POST", token, json: newGood(sectionId, { id: goodId, name: "Пуф Зефир", price: "9990" }) });
    expect(edit.status).toBe(200);
    expect((await storefrontGoods("/catalog?section_handle=pufy")).goods).toMatchObject([{ name: "Пуф Зефир", price: 9990 }]);
    expect((await storefrontGoods("/search?search=зефир")).goods.map((g) => g.name)).toContain("Пуф Зефир");
    expect((await storefrontGoods("/search?search=облачко")).goods).toEqual([]);
    const entry = await shop.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity", "=", "good")
      .where("action", "=", "good.update")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.before!)).toMatchObject({ name: "Пуф Облачко", price: 12990 });
    expect(JSON.parse(entry.after!)).toMatchObject({ name: "Пуф Зефир", price: 9990 });

    // Hidden: gone from the section, the page and search.
    await call("/admin/good", { method: "POST", token, json: newGood(sectionId, { id: goodId, name: "Пуф Зефир", hidden: "1" }) });
    expect((await storefrontGoods("/catalog?section_handle=pufy")).goods).toEqual([]);
    expect((await call("/catalog/detail?section_handle=pufy&handle=puf-oblachko")).status).toBe(404);
    expect((await storefrontGoods("/search?search=зефир")).goods).toEqual([]);
  });

  it("refuses a handle another section has, naming the field", async () => {
    const taken = await call("/admin/section", { method: "POST", token, json: { name: "Ещё пуфы", handle: "pufy", sort: "51", hidden: "" } });
    expect(taken.status).toBe(422);
    const body = await json<{ message: { fields: Record<string, string> } }>(taken);
    expect(body.message.fields.handle).toMatch(/занят/);
  });

  it("answers 422, never 500, to a broken good", async () => {
    const broken = await call("/admin/good", { method: "POST", token, json: newGood(1, { price: "дорого", handle: "Плохой адрес" }) });
    expect(broken.status).toBe(422);
  });
});
