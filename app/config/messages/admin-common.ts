/**
 * The back office's frame: navigation, lists, filters, saving, edit conflicts, the notification templates.
 * The contract's texts are kept word for word, typos included: do not reword them.
 */

export const ADMIN_NAV_LABEL = "Разделы управления";
export const ADMIN_NAV_ORDERS = "Заказы";
export const ADMIN_NAV_REQUESTS = "Заявки";
export const ADMIN_NAV_STAFF = "Сотрудники";
export const ADMIN_NAV_AUDIT = "Журнал изменений";
export const ADMIN_FILTER = "Показать";
export const ADMIN_FILTER_RESET = "Сбросить";
export const ADMIN_SEARCH = "Поиск";
export const ADMIN_SEARCH_ORDERS_HINT = "Номер, телефон или имя";
export const ADMIN_SEARCH_REQUESTS_HINT = "Имя, телефон, e-mail или текст";
export const ADMIN_ANY = "Все";
export const ADMIN_DATE_FROM = "С даты";
export const ADMIN_DATE_TO = "По дату";
export const ADMIN_NOTHING_FOUND = "Ничего не найдено";
export const ADMIN_FOUND = (n: number) => `Найдено: ${n}`;
export const ADMIN_NAV_NOTICES = "Уведомления";
export const ADMIN_NOTICES_TITLE = "Уведомления покупателям";
export const ADMIN_NOTICES_HINT =
  "Письмо уходит, если в заказе есть e-mail; SMS — если его текст не пустой. В тексте можно использовать {номер}, {имя}, {сумма}, {ссылка} (страница заказа), {доставка} (трек-номер, дата и время доставки) {причина} (отмены), {отгружено} и {осталось} (что отправлено частью заказа и что ещё нет).";
export const ADMIN_NOTICE_STAGES: Record<string, string> = {
  confirmed: "Заказ подтверждён",
  in_production: "Заказ в производстве",
  ready: "Заказ готов к отгрузке",
  part_shipped: "Часть заказа отправлена",
  shipped: "Заказ передан в доставку",
  completed: "Заказ выполнен",
  date_moved: "Дата доставки перенесена",
  cancelled: "Заказ отменён",
};
export const ADMIN_NOTICE_SUBJECT = "Тема письма";
export const ADMIN_NOTICE_MAIL = "Текст письма";
export const ADMIN_NOTICE_SMS = "Текст SMS (пусто — без SMS)";
export const ADMIN_NOTICE_TOO_LONG = (max: number) => `Не больше ${max} символов`;
export const ADMIN_SAVE = "Сохранить";
export const ADMIN_SAVED = "Сохранено";
export const ADMIN_ACTION_FAILED = "Не удалось сохранить. Обновите страницу и попробуйте ещё раз";
/** A back-office save refused because the record changed since its form was opened (who and when, if known). */
export const ADMIN_EDIT_CONFLICT = (changedBy: string | null, changedAt: string | null) =>
  `Пока вы редактировали, это ${changedBy ? `изменил(а) ${changedBy}` : "изменили"}${changedAt ? ` ${changedAt}` : ""}. ` +
  "Ваши правки не сохранены и остались в форме: откройте текущую версию в новой вкладке, сравните и нажмите «Сохранить» ещё раз, чтобы записать свои.";
export const ADMIN_BACK_TO_ORDERS = "Все заказы";
export const ADMIN_BACK_TO_REQUESTS = "Все заявки";
export const ADMIN_NAV_SECTIONS = "Разделы";
export const ADMIN_NAV_GOODS = "Товары";
export const ADMIN_SEARCH_GOODS_HINT = "Название или артикул";
export const ADMIN_BACK_TO_SECTIONS = "Все разделы";
export const ADMIN_BACK_TO_GOODS = "Все товары";
export const ADMIN_NOT_FOUND = "Не найдено";
export const ADMIN_ERROR = "Что-то пошло не так. Обновите страницу или попробуйте позже";
export const ADMIN_NAV_SETTINGS = "Настройки";
export const ADMIN_NAV_DELIVERY = "Доставка";
export const ADMIN_NAV_IMPORTS = "Импорт";
export const ADMIN_NAV_CONTENT = "Контент";
