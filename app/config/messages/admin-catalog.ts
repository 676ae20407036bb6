/**
 * Back office: sections, goods, models, prices and photos.
 * The contract's texts are kept word for word, typos included: do not reword them.
 */

/** A photo button pressed on a page opened before the good's photos changed: the page now shows them as they are. */
export const ADMIN_PHOTOS_CONFLICT =
  "Пока страница была открыта, фотографии этого товара изменили. Ниже они такие, как сейчас: повторите действие, если оно ещё нужно";
export const ADMIN_SECTION_ADD = "Добавить раздел";
export const ADMIN_SECTION_EDIT = (name: string) => `Раздел «${name}»`;
export const ADMIN_GOOD_ADD = "Добавить товар";
export const ADMIN_GOOD_EDIT = (name: string) => `Товар «${name}»`;
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
export const ADMIN_CATALOG_MADE_TO_ORDER = "Под заказ: изготавливается для покупателя и продаётся при любом остатке";
export const ADMIN_CATALOG_LEAD_MIN = "Срок, дней";
export const ADMIN_CATALOG_LEAD_HINT = "В наличии — через сколько рабочих дней товар можно отгрузить; под заказ — срок изготовления от";
export const ADMIN_CATALOG_LEAD_MAX = "Срок изготовления до, дней (под заказ)";
export const ADMIN_CATALOG_LEAD_MAX_LOW = "Не меньше срока «от»";
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
export const ADMIN_BRAND_FILE_TOO_LARGE = (mb: number) => `Файл больше ${mb} МБ`;
