/** Lead times and delivery days: the goods' cards and page, the cart, the checkout's day picker, the order's page. */

export const LABEL_LEAD_IN_STOCK = "В наличии";
export const LABEL_LEAD_MADE_TO_ORDER = "Под заказ";
/** «В наличии · отгрузим за 2 дня». */
export const LABEL_LEAD_SHIPS_IN = (term: string) => `отгрузим за ${term}`;
/** «Под заказ · изготовим за 21–28 дней». */
export const LABEL_LEAD_MADE_IN = (term: string) => `изготовим за ${term}`;
/** The item page: when a good in stock can be at the door. */
export const LABEL_DELIVER_FROM = (day: string) => `Доставим с ${day}`;
/** The item page: how long a good made to order takes. */
export const LABEL_MADE_IN = (term: string) => `Изготовим за ${term}`;

export const LABEL_DELIVERY_DAY = "Дата доставки";
export const LABEL_PICKUP_DAY = "Дата получения";
export const LABEL_DELIVERY_WINDOW = "Время доставки";
export const LABEL_DAY_FULL = "занято";
/** Under the picker: why the days start where they do. */
export const LABEL_EARLIEST_DAY = (day: string) => `Ближайшая дата — ${day}: её определяет самый долгий по сроку товар заказа.`;
export const LABEL_NO_FREE_DAYS = "Все ближайшие дни заняты. Выберите другой способ доставки или напишите в комментарии, когда вам удобно.";
/** Without JavaScript the list is of the way chosen when the page was drawn. */
export const LABEL_DAYS_OF_WAY_HINT = "Сменили способ доставки — нажмите «Пересчитать», чтобы увидеть его даты.";
export const LABEL_WINDOW_TEXT = (window: string) => `с ${window.replace("–", " до ")}`;
export const WEEKDAYS_SHORT = ["вс", "пн", "вт", "ср", "чт", "пт", "сб"] as const;
/** The calendar's head, Monday first. */
export const WEEKDAYS_HEAD = ["пн", "вт", "ср", "чт", "пт", "сб", "вс"] as const;

export const MSG_DELIVERY_DAY_REQUIRED = "Выберите дату доставки";

/** The order's page. */
export const LABEL_ORDER_DELIVERY_DAY = "Дата доставки";
