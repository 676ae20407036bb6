import { badge, submitAndSettle } from "./cart.kit";
import type { Locator } from "@playwright/test";
import { expect, HTTP_ONLY, test, waitForHydration } from "./fixtures";
import { CATALOG_PAGE_SIZE } from "../app/config/constants";
import { LABEL_SECTIONS } from "../app/config/messages/home";
import { LABEL_SHOW_MORE } from "../app/config/messages/catalog";
import { LABEL_ORDER_PROJECT } from "../app/config/messages/common";

/** Catalogue, item pages, content and search, in both projects: every step is a link or a GET form. */

/** The filters' submit button: «Применить» without JavaScript, «Показать N товаров» with it. */
const applyButton = (filters: Locator) => filters.getByRole("button", { name: /^(Применить|Показать \d+ товар)/ });

test("filters apply as the shopper ticks them, keep the goods in view, and leave empty fields out of the address", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/catalog/divany");
  const filters = page.getByRole("form", { name: "Фильтры" });
  const firstTile = page.locator("article.good-tile").first();
  if (test.info().project.name !== "js") {
    // Without JavaScript the form sends every field; the page answers at the address of what was chosen.
    await filters.getByLabel("Серый").check();
    await filters.getByRole("button", { name: "Применить" }).click();
    await expect(page).toHaveURL(/\/catalog\/divany\?color=grey$/);
    await expect(page.getByRole("list", { name: "Выбранные фильтры" })).toContainText("Цвет: Серый");
    return;
  }
  await waitForHydration(page);
  // The shopper has scrolled down the goods; the panel stays beside them.
  await page.mouse.wheel(0, 1400);
  await expect(firstTile).not.toBeInViewport();
  await filters.getByLabel("Серый").check();
  await expect(page).toHaveURL(/\/catalog\/divany\?color=grey$/);
  await expect(page.getByRole("list", { name: "Выбранные фильтры" })).toContainText("Цвет: Серый");
  await expect(firstTile).toBeInViewport();
  const count = (await page.locator(".catalog-page__count").innerText()).replace(/\D/g, "");
  await expect(applyButton(filters)).toHaveText(new RegExp(`^Показать ${count} товар`));

  await filters.getByRole("group", { name: "Ширина, см" }).getByLabel("от").fill("200");
  await expect(page).toHaveURL(/\/catalog\/divany\?color=grey&width_from=200$/);
  for (const name of await page.locator(".good-tile__name").allTextContents()) expect(name.toLowerCase()).toContain("серый");
});

test("a shopper browses to a section, filters by colour and width, sorts and pages", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Диваны" }).first().click();
  await expect(page).toHaveURL(/\/catalog\/divany$/);
  await expect(page.getByRole("heading", { level: 1, name: "Диваны" })).toBeVisible();

  const filters = page.getByRole("form", { name: "Фильтры" });
  await filters.getByLabel("Серый").check();
  await filters.getByRole("group", { name: "Ширина, см" }).getByLabel("от").fill("200");
  await applyButton(filters).click();
  await expect(page).toHaveURL(/color=grey/);
  await expect(page).toHaveURL(/width_from=200/);
  await expect(page.getByRole("list", { name: "Выбранные фильтры" })).toContainText("Цвет: Серый");
  const names = await page.locator(".good-tile__name").allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name.toLowerCase()).toContain("серый");

  await page.getByRole("link", { name: "Сначала дешевле" }).click();
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page).toHaveURL(/color=grey/);
  const prices = (await page.locator(".good-tile .price:not(.price--old)").allTextContents()).map((t) => Number(t.replace(/\D/g, "")));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await page.goto("/catalog/divany");
  await page.getByRole("navigation", { name: "Страницы" }).getByRole("link", { name: "Страница 2" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator(".pagination__page.is-current")).toHaveText("2");
});

