/**
 * Every user-facing Russian string. The contract's own texts (validation, the error catalogue, labels) are kept
 * word for word, typos included: do not reword them.
 * Components and routes import from here; nothing user-facing is written inline.
 */
import type { DeliveryCode } from "./constants";

// Validation.
export const MSG_REQUIRED = "Это поле обязательно";
export const MSG_EMAIL_INVALID = "Некорректный email";
export const MSG_PHONE_HINT = "Телефон в формате:";

// Sign-in, profile, favourites and toast texts; the two log texts are for the console.
export const MSG_PASSWORD_LOGIN_FAIL = "Пользователь не найден, или введены не верные данные";
export const MSG_WELCOME_REDIRECT = "Добро пожаловать! Вы будете перенаправлены на страницу профиля";
export const MSG_PROFILE_UPDATE_ERROR = "Ошибка обновления данных";
export const MSG_PROFILE_UPDATED = "Данные профиля успешно обновлены";
export const MSG_FAVOURITE_ADDED = "Товар успешно добавлен в избранное";
export const MSG_TOAST_DEFAULT_SUCCESS = "Уведомление об успехе!";
export const MSG_TOAST_DEFAULT_ERROR = "Внимание! Уведомление об опасности!";
/** The 404 title when common data has no page_404: Russian, as every word a shopper reads. */
export const MSG_PAGE_NOT_FOUND = "Страница не найдена";
export const MSG_CART_ADD_FAILED_LOG = "Ошибка при добавлении товара в корзину";
export const MSG_RESTORE_LISTS_FAILED_LOG = "Не удалось изменить товары";

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

// Sign-in and account.
export const MSG_CODE_LENGTH = "Код состоит из 4 символов";

// Field kit and request forms (forms engineer).
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
export const MSG_REQUEST_FAILED = "Не удалось отправить заявку. Проверьте поля формы";
export const MSG_REQUEST_REFUSED = "Заявка отклонена";
export const MSG_CONFIRM_CODE_SENT = "Мы отправили код подтверждения на ваш телефон";
export const MSG_CONFIRM_EXPIRED = "Время подтверждения истекло. Отправьте заявку ещё раз";
export const MSG_CAPTCHA_NOTICE =
  'Этот сайт защищён reCAPTCHA, действуют <a href="https://policies.google.com/privacy">Политика конфиденциальности</a> и <a href="https://policies.google.com/terms">Условия использования</a> Google.';
export const MSG_IDEA_NONE = "Идей пока нет";

// Layouts, header, footer, cookie notice, modals, error pages (platform-ui).
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
export const LABEL_OPEN_FULL_PAGE = "Открыть форму на отдельной странице";
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

// Cart, favourites, checkout, payment result (cart/checkout engineer).
export const LABEL_ADD_TO_CART = "В корзину";
export const LABEL_OUT_OF_STOCK = "Нет в наличии";
export const LABEL_FAVOURITE_ADD = "Добавить в избранное";
export const LABEL_FAVOURITE_REMOVE = "Удалить из избранного";
export const MSG_CART_ADDED = "Товар добавлен в корзину";
export const MSG_CART_UPDATED = "Корзина обновлена";
export const MSG_CART_FULL = "В корзине слишком много разных товаров. Оформите заказ или удалите часть товаров";
export const MSG_CART_UNAVAILABLE = "Не удалось изменить корзину. Попробуйте ещё раз";
export const MSG_FAVOURITE_REMOVED = "Товар удалён из избранного";
export const MSG_FAVOURITES_CLEARED = "Избранное очищено";
export const MSG_DELIVERY_REQUIRED = "Выберите способ доставки";
export const MSG_DELIVERY_UNAVAILABLE = "Этот способ доставки больше не предлагается. Выберите другой";
export const MSG_PAYMENT_REQUIRED = "Выберите способ оплаты";
export const MSG_PVZ_REQUIRED = "Выберите пункт выдачи";
export const MSG_INN_INVALID = "Проверьте ИНН: 10 цифр у организации, 12 у ИП";
export const MSG_KPP_INVALID = "КПП — 9 символов, например 773601001; у ИП КПП нет";
export const MSG_WAREHOUSE_REQUIRED = "Выберите склад";
export const MSG_CHECKOUT_RELOAD = "Обновите страницу оформления заказа и отправьте форму ещё раз";
export const MSG_ORDER_FAILED = "Не удалось оформить заказ. Проверьте поля формы";
export const MSG_ORDER_UNAVAILABLE = "Не удалось оформить заказ. Попробуйте ещё раз чуть позже";
/** Demo mode: next to the online payment at checkout (it goes to the shop's test payment page). */
export const LABEL_TEST_PAYMENT = "Демо-магазин: оплата тестовая, деньги не списываются.";
export const MSG_ORDER_CANNOT_PAY = "Заказ оформлен, но оплатить его онлайн сейчас нельзя. Менеджер свяжется с вами";
export const MSG_PARTNER_INTRO =
  "Мы работаем с дизайнерами, архитекторами и мебельными салонами. Оставьте заявку — менеджер свяжется с вами и расскажет об условиях сотрудничества.";
