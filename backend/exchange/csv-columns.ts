/**
 * The columns of the goods spreadsheet (import and export), by their Russian headers. The article (Артикул) is
 * the key: a row updates the good with that article, or creates one. «Фото» holds picture URLs or paths
 * separated by spaces.
 */
export const CSV_COLUMNS = {
  sku: "Артикул",
  name: "Название",
  section: "Раздел",
  price: "Цена",
  oldPrice: "Старая цена",
  stock: "Остаток",
  madeToOrder: "Под заказ",
  leadDays: "Срок, дней",
  vendor: "Производитель",
  width: "Ширина, см",
  depth: "Глубина, см",
  height: "Высота, см",
  material: "Материал",
  color: "Цвет",
  description: "Описание",
  pictures: "Фото",
} as const;

export type CsvField = keyof typeof CSV_COLUMNS;
export const CSV_DELIMITER = ";";

/**
 * A cell a spreadsheet would run as a formula (it starts with = + - @, a tab or a carriage return) is written
 * with a leading apostrophe, which Excel shows as text; the import takes that apostrophe off again, so an
 * exported file imports back unchanged. The storefront's own exports (orders, requests) follow the same rule.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const spreadsheetCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
export const fromSpreadsheetCell = (text: string) => (text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text);
