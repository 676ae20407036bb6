import { ADMIN_STAGE_ACTIONS } from "../app/config/messages/admin-orders";
import { ADMIN_SHIPMENT_DONE, ADMIN_SHIPMENT_FORM, ADMIN_SHIPMENT_SUBMIT, ADMIN_SHIPMENTS } from "../app/config/messages/admin-shipments";
import { MSG_SHIPMENT_OVER } from "../backend/http/shipments-messages";
import { createStaff, signIn } from "./admin.kit";
import { goodsInStock, jsEnabled } from "./cart.kit";
import { expect, test, waitForHydration } from "./fixtures";

test("a manager ships part of an order: too many pieces are refused next to the line, then the part is listed", async ({ page, request }) => {
  // Goods of their own per project, so the other project's order never moves their stock.
  const { goods } = await goodsInStock(request, 12, 4);
  const [first, second] = jsEnabled() ? [goods[8], goods[9]] : [goods[10], goods[11]];
  const placed = await request.post("/api/request/order", {
    form: {
      fio: "Частичная Ольга",
      phone: "+7 916 555 43 21",
      email: "part-shopper@example.ru",
      delivery_id: "1",
      payment_id: "1",
      pvz: "1",
      pvz_address: "Москва, ул. Тверская, 12",
      cart: JSON.stringify({ [first.id]: 2, [second.id]: 1 }),
      consent: "1",
    },
  });
  const { order_id: orderId } = (await placed.json()) as { order_id: number };
  await signIn(page, createStaff("manager"));
  await page.goto(`/admin/orders/${orderId}`);
  if (jsEnabled()) await waitForHydration(page);
  await page.getByRole("button", { name: ADMIN_STAGE_ACTIONS.confirmed }).click();
  const card = page.locator("section", { has: page.getByRole("heading", { name: ADMIN_SHIPMENTS }) });
  await expect(card.getByRole("heading", { name: ADMIN_SHIPMENT_FORM })).toBeVisible();
  if (jsEnabled()) await waitForHydration(page);
  const lines = card.locator('input[name^="ship_"]');
  await expect(lines).toHaveCount(2);
  await lines.first().fill("3");
  await card.getByRole("button", { name: ADMIN_SHIPMENT_SUBMIT }).click();
  await expect(card.getByText(MSG_SHIPMENT_OVER)).toBeVisible();
  // What was typed is kept.
  await expect(lines.first()).toHaveValue("3");
  await lines.first().fill("2");
  await card.getByRole("button", { name: ADMIN_SHIPMENT_SUBMIT }).click();
  await expect(page.getByText(ADMIN_SHIPMENT_DONE).first()).toBeVisible();
  // The line of two pieces (the other has one), by its name as the order froze it.
  await expect(card.getByTestId("order-shipments")).toContainText("— 2 шт.");
  // Only the line with pieces left can be shipped now.
  await expect(card.locator('input[name^="ship_"]')).toHaveCount(1);
});
