import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { INFO_COOKIE_MAX_AGE_S, SEARCH_MAX_LENGTH } from "../app/config/constants";
import { LABEL_CLOSE, LABEL_OK, LABEL_ORDER_PROJECT } from "../app/config/messages/common";
import {
  LABEL_CART,
  LABEL_FAVOURITES,
  LABEL_MAIN_MENU,
  LABEL_MENU_OPEN,
  LABEL_MOBILE_MENU,
  LABEL_MODAL_CLOSE,
  LABEL_SELLER_DETAILS,
  MSG_ERROR_BY_STATUS,
  MSG_REQUEST_SENT_TITLE,
} from "../app/config/messages/layout";
import { expect, holdScripts, HTTP_ONLY, test, waitForHydration } from "./fixtures";
import { withSharedData } from "./shared-data.kit";

/** The seeded common data, read the way any client of the contract would. */
async function common(request: APIRequestContext) {
  const response = await request.get("/api/common");
  expect(response.ok()).toBe(true);
  return response.json();
}

const jsEnabled = () => test.info().project.name === "js";

/**
 * No serious or critical axe violation on what the page shows now (the fixtures check the page a test ends on;
 * this checks states in between: an open menu, an open modal).
 */
async function expectAccessible(page: Page) {
  // axe runs inside the page, so it checks the JS project; the markup is the same server HTML in both.
  if (!jsEnabled()) return;
  // Colours are measured as painted: let the page fade-in finish first.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target as HTMLElement | null;
      return animation.playState !== "running" || !target?.offsetParent;
    }),
  );
  const { violations } = await new AxeBuilder({ page: page as never }).analyze();
  const bad = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.describe("layout", () => {
  test("header and footer show the seeded common data", async ({ page, request }) =>
    withSharedData("common-settings", async () => {
      const data = await common(request);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto("/");
      const header = page.locator("header.site-header");
      await expect(header.getByRole("link", { name: data.header.phone })).toHaveAttribute("href", /^tel:\+7\d{10}$/);
      await expect(header.locator('a[href="/"]').first()).toBeVisible();
      await expect(header.getByRole("link", { name: LABEL_FAVOURITES })).toHaveAttribute("href", "/favorites");
      await expect(header.getByRole("link", { name: LABEL_CART })).toHaveAttribute("href", "/cart");
      await expect(header.getByRole("link", { name: LABEL_ORDER_PROJECT })).toHaveAttribute("href", "/?modal=project");
      await expect(header.getByRole("searchbox").first()).toHaveAttribute("placeholder", "Поиск");

      const footer = page.locator("footer.site-footer");
      for (const group of data.footer.menu_1) {
        await expect(footer.getByRole("heading", { name: group.name })).toBeVisible();
        for (const child of group.children) await expect(footer.getByRole("link", { name: child.name })).toBeVisible();
      }
      for (const contact of data.footer.contacts) {
        const prefix = { phone: "tel:", email: "mailto:", address: null }[contact.type as string];
        if (prefix) await expect(footer.locator(`a[href^="${prefix}"]`, { hasText: contact.value })).toBeVisible();
        else await expect(footer.locator("address", { hasText: contact.value })).toBeVisible();
      }
      const socials = footer.locator(".socials__link");
      await expect(socials).toHaveCount(data.socials.top.length + data.socials.bottom.length);
      for (const link of await socials.all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
      await expect(footer.locator('[data-contact-point="tg"]').first()).toBeAttached();
      if (data.footer.developer) await expect(footer.getByRole("link", { name: new RegExp(data.footer.developer.name) })).toBeVisible();
      await expectAccessible(page);
    }));

  test("the footer is the server's HTML, and its links work on a first load, after a client navigation and on a 404", async ({ page, request }) => {
    const data = await common(request);
    const names: string[] = data.footer.menu_1.flatMap((group: { children: { name: string }[] }) => group.children.map((c) => c.name));
    const footer = page.locator("footer.site-footer");
    /** Follows a footer link: with JavaScript the router takes it (the document stays), without it the browser. */
    const follow = async (name: string) => {
      await expect(footer.getByRole("region", { name: LABEL_SELLER_DETAILS })).toBeVisible();
      const link = footer.getByRole("link", { name, exact: true });
      const href = await link.getAttribute("href");
      if (jsEnabled()) await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await link.click();
      await page.waitForURL((url) => url.pathname === href);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (jsEnabled()) expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    };

    await page.goto("/");
    if (jsEnabled()) {
      await waitForHydration(page);
      // React keeps the server's footer as it is: nothing inside it is hydrated.
      expect(
        await footer
          .getByRole("link")
          .first()
          .evaluate((a) => Object.keys(a).some((key) => key.startsWith("__react"))),
      ).toBe(false);
    }
    await follow(names[0]);
    await follow(names[1]);

    // A missing item ends in the error layout, which mounts its footer anew after a client navigation.
    const missing = "/catalog/divany/net-takogo-tovara";
    if (jsEnabled()) {
      await page.evaluate((to) => (window as unknown as { __remixRouter: { navigate(to: string): void } }).__remixRouter.navigate(to), missing);
    } else {
      await page.goto(missing);
    }
    await expect(page.getByTestId("error-page")).toHaveAttribute("data-status", "404");
    await follow(names[2]);
  });

  test("a custom page renders its sanitized text, an unknown one is a 404 with the page_404 texts", async ({ page, request }) => {
    const data = await common(request);
    await page.goto("/delivery");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(".content-page__body script")).toHaveCount(0);

    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: data.page_404.title })).toBeVisible();
    for (const button of data.page_404.buttons.slice(0, 2)) {
      await expect(page.getByTestId("error-page").getByRole("link", { name: button.title })).toHaveAttribute("href", button.link);
    }
    await expect(page.locator("header.site-header")).toBeVisible();
    await expect(page.locator("footer.site-footer")).toBeVisible();
    await expectAccessible(page);
  });

  test("another error renders the error layout with a message for users and no stack", HTTP_ONLY, async ({ request }) => {
    // A POST to a page that has no action is a 405 rendered by the root error boundary.
    const response = await request.post("/delivery", { form: { x: "1" } });
    expect(response.status()).toBe(405);
    const html = await response.text();
    expect(html).toContain('data-testid="error-page"');
    expect(html).toContain(MSG_ERROR_BY_STATUS[405]);
    expect(html).toContain("site-header");
    expect(html).toContain("site-footer");
    expect(html).not.toMatch(/\bat [\w.$<>]+ \(/);
  });

  test("a path that is not valid percent-encoding gets the Russian 400 page, not express's «Bad Request»", async ({ page, request }) => {
    for (const path of ["/%E0%A4%A", "/catalog/%E0%A4%A?sort=price_asc"]) {
      const response = await request.get(path);
      expect(response.status()).toBe(400);
      const html = await response.text();
      expect(html).toContain('<html lang="ru"');
      expect(html).toContain(MSG_ERROR_BY_STATUS[400]);
      expect(html).not.toContain("Bad Request");
      expect(html).not.toMatch(/\bat [\w.$<>]+ \(/);
    }
    await page.goto("/%E0%A4%A");
    await expect(page.getByTestId("error-page")).toHaveAttribute("data-status", "400");
    await expect(page.locator("header.site-header")).toBeVisible();
  });
});

