/**
 * Texts shared across the storefront: validation, toasts, the common buttons and labels, day and month words.
 * The contract's texts are kept word for word, typos included: do not reword them.
 */

// Validation.
export const MSG_REQUIRED = "Это поле обязательно";
export const MSG_EMAIL_INVALID = "Некорректный email";
export const MSG_PHONE_HINT = "Телефон в формате:";

// Sign-in, profile, favourites and toast texts.
export const MSG_PASSWORD_LOGIN_FAIL = "Пользователь не найден, или введены не верные данные";
export const MSG_WELCOME_REDIRECT = "Добро пожаловать! Вы будете перенаправлены на страницу профиля";
export const MSG_PROFILE_UPDATE_ERROR = "Ошибка обновления данных";
export const MSG_PROFILE_UPDATED = "Данные профиля успешно обновлены";
export const MSG_FAVOURITE_ADDED = "Товар успешно добавлен в избранное";
export const MSG_TOAST_DEFAULT_SUCCESS = "Уведомление об успехе!";
export const MSG_TOAST_DEFAULT_ERROR = "Внимание! Уведомление об опасности!";
/** The 404 title when common data has no page_404: Russian, as every word a shopper reads. */
export const MSG_PAGE_NOT_FOUND = "Страница не найдена";

// Labels of the header, modals and sign-in steps.
export const LABEL_ORDER_PROJECT = "Заказать проект";
export const LABEL_DISCUSS_PROJECT = "Обсудить проект";
export const LABEL_CUSTOM_SIZE = "Заказать по индивидуальным размерам";
export const LABEL_SEARCH_PLACEHOLDER = "Поиск";
export const LABEL_CLOSE = "Закрыть";
export const LABEL_OK = "Ок";
export const LABEL_SIGN_IN_TITLE = "Авторизоваться";
export const LABEL_GET_CODE = "Получить код";
export const LABEL_CANCEL = "Отмена";
export const LABEL_ENTER_PASSWORD = "Введите пароль";
export const LABEL_ENTER_CONFIRM_CODE = "Введите код подтверждения";

/** The file hint: image at least 800x600 px, total weight up to 10 MB. */
export const MSG_FILE_HINT = "Изображение не менее 800x600 px, общий вес файлов до 10 МБ. Форматы: png, jpg, jpeg, pdf, doc, docx";

/** Day words: 1 день, 2–4 дня, otherwise дней. */
export const DAY_WORDS = ["день", "дня", "дней"] as const;

// Our own messages, for what the contract leaves unworded.
/** Month names in the genitive, for dates such as «5 марта 2026 г.». */
export const MONTHS_GENITIVE = [
  "января",
  "февраля",
  "марта",
  "апреля",
  "мая",
  "июня",
  "июля",
  "августа",
  "сентября",
  "октября",
  "ноября",
  "декабря",
] as const;
export const YEAR_ABBR = "г.";
export const CURRENCY_SIGN = "₽";
export const MSG_PHONE_INVALID = "Введите мобильный номер в формате +7 9XX XXX XX XX";
export const MSG_CONSENT_REQUIRED = "Необходимо согласие на обработку персональных данных";
