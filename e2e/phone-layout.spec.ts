import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { favouriteButton, goodsInStock, jsEnabled, submitAndSettle } from "./cart.kit";

/**
 * How the shop sits on a phone's width and a desktop's: the home page's sections two to a row on a phone, the
 * search heading clear of the header, the toast's close button inside its box, the order's payment and
 * delivery values starting on one line.
 */

const WIDTHS = [375, 1440];

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on screen");
  return found;
}

async function at(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
}

for (const width of WIDTHS) {
  test(`at ${width} px: home sections share rows, the hero names no count of models, the search heading clears the header, the toast closes from inside`, async ({
    page,
    request,
  }) => {
    await at(page, width);
    await page.goto("/");
    const cards = page.locator(".section-grid > li");
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    const [first, second] = [await box(cards.nth(0)), await box(cards.nth(1))];
    expect(second.y).toBe(first.y);
    // A number of models written into the banner goes stale as the catalogue changes.
    await expect(page.locator("main")).not.toContainText(/\d+\s+моделей/);

    await page.goto("/result?q=диван");
    const header = await box(page.locator("header").first());
    const heading = await box(page.getByRole("heading", { level: 1 }));
    expect(heading.y - (header.y + header.height)).toBeGreaterThanOrEqual(16);

    if (jsEnabled()) {
      const { section, goods } = await goodsInStock(request, 1, 1);
      await page.goto(`/catalog/${section}`);
      await submitAndSettle(page, () => favouriteButton(page, goods[0].id).click());
      const toast = page.locator("[data-sonner-toast]").first();
      await expect(toast).toBeVisible();
      const [outer, close] = [await box(toast), await box(toast.locator("[data-close-button]"))];
      expect(close.x).toBeGreaterThanOrEqual(outer.x);
      expect(close.y).toBeGreaterThanOrEqual(outer.y);
      expect(close.x + close.width).toBeLessThanOrEqual(outer.x + outer.width);
      expect(close.y + close.height).toBeLessThanOrEqual(outer.y + outer.height);
    }
  });
}
