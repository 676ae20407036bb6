import type { APIRequestContext } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { deliveryRadio, fillCart, jsEnabled, type SeedGood } from "./cart.kit";
import { LABEL_CHECKOUT_RECALCULATE, LABEL_CHECKOUT_SUBMIT } from "../app/config/messages/checkout";
import { LABEL_LEAD_MADE_TO_ORDER } from "../app/config/messages/delivery-dates";

/**
 * A shopper orders a made-to-order sofa and a chair in stock by courier: the days start from the sofa's making
 * time, a day the courier has filled cannot be picked, the first free day is chosen, and the order's page names
 * the day and window. A calendar with JavaScript, a list of free days without.
 */

type Good = SeedGood & { lead: { made_to_order: boolean; min: number; max: number } };
type Days = { delivery_id: number; earliest: string; windows: string[]; days: { date: string; free: boolean }[] };
const COURIER = 3;

async function listing(request: APIRequestContext, section: string): Promise<Good[]> {
  return ((await (await request.get(`/api/catalog?section_handle=${section}&limit=60`)).json()) as { goods: Good[] }).goods;
}

async function courierDays(request: APIRequestContext, goods: number[]): Promise<Days> {
  const answer = (await (await request.get(`/api/order/dates?goods=${goods.join(",")}`)).json()) as { deliveries: Days[] };
  return answer.deliveries.find((d) => d.delivery_id === COURIER)!;
}

/** Other shoppers take every place of `day` by courier (through the API, as another browser would). */
async function fillDay(request: APIRequestContext, goods: number[], day: string) {
  for (let n = 0; n < 10 && (await courierDays(request, goods)).days.find((d) => d.date === day)?.free; n++) {
    const response = await request.post("/api/request/order", {
      form: {
        fio: "Петров Пётр",
        phone: "+7 916 000 00 00",
        email: "petrov@example.ru",
        delivery_id: String(COURIER),
        payment_id: "1",
        city: "Москва",
        address: "ул. Тверская, д. 1",
        cart: JSON.stringify(Object.fromEntries(goods.map((id) => [id, 1]))),
        delivery_date: day,
        delivery_window: "09:00–13:00",
        consent: "1",
      },
    });
    expect([200, 409]).toContain(response.status());
  }
}

test("a made-to-order sofa and a chair in stock: the first free day from the sofa's term, a full day not offered, the day on the order's page", async ({
  page,
  request,
}) => {
  const sofa = (await listing(request, "divany")).find((g) => g.lead.made_to_order)!;
  const chair = (await listing(request, "stulya")).find((g) => !g.lead.made_to_order && g.stock >= 10)!;
  const together = await courierDays(request, [sofa.id, chair.id]);
  const alone = await courierDays(request, [chair.id]);
  expect(together.earliest > alone.earliest).toBe(true);
  // The sofa's first day is full: the checkout must offer the next one.
  const full = together.days.find((d) => d.free)!.date;
  await fillDay(request, [sofa.id, chair.id], full);
  expect((await courierDays(request, [sofa.id, chair.id])).days.find((d) => d.date === full)?.free).toBe(false);
  const expected = (await courierDays(request, [sofa.id, chair.id])).days.find((d) => d.free)!.date;

  await page.goto(`/catalog/divany/${sofa.handle}`);
  await expect(page.locator(".item-page__info .stock")).toContainText(LABEL_LEAD_MADE_TO_ORDER);
  await fillCart(page, [
    { id: sofa.id, count: 1 },
    { id: chair.id, count: 1 },
  ]);
  await page.goto("/checkout");
  if (jsEnabled()) await waitForHydration(page);
  await page.getByLabel("ФИО").fill("Смирнова Анна Петровна");
  await page.getByLabel("Телефон").fill("+7 916 123 45 67");
  await page.getByLabel("Email").fill("anna@example.ru");
  await deliveryRadio(page, "courier").check();
  if (!jsEnabled()) await Promise.all([page.waitForNavigation(), page.getByRole("button", { name: LABEL_CHECKOUT_RECALCULATE }).click()]);
  await page.getByLabel("Адрес доставки").fill("ул. Баумана, д. 12, кв. 5");
  await page.locator('input[name="payment_id"][value="1"]').check();

  const picker = page.getByTestId("delivery-days");
  await expect(picker.locator(`input[name="delivery_date"][value="${expected}"]`)).toBeChecked();
  if (jsEnabled()) await expect(picker.locator(`input[name="delivery_date"][value="${full}"]`)).toBeDisabled();
  else await expect(picker.locator(`input[name="delivery_date"][value="${full}"]`)).toHaveCount(0);
  await picker.locator('input[name="delivery_window"][value="13:00–17:00"]').check();

  await page.locator('input[name="consent"]').check();
  await Promise.all([page.waitForURL(/\/payresult\?/), page.getByRole("button", { name: LABEL_CHECKOUT_SUBMIT }).click()]);
  const [year, month, date] = expected.split("-").map(Number);
  const monthName = new Intl.DateTimeFormat("ru-RU", { month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
  await expect(page.getByTestId("payresult-delivery-day")).toContainText(`${monthName}, с 13:00 до 17:00`);
});
