import type { Page } from "@playwright/test";
import { ADMIN_CATALOG_NAME } from "../app/config/messages/admin-catalog";
import { ADMIN_SAVE } from "../app/config/messages/admin-common";
import {
  ADMIN_DELIVERY_DAYS_MAX,
  ADMIN_DELIVERY_DAYS_MIN,
  ADMIN_DELIVERY_DAYS_ORDER,
  ADMIN_DELIVERY_FREE_FROM,
  ADMIN_DELIVERY_HIDDEN,
  ADMIN_DELIVERY_KIND,
  ADMIN_DELIVERY_KINDS,
  ADMIN_DELIVERY_METHOD_ADD,
  ADMIN_DELIVERY_PRICE,
  ADMIN_DELIVERY_SAVED,
} from "../app/config/messages/admin-delivery";
import { ADMIN_ORDER_DELIVERY_PRICE, ADMIN_ORDER_TOTAL } from "../app/config/messages/admin-orders";
import { LABEL_CHECKOUT_ADDRESS, LABEL_CHECKOUT_RECALCULATE, LABEL_CHECKOUT_SUBMIT, LABEL_PAYRESULT_GOODS } from "../app/config/messages/checkout";
import { LABEL_DELIVERY_ZONE_PRICED } from "../app/config/messages/delivery-zones";
import { formatRoubles } from "../app/components/admin/format";
import { formatPrice } from "../app/lib/price";
import { createStaff, signIn } from "./admin.kit";
import { fillCart, goodsInStock, jsEnabled } from "./cart.kit";
import { expect, test } from "./fixtures";
import { withSharedData } from "./shared-data.kit";

/** Deliveries from the back office reach the checkout of every storefront process within a request or so. */

test("a manager changes a delivery's price and the checkout shows the new price", async ({ page, request }) =>
  withSharedData("demo-deliveries", async () => {
    const manager = createStaff("manager");
    await signIn(page, manager);
    await page.goto("/admin/delivery");
    await page.getByRole("link", { name: "Курьерская доставка до двери" }).click();
    const price = page.getByLabel(ADMIN_DELIVERY_PRICE);
    const freeFrom = page.getByLabel(ADMIN_DELIVERY_FREE_FROM);
    const [oldPrice, oldFreeFrom] = [await price.inputValue(), await freeFrom.inputValue()];
    const editUrl = page.url();

    // A term that ends before it starts is refused next to its field, and the typed price stays.
    // Typed in roubles; the API and formatPrice count kopecks.
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
      // Never free, so the checkout shows the price whatever the cart holds; its own price, not the city's zone's.
      await page.getByLabel(ADMIN_DELIVERY_FREE_FROM).fill("");
      await page.getByLabel(LABEL_DELIVERY_ZONE_PRICED).uncheck();
      await page.getByRole("button", { name: ADMIN_SAVE }).click();
      await expect(page.getByText(ADMIN_DELIVERY_SAVED).first()).toBeVisible();

      const { goods } = await goodsInStock(request, 1, 2);
      await page.goto("/");
      await fillCart(page, [{ id: goods[0].id, count: 1 }]);
      // The storefront checks the public data revision at most once a second: the next request or so shows it.
      await expect(async () => {
        await page.goto("/checkout");
        await expect(
          page
            .locator(".checkout-delivery")
            .getByText(formatPrice(newPrice * 100))
            .first(),
        ).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: 5000 });
    } finally {
      await page.goto(editUrl);
      await page.getByLabel(ADMIN_DELIVERY_PRICE).fill(oldPrice);
      await page.getByLabel(ADMIN_DELIVERY_FREE_FROM).fill(oldFreeFrom);
      await page.getByLabel(LABEL_DELIVERY_ZONE_PRICED).check();
      await page.getByRole("button", { name: ADMIN_SAVE }).click();
      await expect(page.getByText(ADMIN_DELIVERY_SAVED).first()).toBeVisible();
    }
  }));

/** The value beside a term of a definition list (`<dt>term</dt><dd>value</dd>`). */
const factOf = (page: Page, term: string) =>
  page
    .locator("dt")
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator("xpath=following-sibling::dd[1]");

