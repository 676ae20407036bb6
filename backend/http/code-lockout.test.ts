import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAccountsBackend, stockedGoods, type AccountsTestBackend } from "../testing/accounts-test-kit";

/**
 * Sign-in codes under attack: a stranger who asks for codes to someone else's phone (by the sign-in form and the
 * custom-size form, which both send an SMS to the number typed) must not keep the phone's owner from signing in
 * for more than 10 minutes, while one address, and the shop as a whole, still cannot pump SMS without end.
 */

let shop: AccountsTestBackend;
let goodId: number;
const MINUTE = 60_000;
const OWNER_WAIT_LIMIT_S = 10 * 60;

beforeAll(async () => {
  shop = await startAccountsBackend();
  goodId = (await stockedGoods(shop.backend)).plenty;
});
afterAll(async () => {
  await shop.close();
});

const signInCode = (phone: string, ip: string) => shop.callJson("/lk/login", { method: "POST", json: { login: phone }, ip });

const customSizeCode = (phone: string, ip: string) =>
  shop.callJson("/request/good_custom_size", {
    method: "POST",
    ip,
    json: { fio: "Иван", phone, email: "ivan@example.ru", consent: "1", good_id: String(goodId), comment: "Ширина 230 см" },
  });

/** The owner asks for a sign-in code until it is sent, as the countdown tells them; answers the seconds waited. */
async function ownerWaitsFor(phone: string, ip: string): Promise<number> {
  let waited = 0;
  for (;;) {
    const answer = await signInCode(phone, ip);
    if (answer.status === 200) return waited;
    expect(answer.status).toBe(429);
    const retryIn = Number(answer.body.retry_in);
    expect(retryIn).toBeGreaterThan(0);
    waited += retryIn;
    if (waited > 24 * 3600) return waited;
    shop.advance(retryIn * 1000);
  }
}

describe("a stranger cannot lock a phone's owner out of sign-in", () => {
  // A day of two-minute steps: about 1 400 requests, 10 s on a quiet machine and three times that under load.
  it("alternating the sign-in and custom-size code steps from one address for a day, the owner from another address waits at most 10 minutes", async () => {
    const phone = shop.freshPhone();
    const attacker = shop.freshIp();
    const owner = shop.freshIp();
    let sent = 0;
    let worstWait = 0;
    // Every 2 minutes (the resend wait) the attacker asks both forms for a code to the owner's phone; every
    // 4 hours, starting once the attacker has used up every cap it can reach, the owner tries to sign in.
    for (let minute = 0; minute < 24 * 60; minute += 2) {
      for (const ask of [signInCode, customSizeCode]) if ((await ask(phone, attacker)).status === 200) sent++;
      if (minute % 240 === 30) worstWait = Math.max(worstWait, await ownerWaitsFor(phone, owner));
      shop.advance(2 * MINUTE);
    }
    expect(worstWait).toBeLessThanOrEqual(OWNER_WAIT_LIMIT_S);
    // …and the attacker's own address got no more than the per-phone cap for it.
    expect(sent).toBeLessThanOrEqual(10);
  }, 90_000);

  it("the attacker's resend wait is the attacker's: the owner gets a code at once", async () => {
    const phone = shop.freshPhone();
    expect((await signInCode(phone, shop.freshIp())).status).toBe(200);
    expect((await customSizeCode(phone, shop.freshIp())).status).toBe(200);
    expect((await signInCode(phone, shop.freshIp())).status).toBe(200);
  });
});

describe("SMS pumping stays capped", () => {
  it("one address: 10 codes a day to one phone, over both forms, then «Попробуйте завтра» for that address", async () => {
    const phone = shop.freshPhone();
    const ip = shop.freshIp();
    const answers = [];
    for (let i = 0; i < 12; i++) {
      answers.push(await (i % 2 === 0 ? signInCode : customSizeCode)(phone, ip));
      shop.advance(2 * MINUTE);
    }
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers[10]).toMatchObject({ status: 429, body: { message: { text: "Слишком много запросов кода. Попробуйте завтра" } } });
    expect(answers[10].body.retry_in).toBeGreaterThan(23 * 3600 - 60);
  });

  it("one address across many phones: 30 codes a day over both forms", async () => {
    const ip = shop.freshIp();
    const answers = [];
    for (let i = 0; i < 31; i++) {
      if (i === 20) shop.advance(61 * MINUTE); // past the hourly sign-in limit, so the daily cap is what stops it
      answers.push(await (i % 2 === 0 ? signInCode : customSizeCode)(shop.freshPhone(), ip));
    }
    expect(answers.filter((a) => a.status === 200)).toHaveLength(30);
    expect(answers[30]).toMatchObject({ status: 429, body: { message: { text: "Слишком много запросов кода. Попробуйте завтра" } } });
  });

  it("the whole shop: at most 100 SMS codes in 10 minutes from all addresses together, free again within 10 minutes", async () => {
    shop.advance(11 * MINUTE); // earlier tests' codes leave the window
    const answers = [];
    for (let i = 0; i < 101; i++) answers.push(await (i % 2 === 0 ? signInCode : customSizeCode)(shop.freshPhone(), shop.freshIp()));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(100);
    const refused = answers[100];
    expect(refused.status).toBe(429);
    expect(refused.body.message.text).toMatch(/[А-я]/);
    expect(refused.body.retry_in).toBeGreaterThan(0);
    expect(refused.body.retry_in).toBeLessThanOrEqual(OWNER_WAIT_LIMIT_S);
    shop.advance(refused.body.retry_in * 1000);
    expect((await signInCode(shop.freshPhone(), shop.freshIp())).status).toBe(200);
  });
});