export const LABEL_CART_TITLE = "Корзина";
export const LABEL_CART_EMPTY = "В корзине пока пусто";
export const LABEL_CART_EMPTY_TEXT = "Загляните в каталог или в избранное: там найдётся что-нибудь для дома.";
export const LABEL_TO_CATALOG = "Перейти в каталог";
export const LABEL_TO_FAVOURITES = "Открыть избранное";
export const LABEL_QUANTITY = "Количество";
export const LABEL_QUANTITY_LESS = "Уменьшить количество";
export const LABEL_QUANTITY_MORE = "Увеличить количество";
export const LABEL_RECOUNT = "Пересчитать";
export const LABEL_REMOVE = "Удалить";
export const LABEL_REMOVE_GOOD = "Удалить из корзины:";
export const LABEL_CART_CLEAR = "Очистить корзину";
export const LABEL_CART_SUMMARY = "Итого";
export const LABEL_CART_DISCOUNT = "Скидка";
export const LABEL_CART_DELIVERY_TERM = "Срок доставки";
export const LABEL_CART_DELIVERY_LATER = "рассчитывается при оформлении";
export const LABEL_CART_TOTAL = "К оплате";
export const LABEL_TO_CHECKOUT = "Оформить заказ";
export const LABEL_LINE_TOTAL = "Сумма";
export const LABEL_PRICE_PER_PIECE = "за шт.";
export const LABEL_FAVOURITES_TITLE = "Избранное";
export const LABEL_FAVOURITES_EMPTY = "В избранном пока пусто";
export const LABEL_FAVOURITES_EMPTY_TEXT = "Отмечайте сердечком товары, которые понравились, и они появятся здесь.";
export const LABEL_FAVOURITES_CLEAR = "Очистить избранное";
export const LABEL_TO_CART = "Перейти в корзину";
export const LABEL_CHECKOUT_TITLE = "Оформление заказа";
export const LABEL_CHECKOUT_CONTACTS = "Покупатель";
export const LABEL_CHECKOUT_DELIVERY = "Доставка";
export const LABEL_CHECKOUT_DELIVERY_WAY = "Способ доставки";
export const LABEL_CHECKOUT_PAYMENT = "Оплата";
export const LABEL_CHECKOUT_PAYMENT_WAY = "Способ оплаты";
export const LABEL_CHECKOUT_COMPANY = "Реквизиты компании";
export const LABEL_COMPANY_NAME = "Название компании";
export const LABEL_COMPANY_INN = "ИНН";
export const LABEL_COMPANY_KPP = "КПП";
export const LABEL_COMPANY_KPP_HINT = "9 символов; у ИП не нужен";
/** A company offered by the suggestions (with JS): its name with the legal form and ИНН. */
export const LABEL_PARTY_SUGGESTION = (name: string, inn: string) => `${name}, ИНН ${inn}`;
export const LABEL_CHECKOUT_CITY = "Город";
export const LABEL_CHECKOUT_CITY_CHOOSE = "Выберите город";
export const LABEL_CHECKOUT_SHOW_POINTS = "Показать пункты";
export const LABEL_CHECKOUT_PVZ = "Пункт выдачи";
export const LABEL_CHECKOUT_NO_POINTS = "В этом городе пока нет пунктов выдачи. Выберите другой город или другой способ доставки.";
export const LABEL_CHECKOUT_WAREHOUSE = "Склад";
export const LABEL_CHECKOUT_NO_WAREHOUSE = "В этом городе нет склада для самовывоза. Выберите другой город или другой способ доставки.";
export const LABEL_CHECKOUT_ADDRESS = "Адрес доставки";
export const LABEL_CHECKOUT_ADDRESS_HINT = "Улица, дом, квартира";
export const LABEL_CHECKOUT_COMMENT = "Комментарий к заказу";
export const LABEL_CHECKOUT_SUBMIT = "Подтвердить заказ";
export const LABEL_CHECKOUT_SUMMARY = "Ваш заказ";
export const LABEL_CHECKOUT_GOODS = "Товары";
export const LABEL_CHECKOUT_DELIVERY_PRICE = "Доставка";
export const LABEL_CHECKOUT_FREE = "Бесплатно";
export const LABEL_CHECKOUT_TOTAL = "Итого";
export const LABEL_CHECKOUT_EDIT_CART = "Изменить состав заказа";
export const LABEL_CHECKOUT_RECALCULATE = "Пересчитать";
export const LABEL_CHECKOUT_RECALCULATE_HINT = "Сменили способ доставки? Нажмите «Пересчитать», чтобы увидеть итог.";
export const MSG_CHECKOUT_TOTAL_CHANGED = "Сумма заказа изменилась. Проверьте итог и подтвердите заказ ещё раз.";
export const LABEL_CHECKOUT_ERROR_TITLE = "Не удалось оформить заказ";
export const LABEL_CHECKOUT_EMPTY = "Оформлять пока нечего";
export const LABEL_CHECKOUT_EMPTY_TEXT = "Корзина пуста. Добавьте товары из каталога, а потом вернитесь сюда.";
export const LABEL_DAYS_TERM = "Срок:";
export const LABEL_HOURS = "Часы работы:";
export const LABEL_PAYRESULT_TITLE = "Заказ №";
export const LABEL_PAYRESULT_PAY = "Оплатить";
export const LABEL_PAYRESULT_PAY_AGAIN = "Оплатить снова";
export const MSG_PAYRESULT_PAYMENT_CANCELLED =
  "Оплата отменена, деньги не списаны. Заказ сохранён и ждёт оплаты: оплатите его снова или выберите другой способ оплаты.";
export const LABEL_PAYRESULT_OTHER_PAYMENT = "Другой способ оплаты";
export const MSG_PAYRESULT_PAYMENT_CHANGED = "Способ оплаты изменён";
export const MSG_PAYRESULT_PAYMENT_NOT_CHANGED = "Не удалось изменить способ оплаты. Обновите страницу и попробуйте ещё раз.";
export const LABEL_PAYRESULT_CONTINUE = "Продолжить покупки";
export const LABEL_PAYRESULT_PAYMENT = "Оплата";
export const LABEL_PAYRESULT_DELIVERY = "Доставка";
export const LABEL_PAYRESULT_GOODS = "Товары";
export const LABEL_PAYRESULT_TOTAL = "Итого";
export const LABEL_PAYRESULT_PAGE = "Статус заказа";
export const MSG_PAYRESULT_TEXT: Record<"new" | "awaiting_payment" | "paid" | "cancelled", string> = {
  new: "Спасибо! Заказ принят. Менеджер свяжется с вами, чтобы подтвердить его.",
  awaiting_payment: "Заказ ждёт оплаты. Оплатите его картой онлайн, и мы начнём его собирать.",
  paid: "Оплата прошла успешно. Спасибо за покупку! Мы сообщим, когда заказ будет готов к выдаче.",
  cancelled: "Заказ отменён. Если это ошибка, оформите его ещё раз или свяжитесь с нами.",
};

// Catalogue, content and search.
export const LABEL_CATALOG = "Каталог";
export const LABEL_HOME = "Главная";
export const LABEL_BREADCRUMBS = "Навигация по разделам";
export const LABEL_IN_STOCK = "В наличии";
export const LABEL_OUT_OF_STOCK_STATE = "Нет в наличии";
export const LABEL_FEW_LEFT = (n: number) => `Осталось ${n} шт.`;
export const LABEL_NEW = "Новинка";
export const LABEL_SALE = "Скидка";
export const LABEL_OLD_PRICE = "Старая цена";
export const LABEL_FILTERS = "Фильтры";
export const LABEL_APPLY = "Применить";
/** With JavaScript the filters apply themselves; the button then shows the count and leads to the goods. */
export const LABEL_SHOW_FOUND = "Показать";
export const LABEL_RESET = "Сбросить";
export const LABEL_FROM = "от";
export const LABEL_TO = "до";
export const LABEL_SORT = "Сортировка";
export const LABEL_SELECTED_FILTERS = "Выбранные фильтры";
export const LABEL_REMOVE_FILTER = (title: string) => `Убрать фильтр: ${title}`;
export const LABEL_SHOW_MORE = "Показать ещё";
export const LABEL_PAGINATION = "Страницы";
export const LABEL_PAGE = (n: number) => `Страница ${n}`;
export const LABEL_PREV = "Назад";
export const LABEL_NEXT = "Вперёд";
export const LABEL_NOTHING_FOUND = "Ничего не нашлось. Попробуйте изменить фильтры.";
export const LABEL_GOODS_FORMS = ["товар", "товара", "товаров"] as const;
export const LABEL_SECTIONS = "Разделы каталога";
export const LABEL_DIMENSIONS = "Размеры (Ш×Г×В)";
/** A good's size as the item page shows it: width×depth×height in centimetres. */
export const LABEL_SIZE_CM = (d: { width: number; depth: number; height: number }) => `${d.width}×${d.depth}×${d.height} см`;
export const LABEL_MATERIAL = "Материал";
/** The maker of a good, shown on its page when the catalogue names one. */
export const LABEL_VENDOR = "Производитель";
export const LABEL_COLOR = "Цвет";
export const LABEL_SKU = "Артикул";
export const LABEL_DELIVERY = "Доставка";
export const LABEL_DESCRIPTION = "Описание";
export const LABEL_RELATED = "Похожие товары";
export const LABEL_VIEWED = "Вы смотрели";
export const LABEL_GALLERY = "Фотографии товара";
export const LABEL_NEW_GOODS = "Новинки";
export const LABEL_POPULAR_GOODS = "Популярное";
export const LABEL_IDEAS = "Идеи для интерьера";
export const LABEL_NEWS = "Новости";
export const LABEL_PORTFOLIO = "Портфолио";
export const LABEL_ALL = "Смотреть все";
export const LABEL_GET_PRESENTATION = "Получить презентацию";
export const LABEL_GOODS_IN_IDEA = "Товары из этой идеи";
export const LABEL_GOODS_IN_PROJECT = "Мебель в проекте";
export const LABEL_SEARCH_RESULTS = "Результаты поиска";
/** The name of the search page's own search landmark (the header's is LABEL_SEARCH). */
export const LABEL_SEARCH_REFINE = "Изменить запрос";
export const LABEL_SEARCH_FOR = (text: string) => `По запросу «${text}»`;
export const LABEL_SEARCH_EMPTY_PROMPT = "Введите, что вы ищете: например, «диван» или «стол из дуба».";
/** Shown over results found for a query read with a typo corrected («дван» → «диван»). */
export const LABEL_SEARCH_READ_AS = (text: string) => `Показаны результаты по запросу «${text}»`;
/** Before a query that finds something, offered when the shopper's found nothing. */
export const LABEL_SEARCH_DID_YOU_MEAN = "Возможно, вы искали";
/** The header box's suggestion list and its groups. */
export const LABEL_SEARCH_SUGGESTIONS = "Подсказки поиска";
export const LABEL_SUGGEST_QUERIES = "Запросы";
export const LABEL_SUGGEST_SECTIONS = "Разделы";
export const LABEL_SUGGEST_GOODS = "Товары";
export const LABEL_SUGGEST_COUNT = (count: number) => `Подсказок: ${count}. Выберите стрелками вверх и вниз.`;
export const LABEL_SEARCH_NOTHING = "По вашему запросу ничего не найдено. Проверьте написание или посмотрите каталог.";
export const LABEL_CONTENT_RESULTS = "Статьи и страницы";
export const LABEL_CONTACTS_TITLE = "Контакты";
export const LABEL_SHOW_MAP = "Показать на карте";
export const LABEL_MORE_ABOUT = "Подробнее";
export const LABEL_DELIVERY_DAYS = (min: number, max: number, word: string) => `${min}–${max} ${word}`;
export const LABEL_FEEDBACK_TITLE = "Напишите нам";

