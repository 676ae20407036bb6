import type { Locator, Page } from "@playwright/test";
import { MSG_PHOTO_NOT_IMAGE } from "../backend/http/backoffice-messages";
import {
  ADMIN_CATALOG_GOOD_SAVED,
  ADMIN_CATALOG_HANDLE,
  ADMIN_CATALOG_NAME,
  ADMIN_CATALOG_PRICE,
  ADMIN_CATALOG_SECTION,
  ADMIN_CATALOG_SECTION_SAVED,
  ADMIN_CATALOG_SORT,
  ADMIN_CATALOG_STOCK,
  ADMIN_PHOTO_ALT,
  ADMIN_PHOTOS_ADD,
} from "../app/config/messages/admin-catalog";
import { ADMIN_SAVE } from "../app/config/messages/admin-common";
import { expect, test } from "./fixtures";
import { createStaff, openSignedIn } from "./admin.kit";
import { cameraJpeg } from "../backend/testing/camera-photo";

/** A good's photo from the back office to the shop: one upload, shown as AVIF or WebP at the sizes each page needs. */

/** Every source of a `<picture>` answers 200 with its own image type; the browser drew one of them. */
async function expectLoadedPicture(page: Page, picture: Locator) {
  for (const type of ["image/avif", "image/webp"]) {
    const srcset = await picture.locator(`source[type="${type}"]`).getAttribute("srcset");
    const urls = (srcset ?? "").split(",").map((candidate) => candidate.trim().split(" ")[0]);
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls) {
      const answer = await page.request.get(url);
      expect(answer.status(), url).toBe(200);
      expect(answer.headers()["content-type"]).toBe(type);
    }
  }
  const img = picture.locator("img");
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => (i.complete ? i.naturalWidth : 0)), { timeout: 15_000 }).toBeGreaterThan(0);
  expect(await img.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/\/media\/photos\/[0-9a-f]{24}-\d+\.avif$/);
}

test("a manager's 4000×3000 JPEG shows at once as AVIF/WebP in the section, on the good's page (the LCP picture) and in search; a fake .jpg is refused", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const photo = await cameraJpeg();
  expect(photo.length).toBeGreaterThan(3_000_000);
  expect(photo.length).toBeLessThan(5_000_000);

  await openSignedIn(page, createStaff("manager"));
  const tag = `${test.info().project.name.replace(/\W/g, "")}${Date.now().toString(36)}`;
  const sectionHandle = `foto-${tag}`;
  const goodName = `Кресло Фото ${tag}`;

  await page.goto("/admin/sections/new");
  await page.getByLabel(ADMIN_CATALOG_NAME).fill(`Фотокресла ${tag}`);
  await page.getByLabel(ADMIN_CATALOG_HANDLE).fill(sectionHandle);
  await page.getByLabel(ADMIN_CATALOG_SORT).fill("95");
  await page.getByRole("button", { name: ADMIN_SAVE }).click();
  await expect(page.getByText(ADMIN_CATALOG_SECTION_SAVED).first()).toBeVisible();

  await page.goto("/admin/goods/new");
  await page.getByLabel(ADMIN_CATALOG_NAME).fill(goodName);
  await page.getByLabel(ADMIN_CATALOG_HANDLE).fill(`kreslo-${tag}`);
  await page.getByRole("combobox", { name: ADMIN_CATALOG_SECTION }).selectOption({ label: `Фотокресла ${tag}` });
  await page.getByRole("textbox", { name: ADMIN_CATALOG_PRICE, exact: true }).fill("24990");
  await page.getByLabel(ADMIN_CATALOG_STOCK).fill("2");

  // Text named .jpg: refused next to the field, the good not saved, everything typed still there.
  await page.getByLabel(ADMIN_PHOTOS_ADD).setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("это не фотография") });
  await page.getByRole("button", { name: ADMIN_SAVE }).click();
  await expect(page.getByText(MSG_PHOTO_NOT_IMAGE)).toBeVisible();
  await expect(page.getByLabel(ADMIN_CATALOG_NAME)).toHaveValue(goodName);
  await expect(page.getByRole("textbox", { name: ADMIN_CATALOG_PRICE, exact: true })).toHaveValue("24990");
  expect((await page.request.get(`/catalog/${sectionHandle}/kreslo-${tag}`)).status()).toBe(404);
  await expect(page.getByRole("combobox", { name: ADMIN_CATALOG_SECTION }).locator("option:checked")).toHaveText(`Фотокресла ${tag}`);
  await expect(page.getByLabel(ADMIN_CATALOG_STOCK)).toHaveValue("2");

  await page.getByLabel(ADMIN_PHOTOS_ADD).setInputFiles({ name: "IMG_4000x3000.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("button", { name: ADMIN_SAVE }).click();
  await expect(page.getByText(ADMIN_CATALOG_GOOD_SAVED).first()).toBeVisible({ timeout: 90_000 });
  // The back office shows the photo with the good's name as its alt text.
  await expect(page.getByLabel(ADMIN_PHOTO_ALT)).toHaveValue(goodName);

  await page.goto(`/catalog/${sectionHandle}`);
  const tile = page.locator(".good-tile", { has: page.getByRole("link", { name: goodName }) });
  await expectLoadedPicture(page, tile.locator("picture"));

  await page.goto(`/catalog/${sectionHandle}/kreslo-${tag}`);
  const main = page.locator(".gallery picture").first();
  await expectLoadedPicture(page, main);
  const img = main.locator("img");
  await expect(img).toHaveAttribute("fetchpriority", "high");
  await expect(img).toHaveAttribute("loading", "eager");
  await expect(img).toHaveAttribute("alt", goodName);
  // Real proportions (4:3) on the <img>, so nothing moves when the picture arrives.
  const [width, height] = [Number(await img.getAttribute("width")), Number(await img.getAttribute("height"))];
  expect(width / height).toBeCloseTo(4 / 3, 2);
  await expect(main.locator("source").first()).toHaveAttribute("sizes", /vw/);

  await page.goto(`/result?search=${encodeURIComponent(`фото ${tag}`)}`);
  await expectLoadedPicture(page, page.locator(".good-tile", { has: page.getByRole("link", { name: goodName }) }).locator("picture"));
});
