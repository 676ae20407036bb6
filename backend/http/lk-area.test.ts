import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAccountsBackend, stockedGoods, type AccountsTestBackend } from "../testing/accounts-test-kit";

let shop: AccountsTestBackend;
let phoneCounter = 0;

beforeAll(async () => {
  shop = await startAccountsBackend();
});
afterAll(async () => {
  await shop.close();
});

/** A Russian mobile number no other test used, as people type it. */
function freshPhone(): string {
  phoneCounter++;
  return `8 (916) 555-${String(Math.floor(phoneCounter / 100)).padStart(2, "0")}-${String(phoneCounter % 100).padStart(2, "0")}`;
}
const normalised = (phone: string) => phone.replace(/\D/g, "").replace(/^8/, "7");
const MINUTE = 60_000;

async function requestCode(phone: string, ip?: string) {
  return shop.callJson("/lk/login", { method: "POST", json: { login: phone }, ip });
}

describe("sign-in by code", () => {
  it("sends a 4-character code by SMS and signs in with it; check_token then knows the user", async () => {
    const phone = freshPhone();
    const login = await requestCode(phone);
    expect(login).toMatchObject({ status: 200, body: { result: "ok", resend_in: 120 } });
    expect(login.body.form_id).toEqual(expect.any(String));

    const lines = fs
      .readFileSync(shop.backend.config.smsOutbox, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    const sms = lines.filter((l) => l.to === normalised(phone)).at(-1);
    expect(sms).toMatchObject({ to: normalised(phone), text: expect.any(String), at: expect.any(String) });
    const code = shop.lastCode(normalised(phone));
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}$/);

    const confirm = await shop.callJson("/lk/confirm", { method: "POST", json: { id: login.body.form_id, code: code.toLowerCase() } });
    expect(confirm).toMatchObject({ status: 200, body: { result: "ok", message: { text: "Добро пожаловать!" } } });
    const check = await shop.callJson("/lk/check_token", { token: confirm.body.token });
    expect(check).toMatchObject({ status: 200, body: { result: "ok", user: { phone: normalised(phone), email: null, has_password: false } } });

    const common = await shop.callJson("/common", { token: confirm.body.token });
    expect(common.body.user).toEqual(check.body.user);

    const again = await shop.callJson("/lk/confirm", { method: "POST", json: { id: login.body.form_id, code } });
    expect(again.status).toBe(422);
  });

  it("stores only hashes of codes and tokens", async () => {
    const token = await shop.signIn(freshPhone());
    const tokens = await shop.backend.db.selectFrom("tokens").select("token_hash").execute();
    expect(tokens.every((t) => /^[a-f0-9]{64}$/.test(t.token_hash) && t.token_hash !== token)).toBe(true);
    const codes = await shop.backend.db.selectFrom("codes").select("code_hash").execute();
    expect(codes.every((c) => /^[a-f0-9]{64}$/.test(c.code_hash))).toBe(true);
  });

  it("accepts any common spelling of a Russian mobile and refuses other numbers with a field message", async () => {
    expect((await requestCode("+7 916 444-33-22")).status).toBe(200);
    expect((await requestCode("9164443323")).status).toBe(200);
    for (const bad of ["+7 495 123-45-67", "+1 916 444 33 22", "12345", "", "телефон"]) {
      const answer = await requestCode(bad);
      expect(answer.status).toBe(422);
      expect(answer.body.message.fields.login).toMatch(/\+7 9/);
    }
    const missing = await shop.callJson("/lk/login", { method: "POST", json: {} });
    expect(missing.body.message.fields.login).toBeTruthy();
  });

  it("kills a code after 5 wrong tries: the 6th fails even when right", async () => {
    const phone = freshPhone();
    const login = await requestCode(phone);
    const code = shop.lastCode(normalised(phone));
    const wrong = code === "AAAA" ? "BBBB" : "AAAA";
    for (let i = 0; i < 5; i++) {
      const answer = await shop.callJson("/lk/confirm", { method: "POST", json: { id: login.body.form_id, code: wrong } });
      expect(answer).toMatchObject({ status: 422, body: { result: "fail" } });
      expect(answer.body.message.text).toMatch(/[А-я]/);
    }
    const right = await shop.callJson("/lk/confirm", { method: "POST", json: { id: login.body.form_id, code } });
    expect(right.status).toBe(422);
    expect(right.body.token).toBeUndefined();
  });

  it("refuses a new code to the same address before 120 s with retry_in, and sends one after", async () => {
    const phone = freshPhone();
    const ip = shop.freshIp();
    expect((await requestCode(phone, ip)).status).toBe(200);
    shop.advance(30_000);
    const early = await requestCode(phone, ip);
    expect(early).toMatchObject({ status: 429, body: { result: "fail", retry_in: 90 } });
    expect(early.body.message.form[0]).toMatch(/[А-я]/);
    shop.advance(90_000);
    expect((await requestCode(phone, ip)).status).toBe(200);
  });

  it("holds back a second code of the same purpose only: a password change right after sign-in gets its code", async () => {
    const phone = freshPhone();
    const ip = shop.freshIp();
    const login = await requestCode(phone, ip);
    const token = (
      await shop.callJson("/lk/confirm", { method: "POST", ip, json: { id: login.body.form_id, code: shop.lastCode(normalised(phone)) } })
    ).body.token as string;
    const change = await shop.callJson("/lk/password_change", { method: "POST", token, ip, json: { password: "Sofa2026pass", password_old: "" } });
    expect(change).toMatchObject({ status: 200, body: { result: "ok", form_id: expect.any(String) } });
    const again = await shop.callJson("/lk/password_change", { method: "POST", token, ip, json: { password: "Sofa2026pass", password_old: "" } });
    expect(again).toMatchObject({ status: 429, body: { result: "fail", retry_in: 120 } });
    expect((await requestCode(phone, ip)).status).toBe(429);
  });

  it("caps codes per phone and address per day, and says when the next one is possible", async () => {
    const phone = freshPhone();
    const ip = shop.freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await requestCode(phone, ip)).status).toBe(200);
      shop.advance(2 * MINUTE);
    }
    const capped = await requestCode(phone, ip);
    expect(capped.status).toBe(429);
    expect(capped.body.retry_in).toBeGreaterThan(23 * 3600 - 60);
    expect(capped.body.retry_in).toBeLessThanOrEqual(24 * 3600);
  });

  it("caps codes per IP per day", async () => {
    const ip = shop.freshIp();
    const answers = [];
    for (let i = 0; i < 31; i++) {
      // Past the hourly sign-in limit of one address, so that the daily cap is what stops the 31st.
      if (i === 20) shop.advance(61 * MINUTE);
      answers.push(await requestCode(freshPhone(), ip));
    }
    expect(answers.filter((a) => a.status === 200)).toHaveLength(30);
    expect(answers[30]).toMatchObject({ status: 429, body: { message: { text: "Слишком много запросов кода. Попробуйте завтра" } } });
  });

  it("refuses an expired code (after 10 minutes)", async () => {
    const phone = freshPhone();
    const login = await requestCode(phone);
    shop.advance(11 * MINUTE);
    const late = await shop.callJson("/lk/confirm", { method: "POST", json: { id: login.body.form_id, code: shop.lastCode(normalised(phone)) } });
    expect(late).toMatchObject({ status: 422, body: { result: "fail" } });
    expect(late.body.message.text).toMatch(/истёк/);
  });

  it("refuses unknown form ids and missing fields", async () => {
    const unknown = await shop.callJson("/lk/confirm", { method: "POST", json: { id: "0".repeat(32), code: "ABCD" } });
    expect(unknown.status).toBe(422);
    const missing = await shop.callJson("/lk/confirm", { method: "POST", json: { id: "x" } });
    expect(missing).toMatchObject({ status: 422, body: { message: { fields: { code: expect.any(String) } } } });
  });
});