test("«Показать ещё» appends the next pages without a reload, keeps them in the URL for a refresh and Back, and a modal opened over them keeps what was shown", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/catalog");
  const tiles = page.locator("article.good-tile");
  await expect(tiles).toHaveCount(CATALOG_PAGE_SIZE);
  const more = page.getByRole("link", { name: LABEL_SHOW_MORE });
  if (test.info().project.name !== "js") {
    // Without JavaScript it is a link to the next page.
    await more.click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator(".pagination__page.is-current")).toHaveText("2");
    return;
  }
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  // The main catalogue has more than three pages: two appends.
  await more.click();
  await expect(tiles).toHaveCount(2 * CATALOG_PAGE_SIZE);
  await more.click();
  await expect(tiles).toHaveCount(3 * CATALOG_PAGE_SIZE);
  const shown = 3 * CATALOG_PAGE_SIZE;
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(page).toHaveURL(/\/catalog\?from=1&page=3$/);
  const names = await page.locator(".good-tile__name").allTextContents();
  await page.reload();
  await expect(tiles).toHaveCount(shown);
  expect(await page.locator(".good-tile__name").allTextContents()).toEqual(names);
  const lastName = await tiles.last().locator(".good-tile__name").innerText();
  await tiles.last().locator("a").first().click();
  await expect(page).toHaveURL(/\/catalog\/[^?]+\/[^?]+$/);
  // The address changes before the item page is drawn: Back is pressed on the item page the shopper sees, else the
  // list still on screen would pass for the list come back while the item page was yet to replace it.
  await expect(page.getByRole("heading", { level: 1, name: lastName })).toBeVisible();
  await page.goBack();
  await expect(tiles).toHaveCount(shown);

  // A modal is URL state (?modal=project): opening and closing it must not take back the appended goods.
  await page.getByRole("link", { name: LABEL_ORDER_PROJECT }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(tiles).toHaveCount(shown);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(tiles).toHaveCount(shown);
});

test("a filter applied after «Показать ещё» starts the list over with the filtered goods only", async ({ page }) => {
  test.skip(test.info().project.name !== "js", "appending is a JavaScript feature; without it every page is its own");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/catalog/divany");
  await waitForHydration(page);
  const tiles = page.locator("article.good-tile");
  await page.getByRole("link", { name: LABEL_SHOW_MORE }).click();
  await expect.poll(() => tiles.count()).toBeGreaterThan(CATALOG_PAGE_SIZE);

  const filters = page.getByRole("form", { name: "Фильтры" });
  await filters.getByLabel("Серый").check();
  await applyButton(filters).click();
  await expect(page).toHaveURL(/color=grey/);
  await expect(page.getByRole("list", { name: "Выбранные фильтры" })).toContainText("Цвет: Серый");
  const names = await page.locator(".good-tile__name").allTextContents();
  expect(names.length).toBeGreaterThan(0);
  expect(names.length).toBeLessThanOrEqual(CATALOG_PAGE_SIZE);
  for (const name of names) expect(name.toLowerCase()).toContain("серый");
});

test("on a phone the filters fold under their title and open on a tap; on a desktop they are open", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/catalog/divany");
  const filters = page.getByRole("form", { name: "Фильтры" });
  await expect(filters.getByLabel("Серый")).toBeHidden();
  // However many sections the shop has, they are one row that scrolls sideways, so the goods start on the first screen.
  const sectionLinks = page.getByRole("navigation", { name: LABEL_SECTIONS });
  expect((await sectionLinks.boundingBox())?.height).toBeLessThan(60);
  await expect(sectionLinks.getByRole("link").last()).not.toBeInViewport();
  await expect(page.locator(".good-tile").first()).toBeInViewport();
  await filters.getByText("Фильтры").click();
  await filters.getByLabel("Серый").check();
  await applyButton(filters).click();
  await expect(page).toHaveURL(/color=grey/);
  await expect(page.locator(".good-tile").first()).toBeInViewport();

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/catalog/divany");
  await expect(page.getByRole("form", { name: "Фильтры" }).getByLabel("Серый")).toBeVisible();
});

