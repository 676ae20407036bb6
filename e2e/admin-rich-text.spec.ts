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
import { ADMIN_SAVE } from "../app/config/messages/admin-common";
import { ADMIN_EDITOR_AS_HTML, ADMIN_EDITOR_BUTTONS } from "../app/config/messages/admin-content";
import { createStaff, openSignedIn } from "./admin.kit";
import { expect, test } from "./fixtures";

/** A good's description typed in the light markup (with the toolbar when there is JavaScript) shows formatted in the shop. */

test("a manager writes a description with a heading, bold, a list and a link; the item page shows it formatted, the back office shows no tags", async ({
  page,
}) => {
  const js = test.info().project.name === "js";
  await openSignedIn(page, createStaff("manager"));
  const tag = `${test.info().project.name.replace(/\W/g, "")}${Date.now().toString(36)}`;
  await page.goto("/admin/goods/new");
  await page.getByLabel(ADMIN_CATALOG_NAME).fill(`Пуф Описание ${tag}`);
  await page.getByLabel(ADMIN_CATALOG_HANDLE).fill(`puf-opisanie-${tag}`);
  await page.getByRole("combobox", { name: ADMIN_CATALOG_SECTION }).selectOption({ index: 1 });
  await page.getByRole("textbox", { name: ADMIN_CATALOG_PRICE, exact: true }).fill("7990");
  await page.getByLabel(ADMIN_CATALOG_STOCK).fill("2");

  const description = page.getByRole("textbox", { name: ADMIN_CATALOG_DESCRIPTION, exact: true });
  const rest = "\n\n- Гарантия 18 месяцев\n- Доставка\n\nСмотрите [весь каталог](/catalog).";
  if (js) {
    // The toolbar puts the marks: a heading on the first line, bold around a word.
    await description.fill(`Размеры\n\nПуф прочный и *мягкий*.${rest}`);
    await description.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(0, "Размеры".length));
    await page.getByRole("button", { name: ADMIN_EDITOR_BUTTONS.h2, exact: true }).click();
    await description.evaluate((area: HTMLTextAreaElement) => {
      const at = area.value.indexOf("прочный");
      area.setSelectionRange(at, at + "прочный".length);
    });
    await page.getByRole("button", { name: ADMIN_EDITOR_BUTTONS.bold, exact: true }).click();
  } else {
    await description.fill(`## Размеры\n\nПуф **прочный** и *мягкий*.${rest}`);
  }
  await page.getByRole("button", { name: ADMIN_SAVE }).click();
  await expect(page.getByText(ADMIN_CATALOG_GOOD_SAVED).first()).toBeVisible();

  // Opened again, the description is the markup as typed: no HTML tags, unless the manager asks for them.
  await expect(page.getByRole("textbox", { name: ADMIN_CATALOG_DESCRIPTION, exact: true })).toHaveValue(
    `## Размеры\n\nПуф **прочный** и *мягкий*.${rest}`,
  );
  const onSite = (await page.getByRole("link", { name: ADMIN_CATALOG_ON_SITE }).getAttribute("href")) ?? "";
  await page.getByRole("link", { name: ADMIN_EDITOR_AS_HTML }).click();
  await expect(page.getByRole("textbox", { name: ADMIN_CATALOG_DESCRIPTION, exact: true })).toHaveValue(
    /^<h2>Размеры<\/h2><p>Пуф <strong>прочный<\/strong>/,
  );

  await page.goto(onSite);
  const text = page.locator(".rich-text").first();
  await expect(text.getByRole("heading", { level: 2, name: "Размеры" })).toBeVisible();
  await expect(text.locator("strong")).toHaveText("прочный");
  await expect(text.locator("em")).toHaveText("мягкий");
  await expect(text.getByRole("listitem")).toHaveText(["Гарантия 18 месяцев", "Доставка"]);
  await expect(text.getByRole("link", { name: "весь каталог" })).toHaveAttribute("href", "/catalog");
  await expect(text).not.toContainText("**");
});
