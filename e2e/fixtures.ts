import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type Request } from "@playwright/test";
import { LABEL_GET_CODE } from "../app/config/messages/common";
import { LABEL_NOTIFICATIONS } from "../app/config/messages/layout";

/**
 * Shared end-to-end fixtures. Import `test` and `expect` from here instead of
 * `@playwright/test`:
 *
 *   dataDir: string                              the server's fresh temporary DATA_DIR (E2E_DATA_DIR)
 *   readSmsCode(phone, since?): Promise<string>  newest code texted to `phone` (any spelling), polling the outbox
 *   readMailCode(email, since?): Promise<string> the same for the mail outbox
 *   signedInPage: Page                           a page signed in through /login with a fresh phone
 *   signedInPhone: string                        that phone (digits, 7XXXXXXXXXX)
 *
 * After every test that opened `page`, a check runs axe on the page the test ended on (JS project only: axe runs
 * inside the page) and fails on any serious or critical violation. A test that opts out says why:
 * `test.use({ axe: false })`. A test that opens no page never pays for a browser context.
 *
 * A test that opens no page (plain HTTP through `request` or fetch, a server process started and stopped) is
 * declared with `HTTP_ONLY` — `test(title, HTTP_ONLY, body)` or on its `test.describe` — and runs in the `js`
 * project only (playwright.config.ts): the browser's JavaScript setting cannot change what it sees. Such a test
 * that opens `page` after all fails, so the tag stays true.
 */
type Fixtures = {
  dataDir: string;
  readSmsCode: (phone: string, since?: number) => Promise<string>;
  readMailCode: (email: string, since?: number) => Promise<string>;
  signedInPhone: string;
  signedInPage: Page;
  axe: boolean;
};

/** The tag of a test that opens no page; playwright.config.ts leaves such tests out of the `no-js` project. */
export const HTTP_TAG = "@http";
/** Details for `test(title, HTTP_ONLY, body)`: a test of plain HTTP, run in one project. */
export const HTTP_ONLY = { tag: HTTP_TAG };

const OUTBOX_POLL_MS = 100;
const OUTBOX_WAIT_MS = 10_000;

const digits = (value: string) => value.replace(/\D/g, "").replace(/^8/, "7");

type OutboxLine = { to: string; text: string; at: string };

function readOutbox(file: string): OutboxLine[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as OutboxLine];
      } catch {
        return [];
      }
    });
}

/**
 * Polls `file` until a message to `matches` sent at or after `since` carries a code; answers the newest. The
 * server stamps messages with the same clock, so no slack: a code sent just before `since` (the sign-in code of
 * `signedInPage`, when a test then asks for a change code at once) must never be taken for the awaited one.
 */
async function waitForCode(file: string, matches: (to: string) => boolean, since: number): Promise<string> {
  const deadline = Date.now() + OUTBOX_WAIT_MS;
  for (;;) {
    const messages = readOutbox(file).filter((m) => matches(m.to) && Date.parse(m.at) >= since);
    // "Код подтверждения: AB3D. …": the code is the one 4-character token of capitals and digits.
    const code = messages.at(-1)?.text.match(/\b([A-Z0-9]{4})\b/)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code for the recipient in ${file} within ${OUTBOX_WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, OUTBOX_POLL_MS));
  }
}

/** Every mail the shop has sent in this run (the demo mail outbox, one JSON line each), oldest first. */
export function sentMails(): { to: string; subject?: string; text: string }[] {
  return readOutbox(process.env.MAIL_OUTBOX ?? path.join(process.env.E2E_DATA_DIR ?? "", "mail-outbox.jsonl"));
}

/** A Russian mobile number nobody else in this run uses (worker and time based). */
function freshPhone(workerIndex: number): string {
  const tail = `${workerIndex % 10}${Date.now() % 1_000_000}`.padStart(7, "0").slice(-7);
  return `7999${tail}`;
}

