import {
  ADMIN_SAVE,
  ADMIN_SAVED,
  ADMIN_SETTINGS_COPYRIGHT,
  ADMIN_SETTINGS_PHONE,
  ADMIN_SETTINGS_PHONE_REQUIRED,
  ADMIN_SETTINGS_SELLER_FULL_NAME,
  ADMIN_SETTINGS_SELLER_INN,
  ADMIN_SETTINGS_SELLER_PROBLEMS,
  ADMIN_SETTINGS_SITE_NAME,
  ADMIN_SETTINGS_SOCIAL_BOTTOM,
  ADMIN_SETTINGS_SOCIAL_NAMES,
  LABEL_SOCIAL,
} from "../app/config/messages";
import { createStaff, signIn } from "./admin.kit";
import { expect, test } from "./fixtures";
import { withSharedData } from "./shared-data.kit";

/** The shop's settings from the back office reach the storefront of every process within a request or so. */

test("a manager changes the phone in settings and the storefront's header shows it", async ({ page }) =>
  withSharedData("common-settings", async () => {
    const manager = createStaff("manager");
    await signIn(page, manager);
    await page.goto("/admin/settings");
    const phoneField = page.getByLabel(ADMIN_SETTINGS_PHONE);
    const oldPhone = await phoneField.inputValue();
    const copyright = await page.getByLabel(ADMIN_SETTINGS_COPYRIGHT).inputValue();

    // A blank phone is refused next to its field, and what else was typed stays.
    await phoneField.fill("   ");
    await page.getByLabel(ADMIN_SETTINGS_COPYRIGHT).fill(`${copyright} (черновик)`);
    await page.getByRole("button", { name: ADMIN_SAVE }).first().click();
    await expect(page.getByText(ADMIN_SETTINGS_PHONE_REQUIRED)).toBeVisible();
    await expect(page.getByLabel(ADMIN_SETTINGS_COPYRIGHT)).toHaveValue(`${copyright} (черновик)`);

    const newPhone = `+7 800 ${String(Date.now() % 1000).padStart(3, "0")}-${test.info().project.name === "js" ? "11" : "22"}-33`;
    try {
      await page.getByLabel(ADMIN_SETTINGS_PHONE).fill(newPhone);
      await page.getByLabel(ADMIN_SETTINGS_COPYRIGHT).fill(copyright);
      await page.getByRole("button", { name: ADMIN_SAVE }).first().click();
      await expect(page.getByText(ADMIN_SAVED).first()).toBeVisible();
      await expect(page.getByLabel(ADMIN_SETTINGS_PHONE)).toHaveValue(newPhone);

      // The storefront checks the public data revision at most once a second: the next request or so shows it.
      await expect(async () => {
        await page.goto("/");
        await expect(page.locator(".site-header__phone")).toHaveText(newPhone, { timeout: 500 });
      }).toPass({ timeout: 5000 });
    } finally {
      await page.goto("/admin/settings");
      await page.getByLabel(ADMIN_SETTINGS_PHONE).fill(oldPhone);
      await page.getByRole("button", { name: ADMIN_SAVE }).first().click();
      await expect(page.getByText(ADMIN_SAVED).first()).toBeVisible();
    }
  }));

test("the shop's identity in settings: a ИНН failing its check digit is refused at its field, a Дзен link reaches the footer", async ({ page }) =>
  withSharedData("common-settings", async () => {
    await signIn(page, createStaff("manager"));
    await page.goto("/admin/settings");
    await expect(page.getByLabel(ADMIN_SETTINGS_SITE_NAME)).not.toHaveValue("");
    // On a phone the longer form still fits the screen: nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const inn = page.getByLabel(ADMIN_SETTINGS_SELLER_INN);
    const oldInn = await inn.inputValue();
    await inn.fill(`${oldInn.slice(0, -1)}${(Number(oldInn.at(-1)) + 1) % 10}`);
    await page.getByLabel(ADMIN_SETTINGS_SELLER_FULL_NAME).fill("ООО «Черновик»");
    await page.getByRole("button", { name: ADMIN_SAVE }).first().click();
    await expect(page.getByText(ADMIN_SETTINGS_SELLER_PROBLEMS.inn)).toBeVisible();
    await expect(page.getByLabel(ADMIN_SETTINGS_SELLER_FULL_NAME)).toHaveValue("ООО «Черновик»");

    const dzen = page.getByRole("textbox", { name: ADMIN_SETTINGS_SOCIAL_NAMES.dzen });
    await page.goto("/admin/settings");
    try {
      await dzen.fill("https://dzen.ru/mebel-test");
      await dzen.locator("xpath=ancestor::div[contains(@class,'admin__social')]").getByLabel(ADMIN_SETTINGS_SOCIAL_BOTTOM).check();
      await page.getByRole("button", { name: ADMIN_SAVE }).first().click();
      await expect(page.getByText(ADMIN_SAVED).first()).toBeVisible();
      await expect(async () => {
        await page.goto("/");
        await expect(page.locator("footer a[href='https://dzen.ru/mebel-test']")).toContainText(LABEL_SOCIAL.dzen, { timeout: 500 });
      }).toPass({ timeout: 5000 });
    } finally {
      await page.goto("/admin/settings");
      await dzen.fill("");
      await page.getByRole("button", { name: ADMIN_SAVE }).first().click();
      await expect(page.getByText(ADMIN_SAVED).first()).toBeVisible();
    }
  }));
