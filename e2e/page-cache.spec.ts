import type { APIRequestContext } from "@playwright/test";
import { ADMIN_CATALOG_GOOD_SAVED, ADMIN_CATALOG_PRICE } from "../app/config/messages/admin-catalog";
import { ADMIN_SAVE } from "../app/config/messages/admin-common";
import { LABEL_VIEWED } from "../app/config/messages/catalog";
import { startBuiltServer } from "../scripts/built-server.mjs";
import { createStaff, openSignedIn } from "./admin.kit";
import { addButton, badge, favouriteButton, goodsInStock, jsEnabled, submitAndSettle, type SeedGood } from "./cart.kit";
import { expect, HTTP_ONLY, test, waitForHydration } from "./fixtures";

/**
 * Pages a visitor without cookies of their own is shown are rendered once and kept (decision 0055): nothing of
 * one shopper reaches another through them, every answer has a nonce of its own, and a manager's change drops
 * them in every process.
 */

const origin = () => test.info().project.use.baseURL!;

/** A visitor with no cookies at all: a plain fetch, nothing kept between calls. */
async function anonymous(path: string, base = origin()) {
  const response = await fetch(new URL(path, base));
  return { html: await response.text(), csp: response.headers.get("content-security-policy") ?? "" };
}

const noncesIn = (html: string) => new Set([...html.matchAll(/ nonce="([^"]+)"/g)].map((match) => match[1]));

/** Answers the page cache gave so far (the server's own count in /metrics, which loopback may read). */
async function keptPagesServed(): Promise<number> {
  const text = await (await fetch(new URL("/metrics", origin()))).text();
  return Number(/^storefront_cache_lookups_total\{cache="pages",result="hit"\} (\d+)/m.exec(text)?.[1] ?? 0);
}

test("a kept page carries no other shopper's cart, favourites, viewed goods or message, and a nonce of its own", async ({
  page,
  request,
  browser,
}) => {
  const { section, goods } = await goodsInStock(request, 2);
  const sectionPath = `/catalog/${section}`;
  const [firstItem, secondItem] = goods.map((good) => `/catalog/${good.section_handle}/${good.handle}`);

  // The shopper fills a cart, a favourite and the viewed goods (a message comes with the cart without JavaScript).
  await page.goto(sectionPath);
  await submitAndSettle(page, () => addButton(page, goods[0].id).click());
  if (!jsEnabled()) await expect(page.getByTestId("flash-status")).toBeVisible();
  await page.goto(sectionPath);
  await submitAndSettle(page, () => favouriteButton(page, goods[1].id).click());
  await page.goto(firstItem);
  await page.goto(secondItem);
  await expect(page.getByText(LABEL_VIEWED)).toBeVisible();

  // Visitors without cookies, before and after the shopper's pages: the same pages, none of it.
  const servedBefore = await keptPagesServed();
  const answers = [];
  for (const path of [sectionPath, sectionPath, secondItem, secondItem]) answers.push(await anonymous(path));
  expect(await keptPagesServed(), "the second of each pair comes from the page cache").toBeGreaterThanOrEqual(servedBefore + 2);
  for (const { html } of answers) {
    expect(html).not.toContain('data-testid="count-badge"');
    expect(html).not.toContain('data-testid="flash-status"');
    expect(html).not.toContain(LABEL_VIEWED);
  }

  // The shopper's own pages still show their own counts and viewed goods, after the visitors' pages were kept.
  await page.goto(sectionPath);
  await expect.poll(() => badge(page, "cart")).toBe("1");
  await expect.poll(() => badge(page, "favourites")).toBe("1");
  await page.goto(secondItem);
  await expect(page.getByText(LABEL_VIEWED)).toBeVisible();

  // Each answer's nonce is its own and the one its CSP names.
  const nonces = answers.map(({ html, csp }) => {
    const inPage = [...noncesIn(html)];
    expect(inPage).toHaveLength(1);
    expect(csp).toContain(`'nonce-${inPage[0]}'`);
    return inPage[0];
  });
  expect(new Set(nonces).size).toBe(answers.length);

  // A kept page runs its scripts in a browser (JavaScript on): the fresh nonce is the one its scripts carry.
  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(sectionPath);
    if (jsEnabled()) await waitForHydration(visitorPage);
    expect(await badge(visitorPage, "cart")).toBe("");
  } finally {
    await visitor.close();
  }
});

