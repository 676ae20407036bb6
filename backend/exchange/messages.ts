/** The Russian texts of import results, for the back office and the CLI. */
export const IMPORT_MESSAGES = {
  noName: "Не указано название товара",
  noSection: (id: string) => `Раздел «${id}» не найден в файле`,
  unknownGood: (id: string) => `Товар «${id}» не найден в каталоге: предложение пропущено`,
  badNumber: (column: string, value: string) => `${column}: «${value}» — не число`,
  negative: (column: string) => `${column}: значение не может быть отрицательным`,
  noArticle: "Не указан артикул",
  missingColumns: (columns: string[]) => `В файле нет столбцов: ${columns.join(", ")}`,
  badXml: (detail: string) => `Файл повреждён или не является XML: ${detail}`,
  notCommerceMl: "Это не файл CommerceML: нет элемента КоммерческаяИнформация",
  badCsv: (detail: string) => `Файл CSV не читается: ${detail}`,
  unreachable: (url: string, detail: string) => `Не удалось загрузить ${url}: ${detail}`,
  noFile: (path: string) => `Файл не найден: ${path}`,
  badZip: (detail: string) => `Архив повреждён: ${detail}`,
  notYml: "Это не файл YML: нет элемента yml_catalog",
  rowsRefused: (count: number) => `Ошибок в строках: ${count}. Ничего не импортировано`,
  interrupted: "Импорт прерван (процесс остановлен); изменения откатены",
} as const;
