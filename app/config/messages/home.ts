/** The home page's blocks (whose titles the catalogue, ideas and news pages share), and its guide while the shop is empty. */

export const LABEL_SECTIONS = "Разделы каталога";
export const LABEL_NEW_GOODS = "Новинки";
export const LABEL_POPULAR_GOODS = "Популярное";
export const LABEL_IDEAS = "Идеи для интерьера";
export const LABEL_NEWS = "Новости";
export const LABEL_ALL = "Смотреть все";
export const LABEL_GET_PRESENTATION = "Получить презентацию";
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
