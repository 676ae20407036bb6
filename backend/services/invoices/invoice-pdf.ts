import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { INVOICE_TEXTS as T } from "../../messaging/invoice-texts";
import { amountInWords } from "../../shop/amount-in-words";
import { INVOICE_VALID_DAYS } from "../../shop/invoice-terms";
import { formatRoubles } from "../../shop/money";
import type { ReceiptLine } from "../payments/provider";
import type { InvoiceSeller } from "./invoice-seller";

/** Everything a счёт prints, frozen when it is issued. */
export interface InvoiceDocument {
  number: number;
  /** `YYYY-MM-DD`, the shop's day of issue. */
  date: string;
  orderId: number;
  seller: InvoiceSeller;
  buyer: { name: string; inn: string; kpp: string };
  /** The order's lines at one price per piece after the discount (the receipt's lines): they add up to the total. */
  lines: Pick<ReceiptLine, "description" | "quantity" | "price" | "vatCode">[];
}

/** PT Sans (ParaType's, made for Cyrillic; OFL) from its npm package: the PDF embeds the glyphs it uses. */
const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve("@expo-google-fonts/pt-sans/400Regular/PTSans_400Regular.ttf");
const FONT_BOLD = require.resolve("@expo-google-fonts/pt-sans/700Bold/PTSans_700Bold.ttf");

/** YooKassa's `vat_code` → the rate it includes in the price (1: no VAT). */
const VAT_RATES: Record<number, number> = { 2: 0, 3: 10, 4: 20, 5: 10, 6: 20, 7: 5, 8: 7, 9: 5, 10: 7, 11: 22, 12: 22 };

const MONTHS = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"];
const dayInWords = (day: string) => {
  const [year, month, date] = day.split("-").map(Number);
  return `${date} ${MONTHS[month - 1]} ${year} г.`;
};
const money = (kopecks: number) => formatRoubles(kopecks, ",").replace(/\B(?=(\d{3})+(?!\d))/g, " ");

/** The VAT included in the lines, by rate (kopecks, half up per rate); empty when no line carries VAT. */
export function vatByRate(lines: InvoiceDocument["lines"]): Map<number, number> {
  const sums = new Map<number, number>();
  for (const line of lines) {
    const rate = VAT_RATES[line.vatCode];
    if (rate !== undefined) sums.set(rate, (sums.get(rate) ?? 0) + line.price * line.quantity);
  }
  return new Map([...sums].map(([rate, sum]) => [rate, Math.round((sum * rate) / (100 + rate))]));
}

const PAGE = { left: 40, right: 555, width: 515 };
/** The table's columns: x and width. */
const COLUMNS = { no: [40, 24], name: [64, 251], count: [315, 50], unit: [365, 30], price: [395, 80], sum: [475, 80] } as const;

type Doc = InstanceType<typeof PDFDocument>;

function cell(doc: Doc, text: string, [x, width]: readonly [number, number], y: number, align: "left" | "right" | "center" = "left"): number {
  doc.text(text, x + 3, y + 3, { width: width - 6, align });
  return doc.y - y + 3;
}

function bankBlock(doc: Doc, seller: InvoiceSeller): void {
  const top = doc.y;
  const rows: [string, string][] = [
    [`${seller.bank}\n${T.BANK}`, `${T.BIK} ${seller.bik}\n${T.ACCOUNT} ${seller.corr_account}`],
    [`${T.INN} ${seller.inn}    ${T.KPP} ${seller.kpp}\n${seller.full_name}\n${T.RECIPIENT}`, `${T.ACCOUNT} ${seller.account}`],
  ];
  let y = top;
  for (const [left, right] of rows) {
    const height = Math.max(cell(doc, left, [PAGE.left, 330], y), cell(doc, right, [370, 185], y)) + 2;
    doc.rect(PAGE.left, y, 330, height).rect(370, y, 185, height).stroke();
    y += height;
  }
  doc.y = y + 14;
}

function partyLine(doc: Doc, label: string, text: string): void {
  const y = doc.y;
  doc.font("bold").text(label, PAGE.left, y, { width: 80 });
  doc.font("regular").text(text, 120, y, { width: PAGE.right - 120 });
  doc.moveDown(0.5);
}

