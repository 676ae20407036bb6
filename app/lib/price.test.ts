import { describe, expect, it } from "vitest";
import { formatPrice, parsePriceInput, priceText, priceValue } from "./price";

// The standard formatter is the oracle: ours must print exactly what ru-RU currency formatting prints, with
// kopecks when there are some and none when the price is whole.
const whole = new Intl.NumberFormat("ru-RU", { style: "currency", currency: "RUB", maximumFractionDigits: 0 });
const withKopecks = new Intl.NumberFormat("ru-RU", { style: "currency", currency: "RUB", minimumFractionDigits: 2 });
const intl = (kopecks: number) => (kopecks % 100 === 0 ? whole : withKopecks).format(kopecks / 100);

describe("formatPrice", () => {
  it("prints the spec's example and a price with kopecks", () => {
    expect(formatPrice(1299000)).toBe("12\u00a0990\u00a0₽");
    expect(formatPrice(2850)).toBe("28,50\u00a0₽");
    expect(formatPrice(29)).toBe("0,29\u00a0₽");
  });

  it.each([
    0, 500, 9900, 99900, 100000, 123400, 999000, 1299000, 10000000, 99999900, 100000000, 1234567800, 2850, 29, 1, 123456, 1346050, -500, -2850,
  ])("prints %s kopecks as ru-RU does", (value) => expect(formatPrice(value)).toBe(intl(value)));
});

describe("parsePriceInput", () => {
  it.each([
    ["28,50", 2850],
    ["28.50", 2850],
    ["28,5", 2850],
    ["12 990", 1299000],
    ["12\u00a0990,00", 1299000],
    ["0,29", 29],
    ["1,15", 115],
  ])("reads %j as %d kopecks", (text, kopecks) => expect(parsePriceInput(text)).toBe(kopecks));

  it.each(["", "28,505", "-5", "12,990,00", "1e3", "abc", "28,50 ₽", "100000000000"])("refuses %j", (text) =>
    expect(parsePriceInput(text)).toBeNull(),
  );

  it("reads back every price it shows, exactly (2 000 random amounts)", () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2_000; i++) {
      const kopecks = Math.floor(random() * 10 ** Math.ceil(random() * 11));
      expect(parsePriceInput(priceText(kopecks))).toBe(kopecks);
      expect(parsePriceInput(formatPrice(kopecks).replace("\u00a0₽", ""))).toBe(kopecks);
      expect(parsePriceInput(priceValue(kopecks))).toBe(kopecks);
    }
  });
});
