import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN_NOT_FOUND, ADMIN_SAVE } from "../app/config/messages/admin-common";
import {
  ADMIN_HANDLINGS,
  ADMIN_HISTORY_REASON,
  ADMIN_HISTORY_STAGE,
  ADMIN_ORDER_CANCELLED,
  ADMIN_ORDER_CANCEL_CONFIRM,
  ADMIN_ORDER_CANCEL_REASON,
  ADMIN_ORDER_CANCEL_REASON_REQUIRED,
  ADMIN_ORDER_SKU,
  ADMIN_PAYMENT_STATES,
  ADMIN_ORDER_STAGE_CHANGED,
  ADMIN_STAGE_ACTIONS,
  ADMIN_STAGES,
} from "../app/config/messages/admin-orders";
import {
  ADMIN_REQUEST_ANSWERED,
  ADMIN_REQUEST_ANSWER_REQUIRED,
  ADMIN_REQUEST_ANSWER_SEND,
  ADMIN_REQUEST_ANSWER_TEXT,
  ADMIN_REQUEST_HANDLING_CHANGED,
} from "../app/config/messages/admin-requests";
import { ADMIN_AUDIT_ACTIONS, ADMIN_AUDIT_SUBJECTS, ADMIN_SIGN_IN } from "../app/config/messages/admin-staff";
import { MSG_CHECKOUT_TOTAL_CHANGED } from "../app/config/messages/checkout";
import { MSG_REQUEST_CONFIRMED_TITLE } from "../app/config/messages/layout";
import { COOKIE_ACCESS_TOKEN, COOKIE_STAFF_SESSION } from "../app/config/constants";
import { createStaff, openSignedIn, signIn } from "./admin.kit";
import { deliveryRadio, fillCart, stockOf, jsEnabled, siteOrigin, stocked, type SeedGood } from "./cart.kit";
import { expect, ownClientAddress, test, waitForHydration } from "./fixtures";

/**
 * The back office end to end: staff made on the command line, as a shop's owner does, against the e2e server's
 * own database; a shopper's order and request handled by a manager; what an admin reads in the audit log.
 */

/** A good with stock to spare, from the last section: the cart and checkout specs take theirs from the first. */
async function goodToOrder(request: APIRequestContext): Promise<SeedGood> {
  const { sections } = (await (await request.get("/api/catalog/section")).json()) as { sections: { handle: string }[] };
  for (const { handle } of sections.reverse()) {
    const { goods } = (await (await request.get(`/api/catalog?section_handle=${handle}&limit=60`)).json()) as { goods: SeedGood[] };
    const good = goods.reverse().find((g) => stocked(g, 6));
    if (good) return good;
  }
  throw new Error("no good with 6 pieces in stock");
}

/** A guest checkout of `count` pieces, picked up at a warehouse and paid on receipt; answers the order's number. */
async function placeOrder(page: Page, goodId: number, count: number, fio: string): Promise<number> {
  await page.goto("/");
  await fillCart(page, [{ id: goodId, count }]);
  await page.goto("/checkout");
  await page.getByLabel("ФИО").fill(fio);
  await page.getByLabel("Телефон").fill("+7 916 555 12 34");
  await page.getByLabel("Email").fill("shopper@example.ru");
  await deliveryRadio(page, "warehouse").check();
  await page.locator('input[name="warehouse_id"]').first().check();
  await page.locator('input[name="payment_id"][value="1"]').check();
  await page.locator('input[name="consent"]').check();
  const submit = page.getByRole("button", { name: "Подтвердить заказ" });
  await submit.click();
  // Without JavaScript the page showed the total of the default delivery: the shop asks to confirm the new one.
  const totalChanged = page.getByText(MSG_CHECKOUT_TOTAL_CHANGED);
  await expect(page.getByTestId("order-status").or(totalChanged)).toBeVisible();
  if (await totalChanged.isVisible()) {
    await page.locator('input[name="consent"]').check();
    await submit.click();
  }
  await page.waitForURL(/\/payresult\?orderkey=\d+/);
  return Number(new URL(page.url()).searchParams.get("orderkey"));
}

/** Presses «Подтвердить» on the order page; the page it comes back to shows the new stage and says so. */
async function confirmOrder(page: Page, orderId: number) {
  await page.goto(`/admin/orders/${orderId}`);
  await page.getByRole("button", { name: ADMIN_STAGE_ACTIONS.confirmed }).click();
  await expect(page.locator(".admin__head .admin__badge")).toHaveText(ADMIN_STAGES.confirmed);
  await expect(page.getByText(ADMIN_ORDER_STAGE_CHANGED).first()).toBeVisible();
}

