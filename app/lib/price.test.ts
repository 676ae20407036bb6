import { describe, expect, it } from "vitest";
import { formatPrice } from "./price";

// The standard formatter is the oracle: ours must print exactly what ru-RU currency formatting prints.
const intl = new Intl.NumberFormat("ru-RU", { style: "currency", currency: "RUB", maximumFractionDigits: 0 });

describe("formatPrice", () => {
  it("prints the spec's example", () => {
    expect(formatPrice(12990)).toBe("12\u00a0990\u00a0₽");
  });

  it.each([0, 5, 99, 999, 1000, 1234, 9990, 12990, 100000, 999999, 1000000, 12345678, 1234.5, 1235.5, 0.4, 99.6, -5, -1234.5])(
    "prints %s as ru-RU does",
    (value) => expect(formatPrice(value)).toBe(intl.format(value)),
  );
});
