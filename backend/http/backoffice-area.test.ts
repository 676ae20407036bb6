import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JsonAnswer } from "../testing/json-answer";
import { startOrdersBackend, type OrdersTestBackend } from "../testing/orders-test-kit";
import { attachmentDisposition } from "./backoffice-work-routes";

let shop: OrdersTestBackend;

beforeAll(async () => {
  shop = await startOrdersBackend();
  await shop.addStaff(
    { email: "boss@shop.test", name: "Анна", role: "admin", password: "boss-pass-1" },
    { email: "manager@shop.test", name: "Олег", role: "manager", password: "manager-pass-1" },
  );
});
afterAll(async () => {
  await shop.close();
});

async function placeOrder(goodId: number, count: number): Promise<number> {
  const fields = {
    fio: "Смирнова Мария Ивановна",
    phone: "8 (916) 765-43-21",
    email: "maria@example.ru",
    comment: "",
    delivery_id: "1",
    payment_id: "1",
    pvz: "1",
    cart: JSON.stringify({ [goodId]: count }),
    consent: "1",
    consent_version: "2026-01",
  };
  const response = await shop.fetch(
    new Request("http://shop.test/api/request/order", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": shop.freshIp() },
      body: new URLSearchParams(fields).toString(),
    }),
  );
  return ((await response.json()) as { order_id: number }).order_id;
}

const stockOf = async (id: number) => (await shop.db.selectFrom("goods").select("stock").where("id", "=", id).executeTakeFirstOrThrow()).stock;

describe("staff sign-in and sessions", () => {
  it("a wrong password is refused next to the field; the right one gives a staff session", async () => {
    const wrong = await shop.call("/admin/login", { method: "POST", json: { email: "boss@shop.test", password: "nope-1234" } });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as JsonAnswer).message.fields.password).toBe("Неверный e-mail или пароль");
    const token = await shop.staffSignIn("BOSS@shop.test", "boss-pass-1");
    const me = await shop.call("/admin/me", { token });
    expect(((await me.json()) as { staff: { email: string; role: string } }).staff).toMatchObject({ email: "boss@shop.test", role: "admin" });
  });

  it("a shopper's session, a forged token and no token are not a staff session", async () => {
    const { token: shopper } = await shop.signIn();
    for (const token of [shopper, "forged-token-0123456789abcdef", null]) {
      expect((await shop.call("/admin/orders", { token })).status).toBe(401);
      expect((await shop.call("/admin/me", { token })).status).toBe(401);
    }
  });

  it("a manager may not manage staff nor read the audit log", async () => {
    const token = await shop.staffSignIn("manager@shop.test", "manager-pass-1");
    expect((await shop.call("/admin/staff", { token })).status).toBe(403);
    expect((await shop.call("/admin/audit", { token })).status).toBe(403);
    expect((await shop.call("/admin/orders", { token })).status).toBe(200);
  });

  it("sign-in attempts on one account are limited whatever the address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await shop.call("/admin/login", { method: "POST", json: { email: "nobody@shop.test", password: `guess-${i}` } })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("signing out, revoking and disabling end sessions; the audit log names each change", async () => {
    const admin = await shop.staffSignIn("boss@shop.test", "boss-pass-1");
    const created = await shop.call("/admin/staff", {
      method: "POST",
      token: admin,
      json: { email: "temp@shop.test", name: "Вера", role: "manager" },
    });
    const { staff, password } = (await created.json()) as { staff: { id: number }; password: string };
    const first = await shop.staffSignIn("temp@shop.test", password);
    await shop.call("/admin/logout", { method: "POST", token: first });
    expect((await shop.call("/admin/me", { token: first })).status).toBe(401);

    const second = await shop.staffSignIn("temp@shop.test", password);
    await shop.call("/admin/staff/revoke", { method: "POST", token: admin, json: { id: staff.id } });
    expect((await shop.call("/admin/me", { token: second })).status).toBe(401);

    const third = await shop.staffSignIn("temp@shop.test", password);
    const disabled = await shop.call("/admin/staff/update", { method: "POST", token: admin, json: { id: staff.id, disabled: "1" } });
    expect(disabled.status).toBe(200);
    expect((await shop.call("/admin/me", { token: third })).status).toBe(401);
    const refused = await shop.call("/admin/login", { method: "POST", json: { email: "temp@shop.test", password } });
    expect(refused.status).toBe(422);

    const audit = (await (await shop.call("/admin/audit", { token: admin })).json()) as {
      entries: { action: string; entity_id: string; after: unknown }[];
    };
    const mine = audit.entries.filter((e) => e.entity_id === String(staff.id)).map((e) => e.action);
    expect(mine).toEqual(["staff.update", "staff.sessions_revoked", "staff.create"]);
    expect(audit.entries.find((e) => e.action === "staff.update")?.after).toMatchObject({ disabled: true });
  });

  it("an admin cannot disable or demote themselves", async () => {
    const admin = await shop.staffSignIn("boss@shop.test", "boss-pass-1");
    const me = ((await (await shop.call("/admin/me", { token: admin })).json()) as { staff: { id: number } }).staff;
    const response = await shop.call("/admin/staff/update", { method: "POST", token: admin, json: { id: me.id, role: "manager" } });
    expect(response.status).toBe(403);
  });
});