function linesTable(doc: Doc, lines: InvoiceDocument["lines"]): void {
  let y = doc.y;
  const row = (texts: [string, string, string, string, string, string]) => {
    const keys = Object.keys(COLUMNS) as (keyof typeof COLUMNS)[];
    const aligns = ["center", "left", "right", "center", "right", "right"] as const;
    const height = Math.max(...keys.map((key, i) => cell(doc, texts[i], COLUMNS[key], y, aligns[i]))) + 2;
    for (const key of keys) doc.rect(COLUMNS[key][0], y, COLUMNS[key][1], height).stroke();
    y += height;
    if (y > 760) {
      doc.addPage();
      y = doc.y;
    }
  };
  doc.font("bold");
  row([T.HEAD_NO, T.HEAD_NAME, T.HEAD_COUNT, T.HEAD_UNIT, T.HEAD_PRICE, T.HEAD_SUM]);
  doc.font("regular");
  lines.forEach((line, i) =>
    row([String(i + 1), line.description, String(line.quantity), T.UNIT, money(line.price), money(line.price * line.quantity)]),
  );
  doc.y = y + 8;
}

function totals(doc: Doc, document: InvoiceDocument, total: number): void {
  const vat = vatByRate(document.lines);
  const rows: [string, number | null][] = [[T.TOTAL, total]];
  if (vat.size === 0) rows.push([T.NO_VAT, null]);
  for (const [rate, sum] of vat) rows.push([T.VAT_INCLUDED(rate), sum]);
  rows.push([T.TO_PAY, total]);
  doc.font("bold");
  for (const [label, sum] of rows) {
    const y = doc.y;
    doc.text(label, 300, y, { width: 170, align: "right" });
    doc.text(sum === null ? "—" : money(sum), 475, y, { width: 77, align: "right" });
  }
  doc.font("regular").moveDown(0.8);
  doc.text(T.COUNT_LINE(document.lines.length, money(total)), PAGE.left, doc.y, { width: PAGE.width });
  doc.font("bold").text(T.IN_WORDS(amountInWords(total)), { width: PAGE.width });
  doc.font("regular").moveDown(0.5).text(T.VALID(INVOICE_VALID_DAYS), { width: PAGE.width });
}

function signatures(doc: Doc): void {
  doc.moveDown(2);
  const y = doc.y;
  doc.text(T.HEAD, PAGE.left, y).text(T.ACCOUNTANT, 300, y);
  doc
    .moveTo(120, y + 12)
    .lineTo(280, y + 12)
    .moveTo(370, y + 12)
    .lineTo(555, y + 12)
    .stroke();
}

/** The счёт as a one- or more-page A4 PDF. */
export function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const total = document.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 40, bottom: 40, left: PAGE.left, right: 40 },
    info: { Title: T.TITLE(document.number, dayInWords(document.date)), Author: document.seller.full_name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("regular", FONT_REGULAR).registerFont("bold", FONT_BOLD);
  doc.font("regular").fontSize(9).lineWidth(0.5);
  bankBlock(doc, document.seller);
  doc
    .font("bold")
    .fontSize(14)
    .text(T.TITLE(document.number, dayInWords(document.date)), PAGE.left, doc.y, { width: PAGE.width });
  doc
    .lineWidth(1.5)
    .moveTo(PAGE.left, doc.y + 4)
    .lineTo(PAGE.right, doc.y + 4)
    .stroke()
    .lineWidth(0.5);
  doc.fontSize(9).moveDown(1);
  const { seller, buyer } = document;
  partyLine(
    doc,
    T.SELLER,
    [seller.full_name, `${T.INN} ${seller.inn}`, seller.kpp && `${T.KPP} ${seller.kpp}`, seller.address].filter(Boolean).join(", "),
  );
  partyLine(doc, T.BUYER, [buyer.name, `${T.INN} ${buyer.inn}`, buyer.kpp && `${T.KPP} ${buyer.kpp}`].filter(Boolean).join(", "));
  doc.text(T.BASIS(document.orderId), PAGE.left, doc.y, { width: PAGE.width }).moveDown(0.8);
  linesTable(doc, document.lines);
  totals(doc, document, total);
  signatures(doc);
  doc.end();
  return done;
}