// platform-server: the benchmark's bare page (scripts/bench.mjs)
export const LABEL_BENCH_BARE = "Служебная страница для замера скорости";

// Page descriptions (meta) of the catalogue and content pages.
export const META_HOME_TITLE = "мебель для дома с доставкой по России";
export const META_HOME = "Диваны, кресла, столы, кровати, шкафы и свет в наличии и на заказ, доставка и сборка по всей России.";
export const META_CATALOG = "Каталог мебели: диваны, кресла, столы, кровати, шкафы и свет с доставкой по России.";
export const META_IDEAS = "Идеи для интерьера: готовые решения для гостиной, спальни, кухни и кабинета.";
export const META_NEWS = "Новости магазина: коллекции, акции, шоурумы.";
export const META_PARTNER = "Сотрудничество с мебельным магазином: условия для дизайнеров, архитекторов и магазинов, заявка на партнёрство.";
/** The page number a list's second and later pages add to their title and description. */
export const META_PAGE_SUFFIX = (n: number) => `страница ${n}`;
export const META_PORTFOLIO = "Реализованные проекты: квартиры, дома и офисы с нашей мебелью.";
/** `facts`: what is known of the good (material, «200×90×85 см»); an unknown one is left out. */
export const META_ITEM = (title: string, price: string, facts: string[]) =>
  `${title} за ${price}${facts.length ? `: ${facts.join(", ")}` : ""}. Доставка по России.`;

// Sign-in and the personal account.
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
export const LABEL_NO_FAVOURITES = "В избранном пока ничего нет";
export const LABEL_EMAIL_CHANGE = "Сменить email";
export const LABEL_PHONE_CHANGE = "Сменить телефон";
export const LABEL_PASSWORD_CHANGE = "Сменить пароль";
export const LABEL_CODE = "Код";
export const MSG_WELCOME = "Добро пожаловать!";
export const MSG_SIGN_IN_FAILED = "Не удалось войти. Попробуйте ещё раз";
/** Password sign-in refused for too many attempts, when the backend names no reason of its own. */
export const MSG_SIGN_IN_TOO_MANY = "Слишком много попыток входа. Попробуйте позже";
/** Password sign-in when the backend could not answer: the password is not to blame. */
export const MSG_SIGN_IN_UNAVAILABLE = "Не удалось войти: сервис временно недоступен. Попробуйте чуть позже";
export const MSG_PASSWORD_RULE = "От 8 до 64 символов, хотя бы одна буква и одна цифра";
export const MSG_CHANGE_FAILED = "Не удалось сохранить изменения";
export const MSG_PAY_UNAVAILABLE = "Оплатить этот заказ сейчас нельзя";
export const MSG_BIRTHDAY_INVALID = "Некорректная дата";

/* The back office (/admin). */
export const ADMIN_TITLE = "Управление магазином";
export const ADMIN_NAV_LABEL = "Разделы управления";
export const ADMIN_NAV_ORDERS = "Заказы";
export const ADMIN_NAV_REQUESTS = "Заявки";
export const ADMIN_NAV_STAFF = "Сотрудники";
export const ADMIN_NAV_AUDIT = "Журнал изменений";
export const ADMIN_SIGN_IN = "Вход для сотрудников";
export const ADMIN_SIGN_IN_BUTTON = "Войти";
export const ADMIN_SIGN_OUT = "Выйти";
export const ADMIN_EMAIL = "E-mail";
export const ADMIN_PASSWORD = "Пароль";
export const ADMIN_EMAIL_INVALID = "Введите e-mail";
export const ADMIN_PASSWORD_REQUIRED = "Введите пароль";
export const ADMIN_SIGN_IN_FAILED = "Неверный e-mail или пароль";
export const ADMIN_PASSWORD_CHANGE = "Смена пароля";
export const ADMIN_PASSWORD_CHANGE_LINK = "Сменить пароль";
export const ADMIN_PASSWORD_FORCED =
  "Вы вошли с временным паролем, который знает кто-то ещё. Придумайте свой пароль — без этого остальные разделы не откроются.";
