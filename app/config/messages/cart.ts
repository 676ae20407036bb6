/**
 * The cart and favourites.
 * The contract's texts are kept word for word, typos included: do not reword them.
 */

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
export const LABEL_LINE_TOTAL = "Сумма";
export const LABEL_PRICE_PER_PIECE = "за шт.";
export const LABEL_FAVOURITES_TITLE = "Избранное";
export const LABEL_FAVOURITES_EMPTY = "В избранном пока пусто";
export const LABEL_FAVOURITES_EMPTY_TEXT = "Отмечайте сердечком товары, которые понравились, и они появятся здесь.";
export const LABEL_FAVOURITES_CLEAR = "Очистить избранное";
export const LABEL_TO_CART = "Перейти в корзину";