test.describe("progress bar", () => {
  test("a client navigation that ends in the error layout turns the bar red", async ({ page }) => {
    test.skip(!jsEnabled(), "client navigations need JavaScript");
    await page.goto("/delivery");
    await waitForHydration(page);
    await expect(page.locator(".progress-bar")).toHaveAttribute("data-state", "idle");
    await page.evaluate(() => (window as unknown as { __remixRouter: { navigate(to: string): void } }).__remixRouter.navigate("/no-such-page"));
    await expect(page.getByTestId("error-page")).toHaveAttribute("data-status", "404");
    await expect(page.locator(".progress-bar")).toHaveAttribute("data-state", "failed");
  });
});

test.describe("search", () => {
  test("submits to /result and cuts the text to 100 characters", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/delivery");
    const box = page.locator("#header-search");
    await box.fill("а".repeat(SEARCH_MAX_LENGTH + 30));
    expect((await box.inputValue()).length).toBe(SEARCH_MAX_LENGTH);
    await box.fill("диван");
    await box.press("Enter");
    await page.waitForURL(/\/result\?search=/);
    expect(new URL(page.url()).searchParams.get("search")).toBe("диван");
    if (jsEnabled()) await expect(page.locator("#header-search")).toHaveValue("");
  });

  test("an empty box does nothing", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/delivery");
    await page.locator("#header-search").fill("   ");
    await page.locator(".site-header__search button[type=submit]").click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe("/delivery");
  });
});

