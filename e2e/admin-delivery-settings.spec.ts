import { ADMIN_SAVE } from "../app/config/messages/admin-common";
import {
  ADMIN_CALENDAR_HOLIDAYS,
  ADMIN_CALENDAR_LINK,
  ADMIN_CALENDAR_SAVED,
  ADMIN_CALENDAR_WINDOWS,
  MSG_CALENDAR_WINDOW_INVALID,
  ADMIN_ASSEMBLY_PERCENT,
  ADMIN_ASSEMBLY_PRICE,
  ADMIN_FURNITURE_KINDS,
  ADMIN_SERVICE_NAMES,
  ADMIN_SERVICE_PRICE,
  ADMIN_SERVICES_LINK,
  ADMIN_SERVICES_SAVED,
  MSG_ASSEMBLY_ONE_RULE,
} from "../app/config/messages/admin-delivery-settings";
import { createStaff, openSignedIn } from "./admin.kit";
import { goodsInStock, jsEnabled } from "./cart.kit";
import { expect, test } from "./fixtures";
import { withSharedData } from "./shared-data.kit";

/** The delivery's settings in the back office: the services' prices and the calendar reach the checkout at once. */

// Both projects edit the same settings one after the other (withSharedData): the second waits for the first.
test.describe.configure({ timeout: 90_000 });

test("a manager changes removal's price: a rule with a price and a percent is refused next to its field, the quote charges the new price", async ({
  page,
  request,
}) =>
  withSharedData("demo-deliveries", async () => {
    const manager = createStaff("manager");
    await openSignedIn(page, manager, "/admin/delivery");
    await page.getByRole("link", { name: ADMIN_SERVICES_LINK }).click();
    const removal = page.getByRole("group", { name: ADMIN_SERVICE_NAMES.removal }).getByLabel(ADMIN_SERVICE_PRICE);
    const oldPrice = await removal.inputValue();
    const newPrice = String(1000 + (Date.now() % 400) + (jsEnabled() ? 0 : 500));
    await removal.fill(newPrice);
    const chairs = ADMIN_FURNITURE_KINDS.chair;
    const oldChairPrice = await page.getByLabel(ADMIN_ASSEMBLY_PRICE(chairs)).inputValue();
    await page.getByLabel(ADMIN_ASSEMBLY_PERCENT(chairs)).fill("3");
    await page.getByLabel(ADMIN_ASSEMBLY_PERCENT(chairs)).press("Tab");
    // With JavaScript the form checks itself as it is filled; without, the server answers with the same message.
    if (!jsEnabled()) await page.getByRole("button", { name: ADMIN_SAVE }).click();
    await expect(page.getByText(MSG_ASSEMBLY_ONE_RULE)).toBeVisible();
    await expect(removal).toHaveValue(newPrice);
    await expect(page.getByLabel(ADMIN_ASSEMBLY_PRICE(chairs))).toHaveValue(oldChairPrice);

    try {
      await page.getByLabel(ADMIN_ASSEMBLY_PERCENT(chairs)).fill("");
      await page.getByRole("button", { name: ADMIN_SAVE }).click();
      await expect(page.getByText(ADMIN_SERVICES_SAVED).first()).toBeVisible();
      await expect(removal).toHaveValue(newPrice);

      const { goods } = await goodsInStock(request, 1, 1);
      const ask = new URLSearchParams({ cart: JSON.stringify({ [goods[0].id]: 1 }), services: "removal" });
      const quote = (await (await request.get(`/api/order/services?${ask.toString()}`)).json()) as {
        lines: { service_code: string; price: number }[];
      };
      expect(quote.lines).toEqual([expect.objectContaining({ service_code: "removal", price: Number(newPrice) * 100 })]);
    } finally {
      await page.goto("/admin/delivery/services");
      await removal.fill(oldPrice);
      await page.getByRole("button", { name: ADMIN_SAVE }).click();
      await expect(page.getByText(ADMIN_SERVICES_SAVED).first()).toBeVisible();
    }
  }));

test("a manager adds a holiday: a window that ends before it starts is refused next to its way with the typed holiday kept", async ({ page }) =>
  withSharedData("demo-deliveries", async () => {
    const manager = createStaff("manager");
    await openSignedIn(page, manager, "/admin/delivery");
    await page.getByRole("link", { name: ADMIN_CALENDAR_LINK }).click();
    const holidays = page.getByLabel(ADMIN_CALENDAR_HOLIDAYS);
    const year = new Date().getFullYear();
    // The demo's production calendar.
    await expect(holidays).toHaveValue(new RegExp(`^31\\.12\\.${year}$`, "m"));
    const oldHolidays = await holidays.inputValue();
    const courier = page.getByRole("group", { name: "Курьерская доставка до двери" });
    const windows = courier.getByLabel(ADMIN_CALENDAR_WINDOWS);
    const oldWindows = await windows.inputValue();
    // A day far enough ahead that no checkout of another test offers it.
    const typed = `${jsEnabled() ? "10" : "17"}.03.${year + 2}`;
    await holidays.fill(`${oldHolidays}\n${typed}`);
    await windows.fill(`${oldWindows}\n21:00-20:00`);
    await windows.press("Tab");
    if (!jsEnabled()) await page.getByRole("button", { name: ADMIN_SAVE }).click();
    await expect(courier.getByText(MSG_CALENDAR_WINDOW_INVALID("21:00-20:00"))).toBeVisible();
    await expect(holidays).toHaveValue(`${oldHolidays}\n${typed}`);

    try {
      await windows.fill(oldWindows);
      await page.getByRole("button", { name: ADMIN_SAVE }).click();
      await expect(page.getByText(ADMIN_CALENDAR_SAVED).first()).toBeVisible();
      // Saved in date order; the backend's test checks the days the checkout then offers.
      await expect(holidays).toHaveValue(new RegExp(`^${typed.replace(/\./g, "\\.")}$`, "m"));
    } finally {
      await page.goto("/admin/delivery/calendar");
      await holidays.fill(oldHolidays);
      await page.getByRole("button", { name: ADMIN_SAVE }).click();
      await expect(page.getByText(ADMIN_CALENDAR_SAVED).first()).toBeVisible();
    }
  }));
