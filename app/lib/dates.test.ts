import { describe, expect, it } from "vitest";
import { formatDate } from "./dates";

const intl = new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

describe("formatDate", () => {
  it("prints a long Russian date", () => {
    expect(formatDate("2026-03-05")).toBe("5 марта 2026 г.");
  });

  it("prints every month as ru-RU does", () => {
    for (let month = 1; month <= 12; month++) {
      const iso = `2025-${String(month).padStart(2, "0")}-28`;
      expect(formatDate(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
    }
  });

  it("reads the date part of a full timestamp", () => {
    expect(formatDate("2026-11-23T10:15:00Z")).toBe("23 ноября 2026 г.");
  });

  it.each(["", "вчера", "2026-13-01", "2026-00-10", "2026-05-00"])("gives nothing for %j", (value) => {
    expect(formatDate(value)).toBe("");
  });
});
