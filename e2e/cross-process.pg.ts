import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pino from "pino";
import { request as apiRequest, type APIRequestContext, type Page } from "@playwright/test";
import { LABEL_ORDER_NUMBER } from "../app/config/messages/account";
import { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_SIGN_IN_BUTTON } from "../app/config/messages/admin-staff";
import { LABEL_GET_CODE } from "../app/config/messages/common";
import { MSG_REQUEST_SENT_TITLE } from "../app/config/messages/layout";
import { openDatabase } from "../backend/db/connection";
import { createTestDataStore, type TestDataStore } from "../backend/db/test-database";
import { startBuiltServer } from "../scripts/built-server.mjs";
import { deliveryRadio, goodsInStock } from "./cart.kit";
import { expect, test } from "./fixtures";

/**
 * Two storefront processes on one PostgreSQL database, each with a data folder of its own, as two containers
 * behind a load balancer: what a shopper does on one is there on the other, and an uploaded file lives in the
 * database, not on the disk of the process that took it, so the staff download it through any process. Runs only with TEST_DATABASE_URL (playwright.pg.config.ts).
 */

type Server = Awaited<ReturnType<typeof startBuiltServer>>;

let store: TestDataStore;
const servers: Server[] = [];

test.skip(!process.env.TEST_DATABASE_URL, "needs TEST_DATABASE_URL (a PostgreSQL server the tests may create databases on)");
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = process.env.E2E_DATA_DIR!;
  store = await createTestDataStore("cross-process");
  const extraEnv = {
    DATABASE_URL: store.databaseUrl!,
    SESSION_SECRET: "cross-process-secret-0123456789abcdef0123456789",
    // One outbox file for both, where the test fixtures read the codes (the SMS stand-in of a real shop).
    SMS_OUTBOX: path.join(dataDir, "sms-outbox.jsonl"),
    MAIL_OUTBOX: path.join(dataDir, "mail-outbox.jsonl"),
    SMS_CODES_PER_10_MIN: "10000",
    PUBLIC_URL: "https://shop.example",
  };
  // One after the other: the first migrates and seeds the empty database, the second finds it ready.
  for (let i = 0; i < 2; i++) servers.push(await startBuiltServer({ extraEnv }));
});

test.afterAll(async () => {
  for (const server of servers) await server.stop();
  await store?.remove();
});

async function signIn(page: Page, base: string, phone: string, readSmsCode: (phone: string, since?: number) => Promise<string>) {
  const since = Date.now();
  await page.goto(`${base}/login`);
  await page.locator('input[name="phone"]').fill(phone);
  await page.getByRole("button", { name: LABEL_GET_CODE }).click();
  const code = await readSmsCode(phone, since);
  await page.locator('input[name="code"]').fill(code);
  await page.locator('input[name="code"]').press("Enter");
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

async function api(base: string): Promise<APIRequestContext> {
  return apiRequest.newContext({ baseURL: base });
}

test("signed in on one process, the shopper orders on the other and sees the order on the first", async ({ page, readSmsCode, signedInPhone }) => {
  const [a, b] = servers.map((s) => s.base);
  await signIn(page, a, signedInPhone, readSmsCode);

  const { goods } = await goodsInStock(await api(b), 1, 2);
  const added = await page.request.post(`${b}/cart`, {
    form: { intent: "add", id: String(goods[0].id), amount: "1", redirectTo: "/cart" },
    headers: { Origin: b },
    maxRedirects: 0,
  });
  expect([302, 303]).toContain(added.status());
  await page.goto(`${b}/checkout`);
  await page.getByLabel("ФИО").fill("Смирнова Анна Петровна");
  await page.getByLabel("Телефон").fill(`+${signedInPhone}`);
  await page.getByLabel("Email").fill("anna@example.ru");
  await deliveryRadio(page, "warehouse").check();
  await page.locator('input[name="warehouse_id"]').first().check();
  await page.locator('input[name="payment_id"][value="1"]').check();
  await page.locator('input[name="consent"]').check();
  await page.getByRole("button", { name: "Подтвердить заказ" }).click();
  await page.waitForURL(/\/payresult\?orderkey=\d+&ordercode=/);
  const orderId = Number(new URL(page.url()).searchParams.get("orderkey"));

  await page.goto(`${a}/account`);
  await expect(page.getByText(LABEL_ORDER_NUMBER(orderId))).toBeVisible();
});

/** A manager created with `npm run admin:create` on the shared database, as an operator would. */
function createManager(): { email: string; password: string } {
  const email = `manager-${Date.now().toString(36)}@shop.test`;
  const password = "cross-process-pass-1";
  execFileSync("npm", ["run", "--silent", "admin:create", "--", "--email", email, "--role", "manager"], {
    env: { ...process.env, DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl },
    input: password,
    encoding: "utf8",
  });
  return { email, password };
}

test("a file sent through a request form on one process is stored once, in the database, and downloaded by staff on the other", async ({ page }) => {
  const [a, b] = servers.map((s) => s.base);
  const drawing = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(`cross-process ${Date.now()}`)]);
  await page.goto(`${a}/request/idea`);
  const form = page.locator("form#request-idea");
  await form.locator('input[name="fio"]').fill("Кузнецова Мария");
  await form.locator('input[name="phone"]').fill("+7 916 555-12-34");
  await form.locator('input[name="email"]').fill("maria@example.ru");
  await form.locator('select[name="idea_id"]').selectOption({ index: 1 });
  await form.locator('input[name="files"]').setInputFiles([{ name: "кухня.png", mimeType: "image/png", buffer: drawing }]);
  await form.locator('input[name="consent"]').check();
  await form.locator('button[type="submit"]').click();
  await expect(page.getByRole("dialog").filter({ hasText: MSG_REQUEST_SENT_TITLE })).toBeVisible();

  // Stored once, in the shared database.
  const { db } = openDatabase(store.dataDir, store.databaseUrl, pino({ level: "silent" }));
  let fileId: number;
  try {
    const rows = await db.selectFrom("request_files").select(["id", "stored_name"]).where("original_name", "=", "кухня.png").execute();
    expect(rows).toHaveLength(1);
    expect(await db.selectFrom("stored_files").select("key").where("key", "=", rows[0].stored_name).execute()).toHaveLength(1);
    fileId = rows[0].id;
  } finally {
    await db.destroy();
  }
  // Nothing on either process's own disk.
  for (const server of servers) expect(fs.existsSync(path.join(server.dataDir, "uploads"))).toBe(false);

  // Without a staff session neither process gives it out; a manager signed in on the other process downloads it.
  expect((await page.request.get(`${a}/admin/files/${fileId}`)).status()).toBe(403);
  const manager = createManager();
  await page.goto(`${b}/admin/login`);
  await page.getByLabel(ADMIN_EMAIL).fill(manager.email);
  await page.getByLabel(ADMIN_PASSWORD).fill(manager.password);
  await Promise.all([page.waitForURL(/\/admin\/orders$/), page.getByRole("button", { name: ADMIN_SIGN_IN_BUTTON }).click()]);
  const download = await page.request.get(`${b}/admin/files/${fileId}`);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-disposition"]).toMatch(/^attachment;/);
  expect(await download.body()).toEqual(drawing);
});
