import { expect, test, type Page } from "@playwright/test";
import { sentMails } from "./fixtures";
import { LABEL_PAYRESULT_PAY_AGAIN, LABEL_TEST_PAYMENT, MSG_PAYRESULT_PAYMENT_CANCELLED } from "../app/config/messages/checkout";
import { MSG_PHONE_INVALID, MSG_REQUIRED } from "../app/config/messages/common";
import { PAY_PAGE_TEST_LABEL } from "../backend/http/orders-messages";
import { badge, deliveryRadio, fillCart, goodsInStock, jsEnabled, siteOrigin } from "./cart.kit";

/** Checkout, online payment and the payment result, with JavaScript and without. */

const customer = { fio: "Смирнова Анна Петровна", phone: "+7 916 123 45 67", email: "anna@example.ru" };

async function fillContacts(page: Page, values: Partial<typeof customer> = customer) {
  if (values.fio !== undefined) await page.getByLabel("ФИО").fill(values.fio);
  if (values.phone !== undefined) await page.getByLabel("Телефон").fill(values.phone);
  if (values.email !== undefined) await page.getByLabel("Email").fill(values.email);
}

async function choose(page: Page, name: string, value?: string) {
  const radio = value ? page.locator(`input[name="${name}"][value="${value}"]`) : page.locator(`input[name="${name}"]`).first();
  await radio.check();
}

async function consentAndSubmit(page: Page) {
  await page.locator('input[name="consent"]').check();
  await page.getByRole("button", { name: "Подтвердить заказ" }).click();
}

test.beforeEach(async ({ page, request }) => {
  const { goods } = await goodsInStock(request, 1, 2);
  await page.goto("/");
  await fillCart(page, [{ id: goods[0].id, count: 1 }]);
});

test("a pick-up point with online payment goes to the labelled test payment page and comes back paid", async ({ page }) => {
  await page.goto("/checkout");
  await fillContacts(page);
  await deliveryRadio(page, "pvz").check();
  await choose(page, "pvz");
  await choose(page, "payment_id", "2");
  // The demo note is a sentence of its own, not run into the payment's description.
  await expect(page.getByText(LABEL_TEST_PAYMENT, { exact: true })).toBeVisible();
  await consentAndSubmit(page);

  await page.waitForURL(/\/api\/pay\/page/);
  // Demo mode: the page says plainly that it is a test and no money moves.
  await expect(page.getByTestId("test-payment-label")).toHaveText(PAY_PAGE_TEST_LABEL);
  await expect(page.getByTestId("test-payment-label")).toBeVisible();
  await Promise.all([page.waitForURL(/\/payresult\?/), page.getByRole("button", { name: "Оплатить" }).click()]);
  await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", "paid");
  await expect(page.getByTestId("order-status")).toHaveText("Оплачен");
  await expect.poll(() => badge(page, "cart")).toBe("");
  // The facts' values («Оплата», «Доставка», the delivery day) start on one line, on a phone and on a desktop.
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const starts = await page
      .getByTestId("payresult-facts")
      .locator("dd")
      .evaluateAll((dds) => dds.map((dd) => dd.getBoundingClientRect().left));
    expect(starts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(starts).size).toBe(1);
  }
});

test("the shopper gets the order's confirmation and «Оплата получена», the manager the new order", async ({ page }) => {
  const email = `anna.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.ru`;
  await page.goto("/checkout");
  await fillContacts(page, { ...customer, email });
  await deliveryRadio(page, "pvz").check();
  await choose(page, "pvz");
  await choose(page, "payment_id", "2");
  await consentAndSubmit(page);
  await page.waitForURL(/\/api\/pay\/page/);

  const mine = () => sentMails().filter((m) => m.to === email);
  await expect.poll(() => mine().map((m) => m.subject)).toEqual([expect.stringMatching(/^Заказ №\d+ принят$/)]);
  const confirmation = mine()[0];
  const id = /№(\d+)/.exec(confirmation.subject!)![1];
  expect(confirmation.text).toContain(customer.fio);
  expect(confirmation.text).toMatch(/Итого: [\d\u00a0]+\u00a0₽/);
  expect(confirmation.text).toContain(`/payresult?orderkey=${id}&ordercode=`);
  const manager = sentMails().find((m) => m.subject?.startsWith(`Новый заказ №${id} `));
  expect(manager?.text).toContain(`E-mail: ${email}`);

  await Promise.all([page.waitForURL(/\/payresult\?/), page.getByRole("button", { name: "Оплатить" }).click()]);
  await expect(page.getByTestId("order-status")).toHaveText("Оплачен");
  await expect.poll(() => mine().map((m) => m.subject)).toEqual([confirmation.subject, "Оплата получена"]);
  expect(mine()[1].text).toContain(`Оплата заказа №${id} на сумму`);
});

/** An online order with warehouse pick-up, cancelled on the payment page: back on /payresult. */
async function orderAndCancelPayment(page: Page) {
  await page.goto("/checkout");
  await fillContacts(page);
  await deliveryRadio(page, "warehouse").check();
  await choose(page, "warehouse_id");
  await choose(page, "payment_id", "2");
  await consentAndSubmit(page);
  await page.waitForURL(/\/api\/pay\/page/);
  await Promise.all([page.waitForURL(/\/payresult\?/), page.getByRole("button", { name: "Отменить" }).click()]);
}

