import { ADMIN_NAV_IMPORTS } from "../app/config/messages/admin-common";
import {
  ADMIN_IMPORT_CHANGES_DRY,
  ADMIN_IMPORT_CREATED,
  ADMIN_IMPORT_DRY_RUN,
  ADMIN_IMPORT_DRY_RUN_MARK,
  ADMIN_IMPORT_EXPORT_GOODS,
  ADMIN_IMPORT_FILE,
  ADMIN_IMPORT_LINE,
  ADMIN_IMPORT_NEW_GOOD,
  ADMIN_IMPORT_NEW_SECTION,
  ADMIN_IMPORT_PUBLISH_SECTIONS,
  ADMIN_IMPORT_START,
  ADMIN_IMPORT_STATUSES,
  ADMIN_IMPORT_URL,
  ADMIN_IMPORT_URL_INVALID,
} from "../app/config/messages/admin-imports";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { slugify } from "../backend/catalog/translit";
import { expect, test } from "./fixtures";
import { createStaff, openSignedIn } from "./admin.kit";

/**
 * Catalogue files in the back office: a dry run shows a bad row by its line, or the section and goods it would
 * create, and changes nothing; the fixed file, its new section published, fills the shop.
 */

const HEADER = "Артикул;Название;Раздел;Цена;Остаток";

test("a manager tries a spreadsheet with a bad row, sees it by line; tries the fixed file, sees the new section and goods it would make; then imports it into the shop", async ({
  page,
}) => {
  const manager = createStaff("manager");
  await openSignedIn(page, manager);
  const tag = `${test.info().project.name.replace(/\W/g, "")}${Date.now().toString(36)}`;
  const section = `Пуфы ${tag}`;
  const goodName = `Пуф Импортный ${tag}`;
  // A section the file names is created at the transliteration of its name.
  const sectionPage = `/catalog/${slugify(section)}`;
  const row = (sku: string, name: string, price: string) => `${sku}-${tag};${name};${section};${price};3`;
  const csv = (price: string) => Buffer.from(`\uFEFF${HEADER}\r\n${row("IMP1", goodName, "9990")}\r\n${row("IMP2", `Пуф Второй ${tag}`, price)}\r\n`);
  /** `boxes`: the checkboxes ticked, by their labels. */
  const upload = async (price: string, boxes: string[]) => {
    await page.getByRole("link", { name: ADMIN_NAV_IMPORTS }).click();
    await expect(page.getByRole("link", { name: ADMIN_IMPORT_EXPORT_GOODS })).toHaveAttribute("href", "/admin/goods/export");
    await page.getByLabel(ADMIN_IMPORT_FILE).setInputFiles({ name: "goods.csv", mimeType: "text/csv", buffer: csv(price) });
    for (const box of boxes) await page.getByRole("checkbox", { name: box }).check();
    await page.getByRole("button", { name: ADMIN_IMPORT_START }).click();
    await expect(page).toHaveURL(/\/admin\/imports\/\d+$/);
  };

  await upload("дорого", [ADMIN_IMPORT_DRY_RUN]);
  await expect(page.getByText(ADMIN_IMPORT_STATUSES.failed).first()).toBeVisible({ timeout: 15_000 });
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: `${ADMIN_IMPORT_LINE(3)}: Цена: «дорого» — не цена в рублях (не больше двух знаков после запятой)` }),
  ).toBeVisible();
  await expect(page.getByText(ADMIN_IMPORT_DRY_RUN_MARK)).toBeVisible();
  expect((await page.request.get(sectionPage)).status()).toBe(404);

  await page.goto("/admin/orders");
  await upload("12990", [ADMIN_IMPORT_DRY_RUN]);
  await expect(page.getByText(ADMIN_IMPORT_STATUSES.done).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("heading", { name: ADMIN_IMPORT_CHANGES_DRY })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: ADMIN_IMPORT_NEW_SECTION(section, true) })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: ADMIN_IMPORT_NEW_GOOD(goodName, `IMP1-${tag}`) })).toBeVisible();
  expect((await page.request.get(sectionPage)).status()).toBe(404);

  await page.goto("/admin/orders");
  await upload("12990", [ADMIN_IMPORT_PUBLISH_SECTIONS]);
  await expect(page.getByText(ADMIN_IMPORT_STATUSES.done).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("dt", { hasText: ADMIN_IMPORT_CREATED }).locator("+ dd")).toHaveText("2");

  await page.goto(sectionPage);
  await expect(page.getByRole("heading", { level: 1, name: section })).toBeVisible();
  await expect(page.getByRole("link", { name: goodName })).toBeVisible();
});

test("a manager imports a supplier's YML feed by its address; an address of another kind is refused next to its field, as typed", async ({
  page,
}) => {
  const tag = `${test.info().project.name.replace(/\W/g, "")}${Date.now().toString(36)}`;
  const section = `Банкетки ${tag}`;
  const goodName = `Банкетка из фида ${tag}`;
  const feed = `<?xml version="1.0" encoding="UTF-8"?><yml_catalog date="2026-11-24T10:00:00+03:00"><shop><name>Поставщик</name>
<categories><category id="c-${tag}">${section}</category></categories>
<offers><offer id="o-${tag}" available="true"><name>${goodName}</name><price>7990</price><currencyId>RUR</currencyId><categoryId>c-${tag}</categoryId></offer></offers></shop></yml_catalog>`;
  const server = http.createServer((_request, response) => response.writeHead(200, { "Content-Type": "application/xml" }).end(feed));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.yml`;
  try {
    await openSignedIn(page, createStaff("manager"));
    await page.getByRole("link", { name: ADMIN_NAV_IMPORTS }).click();
    const field = page.getByLabel(ADMIN_IMPORT_URL);
    await field.fill("ftp://127.0.0.1/feed.yml");
    await field.blur();
    // With JavaScript the field is checked as it is left (the button waits); without, the server answers.
    if (test.info().project.name === "no-js") await page.getByRole("button", { name: ADMIN_IMPORT_START }).click();
    await expect(page.getByText(ADMIN_IMPORT_URL_INVALID)).toBeVisible();
    await expect(field).toHaveValue("ftp://127.0.0.1/feed.yml");

    await field.fill(address);
    await page.getByRole("checkbox", { name: ADMIN_IMPORT_PUBLISH_SECTIONS }).check();
    await page.getByRole("button", { name: ADMIN_IMPORT_START }).click();
    await expect(page).toHaveURL(/\/admin\/imports\/\d+$/);
    await expect(page.getByText(ADMIN_IMPORT_STATUSES.done).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator("dt", { hasText: ADMIN_IMPORT_CREATED }).locator("+ dd")).toHaveText("1");

    await page.goto(`/catalog/${slugify(section)}`);
    await expect(page.getByRole("link", { name: goodName })).toBeVisible();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