export const ADMIN_PASSWORD_CURRENT = "Текущий пароль";
export const ADMIN_PASSWORD_NEW = "Новый пароль";
export const ADMIN_PASSWORD_REPEAT = "Новый пароль ещё раз";
export const ADMIN_PASSWORD_REPEAT_DIFFERS = "Пароли не совпадают";
export const ADMIN_PASSWORD_SAVE = "Сменить пароль";
export const ADMIN_PASSWORD_CHANGED = "Пароль изменён. На других устройствах нужно войти заново";
export const ADMIN_FILTER = "Показать";
export const ADMIN_FILTER_RESET = "Сбросить";
export const ADMIN_EXPORT_CSV = "Выгрузить в CSV";
export const ADMIN_SEARCH = "Поиск";
export const ADMIN_SEARCH_ORDERS_HINT = "Номер, телефон или имя";
export const ADMIN_SEARCH_REQUESTS_HINT = "Имя, телефон, e-mail или текст";
export const ADMIN_ANY = "Все";
export const ADMIN_DATE_FROM = "С даты";
export const ADMIN_DATE_TO = "По дату";
export const ADMIN_STAGE = "Статус";
export const ADMIN_PAYMENT = "Оплата";
export const ADMIN_DELIVERY = "Доставка";
export const ADMIN_NOTHING_FOUND = "Ничего не найдено";
export const ADMIN_FOUND = (n: number) => `Найдено: ${n}`;
export const ADMIN_PAGE_PREV = "Назад";
export const ADMIN_PAGE_NEXT = "Вперёд";
export const ADMIN_PAGE_OF = (page: number, pages: number) => `Страница ${page} из ${pages}`;
export const ADMIN_STAGES: Record<string, string> = {
  new: "Новый",
  confirmed: "Подтверждён",
  shipped: "Передан в доставку",
  completed: "Выполнен",
  cancelled: "Отменён",
};
export const ADMIN_STAGE_ACTIONS: Record<string, string> = {
  confirmed: "Подтвердить",
  shipped: "Передать в доставку",
  completed: "Завершить",
  cancelled: "Отменить заказ",
};
export const ADMIN_PAYMENT_STATES: Record<string, string> = {
  new: "Оплата при получении",
  awaiting_payment: "Ждёт оплаты",
  paid: "Оплачен",
  cancelled: "Отменён",
};
/** The state of one online payment at the provider, next to its id on the order page. */
export const ADMIN_PROVIDER_PAYMENT_STATES: Record<string, string> = {
  creating: "создаётся",
  pending: "ждёт оплаты",
  waiting_for_capture: "деньги удержаны, ждёт подтверждения",
  succeeded: "оплачен",
  canceled: "отменён",
};
export const ADMIN_ORDER = (id: number) => `Заказ №${id}`;
export const ADMIN_ORDER_DATE = "Дата";
export const ADMIN_ORDER_CUSTOMER = "Покупатель";
export const ADMIN_ORDER_TOTAL = "Сумма";
export const ADMIN_ORDER_GOODS = "Товары";
export const ADMIN_ORDER_GOOD = "Товар";
export const ADMIN_ORDER_PRICE = "Цена";
export const ADMIN_ORDER_COUNT = "Кол-во";
export const ADMIN_ORDER_SUM = "Сумма";
export const ADMIN_ORDER_GOODS_TOTAL = "Товары";
export const ADMIN_ORDER_DELIVERY_PRICE = "Доставка";
export const ADMIN_ORDER_CONTACTS = "Контакты";
export const ADMIN_ORDER_PHONE = "Телефон";
export const ADMIN_ORDER_EMAIL = "E-mail";
export const ADMIN_ORDER_CITY = "Город";
export const ADMIN_ORDER_ADDRESS = "Адрес";
export const ADMIN_ORDER_PICKUP = "Пункт выдачи";
export const ADMIN_ORDER_SHOPPER_COMMENT = "Комментарий покупателя";
export const ADMIN_ORDER_PROVIDER_ID = "Идентификатор платежа";
export const ADMIN_ORDER_HISTORY = "История";
export const ADMIN_ORDER_NO_HISTORY = "Изменений ещё не было";
export const ADMIN_ORDER_NO_MOVES = "Заказ закрыт: статус больше не меняется";
export const ADMIN_ORDER_STAGE_CHANGED = "Статус заказа изменён";
export const ADMIN_ORDER_CANCELLED = "Заказ отменён, товары вернулись на склад";
export const ADMIN_MANAGER_COMMENT = "Комментарий менеджера";
export const ADMIN_MANAGER_COMMENT_TOO_LONG = "Не больше 2000 символов";
/** The order page's blocks, its stage forms, its readable history and its printed documents. */
export const ADMIN_ORDER_CUSTOMER_BLOCK = "Покупатель";
export const ADMIN_ORDER_DELIVERY_BLOCK = "Доставка";
export const ADMIN_ORDER_PAYMENT_BLOCK = "Оплата";
export const ADMIN_ORDER_SKU = "Артикул";
export const ADMIN_ORDER_TRACKING = "Трек-номер";
export const ADMIN_ORDER_DELIVERY_DATE = "Дата доставки";
export const ADMIN_ORDER_CANCEL_REASON = "Причина отмены";
export const ADMIN_ORDER_PAYMENT_ID = "Платёж у провайдера";
export const ADMIN_ORDER_SHIP_HINT = "Покупатель получит письмо и SMS с трек-номером или датой доставки";
export const ADMIN_ORDER_SHIP_DETAILS_REQUIRED = "Укажите трек-номер или дату доставки";
export const ADMIN_ORDER_CANCEL_CONFIRM = (id: number) => `Отменить заказ №${id}? Товары вернутся на склад, покупатель получит письмо с причиной.`;
export const ADMIN_ORDER_CANCEL_REASON_REQUIRED = "Укажите причину отмены";
export const ADMIN_ORDER_CANCEL_KEEP = "Не отменять";
export const ADMIN_ORDER_SHIPPED = "Заказ передан в доставку, покупатель уведомлён";
export const ADMIN_ORDER_PRINT = "Документы";
export const ADMIN_ORDER_PRINT_FORM = "Бланк заказа";
export const ADMIN_ORDER_PRINT_INVOICE = "Счёт на оплату";
export const ADMIN_PRINT = "Печать";
export const ADMIN_HISTORY_STAGE = (from: string, to: string) => `Статус: ${from} → ${to}`;
export const ADMIN_HISTORY_TRACKING = (value: string) => `трек-номер ${value}`;
export const ADMIN_HISTORY_DATE = (value: string) => `дата доставки ${value}`;
export const ADMIN_HISTORY_REASON = (value: string) => `причина: ${value}`;
export const ADMIN_HISTORY_COMMENT = (value: string) => (value ? `Комментарий менеджера: «${value}»` : "Комментарий менеджера удалён");
export const ADMIN_HISTORY_NOTIFIED = "покупатель уведомлён";
/** Said of a change 1C's exchange made (a stage, a payment). */
export const ADMIN_HISTORY_BY_ONEC = "по обмену с 1С";
export const ADMIN_INVOICE_TITLE = (id: number, date: string) => `Счёт на оплату №${id} от ${date}`;
export const ADMIN_ORDER_FORM_TITLE = (id: number, date: string) => `Заказ №${id} от ${date}`;
export const ADMIN_INVOICE_SELLER = "Поставщик";
export const ADMIN_INVOICE_BUYER = "Покупатель";
export const ADMIN_INVOICE_NO = "№";
export const ADMIN_INVOICE_UNIT = "Ед.";
export const ADMIN_INVOICE_PIECES = "шт.";
export const ADMIN_INVOICE_TOTAL = "Итого к оплате";
export const ADMIN_INVOICE_NO_VAT = "Без НДС";
export const ADMIN_INVOICE_NO_SELLER = "Реквизиты продавца не заданы в данных магазина";
export const ADMIN_INVOICE_SIGN = "Руководитель ____________  Бухгалтер ____________";
export const ADMIN_REQUEST_ANSWER = "Ответить по e-mail";
export const ADMIN_REQUEST_ANSWER_TEXT = "Ответ";
export const ADMIN_REQUEST_ANSWER_SEND = "Отправить ответ";
export const ADMIN_REQUEST_ANSWER_REQUIRED = "Напишите ответ";
export const ADMIN_REQUEST_ANSWERED = "Ответ отправлен";
export const ADMIN_REQUEST_ANSWERS = "Ответы";
export const ADMIN_REQUEST_ANSWER_SENT = (to: string, by: string) => `Кому: ${to} · ${by}`;
export const ADMIN_REQUEST_NO_EMAIL = "В заявке нет e-mail: ответить можно только по телефону";
export const ADMIN_REQUEST_OPEN = "Открыть заявку";
export const ADMIN_NAV_NOTICES = "Уведомления";
export const ADMIN_NOTICES_TITLE = "Уведомления покупателям";
export const ADMIN_NOTICES_HINT =
  "Письмо уходит, если в заказе есть e-mail; SMS — если его текст не пустой. В тексте можно использовать {номер}, {имя}, {сумма}, {ссылка} (страница заказа), {доставка} (трек-номер и дата) и {причина} (отмены).";
export const ADMIN_NOTICE_STAGES: Record<string, string> = {
  confirmed: "Заказ подтверждён",
  shipped: "Заказ передан в доставку",
  completed: "Заказ выполнен",
  cancelled: "Заказ отменён",
};
export const ADMIN_NOTICE_SUBJECT = "Тема письма";
export const ADMIN_NOTICE_MAIL = "Текст письма";
export const ADMIN_NOTICE_SMS = "Текст SMS (пусто — без SMS)";
export const ADMIN_NOTICE_TOO_LONG = (max: number) => `Не больше ${max} символов`;
export const ADMIN_ORDER_FORM_SIGN = "Заказ получил, претензий к количеству и внешнему виду нет: ____________";
export const ADMIN_SAVE = "Сохранить";
export const ADMIN_SAVED = "Сохранено";
export const ADMIN_ACTION_FAILED = "Не удалось сохранить. Обновите страницу и попробуйте ещё раз";
/** A back-office save refused because the record changed since its form was opened (who and when, if known). */
export const ADMIN_EDIT_CONFLICT = (changedBy: string | null, changedAt: string | null) =>
  `Пока вы редактировали, это ${changedBy ? `изменил(а) ${changedBy}` : "изменили"}${changedAt ? ` ${changedAt}` : ""}. ` +
  "Ваши правки не сохранены и остались в форме: откройте текущую версию в новой вкладке, сравните и нажмите «Сохранить» ещё раз, чтобы записать свои.";
