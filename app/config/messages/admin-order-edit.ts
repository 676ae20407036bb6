/** The back office's «Изменить состав» of an order before the hand-over. */
export const ADMIN_ORDER_EDIT = "Изменить состав";
export const ADMIN_ORDER_EDIT_HINT = "0 убирает позицию. Оплаченный онлайн заказ: за убранные штуки деньги вернутся через платёжную систему.";
export const ADMIN_ORDER_EDIT_COUNT = (name: string) => `${name}, шт.`;
export const ADMIN_ORDER_EDIT_ADD_GOOD = "Добавить товар: id или артикул";
export const ADMIN_ORDER_EDIT_ADD_COUNT = "Сколько добавить, шт.";
export const ADMIN_ORDER_EDIT_DELIVERY = "Доставка, ₽";
export const ADMIN_ORDER_EDIT_SUBMIT = "Сохранить состав";
export const ADMIN_ORDER_EDIT_DONE = "Состав заказа изменён";
export const ADMIN_ORDER_EDIT_COUNT_INVALID = "Укажите целое число штук";
export const ADMIN_ORDER_EDIT_ADD_COUNT_REQUIRED = "Укажите, сколько штук добавить";
/** What a paid order's buyer still owes after the order grew (the shop asks for it itself: no second payment is made). */
export const ADMIN_ORDER_EDIT_DUE = (sum: string) => `Доплата: ${sum}`;
/** The history's line of an edit. */
export const ADMIN_HISTORY_ORDER_LINES = (changes: string) => `Состав заказа изменён: ${changes}`;
