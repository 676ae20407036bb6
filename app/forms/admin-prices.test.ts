import { describe, expect, it } from "vitest";
import { ADMIN_PRICE_INVALID } from "~/config/messages/admin-catalog";
import { adminGoodSchema } from "./admin-catalog";
import { adminDeliverySchema } from "./admin-delivery";

const good = {
  name: "Пуф",
  handle: "puf",
  section_id: "1",
  stock: "1",
  width: "40",
  depth: "40",
  height: "45",
  lead_min: "2",
  lead_max: "2",
  version: "",
};
const delivery = { title: "Курьер", days_min: "1", days_max: "2", sort: "1", version: "" };

describe("back-office prices are typed in roubles and kept in kopecks", () => {
  it.each([
    ["28,50", 2850],
    ["28.50", 2850],
    ["12 990", 1_299_000],
    ["0,29", 29],
  ])("a good's price %j is %d kopecks", (typed, kopecks) => {
    const parsed = adminGoodSchema.safeParse({ ...good, price: typed });
    expect(parsed.success && parsed.data.price).toBe(kopecks);
  });

  it("refuses a third decimal and letters with a Russian message on the field", () => {
    for (const typed of ["28,505", "12 тыс", "-5"]) {
      const parsed = adminGoodSchema.safeParse({ ...good, price: typed });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.flatten().fieldErrors.price).toEqual([ADMIN_PRICE_INVALID]);
    }
  });

  it("compares the old price with the price in kopecks", () => {
    expect(adminGoodSchema.safeParse({ ...good, price: "28,50", old_price: "28,51" }).success).toBe(true);
    expect(adminGoodSchema.safeParse({ ...good, price: "28,50", old_price: "28,5" }).success).toBe(false);
  });

  it("reads a delivery's price and free-from threshold the same way", () => {
    const parsed = adminDeliverySchema.safeParse({ ...delivery, price: "490,50", free_from: "50 000" });
    expect(parsed.success && [parsed.data.price, parsed.data.free_from]).toEqual([49_050, 5_000_000]);
  });
});