export const ADMIN_EDIT_CONFLICT_OPEN = "Открыть текущую версию";
/** A photo button pressed on a page opened before the good's photos changed: the page now shows them as they are. */
export const ADMIN_PHOTOS_CONFLICT =
  "Пока страница была открыта, фотографии этого товара изменили. Ниже они такие, как сейчас: повторите действие, если оно ещё нужно";
export const ADMIN_BACK_TO_ORDERS = "Все заказы";
export const ADMIN_BACK_TO_REQUESTS = "Все заявки";
export const ADMIN_REQUEST = (id: number) => `Заявка №${id}`;
export const ADMIN_REQUEST_KIND = "Вид";
export const ADMIN_REQUEST_KINDS: Record<string, string> = {
  project: "Заказ проекта",
  idea: "Обсуждение идеи",
  good_custom_size: "Индивидуальный размер",
  partner: "Партнёрство",
  feedback: "Обратная связь",
  presentation: "Презентация",
};
export const ADMIN_HANDLING = "Обработка";
export const ADMIN_HANDLINGS: Record<string, string> = { new: "Новая", in_work: "В работе", done: "Готово" };
export const ADMIN_REQUEST_CONTACT = "Контакт";
export const ADMIN_REQUEST_TEXT = "Текст";
export const ADMIN_REQUEST_SUBJECT = "Касается";
/** The other fields a request form sends, by their names in the request. */
export const ADMIN_REQUEST_FIELDS: Record<string, string> = { company: "Компания", city: "Город", site: "Сайт", source: "Страница отправки" };
export const ADMIN_REQUEST_FILES = "Файлы";
export const ADMIN_REQUEST_SUBJECT_GOOD = (id: number, name: string | null) => `Товар №${id}${name ? ` «${name}»` : ""}`;
export const ADMIN_REQUEST_SUBJECT_IDEA = (id: number, name: string | null) => `Идея №${id}${name ? ` «${name}»` : ""}`;
export const ADMIN_REQUEST_HANDLING_CHANGED = "Статус заявки изменён";
export const ADMIN_STAFF_EMAIL_TAKEN = "Сотрудник с таким e-mail уже есть";
export const ADMIN_STAFF_NAME = "Имя";
export const ADMIN_STAFF_NAME_REQUIRED = "Введите имя";
export const ADMIN_STAFF_ROLE = "Роль";
export const ADMIN_ROLES: Record<string, string> = { admin: "Администратор", manager: "Менеджер", exchange: "Обмен с 1С" };
export const ADMIN_STAFF_ADD = "Добавить сотрудника";
export const ADMIN_STAFF_ADDED = (email: string, password: string) => `Сотрудник ${email} добавлен. Одноразовый пароль: ${password}`;
export const ADMIN_STAFF_PASSWORD_RESET = (email: string, password: string) => `Новый пароль для ${email}: ${password}`;
export const ADMIN_STAFF_ROLE_SAVE = "Сменить роль";
export const ADMIN_STAFF_DISABLE = "Отключить";
export const ADMIN_STAFF_ENABLE = "Включить";
export const ADMIN_STAFF_REVOKE = "Завершить сеансы";
export const ADMIN_STAFF_RESET = "Сбросить пароль";
export const ADMIN_STAFF_DISABLED = "отключён";
export const ADMIN_STAFF_SELF = "это вы";
export const ADMIN_STAFF_CHANGED = "Изменения сохранены";
export const ADMIN_AUDIT_WHO = "Кто";
export const ADMIN_AUDIT_VIEW_ALL = "Все записи";
export const ADMIN_AUDIT_VIEW_ACCESS = "Доступ к данным покупателей";
export const ADMIN_AUDIT_VIEW_ACCESS_HINT =
  "Обмен с 1С получает заказы с именами, телефонами и адресами покупателей: здесь каждый вход обмена, каждая выдача заказов, выгрузка и скачанный файл.";
