import { formatRoubles } from "../app/components/admin/format";
import { ADMIN_ORDER_EDIT, ADMIN_ORDER_EDIT_DONE, ADMIN_ORDER_EDIT_SUBMIT } from "../app/config/messages/admin-order-edit";
import { ADMIN_ORDER_GOODS } from "../app/config/messages/admin-orders";
import { createStaff, signIn } from "./admin.kit";
import { goodsInStock, jsEnabled } from "./cart.kit";
import { expect, test, waitForHydration } from "./fixtures";

test("a manager raises a good's count in «Изменить состав» and sees the order's new total", async ({ page, request }) => {
  // A good of its own per project, so the other project's order never moves its stock.
  const { goods } = await goodsInStock(request, 8, 4);
  const good = goods[jsEnabled() ? 6 : 7];
  const placed = await request.post("/api/request/order", {
    form: {
      fio: "Составова Анна",
      phone: "+7 916 555 12 34",
      email: "edit-shopper@example.ru",
      delivery_id: "1",
      payment_id: "1",
      pvz: "1",
      pvz_address: "Москва, ул. Тверская, 12",
      cart: JSON.stringify({ [good.id]: 1 }),
      consent: "1",
    },
  });
  const { order_id: orderId } = (await placed.json()) as { order_id: number };
  await signIn(page, createStaff("manager"));
  await page.goto(`/admin/orders/${orderId}`);
  const totals = page
    .locator("section", { has: page.getByRole("heading", { name: ADMIN_ORDER_GOODS }) })
    .locator("dd strong")
    .first();
  const before = await totals.innerText();
  if (jsEnabled()) await waitForHydration(page);
  const card = page.locator("section", { has: page.getByRole("heading", { name: ADMIN_ORDER_EDIT }) });
  // The good's line, labelled with its name as the order froze it.
  const count = card.locator('input[name^="count_"]');
  await count.fill("2");
  await card.getByRole("button", { name: ADMIN_ORDER_EDIT_SUBMIT }).click();
  await expect(page.getByText(ADMIN_ORDER_EDIT_DONE).first()).toBeVisible();
  await expect(totals).not.toHaveText(before);
  await expect(totals).toHaveText(formatRoubles(Math.round(Number(before.replace(/[^\d,]/g, "").replace(",", ".")) * 100) + good.price));
  await expect(count).toHaveValue("2");
});
