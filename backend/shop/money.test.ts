import { describe, expect, it } from "vitest";
import { convertToKopecks, displayRoubles, formatRoubles, parseRoubles } from "./money";

describe("parseRoubles", () => {
  it.each([
    ["28.50", 2850],
    ["28,50", 2850],
    ["28.5", 2850],
    ["0.29", 29],
    ["1.15", 115],
    ["12 990", 1299000],
    ["12\u00a0990,00", 1299000],
    ["124990.50", 12499050],
    ["28.5000", 2850],
    [",5", 50],
    ["0", 0],
  ])("reads %s as %d kopecks", (text, kopecks) => expect(parseRoubles(text)).toBe(kopecks));

  it.each(["", "abc", "-5", "28.555", "1e3", "28.50 руб", "12.990.00", "10000000001"])("refuses %j", (text) => expect(parseRoubles(text)).toBeNull());

  it("reads back every amount it writes, exactly (2 000 random amounts)", () => {
    let seed = 20261126;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2_000; i++) {
      const kopecks = Math.floor(random() * 10 ** Math.ceil(random() * 12));
      expect(parseRoubles(formatRoubles(kopecks))).toBe(kopecks);
      expect(parseRoubles(formatRoubles(kopecks, ","))).toBe(kopecks);
      // The same amount typed as people do: one decimal, none, or Russian grouping.
      const whole = Math.floor(kopecks / 100);
      const typed = kopecks % 10 === 0 ? `${whole}.${Math.floor((kopecks % 100) / 10)}` : formatRoubles(kopecks);
      expect(parseRoubles(typed)).toBe(kopecks);
      expect(parseRoubles(displayRoubles(kopecks).replace("\u00a0₽", ""))).toBe(kopecks);
    }
  });
});

describe("formatRoubles", () => {
  it.each([
    [2850, "28.50"],
    [29, "0.29"],
    [1346050, "13460.50"],
    [1299000, "12990.00"],
    [0, "0.00"],
  ])("writes %d as %s", (kopecks, text) => expect(formatRoubles(kopecks)).toBe(text));
});

describe("displayRoubles", () => {
  it("shows kopecks only when there are some", () => {
    expect(displayRoubles(2850)).toBe("28,50\u00a0₽");
    expect(displayRoubles(1299000)).toBe("12\u00a0990\u00a0₽");
    expect(displayRoubles(100000005)).toBe("1\u00a0000\u00a0000,05\u00a0₽");
  });
});

describe("convertToKopecks", () => {
  it("multiplies exactly and rounds half up to the kopeck", () => {
    expect(convertToKopecks("10.01", "92.5")).toBe(92593); // 925.925 ₽
    expect(convertToKopecks("100", "90.1234")).toBe(901234);
    expect(convertToKopecks("0.005", "1")).toBe(1);
    expect(convertToKopecks("0.0049", "1")).toBe(0);
  });

  it("refuses a missing or zero rate", () => {
    expect(convertToKopecks("10", "0")).toBeNull();
    expect(convertToKopecks("10", "курс")).toBeNull();
  });
});
