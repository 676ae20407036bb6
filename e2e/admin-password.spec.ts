import { ADMIN_NAV_GOODS } from "../app/config/messages/admin-common";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  ADMIN_PASSWORD_CHANGE,
  ADMIN_PASSWORD_CHANGED,
  ADMIN_PASSWORD_CURRENT,
  ADMIN_PASSWORD_FORCED,
  ADMIN_PASSWORD_NEW,
  ADMIN_PASSWORD_REPEAT,
  ADMIN_PASSWORD_SAVE,
  ADMIN_SIGN_IN_BUTTON,
  ADMIN_SIGN_OUT,
} from "../app/config/messages/admin-staff";
import { MSG_STAFF_PASSWORD_WRONG } from "../backend/http/backoffice-messages";
import { ONE_TIME, createStaff, signIn } from "./admin.kit";
import { expect, test, waitForHydration } from "./fixtures";

/** Staff set their own passwords: at once after a one-time one, and whenever they like from the top bar. */

test("after a one-time password the back office opens only the password change; the new password then signs in", async ({ page }) => {
  const manager = createStaff("manager", ONE_TIME);
  await page.goto("/admin/login");
  await page.getByLabel(ADMIN_EMAIL).fill(manager.email);
  await page.getByLabel(ADMIN_PASSWORD).fill(manager.password);
  await Promise.all([page.waitForURL(/\/admin\/password$/), page.getByRole("button", { name: ADMIN_SIGN_IN_BUTTON }).click()]);
  await expect(page.getByRole("heading", { name: ADMIN_PASSWORD_CHANGE })).toBeVisible();
  await expect(page.getByText(ADMIN_PASSWORD_FORCED)).toBeVisible();

  // Every other page sends them back here until the password is their own.
  await page.getByRole("link", { name: ADMIN_NAV_GOODS }).click();
  await expect(page).toHaveURL(/\/admin\/password$/);

  const own = `own-pass-${Date.now().toString(36)}1`;
  // With JavaScript, typing waits for the page to hydrate (the form would be re-rendered under it otherwise).
  if (test.info().project.use.javaScriptEnabled) await waitForHydration(page);
  await page.getByLabel(ADMIN_PASSWORD_CURRENT).fill("not-the-one-1");
  await page.getByRole("textbox", { name: ADMIN_PASSWORD_NEW, exact: true }).fill(own);
  await page.getByLabel(ADMIN_PASSWORD_REPEAT).fill(own);
  await page.getByRole("button", { name: ADMIN_PASSWORD_SAVE }).click();
  await expect(page.getByText(MSG_STAFF_PASSWORD_WRONG)).toBeVisible();
  // The refusal gives no password back: the form is empty again before the next try.
  await expect(page.getByRole("textbox", { name: ADMIN_PASSWORD_NEW, exact: true })).toHaveValue("");

  await page.getByLabel(ADMIN_PASSWORD_CURRENT).fill(manager.password);
  await page.getByRole("textbox", { name: ADMIN_PASSWORD_NEW, exact: true }).fill(own);
  await page.getByLabel(ADMIN_PASSWORD_REPEAT).fill(own);
  await Promise.all([page.waitForURL(/\/admin\/orders$/), page.getByRole("button", { name: ADMIN_PASSWORD_SAVE }).click()]);
  await expect(page.getByText(ADMIN_PASSWORD_CHANGED).first()).toBeVisible();
  await page.getByRole("link", { name: ADMIN_NAV_GOODS }).click();
  await expect(page).toHaveURL(/\/admin\/goods$/);

  await Promise.all([page.waitForURL(/\/admin\/login$/), page.getByRole("button", { name: ADMIN_SIGN_OUT }).click()]);
  await signIn(page, { email: manager.email, password: own });
});
