import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalogRevision } from "../services/catalog-revision";
import { createStaffService } from "../services/admin/staff";
import { cameraJpeg } from "../testing/camera-photo";
import { startOrdersBackend, type OrdersTestBackend } from "../testing/orders-test-kit";

let shop: OrdersTestBackend;
let token = "";
let ipCounter = 0;
const freshIp = () => `10.19.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function call<T = Record<string, unknown>>(path: string, init: { method?: string; json?: unknown; token?: string } = {}) {
  const headers = new Headers({ "X-Forwarded-For": freshIp() });
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  const response = await shop.fetch(new Request(`http://shop.test/api${path}`, { method: init.method ?? "GET", headers, body }));
  return { status: response.status, body: (await response.json()) as T };
}
const save = (json: Record<string, unknown>) =>
  call<{ id: number; handle: string; message?: { fields: Record<string, string> } }>("/admin/content", { method: "POST", json, token });

beforeAll(async () => {
  shop = await startOrdersBackend();
  const staff = createStaffService({ db: shop.db, secret: "unused", now: Date.now });
  await staff.create({ id: null, email: "command line" }, { email: "manager@shop.test", name: "Олег", role: "manager", password: "manager-pass-1" });
  token = (await call<{ token: string }>("/admin/login", { method: "POST", json: { email: "manager@shop.test", password: "manager-pass-1" } })).body
    .token;
});
afterAll(async () => {
  await shop.close();
});