describe("a staff member's own password", () => {
  it("a one-time password opens nothing but its change; the new one works, the old one and other sessions end", async () => {
    const admin = await shop.staffSignIn("boss@shop.test", "boss-pass-1");
    const created = await shop.call("/admin/staff", { method: "POST", token: admin, json: { email: "new@shop.test", name: "Ира", role: "manager" } });
    const { password } = (await created.json()) as { password: string };
    const other = await shop.staffSignIn("new@shop.test", password);
    const token = await shop.staffSignIn("new@shop.test", password);
    const me = (await (await shop.call("/admin/me", { token })).json()) as { staff: { password_change_required: boolean } };
    expect(me.staff.password_change_required).toBe(true);
    const blocked = await shop.call("/admin/orders", { token });
    expect(blocked.status).toBe(403);
    expect(((await blocked.json()) as JsonAnswer).message.text).toBe("Сначала смените временный пароль на свой");

    const weak = await shop.call("/admin/password", { method: "POST", token, json: { current: password, password: "short" } });
    expect(weak.status).toBe(422);
    expect(((await weak.json()) as JsonAnswer).message.fields.password).toBe("Пароль — от 8 до 64 символов, хотя бы одна буква и одна цифра");
    const same = await shop.call("/admin/password", { method: "POST", token, json: { current: password, password } });
    expect(((await same.json()) as JsonAnswer).message.fields.password).toBe("Новый пароль совпадает с текущим: придумайте другой");
    const changed = await shop.call("/admin/password", { method: "POST", token, json: { current: password, password: "my-own-pass-7" } });
    expect(changed.status).toBe(200);

    expect((await shop.call("/admin/orders", { token })).status).toBe(200);
    expect((await shop.call("/admin/me", { token: other })).status).toBe(401);
    expect((await shop.call("/admin/login", { method: "POST", json: { email: "new@shop.test", password } })).status).toBe(422);
    await shop.staffSignIn("new@shop.test", "my-own-pass-7");
  });

  it("anyone changes their own after typing the current one right; an admin's reset makes it one-time again", async () => {
    const admin = await shop.staffSignIn("boss@shop.test", "boss-pass-1");
    const created = await shop.call("/admin/staff", {
      method: "POST",
      token: admin,
      json: { email: "self@shop.test", name: "Лев", role: "manager" },
    });
    const { staff, password } = (await created.json()) as { staff: { id: number }; password: string };
    const token = await shop.staffSignIn("self@shop.test", password);
    await shop.call("/admin/password", { method: "POST", token, json: { current: password, password: "first-own-1" } });

    const wrong = await shop.call("/admin/password", { method: "POST", token, json: { current: "not-mine-1", password: "second-own-2" } });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as JsonAnswer).message.fields.current).toBe("Текущий пароль введён неверно");
    expect((await shop.call("/admin/password", { method: "POST", token, json: { current: "first-own-1", password: "second-own-2" } })).status).toBe(
      200,
    );

    const reset = await shop.call("/admin/staff/reset", { method: "POST", token: admin, json: { id: staff.id } });
    const fresh = ((await reset.json()) as { password: string }).password;
    const again = await shop.staffSignIn("self@shop.test", fresh);
    expect((await shop.call("/admin/orders", { token: again })).status).toBe(403);
  });
});

