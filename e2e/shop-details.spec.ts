import type { APIRequestContext, Page } from "@playwright/test";
import { LABEL_INN, LABEL_LEGAL_ADDRESS, LABEL_OGRN, LABEL_SELLER_DETAILS } from "../app/config/messages/layout";
import { expect, test } from "./fixtures";

/**
 * What makes the shop one you can trust, in both projects: the seller's details from common data in the footer
 * and on the contacts page, the buyer's documents as real structured pages, and pictures that show each model
 * and real rooms.
 */

async function api(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return response.json();
}

/** The term → value pairs of a description list. */
async function detailPairs(page: Page, selector: string): Promise<Record<string, string>> {
  return page
    .locator(selector)
    .evaluate((list) =>
      Object.fromEntries([...list.querySelectorAll("dt")].map((dt) => [dt.textContent ?? "", dt.nextElementSibling?.textContent ?? ""])),
    );
}

/** An SVG's shape: its markup without colours and title. */
async function shapeOf(request: APIRequestContext, src: string): Promise<string> {
  const response = await request.get(src);
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
  return (await response.text()).replace(/#[0-9a-f]{6,8}/gi, "").replace(/<title>.*?<\/title>/, "");
}

test("the footer and the contacts page show the seller's ИНН, ОГРН and legal address from common data", async ({ page, request }) => {
  const { seller } = await api(request, "/api/common");
  expect(seller).toMatchObject({ inn: expect.stringMatching(/^\d{10}$/), ogrn: expect.stringMatching(/^\d{13}$/) });

  await page.goto("/catalog");
  const footer = page.locator("footer.site-footer").getByRole("region", { name: LABEL_SELLER_DETAILS });
  await expect(footer).toBeVisible();
  const inFooter = await detailPairs(page, "footer.site-footer .seller");
  expect(inFooter).toMatchObject({ [LABEL_INN]: seller.inn, [LABEL_OGRN]: seller.ogrn, [LABEL_LEGAL_ADDRESS]: seller.address });
  expect(Object.values(inFooter)).toContain(seller.full_name);

  await page.goto("/contacts");
  await expect(page.getByRole("heading", { level: 2, name: LABEL_SELLER_DETAILS })).toBeVisible();
  expect(await detailPairs(page, "main .seller")).toMatchObject({
    [LABEL_INN]: seller.inn,
    КПП: seller.kpp,
    [LABEL_OGRN]: seller.ogrn,
    [LABEL_LEGAL_ADDRESS]: seller.address,
  });
});

test("the offer, privacy policy, returns, delivery and payment pages are structured documents, linked from the footer", async ({ page }) => {
  const documents: [url: string, title: string, mustSay: RegExp][] = [
    ["/offer", "Публичная оферта", /публичная оферта/i],
    ["/privacy", "Политика конфиденциальности", /152-ФЗ/],
    ["/returns", "Обмен и возврат", /в течение 7 дней/],
    ["/delivery", "Доставка и сборка", /Курьерская доставка/],
    ["/payment", "Оплата", /кассовый чек/i],
  ];
  for (const [url, title, mustSay] of documents) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const body = page.locator(".content-page__body");
    expect(await body.locator("section > h2").count(), `${url}: sections`).toBeGreaterThanOrEqual(5);
    expect(await body.locator("li").count(), `${url}: list items`).toBeGreaterThanOrEqual(3);
    expect((await body.innerText()).length, `${url}: length`).toBeGreaterThan(1500);
    await expect(body).toContainText(mustSay);
    await expect(page.locator("footer.site-footer").getByRole("link", { name: title })).toHaveAttribute("href", url);
  }

  await page.goto("/returns");
  const returns = page.locator(".content-page__body");
  await expect(returns.getByRole("heading", { name: /индивидуальному заказу/ })).toBeVisible();
  await expect(returns).toContainText("вернуть или обменять нельзя");
  await page.goto("/offer");
  await expect(page.locator('.content-page__body a[href="/returns"]').first()).toBeVisible();
});

test("the cheapest and the dearest sofa are drawn differently, and project photos show rooms", async ({ page, request }) => {
  const { goods } = await api(request, "/api/catalog?section_handle=divany&sort=price_asc&limit=60");
  const [cheapest, dearest] = [goods[0], goods[goods.length - 1]];
  expect(dearest.price).toBeGreaterThan(cheapest.price);
  expect(await shapeOf(request, cheapest.image.src)).not.toBe(await shapeOf(request, dearest.image.src));

  await page.goto(`/catalog/divany/${dearest.handle}`);
  await expect(page.locator(`img[src="${dearest.image.src}"]`).first()).toBeVisible();

  const { items } = await api(request, "/api/portfolio");
  const [first, second] = items;
  const rooms = await Promise.all([first, second].map((item: { image: { src: string } }) => shapeOf(request, item.image.src)));
  for (const room of rooms) for (const part of ["window", "floor"]) expect(room).toContain(`data-part="${part}"`);
  expect(rooms[0]).not.toBe(rooms[1]);
  await page.goto("/portfolio");
  await expect(page.locator(`img[src="${first.image.src}"]`).first()).toBeVisible();
});
