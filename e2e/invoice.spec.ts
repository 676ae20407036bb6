import { LABEL_DOWNLOAD_INVOICE } from "../app/config/messages/account";
import {
  ADMIN_INVOICE_DOWNLOAD,
  ADMIN_INVOICE_IS_PAID,
  ADMIN_INVOICE_MARK_PAID,
  ADMIN_INVOICE_MARKED_PAID,
} from "../app/config/messages/admin-orders";
import { LABEL_CHECKOUT_SUBMIT, LABEL_COMPANY_INN, LABEL_COMPANY_KPP, LABEL_COMPANY_NAME } from "../app/config/messages/checkout";
import { createStaff, signIn } from "./admin.kit";
import { deliveryRadio, fillCart, goodsInStock, jsEnabled } from "./cart.kit";
import { expect, test } from "./fixtures";

/**
 * A company's order «По счёту» gets a счёт: the signed-in buyer downloads the PDF from the account, the manager
 * from the order's page, and «Счёт оплачен» makes the order paid. With JavaScript and without.
 */
test("a company's order by invoice: «Скачать счёт» in the account gives the PDF; the manager marks it paid", async ({
  signedInPage: page,
  request,
}) => {
  test.slow();
  const { goods } = await goodsInStock(request, 8, 1);
  await page.goto("/");
  await fillCart(page, [{ id: goods[jsEnabled() ? 6 : 7].id, count: 1 }]);
  await page.goto("/checkout");
  await page.getByLabel("ФИО").fill("Счетова Анна Петровна");
  // The account's confirmed phone fills the field; typed only if it does not.
  const phone = page.getByLabel("Телефон");
  if (!(await phone.inputValue())) await phone.fill("+7 916 123 45 67");
  await page.getByLabel("Email").fill(`invoice${Date.now()}@example.ru`);
  await deliveryRadio(page, "pvz").check();
  await page.locator('input[name="pvz"]').first().check();
  await page.locator('input[name="payment_id"][value="3"]').check();
  await page.getByLabel(LABEL_COMPANY_NAME).fill("ООО «Ромашка»");
  await page.getByLabel(LABEL_COMPANY_INN).fill("7707083893");
  await page.getByLabel(LABEL_COMPANY_KPP).fill("773601001");
  await page.locator('input[name="consent"]').check();
  await Promise.all([page.waitForURL(/\/payresult\?/), page.getByRole("button", { name: LABEL_CHECKOUT_SUBMIT }).click()]);
  const orderId = new URL(page.url()).searchParams.get("orderkey");

  await page.goto("/account");
  const link = page.locator(".account-orders__item", { hasText: `№${orderId}` }).getByRole("link", { name: LABEL_DOWNLOAD_INVOICE });
  await expect(link).toBeVisible();
  const mine = await page.request.get((await link.getAttribute("href")) ?? "");
  expect(mine.headers()["content-type"]).toBe("application/pdf");
  expect((await mine.body()).subarray(0, 5).toString()).toBe("%PDF-");
  // Another visitor (no session) gets no счёт.
  expect((await request.get(`/account/invoice/${orderId}`, { maxRedirects: 0 })).status()).not.toBe(200);

  const manager = createStaff("manager");
  await signIn(page, manager);
  await page.goto(`/admin/orders/${orderId}`);
  const staffLink = page.getByRole("link", { name: ADMIN_INVOICE_DOWNLOAD });
  const staffPdf = await page.request.get((await staffLink.getAttribute("href")) ?? "");
  expect(staffPdf.headers()["content-type"]).toBe("application/pdf");
  await page.getByRole("button", { name: ADMIN_INVOICE_MARK_PAID }).click();
  await expect(page.getByText(ADMIN_INVOICE_MARKED_PAID)).toBeVisible();
  await expect(page.getByText(ADMIN_INVOICE_IS_PAID)).toBeVisible();
  await expect(page.getByRole("button", { name: ADMIN_INVOICE_MARK_PAID })).toHaveCount(0);
});
