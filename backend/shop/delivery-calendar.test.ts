import { describe, expect, it } from "vitest";
import {
  addWorkingDays,
  earliestDeliveryDay,
  isCalendarDay,
  russianDay,
  workingDaysFrom,
  type LeadTime,
  type ShopCalendar,
} from "./delivery-calendar";

// Sundays off, the New Year holidays; 2026-11-27 is a Friday.
const calendar: ShopCalendar = { timeZone: "Europe/Moscow", daysOff: [7], holidays: ["2026-12-31", "2027-01-01"] };
const inStock = (days: number): LeadTime => ({ madeToOrder: false, min: days, max: days });
const madeToOrder = (min: number, max: number): LeadTime => ({ madeToOrder: true, min, max });

describe("earliestDeliveryDay", () => {
  it.each([
    ["a good in stock for 1 day: tomorrow", "2026-11-27T10:00:00Z", [inStock(1)], 1, "2026-11-28"],
    // 01:30 in Moscow is already Saturday while UTC still says Friday: tomorrow is Sunday, a day off.
    ["the shop's day, not the server's", "2026-11-27T22:30:00Z", [inStock(1)], 1, "2026-11-30"],
    ["a Sunday is skipped", "2026-11-28T10:00:00Z", [inStock(1)], 1, "2026-11-30"],
    ["the way's own term when it is longer", "2026-11-27T10:00:00Z", [inStock(1)], 3, "2026-12-01"],
    ["the slowest line decides", "2026-11-27T10:00:00Z", [inStock(2), madeToOrder(3, 5)], 1, "2026-12-03"],
    ["made to order counts its longest term", "2026-11-27T10:00:00Z", [madeToOrder(21, 28)], 2, "2026-12-30"],
    ["holidays are skipped", "2026-12-30T09:00:00Z", [inStock(1)], 1, "2027-01-02"],
    ["an order of nothing still leaves tomorrow", "2026-11-27T10:00:00Z", [], 0, "2026-11-28"],
  ])("%s", (_name, now, leads, deliveryDaysMin, expected) => {
    expect(earliestDeliveryDay({ now, leads, deliveryDaysMin, calendar })).toBe(expected);
  });
});

describe("working days", () => {
  it("lists the next working days from the earliest, skipping days off and holidays", () => {
    expect(workingDaysFrom("2026-12-29", 5, calendar)).toEqual(["2026-12-29", "2026-12-30", "2027-01-02", "2027-01-04", "2027-01-05"]);
  });

  it("starts from the next working day when the earliest is a day off", () => {
    expect(addWorkingDays("2026-11-29", 0, calendar)).toBe("2026-11-30");
  });

  it.each([
    ["2026-12-03", true],
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["3 декабря", false],
  ])("%s is a calendar day: %s", (text, expected) => expect(isCalendarDay(text)).toBe(expected));
});

it("names a day as a shopper reads it", () => {
  expect(russianDay("2026-12-03")).toBe("3 декабря, четверг");
});