test("a click anywhere on a goods card opens the item, while its heart stays a button of its own", async ({ page }) => {
  await page.goto("/catalog/divany");
  const card = page.locator(".good-tile").first();
  const itemHref = (await card.locator(".good-tile__name a").getAttribute("href")) ?? "";
  // The heart sits above the card's link: pressing it adds to favourites and stays on the page.
  await submitAndSettle(page, () => card.getByRole("button", { name: "Добавить в избранное" }).click());
  await expect.poll(() => badge(page, "favourites")).toBe("1");
  await expect(page).toHaveURL(/\/catalog\/divany$/);
  // The picture is not a link of its own, yet a click on it opens the item: the name's link lies over the card
  // (so Playwright's own check sees the picture covered, hence `force`: the mouse still clicks at the picture).
  await card.locator(".good-tile__media img").click({ force: true });
  await expect(page).toHaveURL(new RegExp(`${itemHref}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("an item page switches variants and remembers what was viewed", async ({ page }) => {
  await page.goto("/catalog/divany/divan-oslo-seryy");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Диван «Осло», серый");
  const variants = page.getByRole("navigation", { name: "Цвет" });
  await expect(variants.getByRole("link", { name: "Серый" })).toHaveAttribute("aria-current", "page");
  await variants.getByRole("link", { name: "Оливковый" }).click();
  await expect(page).toHaveURL(/divan-oslo-olivkovyy/);
  await expect(page.getByRole("navigation", { name: "Цвет" }).getByRole("link", { name: "Оливковый" })).toHaveAttribute("aria-current", "page");
  // The item seen before shows in «Вы смотрели», the current one does not.
  const viewed = page.getByTestId("viewed");
  await expect(viewed).toContainText("серый");
  await expect(viewed).not.toContainText("оливковый");
});

test("every content list and detail opens, and a custom page too", async ({ page }) => {
  for (const [list, heading] of [
    ["/ideas", "Идеи для интерьера"],
    ["/news", "Новости"],
    ["/portfolio", "Портфолио"],
  ] as const) {
    await page.goto(list);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    const first = page.locator(".content-card").first();
    const title = (await first.locator(".content-card__title").textContent()) ?? "";
    await first.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  }
  await page.goto("/delivery");
  await expect(page.getByRole("heading", { level: 1, name: "Доставка и сборка" })).toBeVisible();
});

test("the idea page offers to discuss the project", async ({ page }) => {
  await page.goto("/ideas");
  await page.locator(".content-card").first().click();
  await expect(page.getByRole("link", { name: "Обсудить проект" })).toHaveAttribute("href", /modal=idea&idea=\d+/);
});

for (const path of ["/catalog/no-such-section", "/catalog/x/no-such-item", "/news/no-such"]) {
  test(`${path} is a 404 page with the page_404 texts`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Страница не найдена" })).toBeVisible();
  });
}

test("search finds a good by another word form", async ({ page }) => {
  await page.goto("/result?search=" + encodeURIComponent("диваны"));
  await expect(page.getByTestId("search-summary")).toContainText("товар");
  await expect(page.locator(".good-tile__name").first()).toContainText("Диван");
  await page.goto("/result?search=" + encodeURIComponent("дивана"));
  await expect(page.locator(".good-tile__name").first()).toContainText("Диван");
});

test("a new search from the header shows its own words in the results page's box", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/result?search=" + encodeURIComponent("диван"));
  const pageBox = page.locator(".search-page__form").getByRole("searchbox");
  await expect(pageBox).toHaveValue("диван");
  await page.locator("#header-search").fill("стол");
  await page.locator("#header-search").press("Enter");
  await expect(page).toHaveURL(/search=%D1%81%D1%82%D0%BE%D0%BB/);
  await expect(page.getByTestId("search-summary")).toContainText("стол");
  await expect(pageBox).toHaveValue("стол");
});

test("a 150-character search is cut to 100", async ({ page }) => {
  await page.goto("/result?search=" + "д".repeat(150));
  await expect(page.getByRole("searchbox").last()).toHaveValue("д".repeat(100));
});

test("sitemap and robots describe the shop", HTTP_ONLY, async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/catalog/divany/divan-oslo-seryy");
  expect(sitemap).toContain("/news/");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /checkout");
});

test("a gallery thumbnail shows its picture large on the item page, as ?photo=N without JavaScript", async ({ page, request }) => {
  const { goods } = (await (await request.get("/api/catalog/goods?ids=2")).json()) as { goods: { handle: string; section_handle: string }[] };
  const good = goods[0]!;
  await page.goto(`/catalog/${good.section_handle}/${good.handle}`);
  const thumbs = page.locator(".gallery__thumb");
  expect(await thumbs.count()).toBeGreaterThan(1);
  const second = await thumbs.nth(1).locator("img").getAttribute("src");
  await thumbs.nth(1).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(".gallery__main")).toHaveAttribute("src", second!);
  await expect(thumbs.nth(1)).toHaveAttribute("aria-current", "true");
  if (test.info().project.name === "no-js") await expect(page).toHaveURL(new RegExp(`/catalog/${good.section_handle}/${good.handle}\\?photo=2$`));
});
