import { describe, expect, it } from "vitest";
import { formatPhone, isRussianMobile, nationalDigits, normalizePhone } from "./phone";

/** Every way a shopper writes the same mobile number: the server and the mask must both read 79161234567. */
const SAME_NUMBER = [
  "89161234567",
  "8 (916) 123-45-67",
  "8-916-123-45-67",
  "8 916 123 45 67",
  "+79161234567",
  "+7 (916) 123-45-67",
  "+7 916 123 45 67",
  "7 916 123 45 67",
  "79161234567",
  "9161234567",
  "916 123 45 67",
  "(916) 123-45-67",
  " 8 916 1234567 ",
];

describe("normalizePhone (the server, with or without JavaScript)", () => {
  it.each(SAME_NUMBER)("reads %j as 79161234567", (input) => {
    expect(normalizePhone(input)).toBe("79161234567");
    expect(isRussianMobile(normalizePhone(input))).toBe(true);
  });

  it.each([
    ["123", "123"],
    ["84951234567", "74951234567"],
    ["+1 555 123 4567", "15551234567"],
    ["", ""],
  ])("reads %j as %j", (input, expected) => expect(normalizePhone(input)).toBe(expected));

  it.each(["123", "74951234567", "7916123456", "791612345678", "15551234567"])("refuses %j as a mobile", (digits) =>
    expect(isRussianMobile(digits)).toBe(false),
  );
});

describe("nationalDigits (the mask in the browser)", () => {
  it.each(SAME_NUMBER)("pasting %j into an empty field fills 916 123 45 67", (input) => {
    const national = nationalDigits(input, true);
    expect(national).toBe("9161234567");
    expect(formatPhone(`7${national}`)).toBe(formatPhone(normalizePhone(input)));
  });

  it("typing 8 or 7 first is the country code the mask already shows", () => {
    expect(nationalDigits("8", true)).toBe("");
    expect(nationalDigits("7", true)).toBe("");
    expect(nationalDigits("+", true)).toBe("");
    expect(nationalDigits("9", true)).toBe("9");
  });

  it("typing one character after another reads the same number", () => {
    for (const input of SAME_NUMBER) {
      let national = "";
      for (const ch of input) national += nationalDigits(ch, national === "");
      expect(national, input).toBe("9161234567");
    }
  });

  it("inside the number a 7 or 8 is an ordinary digit", () => {
    expect(nationalDigits("8", false)).toBe("8");
    expect(nationalDigits("78", false)).toBe("78");
  });
});
