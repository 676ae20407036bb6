/** What the shopper is told of a refund of their order's payment. */
export const REFUND_NOTICE_SUBJECT = (id: number) => `Возврат по заказу №${id}`;
export const REFUND_NOTICE_MAIL = (fio: string, id: number, amount: string, lines: string, reason: string) =>
  `Здравствуйте, ${fio}!\nМы вернули ${amount} за заказ №${id}: ${lines}.\nПричина: ${reason}.\n` +
  "Деньги придут тем же способом, которым вы платили; банку обычно нужно на это до нескольких рабочих дней.";
export const REFUND_NOTICE_SMS = (id: number, amount: string) => `Возврат ${amount} по заказу №${id} оформлен.`;
export const REFUND_NOTICE_LINE = (name: string, count: number) => `${name} — ${count} шт.`;
