import { expect, test } from "./fixtures";
import { chooseCity, deliveryRadio, fillCart, goodBelow, rub } from "./cart.kit";
import { withSharedData } from "./shared-data.kit";
import { LABEL_CHECKOUT_NO_WAREHOUSE } from "../app/config/messages/checkout";

/**
 * Changing the city at checkout keeps everything typed and chosen, and the summary keeps pricing the choices
 * on screen: with JavaScript the city's points come without leaving the page, without it «Показать пункты»
 * posts the form back. At a phone's width and a desktop's.
 */

/** The demo's courier in Казань (zone «Поволжье»): 2 490 ₽ below 80 000 ₽ of goods; in Москва 1 490 ₽ below 50 000 ₽. */
const COURIER_PRICE = 249_000; // 2 490 ₽ in kopecks, as the API carries it
const FREE_FROM = 5_000_000; // 50 000 ₽ in kopecks: below every zone's threshold
const customer = { fio: "Смирнова Анна Петровна", phone: "+7 916 123 45 67", email: "anna@example.ru" };
const ADDRESS = "ул. Баумана, д. 12, кв. 5";

for (const width of [375, 1440]) {
  test(`at ${width} px a new city keeps the name, e-mail, courier, address and payment, and the summary still prices the courier`, async ({
    page,
    request,
  }) =>
    withSharedData("demo-deliveries", async () => {
      await page.setViewportSize({ width, height: 900 });
      const good = await goodBelow(request, FREE_FROM - COURIER_PRICE);
      await page.goto("/");
      await fillCart(page, [{ id: good.id, count: 1 }]);
      await page.goto("/checkout");
      await page.getByLabel("ФИО").fill(customer.fio);
      await page.getByLabel("Телефон").fill(customer.phone);
      await page.getByLabel("Email").fill(customer.email);
      await deliveryRadio(page, "courier").check();
      await page.getByLabel("Адрес доставки").fill(ADDRESS);
      await page.getByLabel("Квартира, офис").fill("5");
      await page.getByLabel("Этаж", { exact: true }).fill("3");
      await page.getByLabel("Лифт", { exact: true }).selectOption("freight");
      await page.locator('input[name="payment_id"][value="2"]').check();

      await chooseCity(page, "Казань");

      await expect(page.getByTestId("checkout-city")).toHaveValue("Казань");
      await expect(page.getByLabel("ФИО")).toHaveValue(customer.fio);
      await expect(page.getByLabel("Email")).toHaveValue(customer.email);
      await expect(page.getByLabel("Адрес доставки")).toHaveValue(ADDRESS);
      await expect(page.getByLabel("Квартира, офис")).toHaveValue("5");
      await expect(page.getByLabel("Этаж", { exact: true })).toHaveValue("3");
      await expect(page.getByLabel("Лифт", { exact: true })).toHaveValue("freight");
      await expect(deliveryRadio(page, "courier")).toBeChecked();
      await expect(page.locator('input[name="payment_id"][value="2"]')).toBeChecked();
      await expect(page.getByTestId("checkout-delivery-price")).toHaveText(rub(COURIER_PRICE));
      await expect(page.getByTestId("checkout-total")).toHaveText(rub(good.price + COURIER_PRICE));

      // The pick-up points and warehouses are those of the city chosen.
      await deliveryRadio(page, "pvz").check();
      await expect(page.getByTestId("choice-pvz")).toContainText("ул. Баумана, 44");
      await deliveryRadio(page, "warehouse").check();
      await expect(page.getByTestId("choice-warehouse_id")).toContainText(LABEL_CHECKOUT_NO_WAREHOUSE);
      await chooseCity(page, "Москва");
      await expect(page.getByLabel("ФИО")).toHaveValue(customer.fio);
      await expect(page.getByTestId("choice-warehouse_id")).toContainText("Москва, Варшавское шоссе");
      await expect(page.getByTestId("choice-warehouse_id")).not.toContainText("Москва, Москва");
      await expect(page.getByTestId("choice-warehouse_id")).not.toContainText("Санкт-Петербург");
    }));
}
