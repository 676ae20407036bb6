import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_SIGN_IN, ADMIN_SIGN_IN_BUTTON } from "../app/config/messages/admin-staff";
import { expect, test } from "./fixtures";

/** Staff for the back office's specs: made on the command line, as a shop's owner does, and signed in. */

export type StaffLogin = { email: string; password: string };

/** A staff address no other test of either project uses. */
const staffEmail = (role: string) => `${role}-${test.info().project.name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@shop.test`;

/** A password of the member's own, so the spec is not sent to change a one-time one first. */
const ownPassword = () => `own-${Math.random().toString(36).slice(2, 10)}7`;

/**
 * `npm run admin:create` against the server's DATA_DIR: its script as the runtime image runs it,
 * `node build/admin-create.js` (made by e2e/global-setup.ts), without npm's start-up or tsx's transform of the
 * backend at each call (about 1.2 CPU seconds a call instead of 4–5). A piped password is taken as
 * is (one of their own by default); with `ONE_TIME` nothing is piped and the command prints a one-time
 * password, read back from its output.
 */
export const ONE_TIME = "";
export function createStaff(role: "admin" | "manager" | "exchange", password: string = ownPassword()): StaffLogin {
  const email = staffEmail(role);
  const args = ["--email", email, "--role", role, "--name", `Тест ${role}`];
  const out = execFileSync(process.execPath, ["build/admin-create.js", ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    input: password,
    encoding: "utf8",
  });
  expect(out).toContain(`staff member ${email} (${role}) added`);
  const printed = /one-time password: (\S+)/.exec(out)?.[1];
  if (password) expect(printed).toBeUndefined();
  return { email, password: password || (printed ?? "") };
}

export async function signIn(page: Page, who: StaffLogin) {
  await page.goto("/admin/login");
  await expect(page.getByRole("heading", { name: ADMIN_SIGN_IN })).toBeVisible();
  await page.getByLabel(ADMIN_EMAIL).fill(who.email);
  await page.getByLabel(ADMIN_PASSWORD).fill(who.password);
  await Promise.all([page.waitForURL(/\/admin\/orders$/), page.getByRole("button", { name: ADMIN_SIGN_IN_BUTTON }).click()]);
}

/**
 * Opens `path` of the back office as `who`, signed in by posting the sign-in form's fields as the form posts them
 * (the sign-in page itself is `signIn`'s, under test in admin.spec.ts and admin-password.spec.ts): a test about
 * something else skips loading, hydrating and filling that page. The page's request shares its cookies.
 */
export async function openSignedIn(page: Page, who: StaffLogin, path = "/admin/orders") {
  const answer = await page.request.post("/admin/login", { form: { email: who.email, password: who.password }, maxRedirects: 0 });
  expect(answer.headers().location, `${who.email} signed in`).toBe("/admin/orders");
  await page.goto(path);
}