export const ADMIN_AUDIT_RECORDS = (n: number) => `записей: ${n}`;
export const ADMIN_AUDIT_WHEN = "Когда";
export const ADMIN_AUDIT_WHAT = "Что";
export const ADMIN_AUDIT_BEFORE = "Было";
export const ADMIN_AUDIT_AFTER = "Стало";
export const ADMIN_FORBIDDEN = "Недостаточно прав";
export const ADMIN_NAV_SECTIONS = "Разделы";
export const ADMIN_NAV_GOODS = "Товары";
export const ADMIN_SECTION_ADD = "Добавить раздел";
export const ADMIN_SECTION_EDIT = (name: string) => `Раздел «${name}»`;
export const ADMIN_GOOD_ADD = "Добавить товар";
export const ADMIN_GOOD_EDIT = (name: string) => `Товар «${name}»`;
export const ADMIN_SEARCH_GOODS_HINT = "Название или артикул";
export const ADMIN_CATALOG_NAME = "Название";
export const ADMIN_CATALOG_HANDLE = "Адрес в каталоге";
export const ADMIN_CATALOG_HANDLE_HINT = "Латиница, цифры и дефис: divany, divan-oslo";
export const ADMIN_CATALOG_HANDLE_INVALID = "Только строчная латиница, цифры и дефис между ними";
export const ADMIN_CATALOG_HANDLE_TAKEN = "Этот адрес уже занят: придумайте другой";
export const ADMIN_CATALOG_SORT = "Порядок в меню";
export const ADMIN_CATALOG_HIDDEN = "Скрыть с сайта";
export const ADMIN_PHOTOS = "Фотографии";
export const ADMIN_PHOTOS_ADD = "Добавить фотографии";
export const ADMIN_PHOTOS_HINT = (mb: number) => `JPEG, PNG или WebP до ${mb} МБ, можно несколько сразу. Подпись — название товара.`;
export const ADMIN_PHOTOS_NONE = "Фотографий пока нет: на сайте показан рисунок-заглушка.";
export const ADMIN_PHOTO_TOO_LARGE = (mb: number) => `Фотография больше ${mb} МБ`;
export const ADMIN_PHOTOS_TOO_MANY = (n: number) => `Не больше ${n} фотографий за один раз`;
export const ADMIN_PHOTO_NUMBER = (n: number) => `Фото ${n}`;
export const ADMIN_PHOTO_ALT = "Подпись (alt)";
export const ADMIN_PHOTO_ALT_SAVE = "Сохранить подпись";
export const ADMIN_PHOTO_UP = "Выше";
export const ADMIN_PHOTO_DOWN = "Ниже";
export const ADMIN_PHOTO_DELETE = "Удалить";
export const ADMIN_PHOTOS_CHANGED = "Фотографии изменены";
export const ADMIN_SECTION_PICTURE = "Картинка раздела";
export const ADMIN_SECTION_PICTURE_HINT = (mb: number) => `JPEG, PNG или WebP до ${mb} МБ. Без картинки показан рисунок.`;
export const ADMIN_SECTION_PICTURE_REMOVE = "Убрать картинку, показывать рисунок";
export const ADMIN_CATALOG_HIDDEN_MARK = "скрыт";
export const ADMIN_CATALOG_GOODS_COUNT = (n: number) => `товаров: ${n}`;
export const ADMIN_CATALOG_SECTION = "Раздел";
export const ADMIN_CATALOG_SKU = "Артикул";
export const ADMIN_CATALOG_SKU_HINT = "Пусто: номер товара";
export const ADMIN_CATALOG_PRICE = "Цена, ₽";
export const ADMIN_CATALOG_OLD_PRICE = "Старая цена, ₽";
export const ADMIN_CATALOG_OLD_PRICE_HINT = "Пусто: без скидки";
export const ADMIN_CATALOG_OLD_PRICE_LOW = "Старая цена должна быть больше цены";
export const ADMIN_CATALOG_STOCK = "Остаток, шт.";
/** A good priced 0 is not sold (decision 0052): the list says so instead of «0 ₽». */
export const ADMIN_CATALOG_NO_PRICE = "Нет цены — не продаётся";
export const ADMIN_CATALOG_WIDTH = "Ширина, см";
export const ADMIN_CATALOG_DEPTH = "Глубина, см";
export const ADMIN_CATALOG_HEIGHT = "Высота, см";
export const ADMIN_CATALOG_MATERIAL = "Материал";
export const ADMIN_CATALOG_COLOR = "Цвет";
export const ADMIN_CATALOG_DESCRIPTION = "Описание";
export const ADMIN_CATALOG_MODEL = "Модель";
export const ADMIN_CATALOG_MODEL_HINT = "Варианты одной модели (цвета, размеры) покупатель выбирает на странице товара";
/** A model in the model list: its name and its variants' labels. */
export const ADMIN_CATALOG_MODEL_OPTION = (name: string, labels: string[]) => `${name}: ${labels.join(", ")}`;
export const ADMIN_CATALOG_MODEL_CURRENT = (option: string) => `${option} (сейчас)`;
export const ADMIN_CATALOG_MODEL_OWN = "Отдельная модель: только этот товар";
export const ADMIN_CATALOG_MODEL_UNKNOWN = "Такой модели больше нет: выберите модель из списка";
export const ADMIN_CATALOG_MODEL_NEW = "Новый товар станет отдельной моделью. Добавить его к другой модели можно после сохранения.";
export const ADMIN_MODEL_TITLE = (name: string) => `Модель: ${name}`;
export const ADMIN_MODEL_VARIANT_TITLE = (title: string) => `Варианты отличаются: ${title.toLowerCase()}`;
export const ADMIN_MODEL_ALONE = "Других вариантов нет: товар — отдельная модель.";
export const ADMIN_MODEL_THIS = "этот товар";
export const ADMIN_MODEL_HIDDEN = "скрыт";
export const ADMIN_MODEL_ON_SITE = "на сайте";
export const ADMIN_MODEL_VARIANTS = "Варианты модели";
export const ADMIN_CATALOG_VARIANT_LABEL = "Подпись варианта";
export const ADMIN_CATALOG_WHOLE_NUMBER = "Введите целое число не меньше 0";
export const ADMIN_PRICE_INVALID = "Введите сумму в рублях, например 12 990 или 28,50: не больше двух знаков после запятой";
export const ADMIN_PRICE_TOO_LARGE = (max: string) => `Не больше ${max}`;
export const ADMIN_CATALOG_SECTION_SAVED = "Раздел сохранён";
export const ADMIN_CATALOG_GOOD_SAVED = "Товар сохранён";
export const ADMIN_CATALOG_UNKNOWN = "Такого нет: проверьте номер";
export const ADMIN_CATALOG_ON_SITE = "Открыть на сайте";
export const ADMIN_BACK_TO_SECTIONS = "Все разделы";
export const ADMIN_BACK_TO_GOODS = "Все товары";
/** Column headers of the CSV exports, in their order. */
export const ADMIN_ORDERS_CSV_HEADERS = [
  "Номер",
  "Дата",
  "Статус",
  "Оплата",
  "Способ оплаты",
  "Доставка",
  "Город",
  "Покупатель",
  "Телефон",
  "E-mail",
  "Товаров, шт.",
  "Сумма, ₽",
];
export const ADMIN_REQUESTS_CSV_HEADERS = ["Номер", "Дата", "Вид", "Обработка", "Имя", "Телефон", "E-mail", "Касается", "Текст", "Файлы"];
export const ADMIN_NOT_FOUND = "Не найдено";
export const ADMIN_ERROR = "Что-то пошло не так. Обновите страницу или попробуйте позже";
export const ADMIN_TOO_MANY = "Слишком много попыток входа. Попробуйте позже";
/** What an audit entry changed, named before its number: «Заказ №12». */
export const ADMIN_AUDIT_SUBJECTS: Record<string, string> = {
  order: "Заказ",
  request: "Заявка",
  staff: "Сотрудник",
  settings: "Настройки",
  delivery: "Способ доставки",
  pvz: "Пункт выдачи",
  warehouse: "Склад",
};
export const ADMIN_AUDIT_ACTIONS: Record<string, string> = {
  "order.stage": "Статус заказа",
  "order.comment": "Комментарий менеджера",
  "order.paid": "Оплата получена",
  "request.answer": "Ответ на заявку",
  "settings.notices": "Уведомления покупателям",
  "request.handling": "Обработка заявки",
  "staff.create": "Новый сотрудник",
  "staff.update": "Изменение сотрудника",
  "staff.sessions_revoked": "Сеансы завершены",
  "staff.password_reset": "Пароль сброшен",
  "onec.sign_in": "Вход обмена с 1С",
  "onec.orders_sent": "Заказы выданы в 1С",
  "onec.orders_confirmed": "1С подтвердила получение заказов",
  "orders.export": "Выгрузка заказов",
  "requests.export": "Выгрузка заявок",
  "request.file": "Скачан файл заявки",
  "settings.update": "Название, реквизиты, контакты и тексты магазина",
  "settings.scripts": "Счётчики и скрипты",
  "delivery.create": "Новый способ доставки",
  "delivery.update": "Изменение способа доставки",
  "pvz.create": "Новый пункт выдачи",
  "pvz.update": "Изменение пункта выдачи",
  "warehouse.create": "Новый склад",
  "warehouse.update": "Изменение склада",
};
export const ADMIN_NAV_SETTINGS = "Настройки";
export const ADMIN_SETTINGS_SHOP = "Магазин";
export const ADMIN_SETTINGS_SITE_NAME = "Название магазина";
export const ADMIN_SETTINGS_SITE_NAME_HINT = "В заголовках страниц, в письмах покупателям и в описании магазина для поисковиков";
export const ADMIN_SETTINGS_SITE_NAME_REQUIRED = "Введите название магазина";
export const ADMIN_SETTINGS_SELLER = "Реквизиты продавца";
export const ADMIN_SETTINGS_SELLER_HINT =
  "Закон требует показать покупателю полное наименование, ИНН, ОГРН и юридический адрес. Номера проверяются по контрольной цифре";
export const ADMIN_SETTINGS_SELLER_NAME = "Краткое наименование";
export const ADMIN_SETTINGS_SELLER_FULL_NAME = "Полное наименование";
export const ADMIN_SETTINGS_SELLER_INN = "ИНН";
export const ADMIN_SETTINGS_SELLER_KPP = "КПП (у ИП нет)";
export const ADMIN_SETTINGS_SELLER_OGRN = "ОГРН или ОГРНИП";
export const ADMIN_SETTINGS_SELLER_ADDRESS = "Юридический адрес";
/** What is wrong with a field of the seller's details; the backend answers the same texts. */
export const ADMIN_SETTINGS_SELLER_PROBLEMS = {
  required: "Заполните: без этого реквизиты не показываются покупателю",
  inn: "ИНН не проходит проверку контрольной цифры: проверьте, нет ли опечатки",
  ogrn: "ОГРН (ОГРНИП) не проходит проверку контрольной цифры: проверьте, нет ли опечатки",
  inn_kind: "У компании ИНН из 10 цифр, у ИП — из 12: ИНН не подходит к ОГРН",
  kpp: "КПП — 9 знаков: 4 цифры, 2 цифры или буквы, 3 цифры",
  kpp_sole_trader: "У индивидуального предпринимателя нет КПП: оставьте поле пустым",
} as const;
export const ADMIN_SETTINGS_BRAND = "Логотип и значок сайта";
export const ADMIN_SETTINGS_LOGO = "Логотип";
export const ADMIN_SETTINGS_LOGO_HINT = (mb: number) =>
  `PNG, JPEG, WebP или SVG до ${mb} МБ, без полей вокруг. В шапке он высотой 44 пикселя: для чёткости загрузите картинку высотой от 176 пикселей`;
