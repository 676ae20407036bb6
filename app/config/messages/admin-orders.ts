/**
 * Back office: orders, their stages, payments, invoices and history.
 * The contract's texts are kept word for word, typos included: do not reword them.
 */

export const ADMIN_STAGE = "Статус";
export const ADMIN_PAYMENT = "Оплата";
export const ADMIN_STAGES: Record<string, string> = {
  new: "Новый",
  confirmed: "Подтверждён",
  in_production: "В производстве",
  ready: "Готов к отгрузке",
  shipped: "Передан в доставку",
  completed: "Выполнен",
  cancelled: "Отменён",
};
export const ADMIN_STAGE_ACTIONS: Record<string, string> = {
  confirmed: "Подтвердить",
  in_production: "Передать в производство",
  ready: "Готов к отгрузке",
  shipped: "Передать в доставку",
  completed: "Завершить",
  cancelled: "Отменить заказ",
};
export const ADMIN_PAYMENT_STATES: Record<string, string> = {
  new: "Оплата при получении",
  awaiting_payment: "Ждёт оплаты",
  paid: "Оплачен",
  cancelled: "Отменён",
};
export const ADMIN_ORDER = (id: number) => `Заказ №${id}`;
export const ADMIN_ORDER_DATE = "Дата";
export const ADMIN_ORDER_CUSTOMER = "Покупатель";
export const ADMIN_ORDER_TOTAL = "Сумма";
export const ADMIN_ORDER_GOODS = "Товары";
export const ADMIN_ORDER_GOOD = "Товар";
export const ADMIN_ORDER_PRICE = "Цена";
export const ADMIN_ORDER_COUNT = "Кол-во";
export const ADMIN_ORDER_SUM = "Сумма";
export const ADMIN_ORDER_GOODS_TOTAL = "Товары";
export const ADMIN_ORDER_DELIVERY_PRICE = "Доставка";
export const ADMIN_ORDER_PHONE = "Телефон";
export const ADMIN_ORDER_EMAIL = "E-mail";
export const ADMIN_ORDER_CITY = "Город";
export const ADMIN_ORDER_ADDRESS = "Адрес";
export const ADMIN_ORDER_PICKUP = "Пункт выдачи";
export const ADMIN_ORDER_SHOPPER_COMMENT = "Комментарий покупателя";
export const ADMIN_ORDER_HISTORY = "История";
export const ADMIN_ORDER_NO_HISTORY = "Изменений ещё не было";
export const ADMIN_ORDER_NO_MOVES = "Заказ закрыт: статус больше не меняется";
export const ADMIN_ORDER_STAGE_CHANGED = "Статус заказа изменён";
export const ADMIN_ORDER_CANCELLED = "Заказ отменён, товары вернулись на склад";
export const ADMIN_MANAGER_COMMENT = "Комментарий менеджера";
export const ADMIN_MANAGER_COMMENT_TOO_LONG = "Не больше 2000 символов";
/** The order page's blocks, its stage forms, its readable history and its printed documents. */
export const ADMIN_ORDER_CUSTOMER_BLOCK = "Покупатель";
export const ADMIN_ORDER_DELIVERY_BLOCK = "Доставка";
export const ADMIN_ORDER_PAYMENT_BLOCK = "Оплата";
export const ADMIN_ORDER_SKU = "Артикул";
export const ADMIN_ORDER_TRACKING = "Трек-номер";
export const ADMIN_ORDER_DELIVERY_DATE = "Дата доставки";
export const ADMIN_ORDER_CANCEL_REASON = "Причина отмены";
export const ADMIN_ORDER_PAYMENT_ID = "Платёж у провайдера";
export const ADMIN_SETTLEMENT_RECEIPT = "Чек полного расчёта";
/** Where the settlement receipt stands at the provider, with its sum (and the attempt, after a cancelled one). */
export const ADMIN_SETTLEMENT_RECEIPT_STATES: Record<string, string> = {
  creating: "отправляется",
  pending: "принят, ждёт регистрации в кассе",
  succeeded: "зарегистрирован",
  canceled: "отменён кассой, будет отправлен снова",
};
export const ADMIN_SETTLEMENT_RECEIPT_ATTEMPT = (attempt: number) => `попытка ${attempt}`;
export const ADMIN_ORDER_SHIP_HINT = "Покупатель получит письмо и SMS с трек-номером или датой доставки";
export const ADMIN_ORDER_SHIP_DETAILS_REQUIRED = "Укажите трек-номер или дату доставки";
export const ADMIN_ORDER_CANCEL_CONFIRM = (id: number) => `Отменить заказ №${id}? Товары вернутся на склад, покупатель получит письмо с причиной.`;
export const ADMIN_ORDER_CANCEL_REASON_REQUIRED = "Укажите причину отмены";
export const ADMIN_ORDER_CANCEL_KEEP = "Не отменять";
export const ADMIN_ORDER_SHIPPED = "Заказ передан в доставку, покупатель уведомлён";
export const ADMIN_ORDER_PRINT = "Документы";
export const ADMIN_ORDER_PRINT_FORM = "Бланк заказа";
export const ADMIN_PRINT = "Печать";
export const ADMIN_HISTORY_STAGE = (from: string, to: string) => `Статус: ${from} → ${to}`;
export const ADMIN_HISTORY_TRACKING = (value: string) => `трек-номер ${value}`;
export const ADMIN_HISTORY_DATE = (value: string) => `дата доставки ${value}`;
export const ADMIN_HISTORY_REASON = (value: string) => `причина: ${value}`;
export const ADMIN_HISTORY_COMMENT = (value: string) => (value ? `Комментарий менеджера: «${value}»` : "Комментарий менеджера удалён");
export const ADMIN_HISTORY_NOTIFIED = "покупатель уведомлён";
/** Said of a change 1C's exchange made (a stage, a payment). */
export const ADMIN_HISTORY_BY_ONEC = "по обмену с 1С";
export const ADMIN_ORDER_FORM_TITLE = (id: number, date: string) => `Заказ №${id} от ${date}`;
export const ADMIN_INVOICE_SELLER = "Поставщик";
export const ADMIN_INVOICE_BUYER = "Покупатель";
export const ADMIN_INVOICE_NO = "№";
export const ADMIN_INVOICE_UNIT = "Ед.";
export const ADMIN_INVOICE_PIECES = "шт.";
export const ADMIN_INVOICE_TOTAL = "Итого к оплате";
export const ADMIN_INVOICE_NO_SELLER = "Реквизиты продавца не заданы в данных магазина";
export const ADMIN_ORDER_FORM_SIGN = "Заказ получил, претензий к количеству и внешнему виду нет: ____________";
export const ADMIN_HANDLING = "Обработка";
export const ADMIN_HANDLINGS: Record<string, string> = { new: "Новая", in_work: "В работе", done: "Готово" };
/** Column headers of the CSV exports, in their order. */
export const ADMIN_ORDERS_CSV_HEADERS = [
  "Номер",
  "Дата",
  "Статус",
  "Оплата",
  "Способ оплаты",
  "Доставка",
  "Город",
  "Покупатель",
  "Телефон",
  "E-mail",
  "Товаров, шт.",
  "Сумма, ₽",
];

