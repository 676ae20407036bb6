import { expect, test, sentMails } from "./fixtures";
import { deliveryRadio, fillCart, goodsInStock, jsEnabled } from "./cart.kit";
import { LABEL_CHECKOUT_SUBMIT, LABEL_COMPANY_INN, LABEL_COMPANY_KPP, LABEL_COMPANY_NAME, MSG_INN_INVALID } from "../app/config/messages/checkout";

/**
 * «По счёту для юридических лиц» asks for the paying company: its name, a ИНН whose check digits are right, its
 * КПП; the manager's letter names them. At a phone's width and a desktop's, with JavaScript and without.
 */

const INVOICE = "3";

for (const width of [375, 1440]) {
  test(`at ${width} px payment by invoice asks for the company, refuses a ИНН with a wrong check digit, and the manager gets the company`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { goods } = await goodsInStock(request, 1, 1);
    await page.goto("/");
    await fillCart(page, [{ id: goods[0].id, count: 1 }]);
    await page.goto("/checkout");
    const email = `buyer${Date.now()}${width}@example.ru`;
    await page.getByLabel("ФИО").fill("Смирнова Анна Петровна");
    await page.getByLabel("Телефон").fill("+7 916 123 45 67");
    await page.getByLabel("Email").fill(email);
    await deliveryRadio(page, "pvz").check();
    await page.locator('input[name="pvz"]').first().check();

    await expect(page.getByLabel(LABEL_COMPANY_INN)).toBeHidden();
    await page.locator(`input[name="payment_id"][value="${INVOICE}"]`).check();
    await page.getByLabel(LABEL_COMPANY_NAME).fill("ООО «Ромашка»");
    await page.getByLabel(LABEL_COMPANY_INN).fill("7707083894");
    await page.getByLabel(LABEL_COMPANY_KPP).fill("773601001");
    await page.locator('input[name="consent"]').check();
    const submit = () => page.getByRole("button", { name: LABEL_CHECKOUT_SUBMIT }).click();
    if (jsEnabled()) await submit();
    else await Promise.all([page.waitForNavigation(), submit()]);
    await expect(page.getByText(MSG_INN_INVALID)).toBeVisible();
    await expect(page.getByLabel(LABEL_COMPANY_NAME)).toHaveValue("ООО «Ромашка»");

    await page.getByLabel(LABEL_COMPANY_INN).fill("7707083893");
    await page.locator('input[name="consent"]').check();
    await Promise.all([page.waitForURL(/\/payresult\?/), submit()]);
    const orderId = new URL(page.url()).searchParams.get("orderkey");
    await expect
      .poll(() => sentMails().find((m) => m.to !== email && m.text.includes(`Номер заказа: ${orderId},`))?.text ?? "")
      .toMatch(/Компания: ООО «Ромашка»[\s\S]*ИНН: 7707083893[\s\S]*КПП: 773601001/);
  });
}
