/**
 * Sign-in and the personal account.
 * The contract's texts are kept word for word, typos included: do not reword them.
 */

export const MSG_CODE_LENGTH = "Код состоит из 4 символов";

export const LABEL_SIGN_IN_BY_PASSWORD = "Войти по паролю";
export const LABEL_SIGN_IN_BY_CODE = "Войти по коду из SMS";
export const LABEL_BACK = "Назад";
export const LABEL_RESEND_CODE = "Отправить код повторно";
export const MSG_RESEND_IN = (seconds: number) => `Повторно запросить код можно через ${seconds} с`;
export const MSG_CODE_SENT_TO = (phone: string) => `Код отправлен на номер ${phone}`;
/** Step 1 after «Назад» or «Отмена» while the code already sent is still the one to enter. */
export const LABEL_ENTER_SENT_CODE = (phone: string) => `Ввести код, отправленный на номер ${phone}`;
export const LABEL_LOGIN = "Телефон или email";
export const LABEL_PASSWORD = "Пароль";
export const LABEL_PASSWORD_OLD = "Текущий пароль";
export const LABEL_PASSWORD_NEW = "Новый пароль";
export const LABEL_BIRTHDAY = "Дата рождения";
export const LABEL_SAVE = "Сохранить";
export const LABEL_PROFILE = "Профиль";
export const LABEL_SETTINGS = "Настройки";
export const LABEL_LOGOUT = "Выйти";
export const LABEL_ACCOUNT_NAV = "Разделы личного кабинета";
export const LABEL_MY_ORDERS = "Мои заказы";
export const LABEL_NO_ORDERS = "Заказов пока нет";
export const LABEL_ORDER_NUMBER = (id: number) => `Заказ №${id}`;
export const LABEL_PAY = "Оплатить";
export const LABEL_ORDER_PAGE = "Подробнее";
/** An order shipped in parts: how many of its pieces have left the shop. */
export const LABEL_PIECES_SHIPPED = (shipped: number, all: number) => `Отгружено: ${shipped} из ${all} шт.`;
export const LABEL_DOWNLOAD_INVOICE = "Скачать счёт";
export const LABEL_NO_FAVOURITES = "В избранном пока ничего нет";
export const LABEL_EMAIL_CHANGE = "Сменить email";
export const LABEL_PHONE_CHANGE = "Сменить телефон";
export const LABEL_PASSWORD_CHANGE = "Сменить пароль";
export const LABEL_CODE = "Код";
export const MSG_SIGN_IN_FAILED = "Не удалось войти. Попробуйте ещё раз";
/** Password sign-in refused for too many attempts, when the backend names no reason of its own. */
export const MSG_SIGN_IN_TOO_MANY = "Слишком много попыток входа. Попробуйте позже";
/** Password sign-in when the backend could not answer: the password is not to blame. */
export const MSG_SIGN_IN_UNAVAILABLE = "Не удалось войти: сервис временно недоступен. Попробуйте чуть позже";
export const MSG_PASSWORD_RULE = "От 8 до 64 символов, хотя бы одна буква и одна цифра";
export const MSG_CHANGE_FAILED = "Не удалось сохранить изменения";
export const MSG_PAY_UNAVAILABLE = "Оплатить этот заказ сейчас нельзя";
export const MSG_BIRTHDAY_INVALID = "Некорректная дата";