// The delivery day: the order's page, its move, and a day's delivery list.
export const ADMIN_ORDER_DAY_REQUIRED = "Выберите дату доставки";
export const ADMIN_ORDER_DELIVERY_WINDOW = "Время доставки";
export const ADMIN_ORDER_EARLIEST_DATE = (day: string) => `Раньше ${day} не позволяют сроки товаров заказа`;
export const ADMIN_ORDER_MOVE_DAY = "Перенести доставку";
export const ADMIN_ORDER_MOVE_DAY_HINT = "Покупатель получит письмо и SMS с новой датой.";
export const ADMIN_ORDER_DAY_MOVED = "Дата доставки перенесена, покупатель уведомлён";
export const ADMIN_ORDER_NO_WINDOW = "Без времени";
export const ADMIN_HISTORY_DAY_MOVED = (day: string) => `Доставка перенесена на ${day}, покупатель уведомлён`;
export const ADMIN_DELIVERIES_TITLE = "Доставки на день";
export const ADMIN_DELIVERIES_DAY = "День";
export const ADMIN_DELIVERIES_SHOW = "Показать";
export const ADMIN_DELIVERIES_PRINT = "Напечатать";
export const ADMIN_DELIVERIES_NONE = "На этот день доставок нет";
export const ADMIN_DELIVERIES_OF = (day: string) => `Доставки на ${day}`;
export const ADMIN_DELIVERIES_WINDOW = "Время";
export const ADMIN_DELIVERIES_ORDER = "Заказ";
export const ADMIN_DELIVERIES_ADDRESS = "Адрес";
export const ADMIN_DELIVERIES_WAY = "Способ";
export const ADMIN_INVOICE_ISSUED = (number: number, date: string) => `Счёт № ${number} от ${date}`;
export const ADMIN_INVOICE_DOWNLOAD = "Скачать счёт (PDF)";
export const ADMIN_INVOICE_MARK_PAID = "Счёт оплачен";
export const ADMIN_INVOICE_MARK_PAID_HINT = "Нажмите, когда деньги поступили на расчётный счёт: заказ станет оплаченным, покупатель получит письмо";
export const ADMIN_INVOICE_IS_PAID = "Заказ оплачен";
export const ADMIN_INVOICE_MARKED_PAID = "Счёт отмечен оплаченным, покупателю отправлено письмо";
