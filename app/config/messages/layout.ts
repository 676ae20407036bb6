/**
 * Layouts, header, footer, cookie notice, modals and error pages.
 * The contract's texts are kept word for word, typos included: do not reword them.
 */

export const LABEL_SKIP_TO_CONTENT = "Перейти к содержимому";
export const LABEL_GO_HOME = "На главную";
export const LABEL_MAIN_MENU = "Главное меню";
export const LABEL_FOOTER_MENU = "Информация";
export const LABEL_MENU_OPEN = "Меню";
export const LABEL_MOBILE_MENU = "Мобильное меню";
export const LABEL_SUBMENU_TOGGLE = "Показать подразделы:";
export const LABEL_SEARCH = "Поиск по сайту";
export const LABEL_SEARCH_SUBMIT = "Найти";
export const LABEL_FAVOURITES = "Избранное";
export const LABEL_CART = "Корзина";
export const LABEL_ACCOUNT = "Личный кабинет";
export const LABEL_SIGN_IN = "Войти";
export const LABEL_CONTACTS = "Контакты";
export const LABEL_SOCIALS = "Мы в соцсетях";
export const LABEL_MESSENGERS = "Напишите нам";
export const LABEL_DEVELOPER = "Разработка сайта —";
export const LABEL_NOTIFICATIONS = "Уведомления";
export const LABEL_COOKIE_NOTICE = "Уведомление об использовании cookie";
export const LABEL_BANNER = "Специальное предложение";
export const LABEL_BANNER_HIDE = "Скрыть баннер";
export const LABEL_MODAL_CLOSE = "Закрыть окно";
export const LABEL_PAGE_LOADING = "Загрузка страницы";
/** Accessible names of the count badges: "Товаров в корзине: 3". */
export const LABEL_CART_COUNT = "Товаров в корзине:";
export const LABEL_FAVOURITES_COUNT = "Товаров в избранном:";
/** Accessible names of the social icons, by type. */
export const LABEL_SOCIAL: Record<"tg" | "fb" | "vk" | "ig" | "ok" | "yt" | "wa" | "dzen" | "rt", string> = {
  dzen: "Дзен",
  rt: "RuTube",
  tg: "Telegram",
  fb: "Facebook",
  vk: "ВКонтакте",
  ig: "Instagram",
  ok: "Одноклассники",
  yt: "YouTube",
  wa: "WhatsApp",
};
export const LABEL_NEW_TAB = "(откроется в новой вкладке)";
export const LABEL_CONTACT_PHONE = "Телефон";
export const LABEL_CONTACT_EMAIL = "Почта";
export const LABEL_CONTACT_ADDRESS = "Адрес";
/** The seller's details (footer, contacts page). */
export const LABEL_SELLER_DETAILS = "Реквизиты продавца";
export const LABEL_SELLER_NAME = "Продавец";
export const LABEL_INN = "ИНН";
export const LABEL_KPP = "КПП";
export const LABEL_OGRN = "ОГРН";
export const LABEL_OGRNIP = "ОГРНИП";
export const LABEL_LEGAL_ADDRESS = "Юридический адрес";
export const LABEL_ERROR_CODE = "Код ошибки";
/** Before the request id on a 5xx error page, so a shopper can quote it to the shop. */
export const LABEL_REQUEST_ID = "Номер обращения";
export const LABEL_RELOAD_PAGE = "Обновить страницу";
export const LABEL_GO_CATALOG = "Перейти в каталог";
/** The routeError info modal: leaving a page whose form has unsaved changes. */
export const MSG_LEAVE_UNSAVED_TITLE = "Изменения не сохранены. Уйти со страницы?";
/** Error pages for statuses other than 404 (never a stack or a backend message). */
export const MSG_ERROR_TITLE = "Что-то пошло не так";
export const MSG_ERROR_TEXT = "Произошла ошибка. Попробуйте обновить страницу чуть позже.";
export const MSG_ERROR_BY_STATUS: Record<number, string> = {
  400: "Некорректный запрос. Проверьте адрес страницы или вернитесь назад.",
  401: "Чтобы открыть эту страницу, войдите в личный кабинет.",
  403: "Доступ к этой странице запрещён.",
  405: "Это действие недоступно на этой странице.",
  413: "Слишком большой запрос. Уменьшите размер файлов и попробуйте ещё раз.",
  415: "Не удалось прочитать отправленные данные. Вернитесь назад и отправьте форму ещё раз.",
  429: "Слишком много запросов. Подождите немного и попробуйте ещё раз.",
  503: "Сервис временно недоступен. Попробуйте зайти чуть позже.",
};
export const MSG_NOT_FOUND_TEXT = "Возможно, страница была удалена или в адресе есть опечатка.";
/** A post none of an action's steps reads (our pages never send one). */
export const MSG_UNKNOWN_INTENT = "Неизвестное действие";
export const MSG_REQUEST_SENT_TITLE = "Заявка отправлена";
export const MSG_REQUEST_CONFIRMED_TITLE = "Заявка подтверждена";

// platform-server: the benchmark's bare page (scripts/bench.mjs)
export const LABEL_BENCH_BARE = "Служебная страница для замера скорости";