/** «Отменить заказ» asks first, on a page of its own (so without JavaScript too), and will not cancel without a reason. */
async function cancelOrder(page: Page, orderId: number, reason: string) {
  await page.goto(`/admin/orders/${orderId}`);
  await page.getByRole("link", { name: ADMIN_STAGE_ACTIONS.cancelled }).click();
  await expect(page.getByText(ADMIN_ORDER_CANCEL_CONFIRM(orderId))).toBeVisible();
  if (jsEnabled()) await waitForHydration(page);
  await page.getByRole("button", { name: ADMIN_STAGE_ACTIONS.cancelled }).click();
  await expect(page.getByText(ADMIN_ORDER_CANCEL_REASON_REQUIRED)).toBeVisible();
  await expect(page.locator(".admin__head .admin__badge")).toHaveText(ADMIN_STAGES.new);
  await page.getByLabel(ADMIN_ORDER_CANCEL_REASON).fill(reason);
  await page.getByRole("button", { name: ADMIN_STAGE_ACTIONS.cancelled }).click();
  await expect(page.locator(".admin__head .admin__badge")).toHaveText(ADMIN_STAGES.cancelled);
  await expect(page.getByText(ADMIN_ORDER_CANCELLED).first()).toBeVisible();
}

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

test("a manager made on the command line signs in, confirms a shopper's order, cancels another and the stock comes back", async ({
  page,
  request,
  browser,
}) => {
  // Two orders placed through the checkout, two staff sessions and the audit log: about 50 s on a busy machine.
  test.setTimeout(90_000);
  const manager = createStaff("manager");
  const admin = createStaff("admin", "admin-pass-42");
  const good = await goodToOrder(request);
  const shopper = `Покупатель ${Date.now().toString(36)}`;
  const kept = await placeOrder(page, good.id, 1, shopper);
  const dropped = await placeOrder(page, good.id, 2, shopper);
  const stockBeforeCancel = await stockOf(request, good.id);

  await signIn(page, manager);
  // The list finds both orders by the shopper's name, newest first.
  await page.goto(`/admin/orders?q=${encodeURIComponent(shopper)}`);
  const rows = page.locator(".admin__row");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`№${dropped}`);
  await expect(rows.nth(1)).toContainText(`№${kept}`);
  await expect(rows.first().locator(".admin__badge")).toHaveText(ADMIN_STAGES.new);
  // On a phone the list and its filters fit the screen: nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await confirmOrder(page, kept);
  // The order page: the customer's name with the phone and e-mail as links, the goods with their SKU, one
  // payment state, the history in words.
  await expect(page.locator(".admin__customer")).toHaveText(shopper);
  await expect(page.getByRole("link", { name: "+7 916 555 12 34" })).toHaveAttribute("href", "tel:+79165551234");
  await expect(page.getByRole("link", { name: "shopper@example.ru" })).toBeVisible();
  await expect(page.getByRole("cell", { name: good.name })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: ADMIN_ORDER_SKU })).toBeVisible();
  await expect(page.getByTestId("payment-state")).toHaveText(ADMIN_PAYMENT_STATES.new);
  await expect(page.locator(".admin__history")).toContainText(ADMIN_HISTORY_STAGE(ADMIN_STAGES.new, ADMIN_STAGES.confirmed));
  await expect(page.locator(".admin__history")).not.toContainText("{");
  await cancelOrder(page, dropped, "Покупатель передумал");
  await expect(page.locator(".admin__history")).toContainText(ADMIN_HISTORY_REASON("Покупатель передумал"));
  // A cancelled order is closed: no life-cycle button is left.
  await expect(page.getByRole("button", { name: ADMIN_STAGE_ACTIONS.confirmed })).toHaveCount(0);
  expect(await stockOf(request, good.id)).toBe(stockBeforeCancel + 2);

  // An order that does not exist is the back office's 404, not an error.
  const missing = await page.goto("/admin/orders/999999999");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: ADMIN_NOT_FOUND })).toBeVisible();

  // The admin reads both changes in the audit log, with who made them and the stages before and after.
  const adminContext = await browser.newContext({
    baseURL: siteOrigin(),
    javaScriptEnabled: test.info().project.use.javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": ownClientAddress() },
  });
  const adminPage = await adminContext.newPage();
  await openSignedIn(adminPage, admin, "/admin/audit");
  const entry = (orderId: number) =>
    adminPage.locator(".admin__audit").filter({ hasText: new RegExp(`${ADMIN_AUDIT_SUBJECTS.order} №${orderId}(?!\\d)`) });
  await expect(entry(kept)).toContainText(manager.email);
  await expect(entry(kept)).toContainText(ADMIN_AUDIT_ACTIONS["order.stage"]);
  await expect(entry(kept)).toContainText(/"stage":"new".*→.*"stage":"confirmed"/);
  await expect(entry(dropped)).toContainText(/"stage":"new".*→.*"stage":"cancelled"/);
  await adminContext.close();
});