test("a second courier added in the back office is charged at its own price, at checkout and in the order", async ({ page, request }) => {
  const manager = createStaff("manager");
  await signIn(page, manager);
  // Its own title and a price no other delivery has: the radio, the summary and the order name this courier only.
  const title = `Курьер вечером ${test.info().project.name} ${Date.now().toString(36)}`;
  const price = 3000 + (Date.now() % 500) + (jsEnabled() ? 0 : 500);
  await page.goto("/admin/delivery");
  await page.getByRole("link", { name: ADMIN_DELIVERY_METHOD_ADD }).click();
  await page.getByLabel(ADMIN_CATALOG_NAME).fill(title);
  await page.getByLabel(ADMIN_DELIVERY_KIND).selectOption({ label: ADMIN_DELIVERY_KINDS.courier });
  await page.getByLabel(ADMIN_DELIVERY_PRICE).fill(String(price));
  await page.getByLabel(ADMIN_DELIVERY_FREE_FROM).fill("");
  await page.getByLabel(ADMIN_DELIVERY_DAYS_MIN).fill("1");
  await page.getByLabel(ADMIN_DELIVERY_DAYS_MAX).fill("2");
  await page.getByRole("button", { name: ADMIN_SAVE }).click();
  await expect(page.getByText(ADMIN_DELIVERY_SAVED).first()).toBeVisible();
  await Promise.all([page.waitForURL(/\/admin\/delivery\/methods\/\d+$/), page.getByRole("link", { name: title }).click()]);
  const editUrl = page.url();

  try {
    const { goods } = await goodsInStock(request, 1, 2);
    await page.goto("/");
    await fillCart(page, [{ id: goods[0].id, count: 1 }]);
    const courier = page.getByRole("radio", { name: title });
    // The storefront checks the public data revision at most once a second: the next request or so shows it.
    await expect(async () => {
      await page.goto("/checkout");
      await expect(courier).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 5000 });

    await page.getByLabel("ФИО").fill("Курьерова Вера");
    await page.getByLabel("Телефон").fill("+7 916 555 12 35");
    await page.getByLabel("Email").fill("vera@example.ru");
    await courier.check();
    // The address shows for this courier too, by CSS alone without JavaScript.
    await expect(page.getByLabel(LABEL_CHECKOUT_ADDRESS)).toBeVisible();
    await page.getByLabel(LABEL_CHECKOUT_ADDRESS).fill("ул. Тверская, д. 7");
    await page.locator('input[name="payment_id"][value="1"]').check();
    if (!jsEnabled()) await Promise.all([page.waitForNavigation(), page.getByRole("button", { name: LABEL_CHECKOUT_RECALCULATE }).click()]);
    await expect(courier).toBeChecked();
    await expect(page.getByTestId("checkout-delivery-price")).toHaveText(formatPrice(price * 100));
    await expect(page.getByTestId("checkout-total")).toHaveText(formatPrice(goods[0].price + price * 100));

    await page.locator('input[name="consent"]').check();
    await Promise.all([page.waitForURL(/\/payresult\?orderkey=\d+/), page.getByRole("button", { name: LABEL_CHECKOUT_SUBMIT }).click()]);
    const orderId = Number(new URL(page.url()).searchParams.get("orderkey"));
    await expect(page.getByText(new RegExp(`^${title}: .*ул\\. Тверская, д\\. 7$`))).toBeVisible();
    await expect(page.getByRole("complementary", { name: LABEL_PAYRESULT_GOODS }).getByText(formatPrice(price * 100), { exact: true })).toBeVisible();
    await expect(page.getByTestId("order-total")).toHaveText(formatPrice(goods[0].price + price * 100));

    await page.goto(`/admin/orders/${orderId}`);
    await expect(page.getByText(new RegExp(`^${title}: .*ул\\. Тверская, д\\. 7$`))).toBeVisible();
    await expect(factOf(page, ADMIN_ORDER_DELIVERY_PRICE)).toHaveText(formatRoubles(price * 100));
    await expect(factOf(page, ADMIN_ORDER_TOTAL)).toHaveText(formatRoubles(goods[0].price + price * 100));
  } finally {
    // Nothing is ever deleted: hidden, the courier leaves the checkout of the other tests.
    await page.goto(editUrl);
    await page.getByLabel(ADMIN_DELIVERY_HIDDEN).check();
    await page.getByRole("button", { name: ADMIN_SAVE }).click();
    await expect(page.getByText(ADMIN_DELIVERY_SAVED).first()).toBeVisible();
  }
});
