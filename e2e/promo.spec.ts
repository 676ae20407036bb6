import { LABEL_PROMO, LABEL_PROMO_APPLY, ADMIN_PROMO_FIELDS, ADMIN_PROMO_NEW } from "../app/config/messages/promo";
import { ADMIN_SAVE } from "../app/config/messages/admin-common";
import { createStaff, signIn } from "./admin.kit";
import { fillCart, goodsInStock, rub } from "./cart.kit";
import { expect, test } from "./fixtures";

test("a manager makes a promo code; a shopper is told an unknown code is none, applies the code in the cart and sees the discount there and at the checkout", async ({
  page,
  request,
}) => {
  // Two sign-ins' worth of pages (the back office, then the cart and the checkout).
  test.slow();
  const code = `E2E${test.info().project.name.replace("-", "")}${Date.now().toString(36)}`.toUpperCase();
  await signIn(page, createStaff("manager"));
  await page.goto("/admin/promo/new");
  await expect(page.getByRole("heading", { name: ADMIN_PROMO_NEW })).toBeVisible();
  await page.getByLabel(ADMIN_PROMO_FIELDS.code).fill(code);
  await page.getByLabel(ADMIN_PROMO_FIELDS.value).fill("10");
  await page.getByRole("button", { name: ADMIN_SAVE }).click();
  await expect(page.getByRole("link", { name: code })).toBeVisible();

  const { goods } = await goodsInStock(request, 1, 2);
  const good = goods[0];
  await fillCart(page, [{ id: good.id, count: 1 }]);
  await page.goto("/cart");
  const field = page.getByLabel(LABEL_PROMO);
  await field.fill("NOSUCHCODE");
  await page.getByRole("button", { name: LABEL_PROMO_APPLY }).click();
  await expect(page.locator("#promo-code-error")).toHaveText("Такого промокода нет: проверьте, как он написан");
  await expect(page.getByLabel(LABEL_PROMO)).toHaveValue("NOSUCHCODE");

  await page.getByLabel(LABEL_PROMO).fill(code.toLowerCase());
  await page.getByRole("button", { name: LABEL_PROMO_APPLY }).click();
  const discount = Math.floor(good.price / 10);
  await expect(page.getByTestId("cart-promo-discount")).toContainText(rub(discount));
  await expect(page.getByTestId("cart-total")).toHaveText(rub(good.price - discount));

  await page.goto("/checkout");
  await expect(page.getByTestId("checkout-promo-discount")).toContainText(code);
  await expect(page.getByTestId("checkout-promo-discount")).toContainText(rub(discount));
});
