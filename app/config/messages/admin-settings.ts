/**
 * Back office: the shop's settings (name, seller's details, logo, contacts, texts, search, scripts, menus).
 * The contract's texts are kept word for word, typos included: do not reword them.
 */

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
export const ADMIN_SETTINGS_SELLER_BANK = "Банк (для счетов компаниям)";
export const ADMIN_SETTINGS_SELLER_BIK = "БИК банка";
export const ADMIN_SETTINGS_SELLER_CORR_ACCOUNT = "Корреспондентский счёт (к/с)";
export const ADMIN_SETTINGS_SELLER_ACCOUNT = "Расчётный счёт (р/с)";
/** What is wrong with a field of the seller's details; the backend answers the same texts. */
export const ADMIN_SETTINGS_SELLER_PROBLEMS = {
  required: "Заполните: без этого реквизиты не показываются покупателю",
  inn: "ИНН не проходит проверку контрольной цифры: проверьте, нет ли опечатки",
  ogrn: "ОГРН (ОГРНИП) не проходит проверку контрольной цифры: проверьте, нет ли опечатки",
  inn_kind: "У компании ИНН из 10 цифр, у ИП — из 12: ИНН не подходит к ОГРН",
  kpp: "КПП — 9 знаков: 4 цифры, 2 цифры или буквы, 3 цифры",
  kpp_sole_trader: "У индивидуального предпринимателя нет КПП: оставьте поле пустым",
  bik: "БИК — 9 цифр, у российского банка начинается с 04",
  bank_account: "Номер счёта — 20 цифр и должен сходиться с БИК банка: проверьте, нет ли опечатки",
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
