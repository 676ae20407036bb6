import type { Browser, Page } from "@playwright/test";
import {
  ADMIN_CATALOG_DESCRIPTION,
  ADMIN_CATALOG_GOOD_SAVED,
  ADMIN_CATALOG_HANDLE,
  ADMIN_CATALOG_NAME,
  ADMIN_CATALOG_ON_SITE,
  ADMIN_CATALOG_PRICE,
  ADMIN_CATALOG_SECTION,
  ADMIN_CATALOG_STOCK,
} from "../app/config/messages/admin-catalog";
import { ADMIN_SAVE, ADMIN_SAVED } from "../app/config/messages/admin-common";
import { MSG_EDIT_CONFLICT_OPEN } from "../app/config/messages/forms";
import {
  ADMIN_CONTENT_HIDDEN,
  ADMIN_CONTENT_HIDDEN_DONE,
  ADMIN_CONTENT_HIDE,
  ADMIN_CONTENT_PREVIEW,
  ADMIN_CONTENT_SAVED,
  ADMIN_CONTENT_TITLE,
} from "../app/config/messages/admin-content";
import { ADMIN_SETTINGS_ADDRESS, ADMIN_SETTINGS_COPYRIGHT } from "../app/config/messages/admin-settings";
import { createStaff, openSignedIn, type StaffLogin } from "./admin.kit";
import { siteOrigin } from "./cart.kit";
import { expect, ownClientAddress, test } from "./fixtures";
import { withSharedData } from "./shared-data.kit";

/**
 * Two staff members editing the same record: the later save of a form opened before the other's change is refused
 * with who changed it and when, keeps what was typed, and goes through when sent again (knowingly).
 */

/** A second staff member in a browser of their own (the project's JavaScript setting), signed in. */
async function secondStaff(browser: Browser, who: StaffLogin): Promise<Page> {
  const context = await browser.newContext({
    baseURL: siteOrigin(),
    javaScriptEnabled: test.info().project.use.javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": ownClientAddress() },
  });
  const page = await context.newPage();
  await openSignedIn(page, who);
  return page;
}

// Two staff members each sign in with a password and save a long form two or three times: about 40 s of a
// loaded 2-core machine, so each test has twice the default.
test.describe.configure({ timeout: 90_000 });

const conflictText = (who: StaffLogin) => new RegExp(`Пока вы редактировали, это изменил\\(а\\) .*${who.email.replace(/[.+]/g, "\\$&")}`);

test("a good: A's later save of a stale form is refused naming B, keeps A's description, leaves B's price; saved again it goes through", async ({
  page,
  browser,
}) => {
  const staffA = createStaff("manager");
  const staffB = createStaff("manager");
  await openSignedIn(page, staffA);
  const tag = `${test.info().project.name.replace(/\W/g, "")}${Date.now().toString(36)}`;
  await page.goto("/admin/goods/new");
  await page.getByLabel(ADMIN_CATALOG_NAME).fill(`Пуф Спор ${tag}`);
  await page.getByLabel(ADMIN_CATALOG_HANDLE).fill(`puf-spor-${tag}`);
  await page.getByRole("combobox", { name: ADMIN_CATALOG_SECTION }).selectOption({ index: 1 });
  await page.getByRole("textbox", { name: ADMIN_CATALOG_PRICE, exact: true }).fill("12990");
  await page.getByLabel(ADMIN_CATALOG_STOCK).fill("3");
  await page.getByRole("button", { name: ADMIN_SAVE }).click();
  await expect(page.getByText(ADMIN_CATALOG_GOOD_SAVED).first()).toBeVisible();
  const editPath = new URL(page.url()).pathname;
  expect(editPath).toMatch(/^\/admin\/goods\/\d+$/);

  // Both have the good open; B saves a new price first.
  const pageB = await secondStaff(browser, staffB);
  await pageB.goto(editPath);
  const itemPath = await pageB.getByRole("link", { name: ADMIN_CATALOG_ON_SITE }).getAttribute("href");
  await pageB.getByRole("textbox", { name: ADMIN_CATALOG_PRICE, exact: true }).fill("15990");
  await pageB.getByRole("button", { name: ADMIN_SAVE }).click();
  await expect(pageB.getByText(ADMIN_CATALOG_GOOD_SAVED).first()).toBeVisible();

  // A, on the page opened before, saves a new description: refused, B named, A's text still in the field.
  const description = `Описание от первого менеджера ${tag}`;
  await page.getByLabel(ADMIN_CATALOG_DESCRIPTION).fill(description);
  await page.getByRole("button", { name: ADMIN_SAVE }).click();
  const formError = page.locator(".form__error");
  await expect(formError).toContainText(conflictText(staffB));
  await expect(formError.getByRole("link", { name: MSG_EDIT_CONFLICT_OPEN })).toHaveAttribute("href", editPath);
  await expect(page.getByLabel(ADMIN_CATALOG_DESCRIPTION)).toHaveValue(description);

  // The shop still sells at B's price.
  await pageB.goto(itemPath ?? "/");
  await expect(pageB.getByText(/15\s990/).first()).toBeVisible();

  // A saves again, knowingly: A's description is stored.
  await page.getByRole("button", { name: ADMIN_SAVE }).click();
  await expect(page.getByText(ADMIN_CATALOG_GOOD_SAVED).first()).toBeVisible();
  await pageB.goto(editPath);
  await expect(pageB.getByLabel(ADMIN_CATALOG_DESCRIPTION)).toHaveValue(description);
  await pageB.context().close();
});

