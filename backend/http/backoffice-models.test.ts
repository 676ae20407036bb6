import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SEED_GOODS } from "../config";
import type { StaffModel } from "../services/admin/good-models";
import { startOrdersBackend, type OrdersTestBackend } from "../testing/orders-test-kit";

/** A good's model in the back office: shown as the model with its variants, changed only when the form names another. */

let shop: OrdersTestBackend;
let token = "";
const call = (path: string, json?: unknown) => shop.call(path, { json, token });

interface EditedGood {
  id: number;
  name: string;
  handle: string;
  section_id: number;
  section_handle: string;
  sku: string;
  price: number;
  old_price: number | null;
  stock: number;
  width: number;
  depth: number;
  height: number;
  material: string;
  color: string;
  description: string;
  model_id: number;
  variant_label: string | null;
  hidden: boolean;
  version: string;
  model: StaffModel;
}

async function staffGood(id: number): Promise<EditedGood> {
  const answer = await call(`/admin/good?id=${id}`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { good: EditedGood }).good;
}

/** The good's form as its edit page sends it back untouched (every value as the inputs hold it), with `changes`. */
function formOf(good: EditedGood, changes: Record<string, string> = {}) {
  return {
    id: String(good.id),
    version: good.version,
    name: good.name,
    handle: good.handle,
    section_id: String(good.section_id),
    sku: good.sku,
    price: String(good.price),
    old_price: good.old_price === null ? "" : String(good.old_price),
    stock: String(good.stock),
    width: String(good.width),
    depth: String(good.depth),
    height: String(good.height),
    material: good.material,
    color: good.color,
    description: good.description,
    model_id: String(good.model_id),
    variant_label: good.variant_label ?? "",
    ...(good.hidden ? { hidden: "on" } : {}),
    ...changes,
  };
}

/** Every row of the catalogue's tables, in a stable order, as one text. */
async function catalogueDump(): Promise<string> {
  const tables = ["sections", "goods", "search_terms", "catalog_revision"] as const;
  const parts: string[] = [];
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by id`.execute(shop.db);
    parts.push(`${table}\n${rows.rows.map((row) => JSON.stringify(row)).join("\n")}`);
  }
  return parts.join("\n\n");
}

async function goodIds(): Promise<number[]> {
  return (await shop.db.selectFrom("goods").select("id").orderBy("id").execute()).map((row) => row.id);
}

/** A shown good of a model with several variants whose model number is not its own id. */
async function goodOfSharedModel(): Promise<EditedGood> {
  for (const id of await goodIds()) {
    const good = await staffGood(id);
    if (good.model.variants.length > 1 && good.model_id !== good.id && !good.hidden) return good;
  }
  throw new Error("the demo shop has no model with several variants");
}

beforeAll(async () => {
  shop = await startOrdersBackend({ seedGoods: DEFAULT_SEED_GOODS });
  await shop.addStaff({ email: "models@shop.test", name: "Ира", role: "manager", password: "manager-pass-1" });
  token = await shop.staffSignIn("models@shop.test", "manager-pass-1");
});
afterAll(async () => {
  await shop.close();
});

describe("a good's model in the back office", () => {
  it("every demo good saved unchanged from its form leaves the catalogue byte for byte as it was", async () => {
    const before = await catalogueDump();
    const ids = await goodIds();
    expect(ids.length).toBeGreaterThan(DEFAULT_SEED_GOODS);
    for (const id of ids) {
      const saved = await call("/admin/good", formOf(await staffGood(id)));
      expect(saved.status, `good ${id}`).toBe(200);
    }
    expect(await catalogueDump()).toBe(before);
  }, 120_000);

  it("a price change keeps the good in its model; the page lists the model's variants, the shop too", async () => {
    const good = await goodOfSharedModel();
    const variantIds = good.model.variants.map((v) => v.id);
    expect(variantIds).toContain(good.id);
    expect(good.model.variants.find((v) => v.id === good.id)?.label).toBe(good.variant_label);

    expect((await call("/admin/good", formOf(good, { price: String(good.price + 1000) }))).status).toBe(200);
    const saved = await staffGood(good.id);
    expect(saved.price).toBe(good.price + 1000);
    expect(saved.model_id).toBe(good.model_id);
    expect(saved.model.variants.map((v) => v.id)).toEqual(variantIds);
    const detail = await call(`/catalog/detail?section_handle=${good.section_handle}&handle=${good.handle}`);
    const { good: shown } = (await detail.json()) as { good: { variants: { goods: { id: number }[] } } };
    expect(shown.variants.goods.map((v) => v.id)).toEqual(good.model.variants.filter((v) => !v.hidden).map((v) => v.id));
  });

  it("another model is chosen by its own number, a model of its own gets a number no model has, an unknown one is refused", async () => {
    const good = await goodOfSharedModel();
    const { models } = (await (await call(`/admin/models?section_id=${good.section_id}`)).json()) as { models: StaffModel[] };
    expect(models.map((m) => m.id)).toContain(good.model_id);
    const other = models.find((m) => m.id !== good.model_id && m.variant_title === good.model.variant_title)!;
    expect(other.variants.length).toBeGreaterThan(0);

    expect((await call("/admin/good", formOf(good, { model_id: String(other.id) }))).status).toBe(200);
    const moved = await staffGood(good.id);
    expect(moved.model_id).toBe(other.id);
    expect(moved.model.variants.map((v) => v.id)).toEqual([...other.variants.map((v) => v.id), good.id].sort((a, b) => a - b));

    const maxModel = (
      await shop.db
        .selectFrom("goods")
        .select((eb) => eb.fn.max("model_id").as("m"))
        .executeTakeFirstOrThrow()
    ).m;
    expect((await call("/admin/good", formOf(moved, { model_id: "own" }))).status).toBe(200);
    const alone = await staffGood(good.id);
    expect(alone.model_id).toBe(Number(maxModel) + 1);
    expect(alone.model.variants.map((v) => v.id)).toEqual([good.id]);

    const unknown = await call("/admin/good", formOf(alone, { model_id: String(Number(maxModel) + 50) }));
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: { fields: Record<string, string> } }).message.fields.model_id).toBeTruthy();
    expect((await staffGood(good.id)).model_id).toBe(alone.model_id);
  });
});
