/**
 * Back office: sign-in, staff, roles, passwords and the audit log.
 * The contract's texts are kept word for word, typos included: do not reword them.
 */

export const ADMIN_TITLE = "Управление магазином";
export const ADMIN_SIGN_IN = "Вход для сотрудников";
export const ADMIN_SIGN_IN_BUTTON = "Войти";
export const ADMIN_SIGN_OUT = "Выйти";
export const ADMIN_EMAIL = "E-mail";
export const ADMIN_PASSWORD = "Пароль";
export const ADMIN_PASSWORD_REQUIRED = "Введите пароль";
export const ADMIN_SIGN_IN_FAILED = "Неверный e-mail или пароль";
export const ADMIN_PASSWORD_CHANGE = "Смена пароля";
export const ADMIN_PASSWORD_CHANGE_LINK = "Сменить пароль";
export const ADMIN_PASSWORD_FORCED =
  "Вы вошли с временным паролем, который знает кто-то ещё. Придумайте свой пароль — без этого остальные разделы не откроются.";
export const ADMIN_PASSWORD_CURRENT = "Текущий пароль";
export const ADMIN_PASSWORD_NEW = "Новый пароль";
export const ADMIN_PASSWORD_REPEAT = "Новый пароль ещё раз";
export const ADMIN_PASSWORD_REPEAT_DIFFERS = "Пароли не совпадают";
export const ADMIN_PASSWORD_SAVE = "Сменить пароль";
export const ADMIN_PASSWORD_CHANGED = "Пароль изменён. На других устройствах нужно войти заново";
export const ADMIN_STAFF_EMAIL_TAKEN = "Сотрудник с таким e-mail уже есть";
export const ADMIN_STAFF_NAME = "Имя";
export const ADMIN_STAFF_NAME_REQUIRED = "Введите имя";
export const ADMIN_STAFF_ROLE = "Роль";
export const ADMIN_ROLES: Record<string, string> = { admin: "Администратор", manager: "Менеджер", exchange: "Обмен с 1С" };
export const ADMIN_STAFF_ADD = "Добавить сотрудника";
export const ADMIN_STAFF_ADDED = (email: string, password: string) => `Сотрудник ${email} добавлен. Одноразовый пароль: ${password}`;
export const ADMIN_STAFF_PASSWORD_RESET = (email: string, password: string) => `Новый пароль для ${email}: ${password}`;
export const ADMIN_STAFF_ROLE_SAVE = "Сменить роль";
export const ADMIN_STAFF_DISABLE = "Отключить";
export const ADMIN_STAFF_ENABLE = "Включить";
export const ADMIN_STAFF_REVOKE = "Завершить сеансы";
export const ADMIN_STAFF_RESET = "Сбросить пароль";
export const ADMIN_STAFF_DISABLED = "отключён";
export const ADMIN_STAFF_SELF = "это вы";
export const ADMIN_STAFF_CHANGED = "Изменения сохранены";
export const ADMIN_AUDIT_VIEW_ALL = "Все записи";
export const ADMIN_AUDIT_VIEW_ACCESS = "Доступ к данным покупателей";
export const ADMIN_AUDIT_VIEW_ACCESS_HINT =
  "Обмен с 1С получает заказы с именами, телефонами и адресами покупателей: здесь каждый вход обмена, каждая выдача заказов, выгрузка и скачанный файл.";
export const ADMIN_AUDIT_RECORDS = (n: number) => `записей: ${n}`;
export const ADMIN_FORBIDDEN = "Недостаточно прав";
export const ADMIN_TOO_MANY = "Слишком много попыток входа. Попробуйте позже";
/** What an audit entry changed, named before its number: «Заказ №12». */
export const ADMIN_AUDIT_SUBJECTS: Record<string, string> = {
  order: "Заказ",
  request: "Заявка",
  staff: "Сотрудник",
  settings: "Настройки",
  delivery: "Способ доставки",
  pvz: "Пункт выдачи",
  warehouse: "Склад",
};
export const ADMIN_AUDIT_ACTIONS: Record<string, string> = {
  "order.stage": "Статус заказа",
  "order.comment": "Комментарий менеджера",
  "order.paid": "Оплата получена",
  "order.refund": "Возврат денег",
  "order.lines": "Состав заказа",
  "order.shipment": "Отгрузка части заказа",
  "request.answer": "Ответ на заявку",
  "settings.notices": "Уведомления покупателям",
  "request.handling": "Обработка заявки",
  "staff.create": "Новый сотрудник",
  "staff.update": "Изменение сотрудника",
  "staff.sessions_revoked": "Сеансы завершены",
  "staff.password_reset": "Пароль сброшен",
  "onec.sign_in": "Вход обмена с 1С",
  "onec.orders_sent": "Заказы выданы в 1С",
  "onec.orders_confirmed": "1С подтвердила получение заказов",
  "orders.export": "Выгрузка заказов",
  "requests.export": "Выгрузка заявок",
  "request.file": "Скачан файл заявки",
  "settings.update": "Название, реквизиты, контакты и тексты магазина",
  "settings.scripts": "Счётчики и скрипты",
  "delivery.create": "Новый способ доставки",
  "delivery.update": "Изменение способа доставки",
  "pvz.create": "Новый пункт выдачи",
  "pvz.update": "Изменение пункта выдачи",
  "warehouse.create": "Новый склад",
  "warehouse.update": "Изменение склада",
};