describe("tokens", () => {
  it("answers 401 {} to a missing, forged, revoked or expired token", async () => {
    expect(await shop.callJson("/lk/check_token")).toEqual({ status: 401, body: {} });
    expect(await shop.callJson("/lk/check_token", { token: "forged-token-forged-token-forged" })).toEqual({ status: 401, body: {} });

    const token = await shop.signIn(freshPhone());
    expect((await shop.callJson("/lk/logout", { method: "POST", token })).body).toEqual({ result: "ok" });
    expect(await shop.callJson("/lk/check_token", { token })).toEqual({ status: 401, body: {} });
    expect((await shop.callJson("/favorite/goods", { method: "POST", token })).status).toBe(401);

    const old = await shop.signIn(freshPhone());
    shop.advance(31 * 24 * 60 * MINUTE);
    expect(await shop.callJson("/lk/check_token", { token: old })).toEqual({ status: 401, body: {} });
  });
});

describe("password sign-in and changes", () => {
  it("sets a password confirmed by SMS, then signs in with it by phone or e-mail; one generic failure", async () => {
    const phone = freshPhone();
    const token = await shop.signIn(phone);
    const weak = await shop.callJson("/lk/password_change", { method: "POST", token, json: { password: "short", password_old: "" } });
    expect(weak).toMatchObject({ status: 422, body: { message: { fields: { password: expect.any(String) } } } });

    shop.advance(2 * MINUTE);
    const change = await shop.callJson("/lk/password_change", { method: "POST", token, json: { password: "Sofa2026pass", password_old: "" } });
    expect(change).toMatchObject({ status: 200, body: { result: "ok", form_id: expect.any(String) } });
    const done = await shop.callJson("/lk/confirm", {
      method: "POST",
      token,
      json: { id: change.body.form_id, code: shop.lastCode(normalised(phone)) },
    });
    expect(done).toMatchObject({ status: 200, body: { result: "ok", message: { text: expect.any(String) } } });

    const good = await shop.callJson("/lk/login_password", { method: "POST", json: { login: phone, password: "Sofa2026pass" } });
    expect(good).toMatchObject({ status: 200, body: { result: "ok", token: expect.any(String) } });
    const wrongPassword = await shop.callJson("/lk/login_password", { method: "POST", json: { login: phone, password: "Sofa2026pasS" } });
    const noSuchUser = await shop.callJson("/lk/login_password", { method: "POST", json: { login: "nobody@example.ru", password: "Sofa2026pass" } });
    expect(wrongPassword).toMatchObject({
      status: 422,
      body: { result: "fail", message: { text: "Пользователь не найден, или введены не верные данные" } },
    });
    expect(noSuchUser.body.message).toEqual(wrongPassword.body.message);

    shop.advance(2 * MINUTE);
    const oldWrong = await shop.callJson("/lk/password_change", {
      method: "POST",
      token,
      json: { password: "Chair2027pass", password_old: "nope1234" },
    });
    expect(oldWrong).toMatchObject({ status: 422, body: { message: { fields: { password_old: expect.any(String) } } } });
  });

  it("rate-limits password attempts for one login", async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await shop.callJson("/lk/login_password", { method: "POST", json: { login: "victim@example.ru", password: `guess${i}x1` } })).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("changes the e-mail with the code from the mail outbox", async () => {
    const phone = freshPhone();
    const token = await shop.signIn(phone);
    const email = `buyer${phoneCounter}@example.ru`;
    const wrongPhone = await shop.callJson("/lk/email_change", { method: "POST", token, json: { email, phone: "+7 999 000-00-00" } });
    expect(wrongPhone.body.message.fields.phone).toBeTruthy();
    const bad = await shop.callJson("/lk/email_change", { method: "POST", token, json: { email: "not-an-email", phone } });
    expect(bad.body.message.fields.email).toBe("Некорректный email");

    const change = await shop.callJson("/lk/email_change", { method: "POST", token, json: { email: email.toUpperCase(), phone } });
    expect(change).toMatchObject({ status: 200, body: { result: "ok", form_id: expect.any(String), message: { text: expect.any(String) } } });
    const before = await shop.callJson("/lk/check_token", { token });
    expect(before.body.user.email).toBeNull();

    const done = await shop.callJson("/lk/confirm", { method: "POST", token, json: { id: change.body.form_id, code: shop.lastCode(email, "mail") } });
    expect(done.status).toBe(200);
    expect((await shop.callJson("/lk/check_token", { token })).body.user.email).toBe(email);

    const otherPhone = freshPhone();
    const other = await shop.signIn(otherPhone);
    const taken = await shop.callJson("/lk/email_change", { method: "POST", token: other, json: { email, phone: otherPhone } });
    expect(taken.body.message.fields.email).toBeTruthy();
  });

  it("changes the phone with the code sent to the new phone; another user's code does not apply", async () => {
    const token = await shop.signIn(freshPhone());
    const next = freshPhone();
    const change = await shop.callJson("/lk/phone_change", { method: "POST", token, json: { phone: next } });
    expect(change.status).toBe(200);
    const stranger = await shop.signIn(freshPhone());
    const stolen = await shop.callJson("/lk/confirm", {
      method: "POST",
      token: stranger,
      json: { id: change.body.form_id, code: shop.lastCode(normalised(next)) },
    });
    expect(stolen.status).toBe(422);
    expect((await shop.callJson("/lk/check_token", { token })).body.user.phone).not.toBe(normalised(next));
  });
});

