/** Russian texts of the back office's answers. */
export const MSG_STAFF_SIGN_IN_FAILED = "Неверный e-mail или пароль";
export const MSG_STAFF_EMAIL_TAKEN = "Сотрудник с таким e-mail уже есть";
export const MSG_STAFF_FORBIDDEN = "Недостаточно прав для этого действия";
export const MSG_ORDER_STAGE_NOT_ALLOWED = "Заказ нельзя перевести в этот статус";
export const MSG_STAFF_EMAIL_INVALID = "Введите e-mail";
export const MSG_STAFF_PASSWORD_REQUIRED = "Введите пароль";
export const MSG_STAFF_NAME_REQUIRED = "Введите имя";
export const MSG_STAFF_ROLE_INVALID = "Выберите роль";
export const MSG_VALUE_INVALID = "Недопустимое значение";
export const MSG_SETTINGS_PHONE_REQUIRED = "Введите телефон";
export const MSG_SETTINGS_URL_INVALID = "Введите ссылку, начинающуюся с https://";
export const MSG_HANDLE_TAKEN = "Этот адрес уже занят: придумайте другой";
export const MSG_IMPORT_FILE_REQUIRED = "Выберите файл или укажите адрес";
export const MSG_IMPORT_FILE_OR_URL = "Выберите файл или укажите адрес — что-то одно";
export const MSG_IMPORT_URL_INVALID = "Укажите адрес, начинающийся с http:// или https://";
export const MSG_IMPORT_FILE_TOO_LARGE = (mb: number) => `Файл больше ${mb} МБ`;
