import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDataStore, demoShopOf, type TestDataStore } from "../db/test-database";
import { createBackend, type Backend } from "../index";
import { createStaffService } from "../services/admin/staff";

/** `GET /api/search` forgiving typos, the wrong layout and other words for the same thing; `GET /api/search/suggest`. */
let backend: Backend;
let store: TestDataStore;

beforeAll(async () => {
  store = await createTestDataStore("search-area", demoShopOf({}));
  backend = await createBackend({ dataDir: store.dataDir, databaseUrl: store.databaseUrl, secret: "test" }, pino({ level: "silent" }));
  const staff = createStaffService({ db: backend.db, secret: "unused", now: Date.now });
  await staff.create({ id: null, email: "command line" }, { email: "manager@shop.test", name: "Олег", role: "manager", password: "manager-pass-1" });
});
afterAll(async () => {
  await backend.close();
  await store.remove();
});

type Card = { name: string; price: number; variant_label: string | null; image: { src: string } };
type SearchAnswer = { goods: Card[]; goods_total: number; content_total: number; read_as: string | null; did_you_mean: string | null };
type SuggestAnswer = { search: string; queries: { text: string; url: string }[]; sections: { name: string; url: string }[]; goods: Card[] };

async function get<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await backend.fetch(new Request(`http://test/api${path}`, init));
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}
const search = (text: string) => get<SearchAnswer>(`/search?limit=60&search=${encodeURIComponent(text)}`);
const suggest = (text: string) => get<SuggestAnswer>(`/search/suggest?search=${encodeURIComponent(text)}`);
const names = (answer: { goods: Card[] }) => answer.goods.map((good) => good.name.toLowerCase());

describe("search forgives", () => {
  it("a letter missed, added or swapped: «дван», «дивн», «дива», «крсло» find sofas and armchairs, read as the right word", async () => {
    const sofas = await search("диван");
    expect(sofas.goods_total).toBeGreaterThan(0);
    for (const typo of ["дван", "дивн", "дива", "дииван"]) {
      const found = await search(typo);
      expect(found.goods_total, typo).toBe(sofas.goods_total);
      expect(found.read_as, typo).toMatch(/^диван/);
    }
    const armchairs = await search("крсло");
    expect(armchairs.goods_total).toBe((await search("кресло")).goods_total);
    expect(names(armchairs).every((name) => name.startsWith("кресло"))).toBe(true);
    expect((await search("диван")).read_as).toBeNull();
  });

  it("the English layout left on: «lbdfy» finds sofas", async () => {
    const found = await search("lbdfy");
    expect(found.goods_total).toBe((await search("диван")).goods_total);
    expect(found.read_as).toMatch(/^диван/);
  });

  it("another word for a colour or a kind: «зелёный диван» finds olive and emerald sofas, «мягкая мебель» sofas and armchairs", async () => {
    const green = await search("зелёный диван");
    expect(green.goods_total).toBeGreaterThan(0);
    for (const good of green.goods) expect(["Оливковый", "Изумрудный"]).toContain(good.variant_label);
    expect((await search("зеленый диван")).goods_total).toBe(green.goods_total);
    const soft = await search("мягкая мебель");
    expect(soft.goods_total).toBe((await search("диван")).goods_total + (await search("кресло")).goods_total);
  });

  it("offers «Возможно, вы искали» when nothing is found, and nothing when there is nothing to offer", async () => {
    const far = await search("кирсло");
    expect(far.goods_total).toBe(0);
    expect(far.did_you_mean).toBe("кресло");
    const hopeless = await search("щщщщщщ");
    expect(hopeless.goods_total).toBe(0);
    expect(hopeless.did_you_mean).toBeNull();
  });

  it("follows the shop's synonyms as soon as the back office saves them", async () => {
    expect((await search("уютная мебель")).goods_total).toBe(0);
    const login = await backend.fetch(
      new Request("http://test/api/admin/login", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "10.1.1.1" },
        body: JSON.stringify({ email: "manager@shop.test", password: "manager-pass-1" }),
      }),
    );
    const { token } = (await login.json()) as { token: string };
    const auth = { Authorization: `Bearer ${token}`, "X-Forwarded-For": "10.1.1.1" };
    const read = await get<{ settings: Record<string, unknown> }>("/admin/settings", { headers: auth });
    expect(read.settings.search_synonyms).toContain("зелёный: оливковый, изумрудный");
    const saved = await backend.fetch(
      new Request("http://test/api/admin/settings", {
        method: "POST",
        headers: { ...auth, "Content-Type": "application/json" },
        body: JSON.stringify({ ...read.settings, search_synonyms: "уютная мебель: кресло" }),
      }),
    );
    expect(saved.status).toBe(200);
    const cosy = await search("уютная мебель");
    expect(cosy.goods_total).toBe((await search("кресло")).goods_total);
    // The demo's groups are gone with the shop's own text.
    expect((await search("мягкая мебель")).goods_total).toBe(0);
  });
});

describe("suggestions while typing", () => {
  it("complete the last word: queries, the section and goods with picture and price", async () => {
    const answer = await suggest("дива");
    expect(answer.queries.map((q) => q.text)).toContain("диван");
    expect(answer.queries[0]!.url).toMatch(/^\/result\?search=/);
    expect(answer.sections).toContainEqual({ name: "Диваны", url: "/catalog/divany" });
    expect(answer.goods.length).toBeGreaterThan(0);
    expect(answer.goods.length).toBeLessThanOrEqual(5);
    for (const good of answer.goods) {
      expect(good.name.toLowerCase()).toMatch(/^диван/);
      expect(good.price).toBeGreaterThan(0);
      expect(good.image.src).toBeTruthy();
    }
  });

  it("read earlier words as a search does and forgive a typo in the last", async () => {
    const answer = await suggest("серый крсло");
    expect(answer.queries.map((q) => q.text)).toContain("серый кресло");
    for (const good of answer.goods) expect(good.name.toLowerCase()).toMatch(/^кресло/);
    expect(answer.goods.length).toBeGreaterThan(0);
  });

  it("are empty for empty text", async () => {
    expect(await suggest("  ")).toEqual({ search: "", queries: [], sections: [], goods: [] });
  });
});