describe("profile_edit", () => {
  it("saves fio and birthday from form data, and answers per-field errors", async () => {
    const token = await shop.signIn(freshPhone());
    const form = new FormData();
    form.set("fio", "Иванова Анна");
    form.set("birthday", "1990-05-17");
    const saved = await shop.callJson("/lk/profile_edit", { method: "PATCH", token, body: form });
    expect(saved).toEqual({ status: 200, body: { status: 1, result: "ok", message: { title: "Данные профиля успешно обновлены" } } });
    expect((await shop.callJson("/lk/check_token", { token })).body.user).toMatchObject({ fio: "Иванова Анна", birthday: "1990-05-17" });

    const bad = await shop.callJson("/lk/profile_edit", {
      method: "PATCH",
      token,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ fio: "", birthday: "1990-02-30" }).toString(),
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ status: 1, result: "fail", message: { title: "Ошибка обновления данных" } });
    expect(Object.keys(bad.body.message.fields).sort()).toEqual(["birthday", "fio"]);

    const future = await shop.callJson("/lk/profile_edit", { method: "PATCH", token, json: { fio: "Анна", birthday: "2099-01-01" } });
    expect(Object.keys(future.body.message.fields)).toEqual(["birthday"]);
    const cleared = await shop.callJson("/lk/profile_edit", { method: "PATCH", token, json: { fio: "Анна", birthday: "" } });
    expect(cleared.status).toBe(200);
    expect((await shop.callJson("/lk/check_token", { token })).body.user.birthday).toBeNull();
  });
});

