import type { Page } from "@playwright/test";
import { expect, test, sentMails } from "./fixtures";
import { createStaff, signIn } from "./admin.kit";
import { chooseCity, deliveryRadio, fillCart, goodBelow, rub } from "./cart.kit";
import { withSharedData } from "./shared-data.kit";
import { LABEL_CHECKOUT_SUBMIT } from "../app/config/messages/checkout";
import { LABEL_SUMMARY_BY_MANAGER, MSG_DELIVERY_BY_MANAGER } from "../app/config/messages/delivery-zones";

/**
 * A shopper in another city orders with courier delivery: the price is the city's zone's, and the address a
 * truck needs (flat, entrance, floor, intercom, lift) is right on the confirmation, in the letter, in the back
 * office, on the courier's sheet and in the 1C query. A city outside every zone still orders, priced by the manager.
 */

/** Подольск is within 50 km of the Moscow warehouse: the demo's «Подмосковье, до 50 км», 1 990 ₽ below 70 000 ₽. */
const PODOLSK_COURIER = 199_000;
const FREE_FROM = 5_000_000;
const ADDRESS = { street: "ул. Кирова, д. 5", flat: "12", entrance: "2", floor: "7", intercom: "12К" };
const ADDRESS_LINE = "Подольск, ул. Кирова, д. 5, кв. 12, подъезд 2, этаж 7, домофон 12К, грузовой лифт";

async function startCheckout(page: Page, goodId: number, email: string) {
  await page.goto("/");
  await fillCart(page, [{ id: goodId, count: 1 }]);
  await page.goto("/checkout");
  await page.getByLabel("ФИО").fill("Смирнова Анна Петровна");
  await page.getByLabel("Телефон").fill("+7 916 123 45 67");
  await page.getByLabel("Email").fill(email);
  await deliveryRadio(page, "courier").check();
}

async function confirm(page: Page) {
  await page.locator('input[name="payment_id"][value="1"]').check();
  await page.locator('input[name="consent"]').check();
  await Promise.all([page.waitForURL(/\/payresult\?/), page.getByRole("button", { name: LABEL_CHECKOUT_SUBMIT }).click()]);
  return new URL(page.url()).searchParams.get("orderkey") ?? "";
}

test("a shopper in Подольск pays the zone's courier price, and the truck's address reaches the letter, the back office, the courier's sheet and 1C", async ({
  page,
  request,
}) =>
  withSharedData("demo-deliveries", async () => {
    // One order followed through five screens and the 1C query: more than one page's time.
    test.slow();
    const good = await goodBelow(request, FREE_FROM - PODOLSK_COURIER);
    const email = `zone-${test.info().project.name}-${Date.now()}@example.ru`;
    await startCheckout(page, good.id, email);
    await page.getByLabel("Адрес доставки").fill(ADDRESS.street);
    await page.getByLabel("Квартира, офис").fill(ADDRESS.flat);
    await page.getByLabel("Подъезд").fill(ADDRESS.entrance);
    await page.getByLabel("Этаж", { exact: true }).fill(ADDRESS.floor);
    await page.getByLabel("Домофон").fill(ADDRESS.intercom);
    await page.getByLabel("Лифт", { exact: true }).selectOption("freight");
    await chooseCity(page, "Подольск", { pointsIn: false });
    // The city changed, nothing typed is lost, and the courier costs the zone's price.
    await expect(page.getByLabel("Этаж", { exact: true })).toHaveValue(ADDRESS.floor);
    await expect(page.getByLabel("Лифт", { exact: true })).toHaveValue("freight");
    await expect(page.getByTestId("checkout-delivery-price")).toHaveText(rub(PODOLSK_COURIER));
    await expect(page.getByTestId("checkout-total")).toHaveText(rub(good.price + PODOLSK_COURIER));
    const orderId = await confirm(page);

    await expect(page.getByTestId("order-delivery-price")).toHaveText(rub(PODOLSK_COURIER));
    await expect(page.getByTestId("order-total")).toHaveText(rub(good.price + PODOLSK_COURIER));
    await expect(page.getByText(ADDRESS_LINE)).toBeVisible();
    await expect.poll(() => sentMails().find((m) => m.to === email)?.text ?? "").toContain(`${ADDRESS_LINE}: ${rub(PODOLSK_COURIER)}`);

    const exchange = createStaff("exchange");
    const auth = await request.get("/1c_exchange?type=sale&mode=checkauth", {
      headers: { Authorization: `Basic ${Buffer.from(`${exchange.email}:${exchange.password}`).toString("base64")}` },
    });
    const cookie = /^success\nshop_1c_exchange\n(\S+)/.exec(await auth.text())?.[1];
    const query = await (await request.get("/1c_exchange?type=sale&mode=query", { headers: { Cookie: `shop_1c_exchange=${cookie}` } })).text();
    const document = query.split("<Документ>").find((part) => part.startsWith(`<Ид>${orderId}</Ид>`)) ?? "";
    expect(document).toContain("<АдресноеПоле><Тип>Квартира</Тип><Значение>12</Значение></АдресноеПоле>");
    expect(document).toContain("<Наименование>Этаж</Наименование><Значение>7</Значение>");
    expect(document).toContain(`<Наименование>Адрес доставки</Наименование><Значение>${ADDRESS_LINE}</Значение>`);

    await signIn(page, createStaff("manager"));
    await page.goto(`/admin/orders/${orderId}`);
    await expect(page.getByText("Подмосковье, до 50 км")).toBeVisible();
    await expect(page.getByText(ADDRESS_LINE)).toBeVisible();
    await page.goto(`/admin/orders/${orderId}/print/courier`);
    const sheet = page.getByTestId("courier-sheet");
    for (const [label, value] of [
      ["Улица, дом", ADDRESS.street],
      ["Квартира, офис", ADDRESS.flat],
      ["Подъезд", ADDRESS.entrance],
      ["Этаж", ADDRESS.floor],
      ["Домофон", ADDRESS.intercom],
      ["Лифт", "Грузовой"],
    ])
      await expect(sheet.getByRole("row", { name: label })).toContainText(value);
    await expect(sheet).toContainText(rub(good.price + PODOLSK_COURIER));
  }));

test("a shopper in a city outside every zone orders, and the delivery is left to the manager", async ({ page, request }) =>
  withSharedData("demo-deliveries", async () => {
    const good = await goodBelow(request, FREE_FROM);
    await startCheckout(page, good.id, `far-${test.info().project.name}-${Date.now()}@example.ru`);
    await page.getByLabel("Адрес доставки").fill("ул. Ленина, д. 10");
    await chooseCity(page, "Пермь", { pointsIn: false });
    await expect(page.getByTestId("checkout-delivery-price")).toHaveText(LABEL_SUMMARY_BY_MANAGER);
    await expect(page.getByTestId("choice-delivery")).toContainText(MSG_DELIVERY_BY_MANAGER);
    await expect(page.getByTestId("checkout-total")).toHaveText(rub(good.price));
    await confirm(page);
    await expect(page.getByTestId("order-delivery-price")).toHaveText(MSG_DELIVERY_BY_MANAGER);
    await expect(page.getByTestId("order-total")).toHaveText(rub(good.price));
  }));