test("a custom-size request with a PDF is in the inbox, and its file downloads for staff only", async ({
  page,
  request,
  readSmsCode,
  playwright,
}) => {
  const manager = createStaff("manager", "manager-pass-7");
  const { goods } = (await (await request.get("/api/catalog?limit=1")).json()) as { goods: SeedGood[] };
  const fio = `Заказчица ${Date.now().toString(36)}`;
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

  await page.goto(`/request/custom-size?good=${goods[0].id}`);
  const form = page.locator("form#request-custom-size");
  await form.locator('input[name="fio"]').fill(fio);
  await form.locator('input[name="phone"]').fill(phone);
  await form.locator('input[name="email"]').fill("shopper@example.ru");
  await form.locator('textarea[name="comment"]').fill("Ширина 180 см");
  await form.locator('input[name="upload_images"]').setInputFiles([{ name: "размеры дивана.pdf", mimeType: "application/pdf", buffer: PDF }]);
  await form.locator('input[name="consent"]').check();
  const since = Date.now();
  await form.locator('button[type="submit"]').click();
  const confirm = page.locator("form#request-custom-size-confirm");
  await confirm.locator('input[name="code"]').fill(await readSmsCode(`7${phone}`, since));
  await confirm.locator('button[type="submit"]').click();
  await expect(page.getByRole("dialog").filter({ hasText: MSG_REQUEST_CONFIRMED_TITLE })).toBeVisible();

  await openSignedIn(page, manager, `/admin/requests?q=${encodeURIComponent(fio)}`);
  const card = page.locator(".admin__request").filter({ hasText: fio });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`Товар №${goods[0].id}`);
  await expect(card).toContainText("Ширина 180 см");

  const link = card.getByRole("link", { name: "размеры дивана.pdf" });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("размеры дивана.pdf");
  expect(await readAll(await download.createReadStream())).toEqual(PDF);
  const fileUrl = new URL((await link.getAttribute("href")) ?? "", siteOrigin()).toString();
  const asStaff = await page.request.get(fileUrl);
  expect(asStaff.status()).toBe(200);
  expect(asStaff.headers()["x-content-type-options"]).toBe("nosniff");
  expect(asStaff.headers()["content-disposition"]).toMatch(/^attachment;/);

  // Without a staff session the same address answers 403 and not a byte of the file.
  const stranger = await playwright.request.newContext();
  const asNobody = await stranger.get(fileUrl);
  expect(asNobody.status()).toBe(403);
  expect((await asNobody.body()).length).toBe(0);
  await stranger.dispose();

  // The manager takes the request into work; the change is in the request's audit trail.
  await card.locator('select[name="handling"]').selectOption("in_work");
  await card.getByRole("button", { name: ADMIN_SAVE }).click();
  await expect(page.getByText(ADMIN_REQUEST_HANDLING_CHANGED).first()).toBeVisible();
  await page.goto(`/admin/requests?q=${encodeURIComponent(fio)}&handling=in_work`);
  await expect(page.locator(".admin__request").filter({ hasText: fio })).toContainText(ADMIN_HANDLINGS.in_work);

  // The manager answers by mail from the request's page; the answer stays with the request.
  await page
    .locator(".admin__request")
    .filter({ hasText: fio })
    .getByRole("link", { name: /Заявка №/ })
    .click();
  if (jsEnabled()) await waitForHydration(page);
  await page.getByRole("button", { name: ADMIN_REQUEST_ANSWER_SEND }).click();
  await expect(page.getByText(ADMIN_REQUEST_ANSWER_REQUIRED)).toBeVisible();
  await page.getByLabel(ADMIN_REQUEST_ANSWER_TEXT, { exact: true }).fill("Сделаем диван шириной 180 см, расчёт во вложении завтра.");
  await page.getByRole("button", { name: ADMIN_REQUEST_ANSWER_SEND }).click();
  await expect(page.getByText(ADMIN_REQUEST_ANSWERED).first()).toBeVisible();
  await expect(page.locator(".admin__history")).toContainText("Сделаем диван шириной 180 см");
  await expect(page.locator(".admin__history")).toContainText("shopper@example.ru");
});

test("a shopper's session or a forged cookie never reaches /admin, nor a request's file", async ({ signedInPage, context }) => {
  const page = signedInPage;
  const shopperToken = (await context.cookies()).find((c) => c.name === COOKIE_ACCESS_TOKEN)?.value;
  expect(shopperToken).toBeTruthy();

  const tries = [
    { name: "the shopper's own session", staff: null },
    { name: "the shopper's token as a staff cookie", staff: shopperToken! },
    { name: "a forged staff token", staff: "A".repeat(43) },
    { name: "a staff cookie that is no token at all", staff: "admin" },
  ];
  for (const attempt of tries) {
    await context.clearCookies({ name: COOKIE_STAFF_SESSION });
    if (attempt.staff) await context.addCookies([{ name: COOKIE_STAFF_SESSION, value: attempt.staff, url: siteOrigin() }]);
    await page.goto("/admin/orders");
    await expect(page, attempt.name).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("heading", { name: ADMIN_SIGN_IN })).toBeVisible();
    const file = await page.request.get("/admin/files/1");
    expect(file.status(), attempt.name).toBe(403);
    const exported = await page.request.get("/admin/orders/export", { maxRedirects: 0 });
    expect([302, 303], attempt.name).toContain(exported.status());
  }
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
