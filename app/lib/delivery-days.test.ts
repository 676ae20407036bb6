import { describe, expect, it } from "vitest";
import { deliveryDaysRange, formatDeliveryDays } from "./delivery-days";

describe("formatDeliveryDays", () => {
  it("uses the spec's day words", () => {
    expect(formatDeliveryDays(1, 1)).toBe("1 день");
    expect(formatDeliveryDays(3, 3)).toBe("3 дня");
    expect(formatDeliveryDays(5, 5)).toBe("5 дней");
    expect(formatDeliveryDays(21, 21)).toBe("21 день");
    expect(formatDeliveryDays(12, 12)).toBe("12 дней");
  });
  it("agrees the word with the last number of a range", () => {
    expect(formatDeliveryDays(2, 4)).toBe("2–4 дня");
    expect(formatDeliveryDays(2, 5)).toBe("2–5 дней");
    expect(formatDeliveryDays(5, 2)).toBe("2–5 дней");
  });
  it("says nothing for a zero term", () => {
    expect(formatDeliveryDays(0, 0)).toBeNull();
    expect(formatDeliveryDays(0, 1)).toBe("1 день");
  });
});

describe("deliveryDaysRange", () => {
  it("spans the fastest and the slowest way", () => {
    expect(
      deliveryDaysRange([
        { days_min: 2, days_max: 5 },
        { days_min: 1, days_max: 3 },
      ]),
    ).toEqual({ min: 1, max: 5 });
    expect(deliveryDaysRange([])).toBeNull();
  });
});
