import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { LABEL_CHECKOUT_SHOW_POINTS } from "../app/config/messages/checkout";

/** Shared steps of the cart and checkout specs: seeded goods found through the public API. */

export const jsEnabled = () => test.info().project.name === "js";

export type SeedGood = {
  id: number;
  handle: string;
  section_handle: string;
  name: string;
  price: number;
  stock: number;
  /** Can be ordered: in stock, or made to order whatever its stock. */
  in_stock: boolean;
  lead: { made_to_order: boolean };
};

/**
 * A good sold from its stock with at least `pieces` left: one made to order is sold whatever its stock and
 * reserves none, so a test that counts pieces taken and given back needs a good kept in stock.
 */
export const stocked = (good: SeedGood, pieces: number) => good.in_stock && !good.lead.made_to_order && good.stock >= pieces;

/** A section and goods of it with at least `minStock` pieces, straight from the catalogue API. */
export async function goodsInStock(request: APIRequestContext, count: number, minStock = 3): Promise<{ section: string; goods: SeedGood[] }> {
  const sections = (await (await request.get("/api/catalog/section")).json()) as { sections: { handle: string }[] };
  for (const { handle } of sections.sections) {
    const listing = (await (await request.get(`/api/catalog?section_handle=${handle}&limit=60`)).json()) as { goods: SeedGood[] };
    const goods = listing.goods.filter((g) => stocked(g, minStock));
    if (goods.length >= count) return { section: handle, goods: goods.slice(0, count) };
  }
  throw new Error(`no section with ${count} goods of stock ≥ ${minStock}`);
}

/** The stock the storefront's catalogue reports for one good. */
export async function stockOf(request: APIRequestContext, goodId: number): Promise<number> {
  const { goods } = (await (await request.get(`/api/catalog/goods?ids=${goodId}`)).json()) as { goods: SeedGood[] };
  return goods[0].stock;
}

/** An in-stock good priced below `maxKopecks` (cheap enough for a delivery to cost its price). */
export async function goodBelow(request: APIRequestContext, maxKopecks: number): Promise<SeedGood> {
  const sections = (await (await request.get("/api/catalog/section")).json()) as { sections: { handle: string }[] };
  for (const { handle } of sections.sections) {
    const listing = (await (await request.get(`/api/catalog?section_handle=${handle}&limit=60`)).json()) as { goods: SeedGood[] };
    const good = listing.goods.find((g) => stocked(g, 3) && g.price < maxKopecks);
    if (good) return good;
  }
  throw new Error(`no good in stock below ${maxKopecks} kopecks`);
}

/**
 * Names the checkout's city: with JavaScript its points and prices come without leaving the page (waited for
 * by the points naming the city; `pointsIn` false for a city without any), without it «Показать пункты» posts
 * the form back.
 */
export async function chooseCity(page: Page, city: string, { pointsIn = true } = {}) {
  await page.getByTestId("checkout-city").fill(city);
  if (!jsEnabled()) await Promise.all([page.waitForNavigation(), page.getByRole("button", { name: LABEL_CHECKOUT_SHOW_POINTS }).click()]);
  else if (pointsIn) await expect(page.locator('[data-for="pvz"]')).toContainText(city);
  else await page.waitForLoadState("networkidle");
}

/** The "В корзину" button of one good on the current page (cards carry the good's id in the form). */
export const addButton = (page: Page, goodId: number) =>
  page.locator(`form[data-testid="add-to-cart"]:has(input[name="id"][value="${goodId}"]) button[type="submit"]`).first();

/** The heart of one good on the current page. */
export const favouriteButton = (page: Page, goodId: number) =>
  page.locator(`form:has(button[name="intent"][value="toggle"]):has(input[name="id"][value="${goodId}"]) button`).first();

/**
 * A checkout delivery radio of a kind: its value is «kind-id», a shop may have several of one kind, and the
 * demo's own one of each kind comes first (added ones are put after it).
 */
export const deliveryRadio = (page: Page, kind: "pvz" | "warehouse" | "courier") => page.locator(`input[name="delivery"][value^="${kind}-"]`).first();

/** The header badge of the cart or favourites link ("" when hidden). */
export async function badge(page: Page, which: "cart" | "favourites"): Promise<string> {
  // allTextContents does not wait: a badge that goes away between two looks must not hang the poll.
  const [text = ""] = await page.getByTestId(`header-${which}`).getByTestId("count-badge").allTextContents();
  return text.replace(/\D/g, "");
}

/** The site's own origin, for posts made outside the browser. */
export const siteOrigin = () => new URL(test.info().project.use.baseURL ?? "http://localhost:3000").origin;

/** Submits a cart form button and waits for its outcome: a fetcher answer with JS, the redirect without. */
export async function submitAndSettle(page: Page, click: () => Promise<void>, path: string | RegExp = /\/cart|\/favorites/) {
  if (jsEnabled()) {
    const answer = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.match(path) !== null);
    await click();
    await answer;
    await page.waitForLoadState("networkidle");
  } else {
    await Promise.all([page.waitForLoadState("load"), page.waitForNavigation(), click()]);
  }
}

/** Puts goods into the cart through the cart form itself (the same POST a page makes). */
export async function fillCart(page: Page, lines: { id: number; count: number }[]) {
  for (const line of lines) {
    const response = await page.request.post("/cart", {
      form: { intent: "add", id: String(line.id), amount: String(line.count), redirectTo: "/cart" },
      headers: { Origin: siteOrigin() },
      maxRedirects: 0,
    });
    expect([302, 303]).toContain(response.status());
  }
}

/** The line of good `goodId` on the cart page. */
export const cartLine = (page: Page, goodId: number) => page.locator(`[data-testid="cart-line"][data-good-id="${goodId}"]`);

/** Kopecks as the storefront prints them, as ru-RU currency formatting does: «12 990 ₽», «28,50 ₽». */
export const rub = (kopecks: number) =>
  new Intl.NumberFormat("ru-RU", {
    style: "currency",
    currency: "RUB",
    minimumFractionDigits: kopecks % 100 ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(kopecks / 100);
