/**
 * Back office: catalogue imports and exports.
 * The contract's texts are kept word for word, typos included: do not reword them.
 */

export const ADMIN_EXPORT_CSV = "Выгрузить в CSV";
export const ADMIN_IMPORT_TITLE = "Импорт и выгрузка товаров";
export const ADMIN_IMPORT_FILE = "Файл каталога: CSV, YML или CommerceML (XML), можно в архиве ZIP";
export const ADMIN_IMPORT_FILE_HINT = (mb: number) => `CSV — в UTF-8, столбцы через «;», как в выгрузке. До ${mb} МБ.`;
export const ADMIN_IMPORT_FILE_REQUIRED = "Выберите файл или укажите адрес";
export const ADMIN_IMPORT_URL = "Или адрес файла в интернете";
export const ADMIN_IMPORT_URL_HINT = "Начинается с http:// или https://, например фид YML поставщика.";
export const ADMIN_IMPORT_URL_INVALID = "Укажите адрес, начинающийся с http:// или https://";
export const ADMIN_IMPORT_FILE_OR_URL = "Выберите файл или укажите адрес — что-то одно";
export const ADMIN_IMPORT_FILE_TOO_LARGE = (mb: number) => `Файл больше ${mb} МБ`;
export const ADMIN_IMPORT_DRY_RUN = "Пробный прогон";
export const ADMIN_IMPORT_START = "Загрузить";
export const ADMIN_IMPORT_EXPORT_GOODS = "Скачать товары (CSV)";
export const ADMIN_IMPORT_RECENT = "Последние загрузки";
export const ADMIN_IMPORT_NONE = "Загрузок ещё не было";
export const ADMIN_IMPORT_JOB = (id: number) => `Загрузка №${id}`;
export const ADMIN_IMPORT_BACK = "Все загрузки";
export const ADMIN_IMPORT_STATUSES: Record<string, string> = {
  queued: "В очереди",
  running: "Идёт загрузка",
  done: "Готово",
  failed: "Отказано: ничего не импортировано",
  rolled_back: "Прервано: изменения откатены",
};
export const ADMIN_IMPORT_DRY_RUN_MARK = "Пробный прогон: каталог не изменён";
export const ADMIN_IMPORT_PROGRESS = (done: number, total: number) => (total > 0 ? `Обработано ${done} из ${total}` : `Обработано ${done}`);
export const ADMIN_IMPORT_CREATED = "Создано";
export const ADMIN_IMPORT_UPDATED = "Обновлено";
export const ADMIN_IMPORT_UNCHANGED = "Без изменений";
export const ADMIN_IMPORT_SKIPPED = "Пропущено";
/** Services (delivery, assembly, gift certificates) a 1C file listed among goods: never made goods. */
export const ADMIN_IMPORT_SERVICES = "Пропущено услуг";
export const ADMIN_IMPORT_ROW_ERRORS = "Ошибки в строках";
export const ADMIN_IMPORT_LINE = (line: number) => `Строка ${line}`;
export const ADMIN_IMPORT_FILE_NAME = "Файл";
export const ADMIN_IMPORT_REPLACE = "Заменять: пустая ячейка CSV очищает поле (фото, старую цену, производителя, описание, размеры)";
export const ADMIN_IMPORT_PUBLISH_SECTIONS = "Сразу показать на сайте новые разделы (иначе они создаются скрытыми)";
export const ADMIN_IMPORT_CHANGES = "Изменения";
export const ADMIN_IMPORT_CHANGES_DRY = "Что изменится";
export const ADMIN_IMPORT_CHANGES_NONE = "Ничего не меняется";
export const ADMIN_IMPORT_NEW_SECTION = (name: string, hidden: boolean) =>
  `Новый раздел «${name}»: ${hidden ? "скрыт, пока его не опубликуют" : "сразу на сайте"}`;
export const ADMIN_IMPORT_NEW_GOOD = (name: string, key: string) => `Новый товар «${name}» (${key})`;
export const ADMIN_IMPORT_CHANGED_GOOD = (name: string, key: string) => `Товар «${name}» (${key})`;
export const ADMIN_IMPORT_PHOTOS_ADDED = (count: number) => `фото: +${count}`;
export const ADMIN_IMPORT_PHOTOS_REMOVED = (count: number) => `фото: −${count}`;
export const ADMIN_IMPORT_GOOD_HIDDEN = "скрыт с сайта: показываются его варианты";
