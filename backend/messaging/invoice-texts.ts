import { pluralForm } from "../shop/amount-in-words";

/** The words printed on a счёт (the PDF sent to a company and downloaded from the account and the back office). */
export const INVOICE_TEXTS = {
  TITLE: (number: number, date: string) => `Счёт на оплату № ${number} от ${date}`,
  BANK: "Банк получателя",
  BIK: "БИК",
  ACCOUNT: "Сч. №",
  INN: "ИНН",
  KPP: "КПП",
  RECIPIENT: "Получатель",
  SELLER: "Поставщик",
  BUYER: "Покупатель",
  BASIS: (orderId: number) => `Основание: заказ № ${orderId}`,
  HEAD_NO: "№",
  HEAD_NAME: "Товары (работы, услуги)",
  HEAD_COUNT: "Кол-во",
  HEAD_UNIT: "Ед.",
  HEAD_PRICE: "Цена",
  HEAD_SUM: "Сумма",
  UNIT: "шт",
  TOTAL: "Итого:",
  VAT_INCLUDED: (rate: number) => `В том числе НДС ${rate}%:`,
  NO_VAT: "Без налога (НДС)",
  TO_PAY: "Всего к оплате:",
  COUNT_LINE: (count: number, sum: string) => `Всего наименований ${count}, на сумму ${sum} руб.`,
  IN_WORDS: (words: string) => `Всего к оплате: ${words}`,
  VALID: (days: number) =>
    `Счёт действителен ${days} ${pluralForm(days, ["банковский день", "банковских дня", "банковских дней"])}. Товар в резерве до оплаты.`,
  HEAD: "Руководитель",
  ACCOUNTANT: "Бухгалтер",
  SUBJECT: (number: number, orderId: number) => `Счёт № ${number} на оплату заказа № ${orderId}`,
  MAIL_TEXT: (number: number, orderId: number, sum: string) =>
    `Во вложении счёт № ${number} на оплату заказа № ${orderId} на сумму ${sum}. Мы передадим заказ в работу, как только деньги поступят на наш счёт.`,
  FILE_NAME: (number: number) => `schet-${number}.pdf`,
} as const;
