/** The back office's refusals of a refund, as the contract's Russian texts. */
export const MSG_REFUND_NOT_PAID = "У заказа нет онлайн-оплаты, которую можно вернуть";
export const MSG_REFUND_OVER_PAID = "Сумма возврата больше, чем осталось от оплаты";
export const MSG_REFUND_LINE_RETURNED = "Эта позиция уже возвращена: столько штук вернуть нельзя";
export const MSG_REFUND_LINES_INVALID = "Выберите, что вернуть";
export const MSG_REFUND_REFUSED = "Платёжная система отказала в возврате, деньги не возвращены";
