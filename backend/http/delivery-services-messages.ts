/** Russian texts of the courier's services at checkout (lift, assembly, removal, measuring). Backend-only. */

export const MSG_SERVICES_NEED_COURIER = "Подъём, сборка, вывоз и замер доступны только при доставке курьером";
export const MSG_SERVICE_UNAVAILABLE = "Эта услуга сейчас недоступна: уберите её из заказа";
export const MSG_LIFT_FLOOR_MISSING = "Для подъёма укажите этаж";
export const MSG_LIFT_KIND_MISSING = "Для подъёма выберите, есть ли лифт";
export const MSG_SERVICE_UNKNOWN = "Выберите услуги из списка";
