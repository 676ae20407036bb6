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
