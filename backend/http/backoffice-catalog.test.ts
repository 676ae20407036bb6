import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffService } from "../services/admin/staff";
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
  const staff = createStaffService({ db: shop.db, secret: "unused", now: Date.now });
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
  model_id: "",
  variant_label: "",
  hidden: "",
  ...overrides,
});

/** The good as its edit page gets it. */
async function staffGood(id: number) {
  return (await json<{ good: { version: string; price: number; description: string } }>(await call(`/admin/good?id=${id}`, { token }))).good;
}

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
    const { version } = await staffGood(goodId);
    const edit = await call("/admin/good", {
      method: "POST",
      token,
      json: newGood(sectionId, { id: goodId, version, name: "Пуф Зефир", price: "9990" }),
    });
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
    const shown = await staffGood(goodId);
    await call("/admin/good", {
      method: "POST",
      token,
      json: newGood(sectionId, { id: goodId, version: shown.version, name: "Пуф Зефир", hidden: "1" }),
    });
    expect((await storefrontGoods("/catalog?section_handle=pufy")).goods).toEqual([]);
    expect((await call("/catalog/detail?section_handle=pufy&handle=puf-oblachko")).status).toBe(404);
    expect((await storefrontGoods("/search?search=зефир")).goods).toEqual([]);
  });

  it("a save from a form opened before another change is refused with the current version, which then saves knowingly", async () => {
    const created = await call("/admin/good", { method: "POST", token, json: newGood(1, { name: "Пуф Кедр", handle: "puf-kedr" }) });
    const goodId = (await json<{ id: number }>(created)).id;
    const opened = await staffGood(goodId);

    // B saves a new price with the version both opened.
    const byB = await call("/admin/good", {
      method: "POST",
      token,
      json: newGood(1, { id: goodId, version: opened.version, handle: "puf-kedr", price: "15990" }),
    });
    expect(byB.status).toBe(200);

    // A saves a new description with the same, now stale, version: refused, nothing changed.
    const auditBefore = await shop.db
      .selectFrom("audit_log")
      .select("id")
      .where("entity", "=", "good")
      .where("entity_id", "=", String(goodId))
      .execute();
    const byA = newGood(1, { id: goodId, version: opened.version, handle: "puf-kedr", description: "Пуф из кедра" });
    const refused = await call("/admin/good", { method: "POST", token, json: byA });
    expect(refused.status).toBe(409);
    const answer = await json<{ message: { text: string }; conflict: { version: string; changed_by: string; changed_at: string } }>(refused);
    expect(answer.message.text).toMatch(/Пока вы редактировали/);
    const current = await staffGood(goodId);
    expect(current).toMatchObject({ price: 15990, description: "Мягкий пуф для прихожей" });
    expect(answer.conflict).toEqual({
      version: current.version,
      changed_by: "Олег (manager@shop.test)",
      changed_at: expect.stringMatching(/^\d{4}-/),
    });
    const auditAfter = await shop.db
      .selectFrom("audit_log")
      .select("id")
      .where("entity", "=", "good")
      .where("entity_id", "=", String(goodId))
      .execute();
    expect(auditAfter).toHaveLength(auditBefore.length);

    // A form without a version (opened before versions existed, or made by hand) is refused the same way.
    const unversioned = await call("/admin/good", { method: "POST", token, json: { ...byA, version: undefined } });
    expect(unversioned.status).toBe(409);

    // Saving again with the version the refusal gave writes the form as A sent it, its old price too: knowingly.
    const again = await call("/admin/good", { method: "POST", token, json: { ...byA, version: answer.conflict.version } });
    expect(again.status).toBe(200);
    expect(await staffGood(goodId)).toMatchObject({ price: 12990, description: "Пуф из кедра" });
  });

  it("a section's save from a stale form is refused and changes nothing; with the current version it passes", async () => {
    const created = await call("/admin/section", { method: "POST", token, json: { name: "Банкетки", handle: "banketki", sort: "60", hidden: "" } });
    const sectionId = (await json<{ id: number }>(created)).id;
    const sectionOf = async () =>
      (await json<{ sections: { id: number; name: string; version: string }[] }>(await call("/admin/sections", { token }))).sections.find(
        (s) => s.id === sectionId,
      )!;
    const opened = await sectionOf();
    const renamed = { id: sectionId, version: opened.version, name: "Банкетки и пуфы", handle: "banketki", sort: "60", hidden: "" };
    expect((await call("/admin/section", { method: "POST", token, json: renamed })).status).toBe(200);
    const stale = await call("/admin/section", { method: "POST", token, json: { ...renamed, name: "Скамьи" } });
    expect(stale.status).toBe(409);
    expect(await sectionOf()).toMatchObject({ name: "Банкетки и пуфы" });
    const { conflict } = await json<{ conflict: { version: string } }>(stale);
    expect((await call("/admin/section", { method: "POST", token, json: { ...renamed, name: "Скамьи", version: conflict.version } })).status).toBe(
      200,
    );
    expect(await sectionOf()).toMatchObject({ name: "Скамьи" });
  });

  it("the goods list finds a good by several words in any order and case, each in its name or article", async () => {
    const section = await json<{ id: number }>(
      await call("/admin/section", { method: "POST", token, json: { name: "Диваны Сиена", handle: "siena", sort: "60", hidden: "" } }),
    );
    const names = { "divan-siena-grafit": "Диван Сиена графит", "divan-siena-bezh": "Диван Сиена бежевый", "kreslo-grafit": "Кресло Графит" };
    for (const [handle, name] of Object.entries(names)) {
      const saved = await call("/admin/good", { method: "POST", token, json: newGood(section.id, { name, handle, sku: `SK-${handle}` }) });
      expect(saved.status).toBe(200);
    }
    const found = async (q: string) =>
      (await json<{ goods: { name: string }[] }>(await call(`/admin/goods?section_id=${section.id}&q=${encodeURIComponent(q)}`, { token }))).goods
        .map((g) => g.name)
        .sort();
    expect(await found("Сиена графит")).toEqual(["Диван Сиена графит"]);
    expect(await found("графит сиена")).toEqual(["Диван Сиена графит"]);
    expect(await found("  СИЕНА   Графит ")).toEqual(["Диван Сиена графит"]);
    expect(await found("графит")).toEqual(["Диван Сиена графит", "Кресло Графит"]);
    expect(await found("сиена SK-divan-siena-bezh")).toEqual(["Диван Сиена бежевый"]);
    expect(await found("сиена дуб")).toEqual([]);
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
