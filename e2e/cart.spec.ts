import { expect, HTTP_ONLY, test, waitForHydration } from "./fixtures";
import { addButton, badge, cartLine, favouriteButton, fillCart, goodsInStock, jsEnabled, rub, siteOrigin, submitAndSettle } from "./cart.kit";

/** Favourites and the cart, with JavaScript and without. */

test("adds two goods from a section and one from an item page, changes a quantity, removes one, shows totals", async ({ page, request }) => {
  const { section, goods } = await goodsInStock(request, 3);
  const [first, second, third] = goods;

  await page.goto(`/catalog/${section}`);
  await submitAndSettle(page, () => addButton(page, first.id).click());
  await expect.poll(() => badge(page, "cart")).toBe("1");
  await submitAndSettle(page, () => addButton(page, second.id).click());
  await expect.poll(() => badge(page, "cart")).toBe("2");

  await page.goto(`/catalog/${third.section_handle}/${third.handle}`);
  await submitAndSettle(page, () => addButton(page, third.id).click());
  await expect.poll(() => badge(page, "cart")).toBe("3");

  await page.goto("/cart");
  const lines = page.getByTestId("cart-line");
  await expect(lines).toHaveCount(3);

  const firstLine = cartLine(page, first.id);
  if (jsEnabled()) {
    await submitAndSettle(page, () => firstLine.getByTestId("cart-line-count").fill("2"));
  } else {
    await firstLine.getByTestId("cart-line-count").fill("2");
    await Promise.all([page.waitForNavigation(), page.getByRole("button", { name: "Пересчитать" }).click()]);
  }
  await expect(firstLine.getByTestId("cart-line-count")).toHaveValue("2");

  const secondLine = cartLine(page, second.id);
  await submitAndSettle(page, () => secondLine.getByTestId("cart-line-remove").click());
  await expect(lines).toHaveCount(2);
  await expect(page.getByTestId("cart-total")).toHaveText(rub(first.price * 2 + third.price));
  await expect(page.getByTestId("cart-delivery-term")).toHaveText(/\d+(–\d+)? (день|дня|дней)/);
  await expect.poll(() => badge(page, "cart")).toBe("3");
});

test("favourites a good, shows the badge and /favorites, removes it", async ({ page, request }) => {
  const { section, goods } = await goodsInStock(request, 1, 1);
  const [good] = goods;
  await page.goto(`/catalog/${section}`);
  await submitAndSettle(page, () => favouriteButton(page, good.id).click());
  await expect(page.getByText("Товар успешно добавлен в избранное").first()).toBeVisible();
  await expect.poll(() => badge(page, "favourites")).toBe("1");

  await page.goto("/favorites");
  await expect(page.getByRole("link", { name: good.name }).first()).toBeVisible();
  await submitAndSettle(page, () => favouriteButton(page, good.id).click());
  await expect(page.getByTestId("empty-state")).toBeVisible();
  await expect.poll(() => badge(page, "favourites")).toBe("");
});

test("asking for more than the stock shows the server's recount warning and keeps the cart", async ({ page, request }) => {
  const { goods } = await goodsInStock(request, 1, 1);
  const [good] = goods;
  await page.goto("/");
  await fillCart(page, [{ id: good.id, count: 1 }]);
  await page.goto("/cart");
  const line = cartLine(page, good.id);
  const tooMany = String(good.stock + 1);
  if (jsEnabled()) {
    await submitAndSettle(page, () => line.getByTestId("cart-line-count").fill(tooMany));
  } else {
    await line.getByTestId("cart-line-count").fill(tooMany);
    await Promise.all([page.waitForLoadState("load"), page.getByRole("button", { name: "Пересчитать" }).click()]);
  }
  await expect(line.getByTestId("cart-line-warning")).toContainText(`Доступно только ${good.stock} шт.`);
  await page.goto("/cart");
  await expect(line.getByTestId("cart-line-count")).toHaveValue("1");
});

test("the − and + buttons change a line by one and the clear button empties the cart, without a reload when JavaScript runs", async ({
  page,
  request,
}) => {
  const { goods } = await goodsInStock(request, 1, 3);
  const [good] = goods;
  await page.goto("/");
  await fillCart(page, [{ id: good.id, count: 2 }]);
  await page.goto("/cart");
  // Hydrated first, so with JavaScript the buttons are the fetcher's and not a native post.
  if (jsEnabled()) await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const line = cartLine(page, good.id);

  await submitAndSettle(page, () => line.getByRole("button", { name: "Увеличить количество" }).click());
  await expect(line.getByTestId("cart-line-count")).toHaveValue("3");
  await expect(page.getByTestId("cart-total")).toHaveText(rub(good.price * 3));
  await submitAndSettle(page, () => line.getByRole("button", { name: "Уменьшить количество" }).click());
  await expect(line.getByTestId("cart-line-count")).toHaveValue("2");

  await submitAndSettle(page, () => page.getByRole("button", { name: "Очистить корзину" }).click());
  await expect(page.getByTestId("empty-state")).toBeVisible();
  await expect.poll(() => badge(page, "cart")).toBe("");
  const stayed = await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed ?? false);
  expect(stayed).toBe(jsEnabled());
});

test("a forged cartProducts cookie renders an empty or cleaned cart, never an error page", async ({ page, context, request }) => {
  const { goods } = await goodsInStock(request, 1, 1);
  const url = new URL(siteOrigin());
  const forged = [
    "not json",
    encodeURIComponent(JSON.stringify([{ id: goods[0].id, count: -5 }])),
    encodeURIComponent(JSON.stringify([{ id: 99999999, count: 1 }])),
    encodeURIComponent(JSON.stringify({ hello: "world" })),
  ];
  for (const value of forged) {
    await context.clearCookies();
    await context.addCookies([{ name: "cartProducts", value, domain: url.hostname, path: "/" }]);
    const response = await page.goto("/cart");
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("empty-state")).toBeVisible();
  }
  // 10 000 lines do not fit in a browser cookie; send them raw.
  const huge = encodeURIComponent(JSON.stringify(Array.from({ length: 10000 }, (_, i) => ({ id: i + 1, count: 1 }))));
  const raw = await request.get("/cart", { headers: { Cookie: `cartProducts=${huge}` } });
  expect(raw.status()).toBeLessThan(500);
});

test("a cross-origin post to the cart or the checkout is refused", HTTP_ONLY, async ({ request }) => {
  for (const path of ["/cart", "/checkout", "/favorites"]) {
    const response = await request.post(path, {
      form: { intent: "clear" },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(403);
  }
});

test("with JavaScript, adding to the cart costs one request and no reload", async ({ page, request }) => {
  test.skip(!jsEnabled(), "fetchers need JavaScript");
  const { section, goods } = await goodsInStock(request, 1, 1);
  await page.goto(`/catalog/${section}`);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });
  let documents = 0;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) documents += 1;
  });
  await submitAndSettle(page, () => addButton(page, goods[0].id).click());
  await expect.poll(() => badge(page, "cart")).toBe("1");
  expect(posts).toHaveLength(1);
  expect(new URL(posts[0]).pathname).toMatch(/^\/cart/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(documents).toBe(0);
});