describe("content in the back office", () => {
  it("a manager's news item is sanitised on save, gets a transliterated address, shows in the shop and is found", async () => {
    const revision = await readCatalogRevision(shop.db);
    const hostile =
      '<p>Открыли шоурум в Казани</p><script>alert(1)</script><img src="/x.svg" onerror="alert(2)"><a href="javascript:alert(3)">ссылка</a>';
    const created = await save({ kind: "news", title: "Шоурум в Казани", date: "2026-12-01", preview: "Ждём в гости", text: hostile });
    expect(created.status).toBe(200);
    expect(created.body.handle).toBe("shourum-v-kazani");
    expect(await readCatalogRevision(shop.db)).toBeGreaterThan(revision);

    const detail = await call<{ text: string; title: string }>(`/news/detail?handle=shourum-v-kazani`);
    expect(detail.body.title).toBe("Шоурум в Казани");
    expect(detail.body.text).toContain("Открыли шоурум в Казани");
    expect(detail.body.text).not.toMatch(/script|onerror|javascript:/);
    const list = await call<{ items: { handle: string }[] }>("/news?limit=60");
    expect(list.body.items[0].handle).toBe("shourum-v-kazani");
    const found = await call<{ content: { url: string }[] }>(`/search?search=${encodeURIComponent("шоурум Казани")}`);
    expect(found.body.content.map((c) => c.url)).toContain("/news/shourum-v-kazani");

    const again = await save({ kind: "news", title: "Шоурум в Казани", text: "<p>Ещё раз</p>" });
    expect(again.body.handle).toBe("shourum-v-kazani-2");
    const taken = await save({ kind: "news", title: "Другая", handle: "shourum-v-kazani", text: "" });
    expect(taken.status).toBe(422);
    expect(taken.body.message?.fields).toHaveProperty("handle");

    const entry = await shop.db
      .selectFrom("audit_log")
      .select(["staff_email", "after"])
      .where("action", "=", "content.create")
      .where("entity", "=", "news")
      .where("entity_id", "=", String(created.body.id))
      .executeTakeFirstOrThrow();
    expect(entry.staff_email).toBe("manager@shop.test");
    expect(JSON.parse(entry.after ?? "{}").text).toBe('<p>Открыли шоурум в Казани</p><img src="/x.svg" /><a>ссылка</a>');
  });

  it("an uploaded photo becomes an idea's cover, served in sizes; an unknown photo key is refused at the field", async () => {
    const form = new FormData();
    form.set("photo", new Blob([new Uint8Array(await cameraJpeg(7, 800, 600))]), "обложка.jpg");
    const headers = new Headers({ "X-Forwarded-For": freshIp(), Authorization: `Bearer ${token}` });
    const uploaded = await shop.fetch(new Request("http://shop.test/api/admin/photos", { method: "POST", headers, body: form }));
    const { key } = ((await uploaded.json()) as { photo: { key: string } }).photo;

    const saved = await save({ kind: "idea", title: "Гостиная в графите", text: "<p>Идея</p>", image_url: "https://example.ru/old.jpg", cover: key });
    expect(saved.status).toBe(200);
    const detail = await call<{ image: { src: string; width: number; alt: string } }>(`/idea/detail?handle=${saved.body.handle}`);
    expect(detail.body.image.src).toMatch(new RegExp(`^/media/photos/${key}-\\d+\\.webp$`));
    expect(detail.body.image.alt).toBe("Гостиная в графите");
    const item = await call<{ item: { image_url: string } }>(`/admin/content/item?kind=idea&id=${saved.body.id}`, { token });
    expect(item.body.item.image_url).toBe(detail.body.image.src);

    const unknown = await save({ kind: "news", title: "Без фото", text: "", cover: "0".repeat(24) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message?.fields).toHaveProperty("cover");
  });

  it("a hidden item leaves the shop, its list and search; published again it is back; deleted it is gone", async () => {
    const { body } = await save({ kind: "idea", title: "Уголок для чтения у окна", preview: "Кресло и торшер", text: "<p>Подоконник-скамья</p>" });
    const hide = await call("/admin/content/visibility", { method: "POST", json: { kind: "idea", id: body.id, hidden: true }, token });
    expect(hide.status).toBe(200);
    expect((await call(`/idea/detail?handle=${body.handle}`)).status).toBe(404);
    const ideas = await call<{ items: { handle: string }[] }>("/idea?limit=60");
    expect(ideas.body.items.map((i) => i.handle)).not.toContain(body.handle);
    const found = await call<{ content: { url: string }[] }>(`/search?search=${encodeURIComponent("подоконник скамья")}`);
    expect(found.body.content).toEqual([]);

    await call("/admin/content/visibility", { method: "POST", json: { kind: "idea", id: body.id, hidden: false }, token });
    expect((await call(`/idea/detail?handle=${body.handle}`)).status).toBe(200);

    const removed = await call("/admin/content/delete", { method: "POST", json: { kind: "idea", id: body.id }, token });
    expect(removed.status).toBe(200);
    expect((await call(`/idea/detail?handle=${body.handle}`)).status).toBe(404);
    expect((await call(`/admin/content/item?kind=idea&id=${body.id}`, { token })).status).toBe(404);
  });

  it("lists every kind filtered by kind and title; pages refuse the storefront's own addresses", async () => {
    const pages = await call<{ items: { kind: string; handle: string }[]; pagination: { total: number } }>(
      "/admin/content?kind=page&q=%D0%BE%D0%BF%D0%BB%D0%B0%D1%82",
      { token },
    );
    expect(pages.body.items.map((p) => p.handle)).toEqual(["payment"]);
    const reserved = await save({ kind: "page", title: "Каталог", handle: "catalog", text: "" });
    expect(reserved.status).toBe(422);
    const privacy = (await call<{ items: { id: number }[] }>("/admin/content?kind=page&q=privacy", { token })).body.items[0];
    const opened = (await call<{ item: { version: string } }>(`/admin/content/item?kind=page&id=${privacy.id}`, { token })).body.item;
    const stale = await save({ kind: "page", id: privacy.id, version: "stale", title: "Устаревшая", handle: "privacy", text: "" });
    expect(stale.status).toBe(409);
    const edited = await save({
      kind: "page",
      id: privacy.id,
      version: opened.version,
      title: "Политика конфиденциальности",
      handle: "privacy",
      text: "<h2>Новая редакция</h2><iframe src=x></iframe>",
    });
    expect(edited.status).toBe(200);
    const page = await call<{ text: string }>("/page/detail?url=privacy");
    expect(page.body.text).toBe("<h2>Новая редакция</h2>");
  });

  it("refuses bad input and anyone signed out", async () => {
    expect((await save({ kind: "news", title: "", text: "" })).status).toBe(422);
    expect((await save({ kind: "news", title: "Ссылка", image_url: "javascript:alert(1)", text: "" })).status).toBe(422);
    expect((await save({ kind: "blog", title: "Что-то", text: "" })).status).toBe(422);
    expect((await call("/admin/content", { method: "POST", json: { kind: "news", title: "Без входа" } })).status).toBe(401);
  });
});
