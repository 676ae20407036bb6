/**
 * Back office: content pages and the rich-text editor.
 * The contract's texts are kept word for word, typos included: do not reword them.
 */

export const ADMIN_PAGE_PREV = "Назад";
export const ADMIN_PAGE_NEXT = "Вперёд";
export const ADMIN_PAGE_OF = (page: number, pages: number) => `Страница ${page} из ${pages}`;
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
