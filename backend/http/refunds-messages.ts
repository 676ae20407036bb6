/** The back office's refusals of a refund, as the contract's Russian texts. */
export const MSG_REFUND_NOT_PAID = "У заказа нет онлайн-оплаты, которую можно вернуть";
export const MSG_REFUND_OVER_PAID = "Сумма возврата больше, чем осталось от оплаты";
export const MSG_REFUND_LINE_RETURNED = "Эта позиция уже возвращена: столько штук вернуть нельзя";
export const MSG_REFUND_LINES_INVALID = "Выберите, что вернуть";
export const MSG_REFUND_REFUSED = "Платёжная система отказала в возврате, деньги не возвращены";

/** The back office's refusals of an edit of an order's lines. */
export const MSG_ORDER_EDIT_GOOD_UNKNOWN = "Нет такого товара: проверьте id или артикул";
export const MSG_ORDER_EDIT_OVER_STOCK = "Столько нет на складе";
export const MSG_ORDER_EDIT_EMPTY = "В заказе должен остаться хотя бы один товар; чтобы отменить заказ, смените его этап";
export const MSG_ORDER_EDIT_PAID_DELIVERY = "Заказ оплачен: цену доставки можно только поднять, деньги за доставку возвращает «Возврат»";
export const MSG_ORDER_EDIT_SHIPPED = "Заказ уже передан в доставку: его состав не меняется";
