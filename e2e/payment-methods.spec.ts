import { expect, test } from "./fixtures";
import { LABEL_PAYMENT_METHODS } from "../app/config/messages/payment-methods";
import { deliveryRadio, fillCart, goodsInStock } from "./cart.kit";

/** The ways to pay online and «от X ₽/мес» of credit and instalments, with JavaScript and without. */

test("the shopper sees «от … ₽/мес» on the card, the item page (with the lender's note) and the cart, and pays by СБП", async ({ page, request }) => {
  const { section, goods } = await goodsInStock(request, 1, 2);
  const good = goods[0];
  // The demo's furniture costs more than the 3 000 ₽ a loan starts at.
  expect(good.price).toBeGreaterThan(300_000);

  await page.goto(`/catalog/${section}`);
  const card = page.locator("article", { has: page.locator(`a[href$="/${good.handle}"]`) }).first();
  await expect(card.getByTestId("monthly-price")).toHaveText(/^от [\d\u00a0]+\u00a0₽\/мес$/);

  await page.goto(`/catalog/${section}/${good.handle}`);
  const itemOffer = page.locator(".item-page__info").getByTestId("monthly-price");
  await expect(itemOffer).toContainText(/от [\d\u00a0]+\u00a0₽\/мес/);
  await expect(itemOffer).toContainText("ПАО Сбербанк");
  await expect(itemOffer).toContainText("Не является публичной офертой");

  await fillCart(page, [{ id: good.id, count: 1 }]);
  await page.goto("/cart");
  await expect(page.locator(".cart-summary").getByTestId("monthly-price")).toHaveText(/^от [\d\u00a0]+\u00a0₽\/мес$/);

  await page.goto("/checkout");
  await page.getByLabel("ФИО").fill("Смирнова Анна Петровна");
  await page.getByLabel("Телефон").fill("+7 916 123 45 67");
  await page.getByLabel("Email").fill("anna@example.ru");
  await deliveryRadio(page, "pvz").check();
  await page.locator('input[name="pvz"]').first().check();
  // The ways to pay online show once the online payment is chosen, «Все способы» first and checked.
  // Among the ways to pay online (the online payment's own description names СБП too).
  const sbp = page.locator('input[name="payment_method"]').and(page.getByRole("radio", { name: new RegExp(LABEL_PAYMENT_METHODS.sbp.title) }));
  await expect(sbp).toBeHidden();
  await page.locator('input[name="payment_id"][value="2"]').check();
  await expect(page.locator('input[name="payment_method"][value=""]')).toBeChecked();
  await expect(sbp).toBeVisible();
  await sbp.check();
  await page.locator('input[name="consent"]').check();
  await page.getByRole("button", { name: "Подтвердить заказ" }).click();
  await page.waitForURL(/\/api\/pay\/page/);
});
