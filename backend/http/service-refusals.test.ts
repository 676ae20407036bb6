import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOrdersBackend, type OrdersTestBackend } from "../testing/orders-test-kit";
import type { JsonAnswer } from "../testing/json-answer";
import { MSG_PHONE_TAKEN } from "./accounts-messages";
import { MSG_CHECK_FIELDS } from "./body";
import { MSG_GOOD_UNKNOWN, MSG_IDEA_UNKNOWN } from "./orders-messages";

/**
 * The rules the services keep (a contact another account has, a request about nothing the catalogue has) answer
 * as the contract says: 422, «check the fields» above, the field's own text beside it, and nothing sent or stored.
 */
let shop: OrdersTestBackend;

beforeAll(async () => {
  shop = await startOrdersBackend();
});
afterAll(async () => {
  await shop.close();
});

async function post(path: string, json: Record<string, unknown>, token?: string) {
  const headers: Record<string, string> = { "Content-Type": "application/json", "X-Forwarded-For": "10.9.0.1" };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await shop.fetch(new Request(`http://shop.test/api${path}`, { method: "POST", headers, body: JSON.stringify(json) }));
  return { status: response.status, body: (await response.json()) as JsonAnswer };
}

describe("refusals the services keep", () => {
  it("a new phone that another account has: 422 on the phone, and no code is sent", async () => {
    const first = await shop.signIn();
    const second = await shop.signIn();
    const { phone } = await shop.db.selectFrom("users").select("phone").where("id", "=", first.userId).executeTakeFirstOrThrow();
    const sent = shop.outbox("sms").length;
    const answer = await post("/lk/phone_change", { phone: `+${phone}` }, second.token);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatchObject({ text: MSG_CHECK_FIELDS, fields: { phone: MSG_PHONE_TAKEN } });
    expect(shop.outbox("sms")).toHaveLength(sent);
  });

  it("a request about an idea or a good the catalogue has not: 422 on that field, nothing stored", async () => {
    const contact = { fio: "Петров Пётр", phone: "+7 916 555-44-33", email: "petr@example.ru", consent: "1", consent_version: "2026-01" };
    const count = async () => (await shop.db.selectFrom("requests").select("id").execute()).length;
    const before = await count();
    const idea = await post("/request/idea", { ...contact, idea_id: "99999" });
    expect(idea.status).toBe(422);
    expect(idea.body.message).toMatchObject({ text: MSG_CHECK_FIELDS, fields: { idea_id: MSG_IDEA_UNKNOWN } });
    const good = await post("/request/good_custom_size", { ...contact, good_id: "99999", comment: "Ширина 230 см" });
    expect(good.status).toBe(422);
    expect(good.body.message).toMatchObject({ text: MSG_CHECK_FIELDS, fields: { good_id: MSG_GOOD_UNKNOWN } });
    expect(await count()).toBe(before);
  });
});
