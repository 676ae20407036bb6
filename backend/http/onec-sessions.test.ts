import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commerceMlImport, commerceMlOffers } from "../../tests/benchmarks/feeds";
import type { TestDataStore } from "../db/test-database";
import type { Backend } from "../index";
import { startOneCBackend } from "../testing/onec-test-kit";
import { STAFF_SIGN_INS_PER_ACCOUNT } from "../services/admin/staff";
import { linesOf, oneCRequest, type OneCCall } from "../testing/onec-client";
import { ONEC_COOKIE } from "./onec-routes";

/** 1C's exchange sessions and sign-in limits as a real 1C schedule meets them, on the shop's clock. */
let backend: Backend;
let store: TestDataStore;
// The start of a quarter hour: the schedule's 12 exchanges fall in one 15-minute window.
let clock = Date.UTC(2026, 10, 20, 9, 0, 0);
const cli = { id: null, email: "command line" };
const ONEC_SERVER = "10.20.0.1";
const refused = ["failure", "Неверный логин или пароль, или нет права на обмен"];
const tooMany = ["failure", "Слишком много попыток входа, повторите позже"];

beforeAll(async () => {
  ({ backend, store } = await startOneCBackend("onec-sessions", [], { now: () => clock }));
});
afterAll(async () => {
  await backend.close();
  await store.remove();
});

async function answer(query: string, init: OneCCall = {}) {
  const response = await backend.fetch(oneCRequest(query, { ip: ONEC_SERVER, ...init }));
  return { status: response.status, lines: await linesOf(response) };
}
const call = async (query: string, init: Parameters<typeof answer>[1] = {}) => (await answer(query, init)).lines;

async function exchangeAccount(email: string, password: string) {
  return backend.services.backoffice.staff.create(cli, { email, name: "1С", role: "exchange", password });
}

async function checkauth(auth: string, ip = ONEC_SERVER): Promise<string> {
  const [status, name, cookie] = await call("type=catalog&mode=checkauth", { auth, ip });
  expect([status, name]).toEqual(["success", ONEC_COOKIE]);
  return cookie;
}

