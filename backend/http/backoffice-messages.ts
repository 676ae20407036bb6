/** Russian texts of the back office's answers. */
export const MSG_STAFF_SIGN_IN_FAILED = "Неверный e-mail или пароль";
export const MSG_STAFF_EMAIL_TAKEN = "Сотрудник с таким e-mail уже есть";
export const MSG_STAFF_FORBIDDEN = "Недостаточно прав для этого действия";
export const MSG_ORDER_STAGE_NOT_ALLOWED = "Заказ нельзя перевести в этот статус";
export const MSG_ORDER_STAGE_DETAILS_MISSING = "Укажите трек-номер или дату доставки";
export const MSG_CANCEL_REASON_REQUIRED = "Укажите причину отмены";
export const MSG_REQUEST_NO_EMAIL = "В заявке нет e-mail: ответьте по телефону";
export const MSG_ANSWER_REQUIRED = "Напишите ответ";
export const MSG_NOTICE_TOO_LONG = "Слишком длинный текст";
export const MSG_STAFF_EMAIL_INVALID = "Введите e-mail";
export const MSG_STAFF_PASSWORD_REQUIRED = "Введите пароль";
export const MSG_STAFF_NAME_REQUIRED = "Введите имя";
export const MSG_STAFF_ROLE_INVALID = "Выберите роль";
export const MSG_STAFF_PASSWORD_WRONG = "Текущий пароль введён неверно";
export const MSG_STAFF_PASSWORD_SAME = "Новый пароль совпадает с текущим: придумайте другой";
export const MSG_STAFF_PASSWORD_WEAK = "Пароль — от 8 до 64 символов, хотя бы одна буква и одна цифра";
export const MSG_STAFF_PASSWORD_CHANGE_REQUIRED = "Сначала смените временный пароль на свой";
export const MSG_VALUE_INVALID = "Недопустимое значение";
export const MSG_SETTINGS_PHONE_REQUIRED = "Введите телефон";
export const MSG_SETTINGS_URL_INVALID = "Введите ссылку, начинающуюся с https://";
export const MSG_SETTINGS_SITE_NAME_REQUIRED = "Введите название магазина";
/** What is wrong with a field of the seller's details (shared/seller-check.ts). */
export const MSG_SELLER_PROBLEMS = {
  required: "Заполните: без этого реквизиты не показываются покупателю",
  inn: "ИНН не проходит проверку контрольной цифры: проверьте, нет ли опечатки",
  ogrn: "ОГРН (ОГРНИП) не проходит проверку контрольной цифры: проверьте, нет ли опечатки",
  inn_kind: "У компании ИНН из 10 цифр, у ИП — из 12: ИНН не подходит к ОГРН",
  kpp: "КПП — 9 знаков: 4 цифры, 2 цифры или буквы, 3 цифры",
  kpp_sole_trader: "У индивидуального предпринимателя нет КПП: оставьте поле пустым",
  bik: "БИК — 9 цифр, у российского банка начинается с 04",
  bank_account: "Номер счёта — 20 цифр и должен сходиться с БИК банка: проверьте, нет ли опечатки",
} as const;
export const MSG_EDIT_CONFLICT = "Пока вы редактировали, это изменил другой сотрудник. Откройте текущую версию, сравните и сохраните ещё раз";
export const MSG_HANDLE_TAKEN = "Этот адрес уже занят: придумайте другой";
export const MSG_IMPORT_FILE_REQUIRED = "Выберите файл или укажите адрес";
export const MSG_IMPORT_FILE_OR_URL = "Выберите файл или укажите адрес — что-то одно";
export const MSG_IMPORT_URL_INVALID = "Укажите адрес, начинающийся с http:// или https://";
export const MSG_IMPORT_FILE_TOO_LARGE = (mb: number) => `Файл больше ${mb} МБ`;
export const MSG_PHOTO_NOT_IMAGE = "Загрузите фотографию в формате JPEG, PNG или WebP";
export const MSG_PHOTO_TOO_LARGE = (mb: number) => `Фотография больше ${mb} МБ`;
export const MSG_PHOTO_TOO_MANY_PIXELS = (megapixels: number) => `Фотография больше ${megapixels} мегапикселей`;
export const MSG_PHOTO_TOO_ELONGATED = (ratio: number) => `Фотография слишком вытянута: одна сторона больше другой более чем в ${ratio} раз`;
export const MSG_BRAND_FILE_EMPTY = "Файл пустой: выберите другой";
export const MSG_BRAND_FILE_TOO_LARGE = (mb: number) => `Файл больше ${mb} МБ`;
/** What a logo and a favicon may be, by their content. */
export const MSG_BRAND_FILE_NOT_IMAGE = {
  logo: "Загрузите логотип в формате PNG, JPEG, WebP или SVG",
  favicon: "Загрузите значок сайта в формате PNG, SVG или ICO",
} as const;
export const MSG_BRAND_FILE_TOO_ELONGATED = {
  logo: (ratio: number) => `Логотип слишком вытянут: одна сторона больше другой более чем в ${ratio} раз`,
  favicon: (ratio: number) => `Значок сайта должен быть почти квадратным: одна сторона больше другой не более чем в ${ratio} раза`,
} as const;
