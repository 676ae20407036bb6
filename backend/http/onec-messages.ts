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
