import {
  ADMIN_DELIVERY_DAYS_MAX,
  ADMIN_DELIVERY_DAYS_ORDER,
  ADMIN_DELIVERY_FREE_FROM,
  ADMIN_DELIVERY_PRICE,
  ADMIN_DELIVERY_SAVED,
  ADMIN_SAVE,
} from "../app/config/messages";
import { formatPrice } from "../app/lib/price";
import { createStaff, signIn } from "./admin.kit";
import { fillCart, goodsInStock, jsEnabled } from "./cart.kit";
import { expect, test } from "./fixtures";

/** Deliveries from the back office reach the checkout of every storefront process within a request or so. */

test("a manager changes a delivery's price and the checkout shows the new price", async ({ page, request }) => {
  const manager = createStaff("manager");
  await signIn(page, manager);
  await page.goto("/admin/delivery");
  await page.getByRole("link", { name: "Курьерская доставка до двери" }).click();
  const price = page.getByLabel(ADMIN_DELIVERY_PRICE);
  const freeFrom = page.getByLabel(ADMIN_DELIVERY_FREE_FROM);
  const [oldPrice, oldFreeFrom] = [await price.inputValue(), await freeFrom.inputValue()];
  const editUrl = page.url();

  // A term that ends before it starts is refused next to its field, and the typed price stays.
  const newPrice = 1000 + (Date.now() % 400) + (jsEnabled() ? 0 : 500);
  await price.fill(String(newPrice));
  await page.getByLabel(ADMIN_DELIVERY_DAYS_MAX).fill("0");
  await page.getByLabel(ADMIN_DELIVERY_DAYS_MAX).press("Tab");
  // With JavaScript the form checks itself as it is filled and keeps its button off until the error is fixed.
  if (!jsEnabled()) await page.getByRole("button", { name: ADMIN_SAVE }).click();
  await expect(page.getByText(ADMIN_DELIVERY_DAYS_ORDER)).toBeVisible();
  await expect(page.getByLabel(ADMIN_DELIVERY_PRICE)).toHaveValue(String(newPrice));

  try {
    await page.getByLabel(ADMIN_DELIVERY_DAYS_MAX).fill("5");
    // Never free, so the checkout shows the price whatever the cart holds.
    await page.getByLabel(ADMIN_DELIVERY_FREE_FROM).fill("");
    await page.getByRole("button", { name: ADMIN_SAVE }).click();
    await expect(page.getByText(ADMIN_DELIVERY_SAVED).first()).toBeVisible();

    const { goods } = await goodsInStock(request, 1, 2);
    await page.goto("/");
    await fillCart(page, [{ id: goods[0].id, count: 1 }]);
    // The storefront checks the public data revision at most once a second: the next request or so shows it.
    await expect(async () => {
      await page.goto("/checkout");
      await expect(page.locator(".checkout-delivery").getByText(formatPrice(newPrice)).first()).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 5000 });
  } finally {
    await page.goto(editUrl);
    await page.getByLabel(ADMIN_DELIVERY_PRICE).fill(oldPrice);
    await page.getByLabel(ADMIN_DELIVERY_FREE_FROM).fill(oldFreeFrom);
    await page.getByRole("button", { name: ADMIN_SAVE }).click();
    await expect(page.getByText(ADMIN_DELIVERY_SAVED).first()).toBeVisible();
  }
});