export const ADMIN_SETTINGS_LOGO_NOW = "Сейчас на сайте:";
export const ADMIN_SETTINGS_LOGO_DEFAULT = "Сейчас на сайте стандартный логотип";
export const ADMIN_SETTINGS_LOGO_REMOVE = "Вернуть стандартный логотип";
export const ADMIN_SETTINGS_FAVICON = "Значок сайта (favicon)";
export const ADMIN_SETTINGS_FAVICON_HINT = (mb: number) => `Квадратный PNG или SVG (лучше от 180×180 пикселей) или ICO, до ${mb} МБ`;
export const ADMIN_SETTINGS_FAVICON_DEFAULT = "Сейчас на сайте стандартный значок";
export const ADMIN_SETTINGS_FAVICON_REMOVE = "Вернуть стандартный значок";
export const ADMIN_BRAND_FILE_TOO_LARGE = (mb: number) => `Файл больше ${mb} МБ`;
export const ADMIN_SETTINGS_CONTACTS = "Контакты";
export const ADMIN_SETTINGS_PHONE = "Телефон в шапке и подвале";
export const ADMIN_SETTINGS_PHONE_REQUIRED = "Введите телефон";
export const ADMIN_SETTINGS_EMAIL = "E-mail";
export const ADMIN_SETTINGS_ADDRESS = "Адрес";
export const ADMIN_SETTINGS_SOCIALS = "Соцсети";
export const ADMIN_SETTINGS_SOCIAL_NAMES: Record<string, string> = {
  tg: "Telegram",
  wa: "WhatsApp",
  vk: "ВКонтакте",
  fb: "Facebook",
  ig: "Instagram",
  ok: "Одноклассники",
  yt: "YouTube",
  dzen: "Дзен",
  rt: "RuTube",
};
export const ADMIN_SETTINGS_SOCIAL_TOP = "в шапке";
export const ADMIN_SETTINGS_SOCIAL_BOTTOM = "в подвале";
export const ADMIN_SETTINGS_URL_INVALID = "Введите ссылку, начинающуюся с https://";
export const ADMIN_SETTINGS_TEXTS = "Тексты";
export const ADMIN_SETTINGS_COPYRIGHT = "Копирайт в подвале";
export const ADMIN_SETTINGS_COOKIE_TEXT = "Уведомление о cookie";
export const ADMIN_SETTINGS_COOKIE_BUTTON = "Кнопка уведомления о cookie";
export const ADMIN_SETTINGS_404_TITLE = "Заголовок страницы 404";
export const ADMIN_SETTINGS_404_TEXT = "Текст страницы 404";
export const ADMIN_SETTINGS_PRIVACY = "Текст согласия с политикой конфиденциальности (HTML)";
export const ADMIN_SETTINGS_SEARCH = "Поиск";
export const ADMIN_SETTINGS_SYNONYMS = "Синонимы";
export const ADMIN_SETTINGS_SYNONYMS_HINT =
  "Одна группа в строке. «шкаф, гардероб» — одно и то же в обе стороны; «мягкая мебель: диван, кресло» — запрос слева находит и то, что справа. Поиск учтёт изменения сразу после сохранения.";
export const ADMIN_SETTINGS_HTML_HINT = "Допустимы ссылки и простое оформление; остальное удаляется при сохранении";
export const ADMIN_SETTINGS_TOO_LONG = (max: number) => `Не больше ${max} символов`;
export const ADMIN_SETTINGS_SCRIPTS = "Счётчики и скрипты";
export const ADMIN_SETTINGS_SCRIPTS_HINT =
  "Выполняются на каждой странице магазина. Скрипты получают разовый ключ CSP; внешние адреса должны быть разрешены в настройке CSP сервера";
export const ADMIN_SETTINGS_HEAD_END = "В конце <head>";
export const ADMIN_SETTINGS_BODY_BEGIN = "В начале <body>";
export const ADMIN_SETTINGS_BODY_END = "В конце <body>";
export const ADMIN_NAV_DELIVERY = "Доставка";
export const ADMIN_DELIVERY_METHODS = "Способы доставки";
export const ADMIN_DELIVERY_PICKUP_POINTS = "Пункты выдачи";
export const ADMIN_DELIVERY_WAREHOUSES = "Склады самовывоза";
export const ADMIN_DELIVERY_METHOD_ADD = "Добавить способ доставки";
export const ADMIN_DELIVERY_PICKUP_POINT_ADD = "Добавить пункт выдачи";
export const ADMIN_DELIVERY_WAREHOUSE_ADD = "Добавить склад";
export const ADMIN_DELIVERY_METHOD_EDIT = (title: string) => `Способ доставки «${title}»`;
export const ADMIN_DELIVERY_PICKUP_POINT_EDIT = (title: string) => `Пункт выдачи «${title}»`;
export const ADMIN_DELIVERY_WAREHOUSE_EDIT = (title: string) => `Склад «${title}»`;
export const ADMIN_DELIVERY_BACK = "← Доставка";
export const ADMIN_DELIVERY_KIND = "Что спросить у покупателя";
export const ADMIN_DELIVERY_KIND_PLACEHOLDER = "Выберите";
export const ADMIN_DELIVERY_KINDS: Record<DeliveryCode, string> = {
  pvz: "Пункт выдачи",
  warehouse: "Склад самовывоза",
  courier: "Адрес доставки",
};
export const ADMIN_DELIVERY_PRICE = "Стоимость, ₽";
export const ADMIN_DELIVERY_FREE_FROM = "Бесплатно от суммы товаров, ₽";
export const ADMIN_DELIVERY_FREE_FROM_HINT = "Пусто: всегда по тарифу";
export const ADMIN_DELIVERY_FREE_FROM_INVALID = "Введите сумму в рублях или оставьте поле пустым";
export const ADMIN_DELIVERY_FREE_MARK = (sum: string) => `бесплатно от ${sum}`;
export const ADMIN_DELIVERY_DAYS_MIN = "Срок от, дней";
export const ADMIN_DELIVERY_DAYS_MAX = "Срок до, дней";
export const ADMIN_DELIVERY_DAYS = (min: number, max: number) => (min === max ? `дней: ${min}` : `дней: ${min}–${max}`);
export const ADMIN_DELIVERY_DAYS_ORDER = "Срок «до» не может быть меньше срока «от»";
export const ADMIN_DELIVERY_SORT = "Порядок при оформлении заказа";
export const ADMIN_DELIVERY_HIDDEN = "Не предлагать при оформлении заказа";
export const ADMIN_DELIVERY_CITY = "Город";
export const ADMIN_DELIVERY_ADDRESS = "Адрес";
export const ADMIN_DELIVERY_ADDRESS_HINT = "Полностью, с городом: Казань, ул. Ленина, 5";
export const ADMIN_DELIVERY_HOURS = "Часы работы";
export const ADMIN_DELIVERY_LAT = "Широта";
export const ADMIN_DELIVERY_LON = "Долгота";
export const ADMIN_DELIVERY_COORDS_HINT = "Из Яндекс Карт, например 55.755864";
export const ADMIN_DELIVERY_COORD_INVALID = "Введите число, например 55.755864";
export const ADMIN_DELIVERY_SAVED = "Сохранено";
export const ADMIN_DELIVERY_EMPTY = "Пока ничего нет";
export const ADMIN_NAV_IMPORTS = "Импорт";
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
export const ADMIN_IMPORT_DRY_RUN_HINT = "Показать, что изменится, ничего не меняя";
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
export const ADMIN_IMPORT_STARTED_AT = "Начата";
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
export const ADMIN_NAV_CONTENT = "Контент";
export const ADMIN_CONTENT_KIND = "Тип";
export const ADMIN_CONTENT_KINDS: Record<string, string> = { news: "Новость", idea: "Идея", portfolio: "Проект портфолио", page: "Страница" };
export const ADMIN_CONTENT_ADD: Record<string, string> = {
  news: "Добавить новость",
  idea: "Добавить идею",
  portfolio: "Добавить проект",
  page: "Добавить страницу",
};
export const ADMIN_CONTENT_SEARCH_HINT = "Заголовок или адрес";
export const ADMIN_CONTENT_EDIT = (kind: string, title: string) => `${ADMIN_CONTENT_KINDS[kind] ?? ""} «${title}»`;
export const ADMIN_CONTENT_BACK = "Весь контент";
export const ADMIN_CONTENT_TITLE = "Заголовок";
export const ADMIN_CONTENT_HANDLE = "Адрес на сайте";
export const ADMIN_CONTENT_HANDLE_HINT = "Латиница, цифры и дефис. Пусто — из заголовка";
export const ADMIN_CONTENT_DATE = "Дата";
export const ADMIN_CONTENT_DATE_HINT = "Пусто — сегодня";
export const ADMIN_CONTENT_DATE_INVALID = "Введите дату";
export const ADMIN_CONTENT_PREVIEW = "Краткий текст для списка";
export const ADMIN_CONTENT_COVER_UPLOAD = "Обложка: загрузить фото";
export const ADMIN_CONTENT_COVER_UPLOAD_HINT = (mb: number) => `JPEG, PNG или WebP до ${mb} МБ; заменит обложку, указанную адресом`;
export const ADMIN_CONTENT_IMAGE = "Картинка обложки (адрес)";
export const ADMIN_CONTENT_IMAGE_HINT = "Адрес картинки на этом сайте (/media/…) или https://…; пусто — без картинки";
export const ADMIN_CONTENT_IMAGE_INVALID = "Адрес должен начинаться с / или https://";
export const ADMIN_CONTENT_TEXT = "Текст";
export const ADMIN_CONTENT_TEXT_HINT =
  "HTML: <p>, <h2>, <h3>, <strong>, <em>, <ul>/<ol> с <li>, <a href>, <blockquote>, <img>, таблицы. Скрипты, стили и обработчики удаляются при сохранении.";
