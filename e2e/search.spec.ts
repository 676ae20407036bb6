import { expect, test, waitForHydration } from "./fixtures";
import { LABEL_SEARCH_SUGGESTIONS } from "../app/config/messages/catalog";

/** Search that forgives typos and suggests while typing. */

test("a typo still finds goods, and a query that finds nothing offers «Возможно, вы искали»", async ({ page }) => {
  await page.goto("/result?search=" + encodeURIComponent("дван"));
  await expect(page.getByText("Показаны результаты по запросу «диван»")).toBeVisible();
  await expect(page.locator(".good-tile__name").first()).toContainText("Диван");

  await page.goto("/result?search=" + encodeURIComponent("кирсло"));
  await expect(page.getByTestId("search-summary")).toContainText("0 товаров");
  await expect(page.getByText("Возможно, вы искали")).toBeVisible();
  await page.getByRole("link", { name: "«кресло»" }).click();
  await expect(page).toHaveURL(/search=%D0%BA%D1%80%D0%B5%D1%81%D0%BB%D0%BE$/);
  await expect(page.locator(".good-tile__name").first()).toContainText("Кресло");
});

test("the header box suggests goods, sections and queries as the shopper types, and the keyboard picks one", async ({ page }) => {
  test.skip(test.info().project.name !== "js", "suggestions need JavaScript; without it the box searches as before");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/catalog");
  await waitForHydration(page);
  const box = page.locator("#header-search");
  await box.click();
  await box.pressSequentially("дива");
  const list = page.getByRole("listbox", { name: LABEL_SEARCH_SUGGESTIONS });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute("role", "combobox");
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(list.getByRole("option", { name: "Диваны" })).toBeVisible();
  await expect(list.getByRole("group", { name: "Товары" }).getByRole("option").first()).toContainText("₽");

  await box.press("ArrowDown");
  const first = list.getByRole("option").first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
  await box.press("Escape");
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");

  await box.press("ArrowDown");
  await expect(first).toHaveAttribute("aria-selected", "true");
  const chosen = (await first.innerText()).trim();
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/result\\?search=${encodeURIComponent(chosen)}$`));
  await expect(page.getByTestId("search-summary")).toContainText(chosen);
});
