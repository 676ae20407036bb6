/** The Russian reasons 1C reads when the orders document it sent cannot be applied. */
export const ORDERS_DOCUMENT_MESSAGES = {
  notOrders: "Это не документ заказов CommerceML: нет элемента КоммерческаяИнформация",
  tooManyDocuments: (max: number) => `В файле больше ${max.toLocaleString("ru-RU")} документов: ничего не изменено`,
  incomplete: "Файл пришёл не целиком: ничего не изменено",
  noXmlInZip: "В архиве нет файла XML: ничего не изменено",
} as const;
