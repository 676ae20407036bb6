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
export const MSG_IMPORT_FILE_REQUIRED = "Выберите файл";
export const MSG_IMPORT_FILE_TOO_LARGE = (mb: number) => `Файл больше ${mb} МБ`;
export const MSG_PHOTO_NOT_IMAGE = "Загрузите фотографию в формате JPEG, PNG или WebP";
export const MSG_PHOTO_TOO_LARGE = (mb: number) => `Фотография больше ${mb} МБ`;
export const MSG_PHOTO_TOO_MANY_PIXELS = (megapixels: number) => `Фотография больше ${megapixels} мегапикселей`;