/** The price the item page's structured data states. */
/** The price in roubles the item page's Product JSON-LD states (`"price":"12990.00"`). */
async function shownPrice(base: string, path: string): Promise<number> {
  return Number(/"price":"?(\d+(?:\.\d+)?)"?/.exec((await anonymous(path, base)).html)?.[1]);
}

/**
 * A good whose row no other spec changes while the manager edits it: made to order (an order takes none of its
 * stock, which the edit form's version includes), from the last section, where the checkout specs take none.
 */
async function goodOrdersLeaveAlone(request: APIRequestContext): Promise<SeedGood> {
  const { sections } = (await (await request.get("/api/catalog/section")).json()) as { sections: { handle: string }[] };
  for (const { handle } of sections.reverse()) {
    const { goods } = (await (await request.get(`/api/catalog?section_handle=${handle}&limit=60`)).json()) as { goods: SeedGood[] };
    const good = goods.reverse().find((g) => g.lead.made_to_order);
    if (good) return good;
  }
  throw new Error("no good made to order");
}

test("a page first asked for by a client that wants no document is kept apart from a browser's", HTTP_ONLY, async () => {
  // A data answer carries the footer's markup for a footer mounted in the browser; a document has it as HTML only.
  const path = `/about?kept-apart=${Date.now()}`;
  const footerCopies = (html: string) => html.split("site-footer__seller").length - 1;
  const asked = async (accept: string) => (await fetch(new URL(path, origin()), { headers: { Accept: accept } })).text();
  for (let round = 0; round < 2; round++) {
    expect(footerCopies(await asked("*/*")), "a monitor's answer: the footer and its markup in the data").toBe(2);
    expect(footerCopies(await asked("text/html,application/xhtml+xml,*/*;q=0.8")), "a browser's document: the footer once").toBe(1);
  }
});

test("a manager's price change shows on every process: at once on the one that saved it, within a revision check on another", async ({
  page,
  request,
}) => {
  test.skip(!jsEnabled(), "HTTP answers of two processes; the back office's form is the same without JavaScript");
  test.setTimeout(90_000);
  // A second storefront process on the same database, as a second container would be.
  const other = await startBuiltServer({
    extraEnv: {
      DATA_DIR: process.env.E2E_DATA_DIR!,
      PUBLIC_URL: "https://shop.example",
      SESSION_SECRET: "e2e-session-secret-0123456789abcdef0123456789",
    },
  });
  try {
    const good = await goodOrdersLeaveAlone(request);
    const itemPath = `/catalog/${good.section_handle}/${good.handle}`;
    const before = await shownPrice(origin(), itemPath);
    // Both processes keep the page now.
    for (const base of [origin(), origin(), other.base, other.base]) expect(await shownPrice(base, itemPath)).toBe(before);

    await openSignedIn(page, createStaff("manager"), `/admin/goods/${good.id}`);
    await page.getByRole("textbox", { name: ADMIN_CATALOG_PRICE, exact: true }).fill(String(before + 7));
    await page.getByRole("button", { name: ADMIN_SAVE, exact: true }).click();
    await expect(page.getByText(ADMIN_CATALOG_GOOD_SAVED).first()).toBeVisible();

    expect(await shownPrice(origin(), itemPath), "the process that saved it").toBe(before + 7);
    // The other process asks for the public data revision at most once a second (CATALOG_REVISION_CHECK_MS).
    await expect.poll(() => shownPrice(other.base, itemPath), { timeout: 3000, intervals: [200] }).toBe(before + 7);
  } finally {
    await other.stop();
  }
});