describe("orders in the back office", () => {
  it("are found by number, phone and name, and move along the life cycle", async () => {
    const token = await shop.staffSignIn("manager@shop.test", "manager-pass-1");
    const id = await placeOrder(shop.goods[0].id, 1);
    for (const q of [String(id), "916765", "смирнова"]) {
      const list = (await (await shop.call(`/admin/orders?q=${encodeURIComponent(q)}`, { token })).json()) as { orders: { id: number }[] };
      expect(list.orders.map((o) => o.id)).toContain(id);
    }
    const skip = await shop.call("/admin/order/stage", { method: "POST", token, json: { id, stage: "completed" } });
    expect(skip.status).toBe(409);
    for (const stage of ["confirmed", "shipped", "completed"]) {
      expect((await shop.call("/admin/order/stage", { method: "POST", token, json: { id, stage, tracking_number: "1234567890" } })).status).toBe(200);
    }
    const done = await shop.call("/admin/orders?stage=completed", { token });
    expect(((await done.json()) as { orders: { id: number }[] }).orders.map((o) => o.id)).toContain(id);
    // Any stored record's id filters, however large: a way nobody has used lists no orders, not every order.
    const byUnusedWay = await shop.call("/admin/orders?delivery_id=2000000", { token });
    expect(((await byUnusedWay.json()) as { orders: unknown[] }).orders).toEqual([]);
    const order = (
      (await (await shop.call(`/admin/order?id=${id}`, { token })).json()) as { order: { moves: string[]; history: { action: string }[] } }
    ).order;
    expect(order.moves).toEqual([]);
    expect(order.history.map((h) => h.action)).toEqual(["order.stage", "order.stage", "order.stage"]);
  });

  it("a cancel returns the reserved stock once and shows the shopper a cancelled order", async () => {
    const token = await shop.staffSignIn("manager@shop.test", "manager-pass-1");
    const good = shop.goods[0];
    const before = await stockOf(good.id);
    const id = await placeOrder(good.id, 3);
    expect(await stockOf(good.id)).toBe(before - 3);
    await shop.call("/admin/order/stage", { method: "POST", token, json: { id, stage: "confirmed" } });
    expect((await shop.call("/admin/order/stage", { method: "POST", token, json: { id, stage: "cancelled", reason: "Нет в наличии" } })).status).toBe(
      200,
    );
    expect(await stockOf(good.id)).toBe(before);
    expect((await shop.call("/admin/order/stage", { method: "POST", token, json: { id, stage: "cancelled", reason: "Нет в наличии" } })).status).toBe(
      409,
    );
    expect(await stockOf(good.id)).toBe(before);
    const row = await shop.db.selectFrom("orders").select(["status", "stage"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "cancelled", stage: "cancelled" });
  });

  it("each stage change tells the shopper by mail and SMS with the texts the settings hold, the tracking number and the reason", async () => {
    const token = await shop.staffSignIn("manager@shop.test", "manager-pass-1");
    const id = await placeOrder(shop.goods[0].id, 1);
    const opened = (await (await shop.call("/admin/notices", { token })).json()) as {
      texts: Record<string, { subject: string; mail: string; sms: string }>;
      version: string;
    };
    const flat = Object.fromEntries(
      Object.entries(opened.texts).flatMap(([stage, t]) => Object.entries(t).map(([part, v]) => [`${stage}_${part}`, v])),
    );
    const saved = await shop.call("/admin/notices", {
      method: "POST",
      token,
      json: { ...flat, confirmed_subject: "Ваш заказ №{номер} ждёт вас", confirmed_sms: "", version: opened.version },
    });
    expect(saved.status).toBe(200);
    const mails = () =>
      shop.outbox("mail").filter((m) => m.to === "maria@example.ru" && m.subject?.includes(`№${id} `) && !m.subject.endsWith("принят"));
    const sms = () => shop.outbox("sms").filter((m) => m.to === "79167654321" && m.text.includes(`№${id} `));

    await shop.call("/admin/order/stage", { method: "POST", token, json: { id, stage: "confirmed" } });
    expect(mails().map((m) => m.subject)).toEqual([`Ваш заказ №${id} ждёт вас`]);
    expect(sms()).toEqual([]);

    // An order placed before delivery days were chosen at checkout has no day: its hand-over needs one or a number.
    await shop.db.updateTable("orders").set({ delivery_date: "" }).where("id", "=", id).execute();
    const bare = await shop.call("/admin/order/stage", { method: "POST", token, json: { id, stage: "shipped", tracking_number: " " } });
    expect(bare.status).toBe(422);
    expect(((await bare.json()) as { message: { fields: Record<string, string> } }).message.fields).toMatchObject({
      tracking_number: "Укажите трек-номер или дату доставки",
    });
    await shop.call("/admin/order/stage", {
      method: "POST",
      token,
      json: { id, stage: "shipped", tracking_number: "RA123", delivery_date: "2026-12-03" },
    });
    expect(mails().at(-1)?.text).toContain("трек-номер RA123, дата доставки 03.12.2026");
    expect(sms().at(-1)?.text).toBe(`Заказ №${id} передан в доставку: трек-номер RA123, дата доставки 03.12.2026.`);

    const unexplained = await shop.call("/admin/order/stage", { method: "POST", token, json: { id, stage: "cancelled" } });
    expect(((await unexplained.json()) as { message: { fields: Record<string, string> } }).message.fields).toEqual({
      reason: "Укажите причину отмены",
    });
    await shop.call("/admin/order/stage", { method: "POST", token, json: { id, stage: "cancelled", reason: "Покупатель передумал" } });
    expect(mails().at(-1)).toMatchObject({ subject: `Заказ №${id} отменён` });
    expect(mails().at(-1)?.text).toContain("Причина: Покупатель передумал.");
    expect(sms().at(-1)?.text).toBe(`Заказ №${id} отменён. Причина: Покупатель передумал.`);
    const order = ((await (await shop.call(`/admin/order?id=${id}`, { token })).json()) as { order: Record<string, unknown> }).order;
    expect(order).toMatchObject({ tracking_number: "RA123", delivery_date: "2026-12-03", cancel_reason: "Покупатель передумал" });
    expect(order.items).toEqual([expect.objectContaining({ sku: expect.stringMatching(/\S/) })]);
  });

  it("the manager's comment is kept and logged with before and after", async () => {
    const token = await shop.staffSignIn("manager@shop.test", "manager-pass-1");
    const id = await placeOrder(shop.goods[0].id, 1);
    const opened = (await (await shop.call(`/admin/order?id=${id}`, { token })).json()) as { order: { manager_comment_version: string } };
    const version = opened.order.manager_comment_version;
    await shop.call("/admin/order/comment", { method: "POST", token, json: { id, comment: "Позвонить после 18:00", version } });
    const order = ((await (await shop.call(`/admin/order?id=${id}`, { token })).json()) as { order: { manager_comment: string; history: unknown[] } })
      .order;
    expect(order.manager_comment).toBe("Позвонить после 18:00");
    // Another comment from the form opened before that save: refused, the comment kept.
    const stale = await shop.call("/admin/order/comment", { method: "POST", token, json: { id, comment: "Не звонить", version } });
    expect(stale.status).toBe(409);
    expect(order.history[0]).toMatchObject({
      staff_email: "manager@shop.test",
      before: { manager_comment: "" },
      after: { manager_comment: "Позвонить после 18:00" },
    });
  });
});

