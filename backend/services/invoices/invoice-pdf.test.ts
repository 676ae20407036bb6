import { describe, expect, it } from "vitest";
import { SELLER } from "../../db/seed/common-data";
import { pdfText } from "../../testing/pdf-text";
import { renderInvoicePdf, vatByRate } from "./invoice-pdf";

const lines = [
  { description: "Диван «Осло», серый", quantity: 2, price: 4_990_050, vatCode: 4 },
  { description: "Сборка", quantity: 1, price: 150_000, vatCode: 4 },
  { description: "Доставка: курьер", quantity: 1, price: 99_000, vatCode: 4 },
];

describe("the счёт's PDF", () => {
  it("prints the number, both parties' ИНН, the bank, every line, the VAT and the total in words", async () => {
    const pdf = await renderInvoicePdf({
      number: 17,
      date: "2026-11-27",
      orderId: 305,
      seller: SELLER,
      buyer: { name: "ООО «Ромашка»", inn: "7707083893", kpp: "773601001" },
      lines,
    });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = (await pdfText(pdf)).replace(/\s+/g, " ");
    expect(text).toContain("Счёт на оплату № 17 от 27 ноября 2026 г.");
    expect(text).toContain("ИНН 7736984123");
    expect(text).toContain("ООО «Ромашка», ИНН 7707083893, КПП 773601001");
    expect(text).toContain("БИК 044525225");
    expect(text).toContain("40702810538000123456");
    expect(text).toContain("Основание: заказ № 305");
    expect(text).toContain("Диван «Осло», серый");
    expect(text).toContain("Доставка: курьер");
    // 2 × 49 900,50 + 1 500 + 990 = 102 291,00; VAT 20/120 of it = 17 048,50
    expect(text).toContain("102 291,00");
    expect(text).toContain("В том числе НДС 20%: 17 048,50");
    expect(text).toContain("Всего к оплате: Сто две тысячи двести девяносто один рубль 00 копеек");
  });

  it("says «Без налога (НДС)» when no line carries VAT", () => {
    expect(vatByRate(lines.map((line) => ({ ...line, vatCode: 1 }))).size).toBe(0);
    expect([...vatByRate([{ description: "", quantity: 1, price: 11_000, vatCode: 3 }])]).toEqual([[10, 1_000]]);
  });
});