describe("1C exchange sessions", () => {
  it("a 1C schedule of 12 exchanges in 5 minutes passes: checkauth → init → file → import each time", async () => {
    await exchangeAccount("schedule@shop.test", "schedule-pass-1");
    for (let run = 1; run <= 12; run++) {
      const cookie = await checkauth("schedule@shop.test:schedule-pass-1");
      expect(await call("type=catalog&mode=init", { cookie })).toEqual(["zip=yes", "file_limit=8388608"]);
      // The goods, then their offers, as 1C's every exchange sends them (offers for goods the shop lacks are a failure).
      const files = {
        "import.xml": [...commerceMlImport(3, "2.10")].join(""),
        "offers.xml": [...commerceMlOffers(1, 3, { version: "2.10", onlyChanges: true, price: (n) => n * 10 + run })].join(""),
      };
      for (const [name, text] of Object.entries(files)) {
        expect(await call(`type=catalog&mode=file&filename=${name}`, { cookie, body: Buffer.from(text) })).toEqual(["success"]);
        let lines = await call(`type=catalog&mode=import&filename=${name}`, { cookie });
        while (lines[0] === "progress") lines = await call(`type=catalog&mode=import&filename=${name}`, { cookie });
        expect(lines, name).toEqual(["success", expect.any(String)]);
      }
      clock += 25_000;
    }
  });

  it("a session ends when the account is disabled, its password reset or its sessions ended", async () => {
    const account = await exchangeAccount("revoked@shop.test", "revoked-pass-1");
    const admin = { id: null, email: "admin@shop.test" };
    const staff = backend.services.backoffice.staff;
    const noSession = ["failure", "Нет сеанса обмена: сначала mode=checkauth"];

    let cookie = await checkauth("revoked@shop.test:revoked-pass-1");
    await staff.update(admin, account.id, { disabled: true });
    expect(await call("type=catalog&mode=init", { cookie })).toEqual(noSession);
    expect(await call("type=sale&mode=query", { cookie })).toEqual(noSession);
    expect(await call("type=catalog&mode=checkauth", { auth: "revoked@shop.test:revoked-pass-1" })).toEqual(refused);

    await staff.update(admin, account.id, { disabled: false });
    cookie = await checkauth("revoked@shop.test:revoked-pass-1");
    const password = await staff.resetPassword(admin, account.id);
    expect(await call("type=sale&mode=query", { cookie })).toEqual(noSession);

    cookie = await checkauth(`revoked@shop.test:${password}`);
    expect((await call("type=catalog&mode=init", { cookie }))[0]).toBe("zip=yes");
    await staff.revokeSessions(admin, account.id);
    expect(await call("type=catalog&mode=init", { cookie })).toEqual(noSession);
  });

  it("counts only wrong passwords, over a sliding quarter hour: a burst across a boundary meets the limit once", async () => {
    await exchangeAccount("burst@shop.test", "burst-pass-1");
    clock = Math.ceil(clock / 900_000) * 900_000 - 60_000;
    for (let i = 0; i < 5; i++) expect(await call("type=catalog&mode=checkauth", { auth: "burst@shop.test:burst-pass-1" })).not.toEqual(tooMany);
    for (let i = 0; i < STAFF_SIGN_INS_PER_ACCOUNT; i++)
      expect(await call("type=catalog&mode=checkauth", { auth: "burst@shop.test:wrong", ip: `10.21.0.${i}` })).toEqual(refused);
    clock += 2 * 60_000;
    expect(await call("type=catalog&mode=checkauth", { auth: "burst@shop.test:wrong", ip: "10.21.1.1" })).toEqual(tooMany);
    clock += 14 * 60_000;
    expect(await call("type=catalog&mode=checkauth", { auth: "burst@shop.test:burst-pass-1", ip: "10.21.1.2" })).toEqual([
      "success",
      ONEC_COOKIE,
      expect.any(String),
    ]);
  });

  it("a stranger guessing the password does not lock out the address the exchange runs from", async () => {
    await exchangeAccount("locked@shop.test", "locked-pass-1");
    await checkauth("locked@shop.test:locked-pass-1");
    for (let i = 0; i < STAFF_SIGN_INS_PER_ACCOUNT + 5; i++)
      await call("type=catalog&mode=checkauth", { auth: "locked@shop.test:guess", ip: `10.22.${i}.1` });
    expect(await call("type=catalog&mode=checkauth", { auth: "locked@shop.test:locked-pass-1", ip: "10.22.99.1" })).toEqual(tooMany);
    const cookie = await checkauth("locked@shop.test:locked-pass-1");
    expect((await call("type=catalog&mode=init", { cookie }))[0]).toBe("zip=yes");
    // Wrong passwords from that address still meet a limit of their own.
    for (let i = 0; i < STAFF_SIGN_INS_PER_ACCOUNT; i++) await call("type=catalog&mode=checkauth", { auth: "locked@shop.test:guess" });
    expect(await call("type=catalog&mode=checkauth", { auth: "locked@shop.test:locked-pass-1" })).toEqual(tooMany);
  });

  it("every sign-in and every hand-over of orders is in the audit log with how many orders, listed for an admin apart from changes", async () => {
    await exchangeAccount("audited@shop.test", "audited-pass-1");
    const cookie = await checkauth("audited@shop.test:audited-pass-1");
    const xml = (await answer("type=sale&mode=query", { cookie })).lines.join("\n");
    expect(await call("type=sale&mode=success", { cookie })).toEqual(["success"]);
    const handedOver = xml.split("<Документ>").length - 1;

    await backend.services.backoffice.staff.create(cli, { email: "boss@shop.test", name: "Админ", role: "admin", password: "boss-pass-1" });
    const { token } = await backend.services.backoffice.staff.signIn({ email: "boss@shop.test", password: "boss-pass-1", ip: "10.24.0.1" });
    const response = await backend.fetch(
      new Request("http://shop.test/api/admin/audit?view=access", { headers: { Authorization: `Bearer ${token}`, "X-Forwarded-For": "10.24.0.1" } }),
    );
    const { entries } = (await response.json()) as { entries: { staff_email: string; action: string; after: unknown }[] };
    const mine = entries.filter((e) => e.staff_email === "audited@shop.test");
    expect(mine.map((e) => [e.action, e.after])).toEqual([
      ["onec.orders_confirmed", { records: handedOver }],
      ["onec.orders_sent", expect.objectContaining({ records: handedOver })],
      ["onec.sign_in", { ip: ONEC_SERVER }],
    ]);
    expect(entries.every((e) => e.action.startsWith("onec.") || e.action.endsWith(".export") || e.action === "request.file")).toBe(true);
  });

  it("refuses a file name that is the exchange's folder or a folder in it with a 400 and a reason 1C shows, never a 5xx", async () => {
    await exchangeAccount("names@shop.test", "names-pass-1");
    const cookie = await checkauth("names@shop.test:names-pass-1");
    await call("type=catalog&mode=init", { cookie });
    const body = new Uint8Array([1, 2, 3]);
    expect(await call("type=catalog&mode=file&filename=import_files/1/a.jpg", { cookie, body })).toEqual(["success"]);
    for (const name of [".", "import_files", "import_files/1", "import_files/./1"]) {
      expect(await answer(`type=catalog&mode=file&filename=${name}`, { cookie, body }), name).toEqual({
        status: 400,
        lines: ["failure", "Недопустимое имя файла"],
      });
    }
    expect((await call("type=catalog&mode=import&filename=.", { cookie }))[0]).toBe("failure");
  });
});
