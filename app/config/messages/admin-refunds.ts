/** Back office: refunds of an order's online payment on the order page. */

export const ADMIN_REFUNDS = "Возвраты";
export const ADMIN_REFUNDS_PAID = "Оплачено онлайн";
export const ADMIN_REFUNDS_RETURNED = "Возвращено";
export const ADMIN_REFUNDS_NONE = "Возвратов не было.";
export const ADMIN_REFUNDS_NOT_ONLINE = "Заказ не оплачен онлайн: вернуть деньги через платёжную систему нельзя.";
export const ADMIN_REFUND_OPEN = "Вернуть деньги";
export const ADMIN_REFUND_ALL = "Вернуть всё";
export const ADMIN_REFUND_CONFIRM_TEXT = (id: number) =>
  `Возврат по заказу №${id}: укажите, сколько штук каждой позиции вернуть. Деньги уйдут покупателю тем же способом, которым он платил; отменить возврат нельзя.`;
export const ADMIN_REFUND_COUNT = (name: string, left: number, paid: string) => `${name} — можно вернуть ${left} шт. (оплачено ${paid})`;
export const ADMIN_REFUND_REASON = "Причина возврата (её увидит покупатель)";
export const ADMIN_REFUND_CONFIRM = "Подтверждаю возврат денег покупателю";
export const ADMIN_REFUND_SUBMIT = "Вернуть деньги";
export const ADMIN_REFUND_KEEP = "Не возвращать";
export const ADMIN_REFUND_RESEND = "Отправить возврат ещё раз";
export const ADMIN_REFUND_DONE = "Возврат оформлен";
export const ADMIN_REFUND_RESENT = "Возврат отправлен ещё раз";
export const ADMIN_REFUND_REASON_REQUIRED = "Укажите причину возврата";
export const ADMIN_REFUND_CONFIRM_REQUIRED = "Подтвердите возврат";
export const ADMIN_REFUND_LINES_REQUIRED = "Укажите, сколько штук вернуть";
export const ADMIN_REFUND_COUNT_INVALID = "Введите целое число штук";
export const ADMIN_REFUND_TOO_LONG = "Не больше 500 символов";

export const ADMIN_REFUND_WHY = "Причина";
export const ADMIN_REFUND_STATES: Record<string, string> = {
  creating: "Не отправлен в платёжную систему",
  pending: "Обрабатывается",
  succeeded: "Выполнен",
  canceled: "Отклонён",
};

/** The order's history: a refund, its sum and reason. */
export const ADMIN_HISTORY_REFUND = (amount: string, reason: string) => `Возврат денег: ${amount}, причина: ${reason}`;
