import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commerceMlImport, commerceMlOffers, goodPrice } from "../../tests/benchmarks/feeds";
import type { TestDataStore } from "../db/test-database";
import type { Backend } from "../index";
import { startOneCBackend } from "../testing/onec-test-kit";
import { STAFF_SIGN_INS_PER_ACCOUNT } from "../services/admin/staff";
import { ONEC_COOKIE } from "./onec-routes";
import { linesOf, oneCRequest, zipOf, type OneCCall } from "../testing/onec-client";

/** 1C's «Обмен с сайтом» as mounted at /api/1c/exchange, with the shop's staff accounts. */
let backend: Backend;
let store: TestDataStore;
const cli = { id: null, email: "command line" };

beforeAll(async () => {
  ({ backend, store } = await startOneCBackend("onec-area", [
    { email: "obmen@shop.test", name: "1С", role: "exchange", password: "obmen-pass-1" },
    { email: "manager@shop.test", name: "Менеджер", role: "manager", password: "manager-pass-1" },
    { email: "admin@shop.test", name: "Админ", role: "admin", password: "admin-pass-1" },
  ]));
});
afterAll(async () => {
  await backend.close();
  await store.remove();
});

const call = async (query: string, init: OneCCall = {}) => linesOf(await backend.fetch(oneCRequest(query, init)));

async function importFile(cookie: string, name: string) {
  let lines = await call(`type=catalog&mode=import&filename=${name}`, { cookie });
  while (lines[0] === "progress") lines = await call(`type=catalog&mode=import&filename=${name}`, { cookie });
  return lines;
}

describe("/api/1c/exchange", () => {
  it("answers checkauth failure to a wrong password and to a manager, success and a cookie to the exchange account and to an admin", async () => {
    const refused = ["failure", "Неверный логин или пароль, или нет права на обмен"];
    expect(await call("type=catalog&mode=checkauth", { auth: "obmen@shop.test:wrong-pass-1" })).toEqual(refused);
    expect(await call("type=catalog&mode=checkauth", { auth: "manager@shop.test:manager-pass-1" })).toEqual(refused);
    const [status, name, value] = await call("type=catalog&mode=checkauth", { auth: "obmen@shop.test:obmen-pass-1" });
    expect([status, name]).toEqual(["success", ONEC_COOKIE]);
    expect(await call("type=catalog&mode=init", { cookie: value })).toEqual(["zip=yes", "file_limit=8388608"]);
    expect((await call("type=catalog&mode=checkauth", { auth: "admin@shop.test:admin-pass-1" }))[0]).toBe("success");
  });

  it("does not let the exchange account sign into the back office", async () => {
    const response = await backend.fetch(
      new Request("http://shop.test/api/admin/login", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "10.0.0.2" },
        body: JSON.stringify({ email: "obmen@shop.test", password: "obmen-pass-1" }),
      }),
    );
    expect(response.status).toBe(422);
  });

  it("limits wrong passwords like staff sign-in: past the limit even the right one is refused for a while", async () => {
    await backend.services.backoffice.staff.create(cli, { email: "guess@shop.test", name: "1С", role: "exchange", password: "guess-pass-1" });
    for (let i = 0; i < STAFF_SIGN_INS_PER_ACCOUNT; i++)
      await call("type=catalog&mode=checkauth", { auth: "guess@shop.test:nope", ip: `10.1.0.${i}` });
    expect(await call("type=catalog&mode=checkauth", { auth: "guess@shop.test:guess-pass-1", ip: "10.1.1.1" })).toEqual([
      "failure",
      "Слишком много попыток входа, повторите позже",
    ]);
  });

  it("a CommerceML exchange creates goods the storefront's catalogue shows, and the import is in the audit log", async () => {
    const [, , cookie] = await call("type=catalog&mode=checkauth", { auth: "obmen@shop.test:obmen-pass-1" });
    await call("type=catalog&mode=init", { cookie });
    const archive = await zipOf({ "import.xml": commerceMlImport(3), "offers.xml": commerceMlOffers(1, 3) });
    expect(await call("type=catalog&mode=file&filename=import.zip", { cookie, body: archive })).toEqual(["success"]);
    expect(await importFile(cookie, "import.xml")).toEqual(["success", "Создано: 3, обновлено: 0"]);
    expect(await importFile(cookie, "offers.xml")).toEqual(["success", "Создано: 0, обновлено: 3"]);

    const good = await backend.db.selectFrom("goods").select("id").where("external_id", "=", "good-2").executeTakeFirstOrThrow();
    const shown = (await (await backend.fetch(new Request(`http://shop.test/api/catalog/goods?ids=${good.id}`))).json()) as {
      goods: { price: number; name: string }[];
    };
    expect(shown.goods[0].name).toBe("Товар «Модель 2»");
    expect(shown.goods[0].price).toBe(goodPrice(2));

    const { entries } = await backend.services.backoffice.audit.list({ offset: 0, limit: 10 });
    const imports = entries.filter((e) => e.action === "catalog.import");
    expect(imports).toHaveLength(2);
    expect(imports[0]).toMatchObject({ staff_email: "obmen@shop.test", entity: "import_job" });
  });

  it("refuses a part larger than file_limit without storing it", async () => {
    const [, , cookie] = await call("type=catalog&mode=checkauth", { auth: "admin@shop.test:admin-pass-1" });
    await call("type=catalog&mode=init", { cookie });
    expect(await call("type=catalog&mode=file&filename=big.zip", { cookie, body: new Uint8Array(8 * 1024 * 1024 + 1) })).toEqual([
      "failure",
      "Часть файла больше file_limit",
    ]);
  });
});
