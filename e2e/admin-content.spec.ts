import { ADMIN_SAVE, ADMIN_SAVED } from "../app/config/messages/admin-common";
import {
  ADMIN_CONTENT_DATE,
  ADMIN_CONTENT_DELETE,
  ADMIN_CONTENT_DELETE_YES,
  ADMIN_CONTENT_DELETED,
  ADMIN_CONTENT_HANDLE,
  ADMIN_CONTENT_PREVIEW,
  ADMIN_CONTENT_SAVED,
  ADMIN_CONTENT_TEXT,
  ADMIN_CONTENT_TITLE,
} from "../app/config/messages/admin-content";
import { ADMIN_SETTINGS_HEADER_MENU } from "../app/config/messages/admin-settings";
import { createStaff, openSignedIn } from "./admin.kit";
import { expect, test } from "./fixtures";
import { withSharedData } from "./shared-data.kit";

/** Content and menus edited in the back office show in the storefront on the next request or so. */

test("a manager publishes a news item: it shows in /news and on its page, its hostile markup stripped; then deletes it", async ({ page }) => {
  const manager = createStaff("manager");
  await openSignedIn(page, manager);
  const project = test.info().project.name;
  const title = `Новый шоурум ${project} ${Date.now() % 100000}`;
  // Hostile HTML typed in the «HTML» view (the light markup would show it as text).
  await page.goto("/admin/content/news/new?html=text");
  await page.getByLabel(ADMIN_CONTENT_TITLE).fill(title);
  await page.getByLabel(ADMIN_CONTENT_DATE).fill("2030-01-01");
  await page.getByLabel(ADMIN_CONTENT_PREVIEW).fill("Приходите посмотреть диваны вживую");
  await page
    .getByLabel(ADMIN_CONTENT_TEXT, { exact: true })
    .fill(
      '<p>Открылись на Тверской.</p><script>document.title="взлом"</script><img src="/logo.svg" alt="" onerror="document.title=1"><a href="javascript:alert(1)">Схема проезда</a>',
    );
  await page.getByRole("button", { name: ADMIN_SAVE }).click();
  await expect(page.getByText(ADMIN_CONTENT_SAVED).first()).toBeVisible();
  const handle = await page.getByLabel(ADMIN_CONTENT_HANDLE).inputValue();
  expect(handle).toMatch(/^novyy-shourum-/);
  // What was saved is already clean: the editor shows the stored text.
  await expect(page.getByLabel(ADMIN_CONTENT_TEXT, { exact: true })).toHaveValue(
    '<p>Открылись на Тверской.</p><img src="/logo.svg" alt="" /><a>Схема проезда</a>',
  );

  await expect(async () => {
    await page.goto("/news");
    await expect(page.getByRole("link", { name: title }).first()).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 5000 });
  await page.goto(`/news/${handle}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Открылись на Тверской.")).toBeVisible();
  await expect(page.getByText("Схема проезда")).toBeVisible();
  await expect(page.locator(".rich-text script, .rich-text [onerror], .rich-text a[href^='javascript']")).toHaveCount(0);
  await expect(page).not.toHaveTitle("взлом");

  await page.goto("/admin/content?kind=news");
  await page.getByRole("link", { name: title }).click();
  await page.getByRole("link", { name: ADMIN_CONTENT_DELETE }).click();
  await page.getByRole("button", { name: ADMIN_CONTENT_DELETE_YES }).click();
  await expect(page.getByText(ADMIN_CONTENT_DELETED).first()).toBeVisible();
  await expect(async () => {
    const response = await page.goto(`/news/${handle}`);
    expect(response?.status()).toBe(404);
  }).toPass({ timeout: 5000 });
});

test("a manager renames a header menu item and the storefront's header shows it", async ({ page }) =>
  withSharedData("common-settings", async () => {
    const manager = createStaff("manager");
    await openSignedIn(page, manager, "/admin/settings");
    const menu = page.getByLabel(ADMIN_SETTINGS_HEADER_MENU);
    const before = await menu.inputValue();
    const renamed = `Вдохновение ${test.info().project.name}`;
    expect(before).toContain("Идеи | /ideas");
    try {
      await menu.fill(before.replace("Идеи | /ideas", "Вход | javascript:alert(1)"));
      await page.getByRole("button", { name: ADMIN_SAVE }).first().click();
      await expect(page.getByText(/Строка \d+: ссылка должна начинаться с \/ или https:\/\//)).toBeVisible();

      await page.getByLabel(ADMIN_SETTINGS_HEADER_MENU).fill(before.replace("Идеи | /ideas", `${renamed} | /ideas`));
      await page.getByRole("button", { name: ADMIN_SAVE }).first().click();
      await expect(page.getByText(ADMIN_SAVED).first()).toBeVisible();
      await expect(async () => {
        await page.goto("/");
        await expect(page.locator("header a", { hasText: renamed }).first()).toBeAttached({ timeout: 500 });
      }).toPass({ timeout: 5000 });
      await expect(page.locator("header a", { hasText: renamed }).first()).toHaveAttribute("href", "/ideas");
    } finally {
      await page.goto("/admin/settings");
      await page.getByLabel(ADMIN_SETTINGS_HEADER_MENU).fill(before);
      await page.getByRole("button", { name: ADMIN_SAVE }).first().click();
      await expect(page.getByText(ADMIN_SAVED).first()).toBeVisible();
    }
  }));
