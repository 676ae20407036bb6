/** The back office's refusals of a partial shipment («Отгрузить часть»), as the contract's Russian texts. */
export const MSG_SHIPMENT_STAGE = "Отгрузить часть можно у подтверждённого заказа, пока он не передан в доставку";
export const MSG_SHIPMENT_CANCELLED = "Заказ отменён: отгружать нечего";
export const MSG_SHIPMENT_OVER = "Столько штук этой позиции не осталось к отгрузке";
export const MSG_SHIPMENT_EMPTY = "Укажите, сколько штук отгрузить";
/** A manager's edit of a line below the pieces already shipped of it. */
export const MSG_ORDER_EDIT_BELOW_SHIPPED = "Столько штук уже отгружено: меньше поставить нельзя";
