import { parse } from "csv-parse";
import { Readable } from "node:stream";
import { CSV_COLUMNS, CSV_DELIMITER, fromSpreadsheetCell, type CsvField } from "./csv-columns";
import { IMPORT_MESSAGES } from "./messages";
import { parseRoubles } from "../shop/money";
import { parseLeadDays, parseMadeToOrder, parseNumber } from "./properties";
import { ImportRefused, type CatalogSink, type GoodRecord } from "./records";
import { spreadsheetText } from "./text-encoding";

/**
 * Goods from a spreadsheet: UTF-8 (a BOM is skipped) or windows-1251 (Russian Excel's CSV), `;` between cells, a
 * header row of Russian column names (any order; unknown columns ignored; Артикул required). An empty cell leaves
 * the field as it is, whatever the column: the export's own file, with a cell left blank, never wipes a good's
 * photos, old price or maker. Only when the manager chose `replace` does an empty cell clear its field (see
 * CLEARED); a name, section, price or stock is never cleared. Every bad cell is reported with its line; the
 * import refuses the file when any row is bad (see runImport's `strict`).
 */
/** The longest cell read, characters: far more than any field keeps (see text-limits); past it the file is refused. */
const MAX_ROW_CHARS = 100_000;
const NUMBER_FIELDS = ["price", "oldPrice", "stock", "width", "depth", "height"] as const;
/**
 * What an empty cell of a column the file has sets in `replace` mode (each column is named as its field): no
 * photos, no discount, no maker, a size of 0 (not given).
 */
const CLEARED: Partial<GoodRecord> & Partial<Record<CsvField, unknown>> = {
  oldPrice: null,
  vendor: null,
  pictures: [],
  description: "",
  material: "",
  color: "",
  width: 0,
  depth: 0,
  height: 0,
};
export interface CsvOptions {
  /** An empty cell clears its field instead of keeping it. */
  replace?: boolean;
}

export async function readCsv(
  input: AsyncIterable<string | Buffer> | Iterable<string | Buffer>,
  sink: CatalogSink,
  options: CsvOptions = {},
): Promise<void> {
  const parser = Readable.from(spreadsheetText(input)).pipe(
    parse({
      delimiter: CSV_DELIMITER,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      max_record_size: MAX_ROW_CHARS,
    }),
  );
  let columns: Partial<Record<CsvField, number>> | null = null;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!columns) {
        columns = headerColumns(record);
        continue;
      }
      const good = row(record, columns, info.lines, sink);
      if (good && options.replace) clearEmpty(good, record, columns);
      if (good) await sink.good(good);
    }
  } catch (error) {
    if (error instanceof ImportRefused) throw error;
    // The parser's own text quotes the file: only the line is told.
    const { code, lines } = error as { code?: string; lines?: number };
    throw new ImportRefused(
      code === "CSV_MAX_RECORD_SIZE" ? IMPORT_MESSAGES.csvCellTooLong(lines ?? 0, MAX_ROW_CHARS) : IMPORT_MESSAGES.badCsv(lines ?? 0),
    );
  }
  if (!columns) throw new ImportRefused(IMPORT_MESSAGES.missingColumns([CSV_COLUMNS.sku]));
}

function headerColumns(header: string[]): Partial<Record<CsvField, number>> {
  const columns: Partial<Record<CsvField, number>> = {};
  const index = new Map(header.map((h, i) => [h.trim().toLowerCase(), i]));
  for (const [field, title] of Object.entries(CSV_COLUMNS) as Array<[CsvField, string]>) {
    const i = index.get(title.toLowerCase());
    if (i !== undefined) columns[field] = i;
  }
  if (columns.sku === undefined) throw new ImportRefused(IMPORT_MESSAGES.missingColumns([CSV_COLUMNS.sku]));
  return columns;
}

function row(cells: string[], columns: Partial<Record<CsvField, number>>, line: number, sink: CatalogSink): GoodRecord | null {
  const cell = (field: CsvField) => (columns[field] === undefined ? undefined : fromSpreadsheetCell((cells[columns[field]!] ?? "").trim()));
  const sku = cell("sku");
  if (!sku) {
    sink.rowError(line, IMPORT_MESSAGES.noArticle);
    return null;
  }
  const record: GoodRecord = { externalId: sku, sku, line };
  let bad = false;
  for (const field of NUMBER_FIELDS) {
    const text = cell(field);
    if (!text) continue;
    const money = field === "price" || field === "oldPrice";
    // Prices are read exactly to the kopeck («28,50» → 2850); the other numbers are whole.
    const value = money ? parseRoubles(text) : parseNumber(text);
    if ((parseNumber(text) ?? 0) < 0) {
      sink.rowError(line, IMPORT_MESSAGES.negative(CSV_COLUMNS[field]));
      bad = true;
    } else if (value === null) {
      sink.rowError(line, (money ? IMPORT_MESSAGES.badPrice : IMPORT_MESSAGES.badNumber)(CSV_COLUMNS[field], text));
      bad = true;
    } else if (field === "oldPrice") record.oldPrice = value;
    else record[field] = money ? value : Math.round(value);
  }
  if (bad) return null;
  const text = (field: "name" | "description" | "material" | "color") => {
    const value = cell(field);
    if (value) record[field] = value;
  };
  text("name");
  text("description");
  text("material");
  text("color");
  const section = cell("section");
  if (section) record.sectionName = section;
  const vendor = cell("vendor");
  if (vendor) record.vendor = vendor;
  if (!readLead(record, cell("madeToOrder"), cell("leadDays"), line, sink)) return null;
  const pictures = cell("pictures");
  if (pictures) record.pictures = pictures.split(/\s+/).filter(Boolean);
  return record;
}

/** The «Под заказ» and «Срок, дней» cells into the record; false (reported) when either is unreadable. */
function readLead(record: GoodRecord, made: string | undefined, days: string | undefined, line: number, sink: CatalogSink): boolean {
  const madeToOrder = made ? parseMadeToOrder(made) : undefined;
  const leadDays = days ? parseLeadDays(days) : undefined;
  if (madeToOrder === null) sink.rowError(line, IMPORT_MESSAGES.badYesNo(CSV_COLUMNS.madeToOrder, made!));
  if (leadDays === null) sink.rowError(line, IMPORT_MESSAGES.badLeadDays(CSV_COLUMNS.leadDays, days!));
  if (madeToOrder === null || leadDays === null) return false;
  if (madeToOrder !== undefined) record.madeToOrder = madeToOrder;
  if (leadDays !== undefined) record.leadDays = leadDays;
  return true;
}

/** `replace` mode: each clearable column the file has, left empty in this row, clears its field. */
function clearEmpty(good: GoodRecord, cells: string[], columns: Partial<Record<CsvField, number>>): void {
  for (const [column, value] of Object.entries(CLEARED) as Array<[CsvField, unknown]>) {
    const at = columns[column];
    if (at !== undefined && (cells[at] ?? "").trim() === "") Object.assign(good, { [column]: value });
  }
}
