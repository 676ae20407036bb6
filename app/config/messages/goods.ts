/** A good as a card shows it (the home page, sections, favourites, search): badges, stock, pages of a list. */

export const LABEL_IN_STOCK = "В наличии";
export const LABEL_OUT_OF_STOCK_STATE = "Нет в наличии";
export const LABEL_FEW_LEFT = (n: number) => `Осталось ${n} шт.`;
export const LABEL_NEW = "Новинка";
export const LABEL_SALE = "Скидка";
export const LABEL_OLD_PRICE = "Старая цена";
export const LABEL_PAGE = (n: number) => `Страница ${n}`;
