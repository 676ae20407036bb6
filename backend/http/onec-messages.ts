/** What 1C's «Обмен с сайтом» reads after `failure` or `success` (it shows the line to whoever runs the exchange). */
export const ONEC_REFUSED = "Неверный логин или пароль, или нет права на обмен";
export const ONEC_TOO_MANY = "Слишком много попыток входа, повторите позже";
export const ONEC_NO_SESSION = "Нет сеанса обмена: сначала mode=checkauth";
export const ONEC_TYPES = "Поддерживаются type=catalog и type=sale";
export const ONEC_BAD_FILE_NAME = "Недопустимое имя файла";
export const ONEC_PART_TOO_LARGE = "Часть файла больше file_limit";
export const ONEC_FILE_TOO_LARGE = (name: string, megabytes: number) => `Файл ${name} больше ${megabytes} МБ`;
export const ONEC_IMPORT_RUNNING = "Импорт выполняется";
export const ONEC_IMPORT_FAULT = "Внутренняя ошибка при импорте";
export const ONEC_IMPORTED = (created: number, updated: number, services: number) =>
  `Создано: ${created}, обновлено: ${updated}` + (services ? `. Пропущено услуг: ${services}` : "");
export const ONEC_UNKNOWN_MODE = (mode: string | null) => `Неизвестный режим ${mode}`;

/** The answer to 1C's orders file: how many documents it held and how many orders they changed, then each problem. */
export const ONEC_ORDERS_APPLIED = (documents: number, changed: number) => `Документов: ${documents}, изменено заказов: ${changed}`;
export const ONEC_ORDER_UNKNOWN = (ref: string) => `Заказ ${ref} не найден на сайте`;
export const ONEC_NOT_ORDER = (ref: string, operation: string) => `Документ ${ref}: операция «${operation}» не обрабатывается`;
export const ONEC_STATUS_UNKNOWN = (order: number, value: string) => `Заказ ${order}: неизвестный статус «${value}»`;
export const ONEC_STAGE_REFUSED = (order: number, from: string, to: string) => `Заказ ${order}: переход «${from}» → «${to}» сайт не выполняет`;
export const ONEC_PAYMENT_REFUSED = (order: number) => `Заказ ${order}: оплата на сайте не отменяется, возврат делается через платёжную систему`;
export const ONEC_MORE_PROBLEMS = (count: number) => `И ещё ${count}`;
