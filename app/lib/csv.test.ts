import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("toCsv", () => {
  it("starts with a BOM, separates with ; and ends lines with CRLF", () => {
    expect(toCsv(["Номер", "Имя"], [[1, "Анна"]])).toBe("\uFEFFНомер;Имя\r\n1;Анна\r\n");
  });
  it("quotes separators, quotes and line breaks, and defuses formulas", () => {
    expect(toCsv(["a"], [['ООО "Уют"; Казань'], ["две\nстроки"], ["=HYPERLINK(1)"]])).toBe(
      '\uFEFFa\r\n"ООО ""Уют""; Казань"\r\n"две\nстроки"\r\n\'=HYPERLINK(1)\r\n',
    );
  });
});