export const ADMIN_CONTENT_SEO_TITLE = "Заголовок для поисковиков";
export const ADMIN_CONTENT_SEO_TITLE_HINT = "Пусто — как заголовок";
export const ADMIN_CONTENT_SEO_DESCRIPTION = "Описание для поисковиков";
export const ADMIN_CONTENT_HIDDEN = "Черновик: не показывать на сайте";
export const ADMIN_CONTENT_HIDDEN_MARK = "скрыт";
export const ADMIN_CONTENT_SAVED = "Сохранено";
export const ADMIN_CONTENT_PUBLISH = "Опубликовать";
export const ADMIN_CONTENT_HIDE = "Скрыть с сайта";
export const ADMIN_CONTENT_PUBLISHED = "Опубликовано";
export const ADMIN_CONTENT_HIDDEN_DONE = "Скрыто с сайта";
export const ADMIN_CONTENT_DELETE = "Удалить";
export const ADMIN_CONTENT_DELETE_CONFIRM = (title: string) => `Удалить «${title}» навсегда? Вернуть будет нельзя.`;
export const ADMIN_CONTENT_DELETE_YES = "Да, удалить";
export const ADMIN_CONTENT_DELETE_NO = "Отмена";
export const ADMIN_CONTENT_DELETED = "Удалено";
export const ADMIN_CONTENT_ON_SITE = "Открыть на сайте";
export const ADMIN_CONTENT_HANDLE_TAKEN = "Этот адрес уже занят или зарезервирован сайтом: придумайте другой";
export const ADMIN_EDITOR_TOOLBAR = "Оформление текста";
export const ADMIN_EDITOR_BUTTONS: Record<string, string> = {
  bold: "Жирный",
  italic: "Курсив",
  h2: "Заголовок",
  h3: "Подзаголовок",
  ul: "Список",
  ol: "Нумерованный список",
  link: "Ссылка",
  quote: "Цитата",
};
export const ADMIN_EDITOR_LINK_PROMPT = "Адрес ссылки (/catalog или https://…)";
export const ADMIN_EDITOR_MARKUP_HINT =
  "Пустая строка — новый абзац. В начале строки: «## » — заголовок, «### » — подзаголовок, «- » или «1. » — пункт списка, «> » — цитата. **жирный**, *курсив*, [текст ссылки](/catalog или https://…). Обратная косая черта перед * _ [ ] # делает знак обычным.";
export const ADMIN_EDITOR_AS_HTML = "Править как HTML";
export const ADMIN_EDITOR_AS_MARKUP = "Вернуться к простому оформлению";
export const ADMIN_EDITOR_HTML_ONLY =
  "В тексте есть то, что простым оформлением не передать (картинки, таблицы, вложенные списки), поэтому он открыт как HTML — так ничего не потеряется.";
export const ADMIN_SETTINGS_MENUS = "Меню";
export const ADMIN_SETTINGS_HEADER_MENU = "Меню в шапке";
export const ADMIN_SETTINGS_FOOTER_MENU = "Меню в подвале";
export const ADMIN_SETTINGS_MENU_HINT =
  "Пункт на строке: «Название | ссылка». Вложенный пункт начинается с «-». Ссылка — /путь на сайте или https://…; у раздела без ссылки — только название.";
export const ADMIN_SETTINGS_FOOTER_MENU_HINT = "Заголовок колонки — строка без ссылки, её ссылки ниже начинаются с «-»: «- Оплата | /payment».";
export const ADMIN_SETTINGS_MENU_LINE = (line: number, problem: string) => `Строка ${line}: ${problem}`;
export const ADMIN_SETTINGS_MENU_NO_NAME = "нет названия";
export const ADMIN_SETTINGS_MENU_BAD_LINK = "ссылка должна начинаться с / или https://";
export const ADMIN_SETTINGS_MENU_NO_PARENT = "вложенный пункт должен идти после основного";
export const ADMIN_SETTINGS_MENU_CHILD_LINK = "у вложенного пункта нужна ссылка";
export const ADMIN_SETTINGS_MENU_OUTSIDE_PARENT = (parent: string) => `ссылка вложенного пункта должна начинаться с ${parent}/ или https://`;
export const ADMIN_SETTINGS_MENU_GROUP_LINK = "у колонки подвала не бывает ссылки";
export const ADMIN_SETTINGS_MENU_TOO_MANY = "слишком много пунктов";

// The home page of a shop with no sections and no goods yet (a new live shop): a guide for its operator.
export const HOME_EMPTY_TITLE = "Магазин пока пуст";
export const HOME_EMPTY_INTRO = "Разделы и товары появятся здесь, как только они будут в каталоге. Перед открытием заполните в панели управления:";
export const HOME_EMPTY_STEPS = {
  settings: { title: "Настройки", text: "название магазина, реквизиты продавца, телефон, почту и адрес, меню в шапке и подвале" },
  catalogue: { title: "Разделы и товары", text: "вручную или импортом каталога из файла или 1С, с фотографиями" },
  content: {
    title: "Страницы",
    text: "на которые ведут меню: доставка, оплата (какие способы принимает магазин), контакты, о компании, политика конфиденциальности",
  },
  delivery: { title: "Доставка", text: "способы и цены, пункты выдачи и склады" },
} as const;
export const HOME_EMPTY_ADMIN = "Открыть панель управления";
export const HOME_EMPTY_FIRST_ADMIN = "Первого администратора добавляет на сервере команда admin:create (README, «Going live»).";