describe("orders and bodies", () => {
  it("lists the user's own orders", async () => {
    const token = await shop.signIn(freshPhone());
    expect(await shop.callJson("/lk/orders", { token })).toEqual({ status: 200, body: { result: "ok", orders: [] } });
    const { plenty } = await stockedGoods(shop.backend);
    const order = {
      fio: "Иванова Анна",
      phone: "+7 916 123-45-67",
      email: "anna@example.ru",
      delivery_id: 1,
      payment_id: 1,
      pvz: 1,
      cart: JSON.stringify({ [plenty]: 1 }),
      idempotency_key: `lk-orders-${phoneCounter}`,
      consent: "1",
    };
    const placed = await shop.callJson("/request/order", { method: "POST", token, json: order });
    expect(placed).toMatchObject({ status: 200, body: { result: "ok" } });
    const listed = await shop.callJson("/lk/orders", { token });
    expect(listed.body.orders.map((o: { id: number }) => o.id)).toEqual([placed.body.order_id]);
    const stranger = await shop.signIn(freshPhone());
    expect((await shop.callJson("/lk/orders", { token: stranger })).body.orders).toEqual([]);
  });

  it("guest orders follow the confirmed phone: listed after sign-in with it, the profile named after the latest", async () => {
    const phone = freshPhone();
    const { plenty } = await stockedGoods(shop.backend);
    const guestOrder = (fio: string, n: number) => ({
      fio,
      phone,
      email: "guest@example.ru",
      delivery_id: 1,
      payment_id: 1,
      pvz: 1,
      cart: JSON.stringify({ [plenty]: 1 }),
      idempotency_key: `guest-${phoneCounter}-${n}`,
      consent: "1",
    });
    const older = await shop.callJson("/request/order", { method: "POST", json: guestOrder("Петров Пётр", 1) });
    const latest = await shop.callJson("/request/order", { method: "POST", json: guestOrder("Петрова Анна", 2) });
    // Another phone's guest order with the same name and e-mail is not theirs.
    const other = await shop.callJson("/request/order", { method: "POST", json: { ...guestOrder("Петрова Анна", 3), phone: freshPhone() } });
    expect([older.status, latest.status, other.status]).toEqual([200, 200, 200]);

    const token = await shop.signIn(phone);
    const listed = await shop.callJson("/lk/orders", { token });
    expect(listed.body.orders.map((o: { id: number }) => o.id)).toEqual([latest.body.order_id, older.body.order_id]);
    const user = (await shop.callJson("/lk/check_token", { token })).body.user;
    expect(user).toMatchObject({ fio: "Петрова Анна", email: null });
  });

  it("answers 413 to a 1 MB JSON body, 400 to broken JSON, 405 to a wrong method", async () => {
    const big = JSON.stringify({ login: "9".repeat(1024 * 1024) });
    const tooLarge = await shop.callJson("/lk/login", { method: "POST", headers: { "Content-Type": "application/json" }, body: big });
    expect(tooLarge).toMatchObject({ status: 413, body: { result: "fail" } });
    const broken = await shop.callJson("/lk/confirm", { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"id":' });
    expect(broken).toMatchObject({ status: 400, body: { result: "fail" } });
    expect((await shop.call("/lk/login")).status).toBe(405);
  });
});

describe("housekeeping", () => {
  it("drops codes, rate-limit windows and dead tokens older than two days, and still signs in", async () => {
    const revoked = await shop.signIn(freshPhone());
    await shop.call("/lk/logout", { method: "POST", token: revoked });
    shop.advance(3 * 24 * 60 * MINUTE);
    const token = await shop.signIn(freshPhone());
    const db = shop.backend.db;
    expect(await db.selectFrom("codes").select("id").execute()).toHaveLength(1);
    expect((await db.selectFrom("rate_hits").select("key").execute()).length).toBeLessThanOrEqual(2);
    const tokens = await db.selectFrom("tokens").select(["revoked_at", "expires_at"]).execute();
    expect(tokens.filter((t) => t.revoked_at !== null || Number(t.expires_at) <= shop.backend.config.now())).toEqual([]);
    expect((await shop.callJson("/lk/check_token", { token })).status).toBe(200);
  });
});
