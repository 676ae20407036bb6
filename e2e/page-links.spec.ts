import type { Page } from "@playwright/test";
import { jsEnabled as js } from "./cart.kit";
import { expect, test, waitForHydration } from "./fixtures";
import { LABEL_BREADCRUMBS } from "../app/config/messages/catalog";
import { LABEL_MAIN_MENU } from "../app/config/messages/layout";

/**
 * The shop's links are plain anchors. Without JavaScript the browser follows them; with it one navigator at the
 * root follows them without reloading the document and prefetches the page a pointer rests on, as a router link
 * does, and leaves to the browser what a router link leaves to it (a new tab, another site).
 */

/** Marks the document, so a later check tells a client navigation (mark kept) from a reload (mark gone). */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => "sameDocument" in window);

test("a card's link, the breadcrumbs and the menu lead to their pages; with JavaScript in the same document", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/catalog/divany");
  if (js()) {
    await waitForHydration(page);
    await markDocument(page);
  }
  const card = page.locator("article.good-tile").first().locator(".good-tile__name a");
  const itemPath = await card.getAttribute("href");
  const name = (await card.innerText()).trim();
  await card.click();
  await page.waitForURL((url) => url.pathname === itemPath);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name.split(",")[0]);

  await page.getByRole("navigation", { name: LABEL_BREADCRUMBS }).getByRole("link", { name: "Диваны" }).click();
  await page.waitForURL((url) => url.pathname === "/catalog/divany");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The desktop menu marks the page shown and the section it lies under; following a link moves the mark.
  const menu = page.getByRole("navigation", { name: LABEL_MAIN_MENU });
  const catalogue = menu.getByRole("link", { name: "Каталог", exact: true });
  await expect(catalogue).toHaveAttribute("aria-current", "page");
  await expect(menu.locator('a[href="/catalog/divany"]')).toHaveAttribute("aria-current", "page");
  await catalogue.click();
  await page.waitForURL((url) => url.pathname === "/catalog");
  await expect(catalogue).toHaveAttribute("aria-current", "page");
  await expect(menu.locator('a[href="/catalog/divany"]')).not.toHaveAttribute("aria-current", "page");
  if (js()) expect(await sameDocument(page)).toBe(true);
});

test("with JavaScript, a pointer resting on a card's link prefetches that page's data and scripts", async ({ page }) => {
  test.skip(!js(), "prefetching is the scripts' work");
  await page.goto("/catalog/divany");
  await waitForHydration(page);
  const card = page.locator("article.good-tile").nth(1).locator(".good-tile__name a");
  const itemPath = (await card.getAttribute("href")) ?? "";
  const prefetched = page.locator(`link[rel="prefetch"][href^="${itemPath}.data"]`);
  await expect(prefetched).toHaveCount(0);
  await card.hover();
  await expect(prefetched).toHaveCount(1);
  // Moving away from the link drops the hint; the browser keeps what it fetched.
  await page.getByRole("heading", { level: 1 }).hover();
  await expect(prefetched).toHaveCount(0);
});

test("with JavaScript, a click with Ctrl opens the link in a new tab and leaves the page as it is", async ({ page, context }) => {
  test.skip(!js(), "without scripts the browser handles every click itself");
  await page.goto("/catalog/divany");
  await waitForHydration(page);
  const card = page.locator("article.good-tile").first().locator(".good-tile__name a");
  const itemPath = (await card.getAttribute("href")) ?? "";
  const opened = context.waitForEvent("page");
  await card.click({ modifiers: ["Control"] });
  const tab = await opened;
  // A new tab starts at about:blank and then loads the link's page.
  await tab.waitForURL((url) => url.pathname === itemPath);
  expect(new URL(page.url()).pathname).toBe("/catalog/divany");
  await tab.close();
});
