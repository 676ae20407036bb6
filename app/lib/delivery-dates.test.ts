import { describe, expect, it } from "vitest";
import { calendarWeeks, formatDay, formatDayWithWeekday } from "./delivery-dates";

describe("delivery days", () => {
  it("names a day with its weekday", () => {
    expect(formatDay("2026-12-03")).toBe("3 декабря");
    expect(formatDayWithWeekday("2026-12-03")).toBe("чт, 3 декабря");
    expect(formatDay("завтра")).toBe("");
  });

  it("lays the offered days out in whole weeks from Monday, across a month and a year", () => {
    const weeks = calendarWeeks(["2026-12-30", "2027-01-02", "2027-01-04"]);
    expect(weeks.map((w) => [w[0], w[6]])).toEqual([
      ["2026-12-28", "2027-01-03"],
      ["2027-01-04", "2027-01-10"],
    ]);
  });
});
