import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { LABEL_LOGOUT } from "../app/config/messages/account";
import { LABEL_CANCEL, LABEL_GET_CODE } from "../app/config/messages/common";
import { LABEL_CONFIRM } from "../app/config/messages/forms";
import { LABEL_MODAL_CLOSE, LABEL_SIGN_IN } from "../app/config/messages/layout";

/**
 * The sign-in code as shoppers meet it: typed on a Russian keyboard with the Cyrillic letters that look like
 * its Latin ones, and the window closed and opened again before a new code may be asked for.
 */

const TO_CYRILLIC: Record<string, string> = { A: "А", B: "В", E: "Е", "3": "З", K: "К", M: "М", H: "Н", P: "Р", C: "С", T: "Т", Y: "У", X: "Х" };
const asTypedInCyrillic = (code: string) => [...code].map((c) => TO_CYRILLIC[c] ?? c).join("");

const randomPhone = () => `7926${String(Date.now() % 10_000_000).padStart(7, "0")}`;

async function askCode(page: Page, phone: string) {
  await page.locator('.sign-in input[name="phone"]').fill(phone);
  await page.getByRole("button", { name: LABEL_GET_CODE }).click();
  await expect(page.locator('input[name="code"]')).toBeVisible();
}

test("the sign-in window closed and opened again offers the code already sent, after «Отмена» too, and the code typed in Cyrillic look-alikes signs in", async ({
  page,
  readSmsCode,
}) => {
  const phone = randomPhone();
  const since = Date.now();
  await page.goto("/contacts?modal=login");
  await askCode(page, phone);
  const code = await readSmsCode(phone, since);
  // «Отмена» shows step 1 while the window stays open; closing it forgets that.
  await page.getByRole("dialog").getByRole("button", { name: LABEL_CANCEL }).click();
  await expect(page.getByRole("dialog").locator('input[name="code"]')).toBeHidden();
  await expect(page.getByRole("dialog").locator('input[name="phone"]')).toBeVisible();

  await page.getByRole("dialog").getByRole("link", { name: LABEL_MODAL_CLOSE }).first().click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await page.getByRole("banner").getByRole("link", { name: LABEL_SIGN_IN }).click();
  const codeField = page.getByRole("dialog").locator('input[name="code"]');
  await expect(codeField).toBeVisible();

  await codeField.fill(asTypedInCyrillic(code).toLowerCase());
  await page.getByRole("button", { name: LABEL_CONFIRM }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("button", { name: LABEL_LOGOUT })).toBeVisible();
});
