/**
 * The catalogue, content pages, search, and the home page of a shop with nothing yet.
 * The contract's texts are kept word for word, typos included: do not reword them.
 */

export const MSG_PARTNER_INTRO =
  "Мы работаем с дизайнерами, архитекторами и мебельными салонами. Оставьте заявку — менеджер свяжется с вами и расскажет об условиях сотрудничества.";

export const LABEL_CATALOG = "Каталог";
export const LABEL_HOME = "Главная";
export const LABEL_BREADCRUMBS = "Навигация по разделам";
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
export const LABEL_PREV = "Назад";
export const LABEL_NEXT = "Вперёд";
export const LABEL_NOTHING_FOUND = "Ничего не нашлось. Попробуйте изменить фильтры.";
export const LABEL_GOODS_FORMS = ["товар", "товара", "товаров"] as const;
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
export const LABEL_PORTFOLIO = "Портфолио";
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
export const LABEL_SHOW_MAP = "Показать на карте";
export const LABEL_DELIVERY_DAYS = (min: number, max: number, word: string) => `${min}–${max} ${word}`;
export const LABEL_FEEDBACK_TITLE = "Напишите нам";