export const test = base.extend<Fixtures>({
  // Every test is a shopper at an address of its own (the e2e server trusts X-Forwarded-For from loopback), so
  // the backend's per-address limits on codes and requests count one test's sign-ins, not the whole suite's.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this destructuring pattern; none here
  extraHTTPHeaders: async ({}, use) => {
    await use({ "X-Forwarded-For": ownClientAddress() });
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this destructuring pattern; none here
  dataDir: async ({}, use) => {
    const dir = process.env.E2E_DATA_DIR;
    if (!dir) throw new Error("E2E_DATA_DIR is not set: run through playwright.config.ts");
    await use(dir);
  },

  readSmsCode: async ({ dataDir }, use) => {
    const file = process.env.SMS_OUTBOX ?? path.join(dataDir, "sms-outbox.jsonl");
    await use((phone, since = 0) => waitForCode(file, (to) => digits(to) === digits(phone), since));
  },

  readMailCode: async ({ dataDir }, use) => {
    const file = process.env.MAIL_OUTBOX ?? path.join(dataDir, "mail-outbox.jsonl");
    await use((email, since = 0) => waitForCode(file, (to) => to.toLowerCase() === email.toLowerCase(), since));
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this destructuring pattern; none here
  signedInPhone: async ({}, use, testInfo) => {
    await use(freshPhone(testInfo.workerIndex));
  },

  /** Signs in the way a shopper does: /login, phone, «Получить код», the texted code, submit. */
  signedInPage: async ({ page, readSmsCode, signedInPhone }, use) => {
    await signInWithPhone(page, signedInPhone, readSmsCode);
    await use(page);
  },

  axe: [true, { option: true }],

  // The page a test uses, checked with axe once the test is done (see above). Not an automatic fixture: a test
  // that never asks for `page` (HTTP only) opens no browser context at all.
  page: async ({ page, axe }, use, testInfo) => {
    if (testInfo.tags.includes(HTTP_TAG)) throw new Error(`${HTTP_TAG} is for tests that open no page; this one opens one: drop the tag`);
    await use(page);
    const jsProject = testInfo.project.use.javaScriptEnabled !== false;
    if (!axe || !jsProject || testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
    if (!/^https?:/.test(page.url())) return;
    const result = await new AxeBuilder({ page }).analyze();
    const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(
      bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      `axe on ${page.url()}`,
    ).toEqual([]);
  },
});

export { expect };

/** Signs in the way a shopper does: /login, phone, «Получить код», the texted code, submit. */
export async function signInWithPhone(page: Page, phone: string, readSmsCode: Fixtures["readSmsCode"]): Promise<void> {
  const since = Date.now();
  await page.goto("/login");
  await page.locator('input[name="phone"]').fill(phone);
  await page.getByRole("button", { name: LABEL_GET_CODE }).click();
  const code = await readSmsCode(phone, since);
  const codeField = page.locator('input[name="code"]');
  await codeField.fill(code);
  await codeField.press("Enter");
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/**
 * Waits until the page has hydrated: the toaster is mounted by an effect of the hydrated root (and loaded
 * lazily after it), so once it is in the page, every hydration effect has run and clicks reach React.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator(`section[aria-label^="${LABEL_NOTIFICATIONS}"]`)).toBeAttached();
}

/** Addresses this worker process has handed out. */
let addressesGiven = 0;

/**
 * A client address no other call in this run gets, for rate limits counted per address: the e2e server trusts
 * X-Forwarded-For from loopback (TRUST_PROXY in playwright.config.ts). 10.W.H.L numbers it by the worker (each
 * worker of a run has its own index) and the worker's own count, never by chance: with 254 random addresses two
 * of a run's ~170 tests met now and then, and the rate-limit test's 30 requests then found one already counted.
 */
export function ownClientAddress(): string {
  const { workerIndex } = test.info();
  addressesGiven++;
  if (workerIndex > 255 || addressesGiven > 0xffff) throw new Error(`no unique client address left for worker ${workerIndex}`);
  return `10.${workerIndex}.${addressesGiven >> 8}.${addressesGiven & 0xff}`;
}

/**
 * Holds back every request `matches` picks until the returned function is called; the page carries on with
 * whatever it has until then.
 */
export async function holdRequests(page: Page, matches: (request: Request) => boolean): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*", async (route) => {
    if (matches(route.request())) await held;
    await route.fallback();
  });
  return release;
}

/**
 * Holds back the app's scripts, as on a slow phone where the page shows long before it hydrates: whatever a
 * test does in between happens on the server-rendered page.
 */
export function holdScripts(page: Page): Promise<() => void> {
  return holdRequests(page, (request) => /\/build\/.*\.js$/.test(new URL(request.url()).pathname));
}
