import { LABEL_CHECKOUT_ADDRESS } from "../app/config/messages/checkout";
import { LABEL_ADDRESS_FLAT } from "../app/config/messages/delivery-zones";
import { deliveryRadio, fillCart, goodsInStock, jsEnabled } from "./cart.kit";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * Courier address suggestions at checkout: with JavaScript, typing a street offers addresses of the chosen
 * city through the field's datalist, asked from the storefront's own `/suggest/address` (which asks whichever
 * backend the shop runs on), never from the backend's `/api` directly. Without JavaScript the address is a
 * plain text field and nothing is asked.
 */

const CITY = "Москва";

test.beforeEach(async ({ page, request }) => {
  const { goods } = await goodsInStock(request, 1, 2);
  await page.goto("/");
  await fillCart(page, [{ id: goods[0].id, count: 1 }]);
});

test("typing a street in the courier address offers addresses of the city, asked from the storefront", async ({ page }) => {
  test.skip(!jsEnabled(), "suggestions need JavaScript; without it the address is a plain text field");
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && /suggest/.test(new URL(request.url()).pathname)) asked.push(request.url());
  });
  await page.goto(`/checkout?city=${encodeURIComponent(CITY)}`);
  await waitForHydration(page);
  await expect(page.getByTestId("checkout-city")).toHaveValue(CITY);
  await deliveryRadio(page, "courier").check();

  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/suggest/address");
  await page.getByLabel(LABEL_CHECKOUT_ADDRESS).pressSequentially("Тверская");
  expect((await answered).status()).toBe(200);

  const offered = page.locator("#checkout-address-suggestions option");
  await expect(offered.first()).toBeAttached();
  for (const value of await offered.evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))) {
    expect(value).toMatch(new RegExp(`${CITY}.*Тверская`));
  }
  expect(asked.length).toBeGreaterThan(0);
  for (const url of asked) expect(new URL(url).pathname).toBe("/suggest/address");
});

test("choosing an address with a flat fills the flat's own field and keeps the street and house in the address", async ({ page }) => {
  test.skip(!jsEnabled(), "suggestions need JavaScript; without it the flat is typed in its own field");
  await page.goto(`/checkout?city=${encodeURIComponent(CITY)}`);
  await waitForHydration(page);
  await deliveryRadio(page, "courier").check();

  const address = page.getByLabel(LABEL_CHECKOUT_ADDRESS);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/suggest/address");
  await address.pressSequentially("Тверская 7 кв 12");
  await answered;
  const offered = "г Москва, ул Тверская, д 7, кв 12";
  await expect(page.locator(`#checkout-address-suggestions option[value="${offered}"]`)).toBeAttached();
  // Choosing from a datalist puts the option's value into the field, as one input.
  await address.fill(offered);
  await expect(address).toHaveValue("г Москва, ул Тверская, д 7");
  await expect(page.getByLabel(LABEL_ADDRESS_FLAT)).toHaveValue("12");
});
