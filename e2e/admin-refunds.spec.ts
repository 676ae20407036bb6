import type { Page } from "@playwright/test";
import {
  ADMIN_REFUND_CONFIRM,
  ADMIN_REFUND_DONE,
  ADMIN_REFUND_OPEN,
  ADMIN_REFUND_REASON,
  ADMIN_REFUND_STATES,
  ADMIN_REFUND_SUBMIT,
  ADMIN_REFUNDS,
} from "../app/config/messages/admin-refunds";
import { MSG_CHECKOUT_TOTAL_CHANGED } from "../app/config/messages/checkout";
import { MSG_REFUND_LINE_RETURNED } from "../backend/http/refunds-messages";
import { createStaff, signIn } from "./admin.kit";
import { deliveryRadio, fillCart, stockOf, goodsInStock, jsEnabled } from "./cart.kit";
import { expect, test, waitForHydration } from "./fixtures";

/** A guest's order of two pieces, picked up at a warehouse and paid online on the test gateway's page: its number. */
async function paidOrder(page: Page, goodId: number): Promise<number> {
  await page.goto("/");
  await fillCart(page, [{ id: goodId, count: 2 }]);
  await page.goto("/checkout");
  await page.getByLabel("ФИО").fill("Возвратова Ирина");
  await page.getByLabel("Телефон").fill("+7 916 555 43 21");
  await page.getByLabel("Email").fill("refund-shopper@example.ru");
  await deliveryRadio(page, "warehouse").check();
  await page.locator('input[name="warehouse_id"]').first().check();
  await page.locator('input[name="payment_id"][value="2"]').check();
  await page.locator('input[name="consent"]').check();
  const submit = page.getByRole("button", { name: "Подтвердить заказ" });
  await submit.click();
  const totalChanged = page.getByText(MSG_CHECKOUT_TOTAL_CHANGED);
  await expect(page.getByRole("button", { name: "Оплатить" }).or(totalChanged)).toBeVisible();
  if (await totalChanged.isVisible()) {
    await page.locator('input[name="consent"]').check();
    await submit.click();
  }
  await Promise.all([page.waitForURL(/\/payresult\?/), page.getByRole("button", { name: "Оплатить" }).click()]);
  await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", "paid");
  return Number(new URL(page.url()).searchParams.get("orderkey"));
}

test("a manager refunds one piece of a paid order: recorded with who and why, stock back; the same piece again is refused", async ({
  page,
  request,
}) => {
  // A checkout, a payment and two refunds: longer than one page's test.
  test.slow();
  // A good of its own per project (the cart and checkout specs take the first ones), so no other order moves its stock.
  const { goods } = await goodsInStock(request, 6, 4);
  const good = goods[jsEnabled() ? 4 : 5];
  const orderId = await paidOrder(page, good.id);
  const stockBefore = await stockOf(request, good.id);
  const manager = createStaff("manager");
  await signIn(page, manager);

  await page.goto(`/admin/orders/${orderId}`);
  const card = page.locator("section", { has: page.getByRole("heading", { name: ADMIN_REFUNDS }) });
  await card.getByRole("link", { name: ADMIN_REFUND_OPEN }).click();
  if (jsEnabled()) await waitForHydration(page);
  const line = card.getByLabel(new RegExp(good.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  await line.fill("1");
  await card.getByLabel(ADMIN_REFUND_REASON).fill("Царапина на фасаде");
  await card.getByLabel(ADMIN_REFUND_CONFIRM).check();
  await card.getByRole("button", { name: ADMIN_REFUND_SUBMIT }).click();
  await expect(page.getByText(ADMIN_REFUND_DONE).first()).toBeVisible();
  const row = card.getByTestId("order-refund");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(manager.email);
  await expect(row).toContainText("Царапина на фасаде");
  await expect(row).toContainText(ADMIN_REFUND_STATES.succeeded);
  expect(await stockOf(request, good.id)).toBe(stockBefore + 1);
  await expect(page.locator(".admin__history")).toContainText("Царапина на фасаде");

  // Two pieces asked when one is left: refused next to the line, with what was typed kept.
  await card.getByRole("link", { name: ADMIN_REFUND_OPEN }).click();
  if (jsEnabled()) await waitForHydration(page);
  await line.fill("2");
  await card.getByLabel(ADMIN_REFUND_REASON).fill("Ещё раз");
  await card.getByLabel(ADMIN_REFUND_CONFIRM).check();
  await card.getByRole("button", { name: ADMIN_REFUND_SUBMIT }).click();
  await expect(card.getByText(MSG_REFUND_LINE_RETURNED)).toBeVisible();
  await expect(line).toHaveValue("2");
  await expect(row).toHaveCount(1);
  expect(await stockOf(request, good.id)).toBe(stockBefore + 1);
});