test("a cancelled payment keeps the order waiting, and «Оплатить снова» pays the same order", async ({ page }) => {
  await orderAndCancelPayment(page);
  const orderUrl = page.url();
  await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", "awaiting_payment");
  await expect(page.getByTestId("payment-cancelled")).toHaveText(MSG_PAYRESULT_PAYMENT_CANCELLED);
  await expect(page.getByTestId("pay-button")).toHaveText(LABEL_PAYRESULT_PAY_AGAIN);

  await Promise.all([page.waitForURL(/\/api\/pay\/page/), page.getByTestId("pay-button").click()]);
  await Promise.all([page.waitForURL(/\/payresult\?/), page.getByRole("button", { name: "Оплатить" }).click()]);
  expect(new URL(page.url()).searchParams.get("orderkey")).toBe(new URL(orderUrl).searchParams.get("orderkey"));
  await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", "paid");
});

test("after a cancelled payment the shopper can choose to pay on receipt instead", async ({ page }) => {
  await orderAndCancelPayment(page);
  const others = page.getByTestId("other-payments");
  await expect(others).toBeVisible();
  await Promise.all([
    page.waitForURL((url) => !url.search.includes("payment=")),
    others.getByRole("button", { name: "Картой или наличными при получении" }).click(),
  ]);
  await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", "new");
  await expect(page.getByText("Картой или наличными при получении")).toBeVisible();
  await expect(page.getByTestId("pay-button")).toHaveCount(0);
});

test("a warehouse with another payment lands on /payresult", async ({ page }) => {
  await page.goto("/checkout");
  await fillContacts(page);
  await deliveryRadio(page, "warehouse").check();
  await choose(page, "warehouse_id");
  await choose(page, "payment_id", "1");
  await consentAndSubmit(page);

  await page.waitForURL(/\/payresult\?orderkey=\d+&ordercode=/);
  await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", "new");
  await expect(page.getByTestId("pay-button")).toHaveCount(0);
});

test("an invalid phone and a missing name come back in Russian with the other fields kept", async ({ page }) => {
  await page.goto("/checkout");
  await fillContacts(page, { fio: "", phone: "123", email: customer.email });
  await choose(page, "pvz");
  await choose(page, "payment_id", "1");
  if (jsEnabled()) {
    await page.getByLabel("ФИО").focus();
    await page.getByLabel("ФИО").blur();
    await page.getByLabel("Телефон").focus();
    await page.getByLabel("Телефон").blur();
  } else {
    await page.locator('input[name="consent"]').check();
    // The browser's own check would stop an empty required field; the server must answer for itself.
    await page.locator("form#checkout").evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await Promise.all([page.waitForLoadState("load"), page.getByRole("button", { name: "Подтвердить заказ" }).click()]);
  }
  await expect(page.getByText(MSG_REQUIRED).first()).toBeVisible();
  await expect(page.getByText(MSG_PHONE_INVALID)).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(customer.email);
  await expect(page.locator('input[name="payment_id"][value="1"]')).toBeChecked();
});

test("submitting the same checkout page twice makes one order", async ({ page, request }) => {
  await page.goto("/checkout");
  const key = await page.locator('input[name="idempotency_key"]').inputValue();
  const city = await page.locator('input[name="city"]').inputValue();
  const delivery = await deliveryRadio(page, "pvz").getAttribute("value");
  const pvz = await page.locator('input[name="pvz"]').first().getAttribute("value");
  const shownTotal = await page.locator('input[name="shown_total"]').inputValue();
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const form = {
    ...customer,
    comment: "",
    delivery: delivery ?? "",
    city,
    pvz: pvz ?? "",
    payment_id: "1",
    consent: "on",
    shown_total: shownTotal,
    idempotency_key: key,
  };
  const post = () => request.post("/checkout", { form, headers: { Cookie: cookie, Origin: siteOrigin() }, maxRedirects: 0 });
  const [one, two] = await Promise.all([post(), post()]);
  expect([302, 303]).toContain(one.status());
  expect(one.headers().location).toMatch(/^\/payresult\?orderkey=\d+&ordercode=/);
  expect(two.headers().location).toBe(one.headers().location);
});

test("with JavaScript a double click sends one order request", async ({ page }) => {
  test.skip(!jsEnabled(), "the button guard is a JavaScript feature");
  await page.goto("/checkout");
  await fillContacts(page);
  await choose(page, "pvz");
  await choose(page, "payment_id", "1");
  await page.locator('input[name="consent"]').check();
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname.startsWith("/checkout")) posts.push(r.url());
  });
  await page.getByRole("button", { name: "Подтвердить заказ" }).dblclick();
  await page.waitForURL(/\/payresult\?/);
  expect(posts).toHaveLength(1);
});

test("an unknown order key or code is a 404", async ({ page }) => {
  expect((await page.goto("/payresult?orderkey=999999&ordercode=0000000000000000"))?.status()).toBe(404);
  expect((await page.goto("/payresult?orderkey=abc&ordercode=x"))?.status()).toBe(404);
  expect((await page.goto("/payresult"))?.status()).toBe(404);
});

test("ФИО and Телефон side by side at 1440 px are the same height and line up", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/checkout");
  const fio = await page.getByLabel("ФИО").boundingBox();
  const phone = await page.getByLabel("Телефон").boundingBox();
  expect(fio && phone).toBeTruthy();
  expect(Math.abs(fio!.height - phone!.height)).toBeLessThan(1);
  expect(Math.abs(fio!.y - phone!.y)).toBeLessThan(1);
});