test("settings: A's later save of a stale form is refused naming B, keeps A's address, leaves B's copyright; saved again it goes through", async ({
  page,
  browser,
}) =>
  withSharedData("common-settings", async () => {
    const staffA = createStaff("manager");
    const staffB = createStaff("manager");
    await openSignedIn(page, staffA);
    const pageB = await secondStaff(browser, staffB);
    await page.goto("/admin/settings");
    await pageB.goto("/admin/settings");
    const address = await page.getByLabel(ADMIN_SETTINGS_ADDRESS, { exact: true }).inputValue();
    const copyright = await page.getByLabel(ADMIN_SETTINGS_COPYRIGHT).inputValue();
    const tag = `${test.info().project.name}-${Date.now().toString(36)}`;
    try {
      await pageB.getByLabel(ADMIN_SETTINGS_COPYRIGHT).fill(`© Мебель ${tag}`);
      await pageB.getByRole("button", { name: ADMIN_SAVE }).first().click();
      await expect(pageB.getByText(ADMIN_SAVED).first()).toBeVisible();

      const newAddress = `Казань, ул. Баумана, 1 (${tag})`;
      await page.getByLabel(ADMIN_SETTINGS_ADDRESS, { exact: true }).fill(newAddress);
      await page.getByRole("button", { name: ADMIN_SAVE }).first().click();
      await expect(page.locator(".form__error").first()).toContainText(conflictText(staffB));
      await expect(page.getByLabel(ADMIN_SETTINGS_ADDRESS, { exact: true })).toHaveValue(newAddress);

      // The storefront's footer has B's copyright (checked at most once a second: the next request or so).
      await expect(async () => {
        await pageB.goto("/");
        await expect(pageB.getByText(`© Мебель ${tag}`)).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: 5000 });

      await page.getByRole("button", { name: ADMIN_SAVE }).first().click();
      await expect(page.getByText(ADMIN_SAVED).first()).toBeVisible();
      await expect(page.getByLabel(ADMIN_SETTINGS_ADDRESS, { exact: true })).toHaveValue(newAddress);
    } finally {
      await pageB.goto("/admin/settings");
      await pageB.getByLabel(ADMIN_SETTINGS_ADDRESS, { exact: true }).fill(address);
      await pageB.getByLabel(ADMIN_SETTINGS_COPYRIGHT).fill(copyright);
      await pageB.getByRole("button", { name: ADMIN_SAVE }).first().click();
      await expect(pageB.getByText(ADMIN_SAVED).first()).toBeVisible();
      await pageB.context().close();
    }
  }));

test("a news item hidden by B while A edits it: A's save is refused naming B and keeps A's preview; saved again it goes through", async ({
  page,
  browser,
}) => {
  const staffA = createStaff("manager");
  const staffB = createStaff("manager");
  await openSignedIn(page, staffA, "/admin/content/news/new");
  await page.getByLabel(ADMIN_CONTENT_TITLE).fill(`Распродажа ${test.info().project.name} ${Date.now() % 100000}`);
  await page.getByRole("button", { name: ADMIN_SAVE }).click();
  await expect(page.getByText(ADMIN_CONTENT_SAVED).first()).toBeVisible();
  const editPath = new URL(page.url()).pathname;

  const pageB = await secondStaff(browser, staffB);
  await pageB.goto(editPath);
  await pageB.getByRole("button", { name: ADMIN_CONTENT_HIDE }).click();
  await expect(pageB.getByText(ADMIN_CONTENT_HIDDEN_DONE).first()).toBeVisible();
  await expect(pageB.getByLabel(ADMIN_CONTENT_HIDDEN)).toBeChecked();

  const preview = "Скидки на диваны до конца месяца";
  await page.getByLabel(ADMIN_CONTENT_PREVIEW).fill(preview);
  await page.getByRole("button", { name: ADMIN_SAVE }).click();
  await expect(page.locator(".form__error")).toContainText(conflictText(staffB));
  await expect(page.getByLabel(ADMIN_CONTENT_PREVIEW)).toHaveValue(preview);

  await page.getByRole("button", { name: ADMIN_SAVE }).click();
  await expect(page.getByText(ADMIN_CONTENT_SAVED).first()).toBeVisible();
  await expect(page.getByLabel(ADMIN_CONTENT_PREVIEW)).toHaveValue(preview);
  await pageB.context().close();
});
