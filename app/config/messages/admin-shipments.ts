/** The back office's «Отгрузить часть» of an order whose goods are ready at different times, and its shipments. */
export const ADMIN_SHIPMENTS = "Отгрузки";
export const ADMIN_SHIPMENTS_NONE = "Заказ ещё не отгружали по частям.";
export const ADMIN_SHIPMENT_FORM = "Отгрузить часть";
export const ADMIN_SHIPMENT_HINT =
  "Сколько штук каждой позиции уходит сейчас. Покупатель получит письмо и SMS; когда отгружено всё, заказ переходит в «Передан в доставку».";
export const ADMIN_SHIPMENT_COUNT = (name: string, left: number) => `${name}: осталось ${left} шт.`;
export const ADMIN_SHIPMENT_TRACKING = "Трек-номер (необязательно)";
export const ADMIN_SHIPMENT_SUBMIT = "Отгрузить";
export const ADMIN_SHIPMENT_DONE = "Часть заказа отгружена, покупателю отправлено уведомление";
export const ADMIN_SHIPMENT_COMPLETE = "Отгружено всё: заказ передан в доставку";
export const ADMIN_SHIPMENT_COUNT_INVALID = "Укажите целое число штук или оставьте пустым";
/** One shipment in the list: when, what, and its tracking number if any. */
export const ADMIN_SHIPMENT_LINE = (name: string, count: number) => `${name} — ${count} шт.`;
export const ADMIN_SHIPMENT_TRACK = (number: string) => `трек-номер ${number}`;
/** The history's line of a shipment. */
export const ADMIN_HISTORY_SHIPMENT = (shipped: string) => `Отгружена часть заказа: ${shipped}`;
