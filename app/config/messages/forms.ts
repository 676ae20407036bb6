/**
 * The field kit and the request forms (project, custom size, feedback, idea), their file rules and refusals.
 * The contract's texts are kept word for word, typos included: do not reword them.
 */

export const LABEL_FIO = "ФИО";
export const LABEL_PHONE = "Телефон";
export const LABEL_EMAIL = "Email";
export const LABEL_COMMENT = "Комментарий";
export const LABEL_COMPANY = "Компания";
export const LABEL_CITY = "Город";
export const LABEL_SITE = "Сайт компании";
export const LABEL_IDEA = "Идея";
export const LABEL_IDEA_CHOOSE = "Выберите идею";
export const LABEL_GOOD = "Товар";
export const LABEL_FILES = "Файлы";
export const LABEL_FILES_ADD = "Прикрепить файлы";
export const LABEL_FILE_REMOVE = "Удалить файл";
export const MSG_NO_FILES_CHOSEN = "Файлы не выбраны";
/** The back office's file pickers: the button, and what shows while nothing is chosen (one file / several). */
export const LABEL_FILE_CHOOSE = "Выберите файл";
export const LABEL_FILES_CHOOSE = "Выберите файлы";
export const MSG_NO_FILE_CHOSEN = "Файл не выбран";
export const LABEL_SEND = "Отправить";
export const LABEL_CONFIRM = "Подтвердить";
export const LABEL_CONFIRM_CODE = "Код из SMS";
export const LABEL_HONEYPOT = "Факс (не заполняйте это поле)";
export const LABEL_PARTNER = "Стать партнёром";
export const LABEL_FEEDBACK = "Обратная связь";
export const LABEL_PRESENTATION = "Получить презентацию";
export const MSG_FILE_TYPE = "Недопустимый тип файла";
export const MSG_FILE_SIZE = "Файл больше 10 000 КБ";
/** A chosen file's size next to its name. */
export const LABEL_FILE_SIZE_KB = (kb: number) => `${kb} КБ`;
export const MSG_FILE_TOTAL = "Общий размер файлов больше 10 000 КБ";
export const MSG_FILE_COUNT = "Не больше 10 файлов";
export const MSG_FILE_CONTENT = "Содержимое файла не соответствует его типу";
/** A posted form that breaks a limit other than the file rules: each limit says what it is. */
export const MSG_FIELD_TOO_LONG = "Слишком длинное значение";
export const MSG_FORM_TOO_MANY_FIELDS = "Слишком много полей в форме";
export const MSG_FORM_TAKES_NO_FILES = "Эта форма не принимает файлы";
export const MSG_FIELD_TAKES_NO_FILES = "В это поле нельзя прикрепить файл";
/** A body that is not a form of ours (JSON, plain text, broken multipart, forbidden field names). */
export const MSG_FORM_UNREADABLE = "Не удалось прочитать отправленную форму. Обновите страницу и попробуйте ещё раз";
export const MSG_REQUEST_NETWORK = "Не удалось отправить заявку. Проверьте соединение и попробуйте ещё раз";
export const MSG_REQUEST_RATE_LIMIT = "Слишком много заявок. Попробуйте позже";
/** A refused lead that may be sent again after a wait (a code was just texted to this phone, or an address limit). */
export const MSG_REQUEST_RETRY_IN = (seconds: number) => `Отправить заявку снова можно через ${seconds} с`;
/** The link, next to a save refused as changed meanwhile, to the record as it is now (a new tab). */
export const MSG_EDIT_CONFLICT_OPEN = "Открыть текущую версию";
export const MSG_REQUEST_FAILED = "Не удалось отправить заявку. Проверьте поля формы";
export const MSG_REQUEST_REFUSED = "Заявка отклонена";
export const MSG_CONFIRM_EXPIRED = "Время подтверждения истекло. Отправьте заявку ещё раз";
export const MSG_CAPTCHA_NOTICE =
  'Этот сайт защищён reCAPTCHA, действуют <a href="https://policies.google.com/privacy">Политика конфиденциальности</a> и <a href="https://policies.google.com/terms">Условия использования</a> Google.';