test.describe("menus", () => {
  test("the desktop menu shows at 1440 px with working dropdowns", async ({ page, request }) => {
    const data = await common(request);
    const parent = data.header.menu.find((item: { children: unknown[] }) => item.children.length > 0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/delivery");
    const nav = page.getByRole("navigation", { name: LABEL_MAIN_MENU });
    await expect(nav).toBeVisible();
    await expect(page.locator(".mobile-menu__toggle")).toBeHidden();
    const child = parent.children[0];
    const childLink = nav.getByRole("link", { name: child.name, exact: true });
    await expect(childLink).toBeHidden();
    await nav
      .locator(".main-nav__item", { has: page.getByRole("link", { name: parent.name, exact: true }) })
      .locator("summary")
      .click();
    await expect(childLink).toBeVisible();
    const parentUrl = `/${parent.url.replace(/^\/+|\/+$/g, "")}`;
    await expect(childLink).toHaveAttribute("href", `${parentUrl}/${child.url.replace(/^\/+/, "")}`);
    await expectAccessible(page);
  });

  test("menus close when the route changes", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/payment");
    const group = page.locator(".main-nav__dropdown", { has: page.locator(".main-nav__group") });
    await group.locator("summary").click();
    await group.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/delivery$/);
    await expect(page.locator(".main-nav__dropdown[open]")).toHaveCount(0);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.locator(".mobile-menu__toggle").click();
    await page.locator(".mobile-menu__panel").getByRole("link", { name: "О компании" }).scrollIntoViewIfNeeded();
    await page.locator(".mobile-menu__panel").getByRole("link", { name: "Новости" }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.locator(".mobile-menu")).not.toHaveAttribute("open");
  });

  test("a menu opened before the scripts have run stays open after hydration", async ({ page }) => {
    test.skip(test.info().project.name !== "js", "about hydration");
    const releaseScripts = await holdScripts(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/payment", { waitUntil: "domcontentloaded" });
    const group = page.locator(".main-nav__dropdown", { has: page.locator(".main-nav__group") });
    await group.locator("summary").click();
    releaseScripts();
    await waitForHydration(page);
    await expect(group).toHaveAttribute("open", "");
  });

  test("the mobile menu at 375 px slides in, locks scroll and closes on an outside click", async ({ page, request }) => {
    const data = await common(request);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/delivery");
    await expect(page.getByRole("navigation", { name: LABEL_MAIN_MENU })).toBeHidden();
    await page.locator(".mobile-menu__toggle").click();
    const panel = page.locator(".mobile-menu__panel");
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())?.width).toBeCloseTo(375, 0);
    await expect(panel.getByRole("navigation", { name: LABEL_MOBILE_MENU })).toBeVisible();
    await expect(panel.getByRole("searchbox")).toBeVisible();
    await expect(panel.locator('a[href^="tel:"]').first()).toContainText(data.header.phone);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    await expectAccessible(page);
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.mouse.click(900, 600); // on the backdrop, outside the 360 px panel
    await expect(panel).toBeHidden();
    await expect(page.locator(".mobile-menu")).not.toHaveAttribute("open");
    await expect(page.locator(".mobile-menu__toggle")).toContainText(LABEL_MENU_OPEN);
  });
});

/** Whether something else is painted over the centre of `locator` (elementFromPoint, in the viewport as it is). */
const coveredAtCentre = (locator: ReturnType<Page["locator"]>) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return !(hit && (hit === el || el.contains(hit)));
  });

