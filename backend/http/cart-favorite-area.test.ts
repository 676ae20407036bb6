import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAccountsBackend, stockedGoods, type AccountsTestBackend } from "../testing/accounts-test-kit";

let shop: AccountsTestBackend;
let goods: { plenty: number; few: number; none: number };
let phoneCounter = 0;

beforeAll(async () => {
  shop = await startAccountsBackend();
  goods = await stockedGoods(shop.backend);
});
afterAll(async () => {
  await shop.close();
});

const signIn = () => shop.signIn(`+7 926 100-00-${String(++phoneCounter).padStart(2, "0")}`);
const cartAdd = (json: unknown, token?: string) => shop.callJson("/cart/add", { method: "POST", json, token });

describe("cart/add", () => {
  it("stores wanted totals (add: 0), adds to them (add: 1) and removes a line with 0", async () => {
    const token = await signIn();
    expect(await cartAdd({ cart: { [goods.plenty]: 3 }, add: 0 }, token)).toEqual({
      status: 200,
      body: { status: "200", data: { cart: { [goods.plenty]: 3 } } },
    });
    const added = await cartAdd({ cart: { [goods.plenty]: 2, [goods.few]: 1 }, add: 1 }, token);
    expect(added.body.data.cart).toEqual({ [goods.plenty]: 5, [goods.few]: 1 });
    const removed = await cartAdd({ cart: { [goods.few]: 0 }, add: 0 }, token);
    expect(removed.body.data.cart).toEqual({ [goods.plenty]: 5 });

    const listed = await shop.callJson("/cart/goods", { token });
    expect(listed.body).toMatchObject({ result: "ok", cart: { [goods.plenty]: 5 } });
    expect(listed.body.goods.map((g: { id: number }) => g.id)).toEqual([goods.plenty]);
    expect(listed.body.goods[0]).toMatchObject({ id: goods.plenty, currency: "RUB", image: { src: expect.any(String) } });
  });

  it("leaves a line over stock unchanged and answers a recount warning", async () => {
    const token = await signIn();
    await cartAdd({ cart: { [goods.few]: 1 } }, token);
    const over = await cartAdd({ cart: { [goods.few]: 5, [goods.plenty]: 1 }, add: 0 }, token);
    expect(over.status).toBe(200);
    expect(over.body.status).toBe("200");
    expect(over.body.data.cart).toEqual({ [goods.few]: 1, [goods.plenty]: 1 });
    expect(over.body.data.warnings.recount.good_ids).toEqual([goods.few]);
    expect(over.body.data.warnings.recount.message).toMatch(/^Доступно только 2 шт\. товара «.+»$/);

    const merged = await cartAdd({ cart: { [goods.few]: 2 }, add: 1 }, token);
    expect(merged.body.data.cart[goods.few]).toBe(1);
    expect(merged.body.data.warnings.recount.good_ids).toEqual([goods.few]);

    const soldOut = await cartAdd({ cart: { [goods.none]: 1 } }, token);
    expect(soldOut.body.data.cart[goods.none]).toBeUndefined();
    expect(soldOut.body.data.warnings.recount.good_ids).toEqual([goods.none]);
  });

  it("drops unknown, malformed and negative ids and counts", async () => {
    const token = await signIn();
    const answer = await cartAdd({ cart: { 999999: 1, "-3": 1, abc: 2, "1.5": 1, [goods.plenty]: -2, [goods.few]: 1.5, 0: 1 } }, token);
    expect(answer).toEqual({ status: 200, body: { status: "200", data: { cart: {} } } });
    expect((await shop.callJson("/cart/goods", { token })).body).toEqual({ result: "ok", cart: {}, goods: [] });
  });

  it("checks a guest map against the catalogue and stores nothing", async () => {
    const guest = await cartAdd({ cart: { [goods.plenty]: 2, 424242: 1 }, add: 1 });
    expect(guest.body).toEqual({ status: "200", data: { cart: { [goods.plenty]: 2 } } });
    const again = await cartAdd({ cart: { [goods.few]: 1 } });
    expect(again.body.data.cart).toEqual({ [goods.few]: 1 });
    expect((await shop.callJson("/cart/goods")).status).toBe(401);
  });

  it("refuses a body without a cart map or with a bad add, as 422 JSON", async () => {
    for (const body of [{}, { cart: [1, 2] }, { cart: 5 }, { cart: "nope" }, { cart: {}, add: 2 }, { cart: {}, add: "yes" }]) {
      const answer = await cartAdd(body);
      expect(answer.status).toBe(422);
      expect(answer.body.result).toBe("fail");
    }
  });
});

describe("favourites", () => {
  it("adds (newest first), lists with cards, removes and clears", async () => {
    const token = await signIn();
    const post = (path: string) => shop.callJson(path, { method: "POST", token });
    expect((await post(`/favorite/add?ids[]=${goods.plenty}`)).body).toEqual({ result: "ok", good_ids: [goods.plenty] });
    shop.advance(1000);
    const added = await post(`/favorite/add?ids[]=${goods.few}&ids[]=777777&ids[]=-1&ids[]=x`);
    expect(added.body.good_ids).toEqual([goods.few, goods.plenty]);

    const listed = await post("/favorite/goods");
    expect(listed.body.good_ids).toEqual([goods.few, goods.plenty]);
    expect(listed.body.goods.map((g: { id: number }) => g.id)).toEqual([goods.few, goods.plenty]);

    expect((await post(`/favorite/remove?ids[]=${goods.few}`)).body).toEqual({ result: "ok", good_ids: [goods.plenty] });
    expect((await post("/favorite/clear")).body).toEqual({ result: "ok", good_ids: [] });
    expect((await post("/favorite/goods")).body).toEqual({ result: "ok", good_ids: [], goods: [] });
  });

  it("needs a token", async () => {
    for (const path of ["/favorite/add?ids[]=1", "/favorite/remove?ids[]=1", "/favorite/clear", "/favorite/goods"]) {
      expect(await shop.callJson(path, { method: "POST" })).toEqual({ status: 401, body: {} });
    }
  });
});

describe("cart bounds", () => {
  it("keeps at most 100 lines and 999 pieces a line", async () => {
    await shop.backend.db.updateTable("goods").set({ stock: 5000 }).execute();
    const ids = (await shop.backend.db.selectFrom("goods").select("id").orderBy("id").limit(101).execute()).map((r) => r.id);
    const token = await signIn();
    const full = await cartAdd({ cart: Object.fromEntries(ids.slice(0, 100).map((id) => [id, 1])) }, token);
    expect(Object.keys(full.body.data.cart)).toHaveLength(100);
    const extra = await cartAdd({ cart: { [ids[100]]: 1 }, add: 1 }, token);
    expect(extra.body.data.cart[ids[100]]).toBeUndefined();
    expect(Object.keys(extra.body.data.cart)).toHaveLength(100);

    const piled = await cartAdd({ cart: { [ids[0]]: 999 }, add: 1 }, token);
    expect(piled.body.data.cart[ids[0]]).toBe(1);
    expect(piled.body.data.warnings.recount.good_ids).toEqual([ids[0]]);
  });
});
