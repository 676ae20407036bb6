/** Every Russian text of the shop's SMS and letters. */

/** The shop's name in letters until one is set in the back office's settings. */
export const SHOP_NAME_FALLBACK = "Интернет-магазин мебели";

export const CODE_SMS = (code: string) => `Код подтверждения: ${code}. Никому его не сообщайте.`;
export const CODE_MAIL_SUBJECT = "Код подтверждения";

export const ORDER_CONFIRMATION_SUBJECT = (id: number) => `Заказ №${id} принят`;
export const ORDER_GREETING = (fio: string) => `Здравствуйте, ${fio}!`;
export const ORDER_THANKS = (id: number) => `Спасибо за заказ! Мы приняли заказ №${id}.`;
export const ORDER_NUMBER_AND_CODE = (id: number, code: string) => `Номер заказа: ${id}, код заказа: ${code}.`;
export const ORDER_GOODS = "Товары";
export const ORDER_LINE = (name: string, count: number, price: string, sum: string) => `${name} — ${count} шт. × ${price} = ${sum}`;
export const ORDER_GOODS_TOTAL = "Товары на сумму";
export const ORDER_PROMO_DISCOUNT = (code: string) => `Скидка по промокоду ${code}`;
export const ORDER_SERVICES = "Услуги";
export const ORDER_DELIVERY = "Доставка";
export const ORDER_DELIVERY_DATE = "Дата доставки";
/** «3 декабря, четверг, с 09:00 до 13:00». */
export const ORDER_DELIVERY_DAY = (day: string, window: string) => (window ? `${day}, ${NOTICE_DELIVERY_WINDOW(window)}` : day);
export const ORDER_DELIVERY_FREE = "бесплатно";
export const ORDER_DELIVERY_BY_MANAGER = "стоимость доставки рассчитает менеджер";
export const ORDER_PAYMENT = "Оплата";
export const ORDER_TOTAL = "Итого";
export const ORDER_PAY_CALL = "Заказ ждёт оплаты. Оплатить его можно по ссылке:";
export const ORDER_PAY_BUTTON = "Оплатить заказ";
export const ORDER_STATUS_LINK = "Состояние заказа:";
export const ORDER_MANAGER_WILL_CALL = "Менеджер свяжется с вами, чтобы уточнить дату доставки.";
export const LETTER_SIGNATURE = (shopName: string) => `С уважением, ${shopName}`;

export const PAYMENT_RECEIVED_SUBJECT = "Оплата получена";
export const PAYMENT_RECEIVED_TEXT = (id: number, total: string) => `Оплата заказа №${id} на сумму ${total} получена. Спасибо!`;

export const MANAGER_ORDER_SUBJECT = (id: number, total: string) => `Новый заказ №${id} на ${total}`;
export const MANAGER_ORDER_CUSTOMER = "Покупатель";
export const MANAGER_ORDER_PHONE = "Телефон";
export const MANAGER_ORDER_EMAIL = "E-mail";
export const MANAGER_ORDER_COMMENT = "Комментарий";
export const MANAGER_ORDER_COMPANY = "Компания";
export const MANAGER_ORDER_INN = "ИНН";
export const MANAGER_ORDER_KPP = "КПП";
export const MANAGER_ORDER_STATUS = "Статус";
export const ORDER_STATUS_TITLES: Record<string, string> = {
  new: "новый",
  awaiting_payment: "ожидает оплаты",
  paid: "оплачен",
  cancelled: "отменён",
};

/** What the manager's e-mail calls each kind of request. */
export const REQUEST_TITLES: Record<string, string> = {
  project: "Заказ проекта",
  idea: "Обсуждение идеи",
  good_custom_size: "Заказ по индивидуальным размерам",
  partner: "Заявка партнёра",
  feedback: "Обратная связь",
  presentation: "Запрос презентации",
};
export const LEAD_SUBJECT = (title: string, id: number) => `Новая заявка: ${title} №${id}`;
export const LEAD_HEADER = (title: string, id: number, createdAt: string) => `${title}, заявка №${id} от ${createdAt}`;
export const LEAD_CONSENT = (at: string, version: string) => `Согласие на обработку данных: ${at}, версия ${version || "—"}`;
export const LEAD_FILE = (name: string, kb: number) => `Файл: ${name} (${kb} КБ), во вложении`;

/** The stages the shopper is told about, and what each notice says until an admin edits it in the settings. */
export const ORDER_NOTICE_DEFAULTS = {
  confirmed: {
    subject: "Заказ №{номер} подтверждён",
    mail: "Здравствуйте, {имя}!\nМы подтвердили заказ №{номер} на сумму {сумма} и начали его собирать. Состояние заказа: {ссылка}",
    sms: "Заказ №{номер} подтверждён. {ссылка}",
  },
  in_production: {
    subject: "Заказ №{номер} в производстве",
    mail: "Здравствуйте, {имя}!\nМебель по заказу №{номер} изготавливается на фабрике. Мы напишем, когда она будет готова к отгрузке. Состояние заказа: {ссылка}",
    sms: "",
  },
  ready: {
    subject: "Заказ №{номер} готов к отгрузке",
    mail: "Здравствуйте, {имя}!\nЗаказ №{номер} изготовлен и готов к отгрузке: {доставка}. Состояние заказа: {ссылка}",
    sms: "Заказ №{номер} готов к отгрузке: {доставка}.",
  },
  shipped: {
    subject: "Заказ №{номер} передан в доставку",
    mail: "Здравствуйте, {имя}!\nЗаказ №{номер} передан в доставку: {доставка}. Состояние заказа: {ссылка}",
    sms: "Заказ №{номер} передан в доставку: {доставка}.",
  },
  completed: {
    subject: "Заказ №{номер} выполнен",
    mail: "Здравствуйте, {имя}!\nЗаказ №{номер} выполнен. Спасибо, что выбрали нас!",
    sms: "",
  },
  part_shipped: {
    subject: "Часть заказа №{номер} отправлена",
    mail: "Здравствуйте, {имя}!\nМы отправили часть заказа №{номер}: {отгружено}. Остальное привезём, как только будет готово: {осталось}. Состояние заказа: {ссылка}",
    sms: "Часть заказа №{номер} отправлена: {отгружено}.",
  },
  date_moved: {
    subject: "Заказ №{номер}: новая дата доставки",
    mail: "Здравствуйте, {имя}!\nМы перенесли доставку заказа №{номер}: {доставка}. Если этот день вам не подходит, ответьте на это письмо или позвоните нам. Состояние заказа: {ссылка}",
    sms: "Доставка заказа №{номер} перенесена: {доставка}.",
  },
  cancelled: {
    subject: "Заказ №{номер} отменён",
    mail: "Здравствуйте, {имя}!\nЗаказ №{номер} отменён. Причина: {причина}. Если это ошибка, ответьте на это письмо или позвоните нам.",
    sms: "Заказ №{номер} отменён. Причина: {причина}.",
  },
};
export const NOTICE_TRACKING = (number: string) => `трек-номер ${number}`;
export const NOTICE_DELIVERY_DATE = (date: string) => `дата доставки ${date}`;
export const NOTICE_DELIVERY_WINDOW = (window: string) => `с ${window.replace("–", " до ")}`;
/** The reason of a cancel 1C sent without one (the shopper reads it in the cancel notice). */
export const NOTICE_CANCELLED_BY_SHOP = "заказ отменён магазином";

export const REQUEST_ANSWER_SUBJECT = (title: string, id: number) => `Ответ на вашу заявку №${id}: ${title}`;