test.describe("cookie notice", () => {
  test("at 375 px it covers neither the open mobile menu nor «В корзину» scrolled into view", async ({ page, request }) => {
    const { goods } = (await (await request.get("/api/catalog/goods?ids=1")).json()) as { goods: { handle: string; section_handle: string }[] };
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(`/catalog/${goods[0]!.section_handle}/${goods[0]!.handle}`);
    await expect(page.getByTestId("cookie-notice")).toBeVisible();

    // As a shopper scrolls down until the button appears (block: "nearest" stops as soon as it is in view).
    const add = page.locator('.item-page__actions form[data-testid="add-to-cart"] button[type="submit"]');
    await add.evaluate((el) => el.scrollIntoView({ block: "nearest" }));
    expect(await coveredAtCentre(add)).toBe(false);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator(".mobile-menu__toggle").click();
    const controls = page.locator(".mobile-menu__panel").locator("a, button, summary");
    await expect(controls.first()).toBeVisible();
    let checked = 0;
    for (const control of await controls.all()) {
      // The controls the shopper sees: rendered (not inside a closed group) with their centre in the viewport.
      const box = await control.boundingBox();
      if (!box || box.y + box.height / 2 > 667 || !(await control.evaluate((el) => el.checkVisibility()))) continue;
      expect(await coveredAtCentre(control), await control.innerText()).toBe(false);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  test("accepting hides it for good and sets infoCookie=false for 30 days", async ({ page, request, context }) => {
    const data = await common(request);
    await page.goto("/delivery");
    const notice = page.getByTestId("cookie-notice");
    await expect(notice).toBeVisible();
    await notice.getByRole("button", { name: data.cookie.button_ok }).click();
    await expect(notice).toBeHidden();
    await expect(page).toHaveURL(/\/delivery$/);
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "infoCookie")?.value).toBe("false");
    const cookie = (await context.cookies()).find((c) => c.name === "infoCookie");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(INFO_COOKIE_MAX_AGE_S - 120);
    await page.reload();
    await expect(page.getByTestId("cookie-notice")).toHaveCount(0);
  });
});

test.describe("main banner", () => {
  test("closing it on the home page keeps it closed", async ({ page, context }) => {
    await page.goto("/");
    const banner = page.getByTestId("main-banner");
    await expect(banner).toBeVisible();
    await banner.getByRole("button").click();
    await expect(banner).toBeHidden();
    // With JS the banner hides as soon as the fetcher starts; the cookie comes with its answer.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "infoMainBanner")?.value).toBe("false");
    await page.reload();
    await expect(page.getByTestId("main-banner")).toHaveCount(0);
  });

  test("an unknown preference is a 400", HTTP_ONLY, async ({ request }) => {
    const response = await request.post("/preferences", { form: { intent: "nope" }, maxRedirects: 0 });
    expect(response.status()).toBe(400);
  });

  test("opening /preferences itself leads to the home page, not an English error", async ({ page }) => {
    await page.goto("/preferences");
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("modals", () => {
  test("a modal is URL state: opened by the header link, closed by its close link", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/delivery");
    await page.locator(".site-header__project").click();
    await expect(page).toHaveURL(/\/delivery\?modal=project$/);
    const dialog = page.getByRole("dialog", { name: LABEL_ORDER_PROJECT });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    await expectAccessible(page);
    await dialog.getByRole("link", { name: LABEL_MODAL_CLOSE }).click();
    await expect(page).toHaveURL(/\/delivery$/);
    await expect(dialog).toHaveCount(0);
  });

  test("with JavaScript, Escape closes a modal and focus stays inside it", async ({ page }) => {
    test.skip(!jsEnabled(), "keyboard handling is a JavaScript enhancement");
    await page.goto("/delivery?modal=project");
    const dialog = page.getByRole("dialog", { name: LABEL_ORDER_PROJECT });
    // Once hydrated, the dialog takes focus itself.
    await expect(dialog).toBeFocused();
    for (let i = 0; i < 25; i += 1) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/delivery$/);
    await expect(dialog).toHaveCount(0);
  });

  test("the info modal from the flash shows after a sent request and closes", async ({ page }) => {
    await page.goto("/request/project");
    const form = page.locator("form#request-project");
    await form.getByLabel("ФИО").fill("Иван Петров");
    await form.getByLabel("Телефон", { exact: false }).first().fill("+7 916 123 45 67");
    await form.getByLabel("Email").fill("ivan@example.com");
    await form.getByLabel("Комментарий").fill("Кухня 12 м², нужен дизайн-проект");
    await form.locator('input[type="checkbox"]').first().check();
    await form.getByRole("button", { name: "Отправить" }).click();
    const modal = page.getByRole("dialog", { name: MSG_REQUEST_SENT_TITLE });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("link", { name: LABEL_OK, exact: true })).toBeVisible();
    await modal.getByRole("link", { name: LABEL_CLOSE, exact: true }).click();
    await expect(modal).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("dialog", { name: MSG_REQUEST_SENT_TITLE })).toHaveCount(0);
  });
});
