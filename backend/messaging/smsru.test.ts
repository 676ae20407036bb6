import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAccountsBackend, type AccountsTestBackend } from "../testing/accounts-test-kit";
import { startSmsRuStub, type SmsRuStub } from "../testing/smsru-stub";
import { DEMO_MESSAGING } from "./settings";

/** The SMS.ru adapter against a local server that speaks SMS.ru's documented request and answer shapes. */

const API_ID = "A1B2C3D4-0000-1111-2222-333344445555";
let stub: SmsRuStub;
let shop: AccountsTestBackend;
let phones = 0;

beforeAll(async () => {
  stub = await startSmsRuStub(API_ID);
  shop = await startAccountsBackend({
    messaging: { ...DEMO_MESSAGING, sms: { provider: "smsru", apiId: API_ID, sender: "MebelDom", apiUrl: stub.url } },
    // The test's clock decides when a retry is due; no background polling.
    outboxSender: { pollMs: 3_600_000 },
  });
});
afterAll(async () => {
  await shop.close();
  await stub.close();
});

async function askForCode(): Promise<string> {
  const phone = `7916${String(++phones).padStart(7, "0")}`;
  const { status } = await shop.callJson("/lk/login", { method: "POST", json: { login: phone } });
  expect(status).toBe(200);
  return phone;
}

const rowFor = (phone: string) => shop.backend.db.selectFrom("messages").selectAll().where("recipient", "=", phone).executeTakeFirstOrThrow();

describe("SMS.ru", () => {
  it("sends the sign-in code as SMS.ru documents it and keeps SMS.ru's id; the code texted signs in", async () => {
    stub.answer = () => ({ accept: true });
    const phone = await askForCode();
    const sent = stub.accepted.filter((r) => r.to === phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ api_id: API_ID, json: "1", from: "MebelDom" });
    expect(sent[0].msg).toMatch(/^Код подтверждения: [A-Z2-9]{4}\. /);
    const row = await rowFor(phone);
    expect(row).toMatchObject({ status: "sent", provider_id: sent[0].sms_id, attempts: 1 });

    const login = await shop.callJson("/lk/login", { method: "POST", json: { login: phone }, ip: "10.200.0.1" });
    const code = /: ([A-Z2-9]{4})\./.exec(stub.accepted.at(-1)!.msg)![1];
    const confirm = await shop.callJson("/lk/confirm", { method: "POST", json: { id: login.body.form_id, code } });
    expect(confirm.status).toBe(200);
  });

  it("retries a temporary error (service unavailable, HTTP 500) with backoff and then delivers once", async () => {
    const answers = [{ requestError: 220 }, { http: 500 }];
    stub.answer = () => answers.shift() ?? { accept: true };
    const phone = await askForCode();
    expect(await rowFor(phone)).toMatchObject({ status: "pending", attempts: 1, last_error: expect.stringContaining("220") });
    // Not due before its backoff (the first wait is at least 5 s)…
    await shop.backend.deliverDueMessages();
    expect(stub.requests.filter((r) => r.to === phone)).toHaveLength(1);
    shop.advance(20_000);
    await shop.backend.deliverDueMessages();
    expect(await rowFor(phone)).toMatchObject({ status: "pending", attempts: 2, last_error: expect.stringContaining("HTTP 500") });
    shop.advance(60_000);
    await shop.backend.deliverDueMessages();
    const accepted = stub.accepted.filter((r) => r.to === phone);
    expect(accepted).toHaveLength(1);
    expect(await rowFor(phone)).toMatchObject({ status: "sent", attempts: 3, provider_id: accepted[0].sms_id });
    expect(stub.requests.filter((r) => r.to === phone)).toHaveLength(3);
  });

  it("does not retry a permanent refusal of the number (207: no route) and records why", async () => {
    stub.answer = () => ({ numberError: 207 });
    const phone = await askForCode();
    stub.answer = () => ({ accept: true });
    shop.advance(3_600_000);
    await shop.backend.deliverDueMessages();
    expect(stub.requests.filter((r) => r.to === phone)).toHaveLength(1);
    expect(await rowFor(phone)).toMatchObject({ status: "failed", attempts: 1, last_error: expect.stringContaining("207") });
  });

  it("does not send a code SMS that could not be delivered before its code expired, and marks it expired", async () => {
    stub.answer = () => ({ requestError: 220 });
    const phone = await askForCode();
    expect(await rowFor(phone)).toMatchObject({ status: "pending", attempts: 1 });
    // SMS.ru is back only after the code's 10 minutes are over.
    stub.answer = () => ({ accept: true });
    shop.advance(10 * 60 * 1000);
    expect(await shop.backend.outbox.backlog()).toBe(0);
    await shop.backend.deliverDueMessages();
    expect(stub.requests.filter((r) => r.to === phone)).toHaveLength(1);
    expect(stub.accepted.filter((r) => r.to === phone)).toHaveLength(0);
    expect(await rowFor(phone)).toMatchObject({ status: "expired", attempts: 2, last_error: expect.stringContaining("220") });
  });

  it("counts due unsent messages as the backlog", async () => {
    stub.answer = () => ({ requestError: 220 });
    const phone = await askForCode();
    expect(await rowFor(phone)).toMatchObject({ status: "pending" });
    expect(await shop.backend.outbox.backlog()).toBe(0); // waiting for its retry: not due yet
    shop.advance(20_000); // due again (the first wait is 5–10 s), its code still alive
    expect(await shop.backend.outbox.backlog()).toBe(1);
    stub.answer = () => ({ accept: true });
    await shop.backend.deliverDueMessages();
    expect(await shop.backend.outbox.backlog()).toBe(0);
  });
});