describe("requests in the back office", () => {
  it("an idea request with a PDF is in the inbox and its file is served to staff only, as an attachment", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      fio: "Петров Пётр",
      phone: "+7 916 555-44-33",
      email: "petr@example.ru",
      consent: "1",
      idea_id: String(shop.ideaId),
    })) {
      form.append(key, value);
    }
    form.append("files", new Blob([Buffer.from("%PDF-1.4\n%âãÏÓ\n")]), "чертёж кухни.pdf");
    const request = new Request("http://shop.test/api/request/idea", { method: "POST", body: form, headers: { "X-Forwarded-For": shop.freshIp() } });
    expect((await shop.fetch(request)).status).toBe(200);

    const token = await shop.staffSignIn("manager@shop.test", "manager-pass-1");
    const inbox = (await (await shop.call("/admin/requests?kind=idea&q=Петров", { token })).json()) as {
      requests: { id: number; subject: { kind: string; id: number }; files: { id: number; name: string }[] }[];
    };
    const found = inbox.requests[0];
    expect(found.subject).toMatchObject({ kind: "idea", id: shop.ideaId });
    const fileId = found.files[0].id;
    const { token: shopper } = await shop.signIn();
    expect((await shop.call(`/admin/request/file?id=${fileId}`, { token: shopper })).status).toBe(401);
    expect((await shop.call(`/admin/request/file?id=${fileId}`)).status).toBe(401);
    const file = await shop.call(`/admin/request/file?id=${fileId}`, { token });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="______ _____.pdf"; filename*=UTF-8''${encodeURIComponent("чертёж кухни.pdf")}`,
    );
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    // An answer by mail goes to the request's e-mail and stays with the request.
    const empty = await shop.call("/admin/request/answer", { method: "POST", token, json: { id: found.id, text: " " } });
    expect(empty.status).toBe(422);
    await shop.call("/admin/request/answer", { method: "POST", token, json: { id: found.id, text: "Пётр, пришлём расчёт завтра." } });
    const letter = shop.outbox("mail").find((m) => m.to === "petr@example.ru");
    expect(letter?.subject).toBe(`Ответ на вашу заявку №${found.id}: Обсуждение идеи`);
    expect(letter?.text).toContain("Пётр, пришлём расчёт завтра.");
    const answered = (await (await shop.call(`/admin/request?id=${found.id}`, { token })).json()) as { request: { answers: unknown[] } };
    expect(answered.request.answers).toEqual([
      expect.objectContaining({ staff_email: "manager@shop.test", recipient: "petr@example.ru", text: "Пётр, пришлём расчёт завтра." }),
    ]);

    await shop.call("/admin/request/handling", { method: "POST", token, json: { id: found.id, handling: "in_work" } });
    const working = (await (await shop.call("/admin/requests?handling=in_work", { token })).json()) as { requests: { id: number }[] };
    expect(working.requests.map((r) => r.id)).toContain(found.id);
  });

  it("the attachment header keeps any name safe: ASCII fallback and the RFC 5987 form", () => {
    expect(attachmentDisposition("план.pdf")).toBe("attachment; filename=\"____.pdf\"; filename*=UTF-8''%D0%BF%D0%BB%D0%B0%D0%BD.pdf");
    expect(attachmentDisposition('a"b\r\n.pdf')).toBe("attachment; filename=\"a_b__.pdf\"; filename*=UTF-8''a%22b%0D%0A.pdf");
  });
});
