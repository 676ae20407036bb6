/** What the shopper is told when the shop changes what their order holds. */
export const ORDER_EDIT_SUBJECT = (id: number) => `Состав заказа №${id} изменён`;
export const ORDER_EDIT_MAIL = (fio: string, id: number, changes: string, total: string) =>
  `Здравствуйте, ${fio}!\nПо договорённости с вами мы изменили заказ №${id}: ${changes}.\nСумма заказа теперь ${total}.`;
export const ORDER_EDIT_SMS = (id: number, total: string) => `Состав заказа №${id} изменён, сумма ${total}.`;
/** One change of the list, as the history and the shopper read it. */
export const ORDER_EDIT_COUNT = (name: string, from: number, to: number) => (to === 0 ? `${name} — убрано` : `${name}: ${from} → ${to} шт.`);
export const ORDER_EDIT_ADDED = (name: string, count: number) => `${name} — добавлено ${count} шт.`;
export const ORDER_EDIT_DELIVERY = (from: string, to: string) => `доставка: ${from} → ${to}`;
/** The reason of the refund an edit of a paid order makes. */
export const ORDER_EDIT_REFUND_REASON = "Изменение заказа";
