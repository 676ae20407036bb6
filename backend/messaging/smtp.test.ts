import net from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutForm, startOrdersBackend, type OrdersTestBackend } from "../testing/orders-test-kit";
import { DEMO_MESSAGING } from "./settings";

/** Mail over SMTP against a real SMTP server in the test process: outage and recovery, order and lead letters. */

const MANAGER = "sales@mebel.test";
let port: number;
let smtp: SMTPServer | null = null;
const received: ParsedMail[] = [];
let shop: OrdersTestBackend;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function startSmtp(): Promise<void> {
  smtp = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) =>
      auth.username === "shop" && auth.password === "secret" ? callback(null, { user: "shop" }) : callback(new Error("Invalid username or password")),
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp!.listen(port, "127.0.0.1", resolve));
}

beforeAll(async () => {
  port = await freePort();
  shop = await startOrdersBackend({
    messaging: {
      ...DEMO_MESSAGING,
      smtpUrl: `smtp://shop:secret@127.0.0.1:${port}`,
      mailFrom: "Мебельный дом <shop@mebel.test>",
      managerEmail: MANAGER,
    },
    publicUrl: "https://mebel.test",
    outboxSender: { pollMs: 50, retry: { baseMs: 100, capMs: 400, maxAttempts: 1000 } },
  });
});
afterAll(async () => {
  await shop.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

let keys = 0;
async function placeOrder(fields: Record<string, string> = {}) {
  const body = new URLSearchParams(
    checkoutForm({ [shop.goods[0].id]: 2 }, `smtp-${Date.now()}-${keys++}`, { fio: "Иванова <Анна>", comment: "", payment_id: "2", ...fields }),
  );
  const response = await shop.fetch(
    new Request("http://shop.test/api/request/order", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": `10.3.0.${keys}` },
      body: body.toString(),
    }),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { order_id: number; order_code: string; pay_link: string };
}

async function until(check: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const pending = async () =>
  Number(
    (
      await shop.db
        .selectFrom("messages")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("status", "=", "pending")
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("mail over SMTP", () => {
  it("keeps every mail while the SMTP server is down and delivers each exactly once when it is back", async () => {
    const orders = [await placeOrder(), await placeOrder(), await placeOrder()];
    // Down: every attempt fails and is retried with backoff; nothing is lost.
    await until(async () => (await shop.db.selectFrom("messages").select("attempts").where("attempts", ">=", 3).execute()).length === 6);
    expect(await pending()).toBe(6);
    expect(received).toHaveLength(0);
    await startSmtp();
    await until(async () => (await pending()) === 0);
    await new Promise((resolve) => setTimeout(resolve, 300)); // a late double would arrive now
    expect(received).toHaveLength(6);
    expect(new Set(received.map((m) => m.messageId)).size).toBe(6);
    for (const { order_id } of orders) {
      expect(received.filter((m) => m.subject === `Заказ №${order_id} принят`)).toHaveLength(1);
      expect(received.filter((m) => m.subject?.startsWith(`Новый заказ №${order_id} `))).toHaveLength(1);
    }
    const rows = await shop.db.selectFrom("messages").selectAll().execute();
    expect(rows.every((r) => r.status === "sent" && r.provider_id?.startsWith("250"))).toBe(true);
  });

  it("sends the shopper a confirmation with goods, prices, delivery, payment, total, number, code and pay link; the manager a copy with contacts", async () => {
    const { order_id, order_code } = await placeOrder();
    await until(
      () =>
        received.some((m) => m.subject?.startsWith(`Новый заказ №${order_id} `)) && received.some((m) => m.subject === `Заказ №${order_id} принят`),
    );
    const good = shop.goods[0];
    const shopper = received.find((m) => m.subject === `Заказ №${order_id} принят`)!;
    expect(shopper.to).toMatchObject({ text: "anna@example.ru" });
    expect(shopper.from?.value[0]).toMatchObject({ address: "shop@mebel.test", name: "Мебельный дом" });
    // Kopecks as a letter shows them: whole roubles grouped, kopecks only when there are some.
    const price = (n: number) =>
      `${String(Math.floor(n / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0")}${n % 100 ? `,${String(n % 100).padStart(2, "0")}` : ""}\u00a0₽`;
    const text = shopper.text ?? "";
    expect(text).toContain(`Здравствуйте, Иванова <Анна>!`);
    expect(text).toContain(`Номер заказа: ${order_id}, код заказа: ${order_code}.`);
    expect(text).toContain(`${good.name} — 2 шт. × ${price(good.price)} = ${price(good.price * 2)}`);
    expect(text).toMatch(/Доставка: .+/);
    expect(text).toMatch(/Оплата: .+/);
    expect(text).toMatch(/Итого: [\d\u00a0]+\u00a0₽/);
    expect(text).toContain(`https://mebel.test/payresult?orderkey=${order_id}&ordercode=${order_code}`);
    const html = String(shopper.html);
    expect(html).toContain("Иванова &lt;Анна&gt;");
    expect(html).not.toContain("<Анна>");
    expect(html).toContain(`href="https://mebel.test/payresult?orderkey=${order_id}&amp;ordercode=${order_code}"`);

    const manager = received.find((m) => m.subject?.startsWith(`Новый заказ №${order_id} `))!;
    expect(manager.to).toMatchObject({ text: MANAGER });
    expect(manager.text).toContain("Телефон: 79161234567");
    expect(manager.text).toContain("E-mail: anna@example.ru");
    expect(manager.text).toContain(good.name);
  });

  it("sends «Оплата получена» once when the order becomes paid, however often the gateway reports it", async () => {
    const { order_id, pay_link } = await placeOrder();
    const token = new URL(pay_link, "http://shop.test").searchParams.get("token")!;
    for (let i = 0; i < 2; i++) {
      const body = new URLSearchParams({ order: String(order_id), token, action: "pay" });
      await shop.fetch(
        new Request("http://shop.test/api/pay/callback", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body }),
      );
    }
    await until(() => received.some((m) => m.subject === "Оплата получена" && m.text?.includes(`№${order_id} `)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const paid = received.filter((m) => m.subject === "Оплата получена" && m.text?.includes(`№${order_id} `));
    expect(paid).toHaveLength(1);
    expect(paid[0].to).toMatchObject({ text: "anna@example.ru" });
  });

  it("sends the manager a lead's mail with its uploaded files attached", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
    const pdf = Buffer.from("%PDF-1.4\n%âãÏÓ\nплан кухни\n");
    const form = new FormData();
    for (const [k, v] of Object.entries({
      fio: "Петров Пётр",
      phone: "+7 916 555-44-33",
      email: "petr@example.ru",
      consent: "1",
      consent_version: "2026-01",
      idea_id: String(shop.ideaId),
      comment: "Хочу такую кухню",
    }))
      form.append(k, v);
    form.append("files", new Blob([new Uint8Array(png)]), "кухня.png");
    form.append("files", new Blob([new Uint8Array(pdf)]), "план.pdf");
    const request = new Request("http://shop.test/api/request/idea", { method: "POST", body: form });
    request.headers.set("X-Forwarded-For", "10.3.1.1");
    const response = await shop.fetch(request);
    expect(response.status).toBe(200);
    await until(() => received.some((m) => m.subject?.startsWith("Новая заявка: Обсуждение идеи")));
    const lead = received.find((m) => m.subject?.startsWith("Новая заявка: Обсуждение идеи"))!;
    expect(lead.to).toMatchObject({ text: MANAGER });
    expect(lead.text).toContain("comment: Хочу такую кухню");
    expect(lead.text).toContain("Файл: кухня.png");
    expect(lead.attachments.map((a) => [a.filename, a.content.toString("base64")])).toEqual([
      ["кухня.png", png.toString("base64")],
      ["план.pdf", pdf.toString("base64")],
    ]);
  });
});
