import sharp from "sharp";
import { MSG_BRAND_FILE_NOT_IMAGE } from "../backend/http/backoffice-messages";
import { ADMIN_SAVE, ADMIN_SAVED } from "../app/config/messages/admin-common";
import {
  ADMIN_SETTINGS_FAVICON,
  ADMIN_SETTINGS_FAVICON_REMOVE,
  ADMIN_SETTINGS_LOGO,
  ADMIN_SETTINGS_LOGO_REMOVE,
  ADMIN_SETTINGS_COPYRIGHT,
  ADMIN_SETTINGS_PHONE,
  ADMIN_SETTINGS_PHONE_REQUIRED,
  ADMIN_SETTINGS_SELLER_FULL_NAME,
  ADMIN_SETTINGS_SELLER_INN,
  ADMIN_SETTINGS_SELLER_PROBLEMS,
  ADMIN_SETTINGS_SITE_NAME,
  ADMIN_SETTINGS_SOCIAL_BOTTOM,
  ADMIN_SETTINGS_SOCIAL_NAMES,
} from "../app/config/messages/admin-settings";
import { LABEL_SOCIAL } from "../app/config/messages/layout";
import { createStaff, openSignedIn } from "./admin.kit";
import { expect, test } from "./fixtures";
import { withSharedData } from "./shared-data.kit";

/** The shop's settings from the back office reach the storefront of every process within a request or so. */

test("a manager changes the phone in settings and the storefront's header shows it", async ({ page }) =>
  withSharedData("common-settings", async () => {
    const manager = createStaff("manager");
    await openSignedIn(page, manager, "/admin/settings");
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
    await openSignedIn(page, createStaff("manager"), "/admin/settings");
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

test("a manager uploads a logo and a favicon: the shop's header and head show them; a text file is refused at its field; removing brings back the defaults", async ({
  page,
}) => {
  // The other project's run of this test holds the shop's settings meanwhile.
  test.setTimeout(120_000);
  await withSharedData("common-settings", async () => {
    await openSignedIn(page, createStaff("manager"), "/admin/settings");
    const copyright = await page.getByLabel(ADMIN_SETTINGS_COPYRIGHT).inputValue();
    const save = async () => {
      await page.getByRole("button", { name: ADMIN_SAVE }).first().click();
      await expect(page.getByText(ADMIN_SAVED).first()).toBeVisible();
    };

    // Text named .png: refused next to the logo's field, and what was typed stays.
    await page.getByLabel(ADMIN_SETTINGS_COPYRIGHT).fill(`${copyright} (черновик)`);
    await page.getByLabel(ADMIN_SETTINGS_LOGO).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from("это не логотип") });
    await page.getByRole("button", { name: ADMIN_SAVE }).first().click();
    await expect(page.getByText(MSG_BRAND_FILE_NOT_IMAGE.logo)).toBeVisible();
    await expect(page.getByLabel(ADMIN_SETTINGS_COPYRIGHT)).toHaveValue(`${copyright} (черновик)`);

    // Each project draws its own colour, so the two runs never upload the same file.
    const colour = test.info().project.name === "js" ? "#1d4ed8" : "#b91c1c";
    const logo = await sharp({ create: { width: 800, height: 200, channels: 4, background: colour } })
      .png()
      .toBuffer();
    const icon = await sharp({ create: { width: 200, height: 200, channels: 4, background: colour } })
      .png()
      .toBuffer();
    await page.goto("/admin/settings");
    try {
      await page.getByLabel(ADMIN_SETTINGS_LOGO).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
      await page.getByLabel(ADMIN_SETTINGS_FAVICON).setInputFiles({ name: "icon.png", mimeType: "image/png", buffer: icon });
      await save();
      await expect(page.getByLabel(ADMIN_SETTINGS_LOGO_REMOVE)).toBeVisible();

      await expect(async () => {
        await page.goto("/");
        const header = page.locator(".site-header__logo img");
        await expect(header).toHaveAttribute("src", /^\/media\/brand\/logo-[0-9a-f]{24}\.png$/, { timeout: 500 });
      }).toPass({ timeout: 5000 });
      const img = page.locator(".site-header__logo img");
      // Its size is in the markup (no shift when it loads), and it is really there.
      await expect(img).toHaveAttribute("width", "704");
      await expect(img).toHaveAttribute("height", "176");
      expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(704);
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", /^\/media\/brand\/favicon-[0-9a-f]{24}\.png$/);
      await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", /-180\.png$/);
      const favicon = await page.request.get((await page.locator('link[rel="icon"]').getAttribute("href")) ?? "");
      expect(favicon.headers()["content-type"]).toBe("image/png");
      expect(favicon.headers()["cache-control"]).toContain("immutable");
    } finally {
      await page.goto("/admin/settings");
      await page.getByLabel(ADMIN_SETTINGS_LOGO_REMOVE).check();
      await page.getByLabel(ADMIN_SETTINGS_FAVICON_REMOVE).check();
      await save();
    }
    await expect(async () => {
      await page.goto("/");
      await expect(page.locator(".site-header__logo img")).toHaveAttribute("src", "/logo.svg", { timeout: 500 });
    }).toPass({ timeout: 5000 });
    await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute("href", "/favicon.ico");
  });
});
