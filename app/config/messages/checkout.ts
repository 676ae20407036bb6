/**
 * Checkout and the payment result.
 * The contract's texts are kept word for word, typos included: do not reword them.
 */

export const MSG_DELIVERY_REQUIRED = "Выберите способ доставки";
export const MSG_DELIVERY_UNAVAILABLE = "Этот способ доставки больше не предлагается. Выберите другой";
export const MSG_PAYMENT_REQUIRED = "Выберите способ оплаты";
export const MSG_PVZ_REQUIRED = "Выберите пункт выдачи";
export const MSG_INN_INVALID = "Проверьте ИНН: 10 цифр у организации, 12 у ИП";
export const MSG_KPP_INVALID = "КПП — 9 символов, например 773601001; у ИП КПП нет";
export const MSG_WAREHOUSE_REQUIRED = "Выберите склад";
export const MSG_CHECKOUT_RELOAD = "Обновите страницу оформления заказа и отправьте форму ещё раз";
export const MSG_ORDER_FAILED = "Не удалось оформить заказ. Проверьте поля формы";
export const MSG_ORDER_UNAVAILABLE = "Не удалось оформить заказ. Попробуйте ещё раз чуть позже";
/** Demo mode: next to the online payment at checkout (it goes to the shop's test payment page). */
export const LABEL_TEST_PAYMENT = "Демо-магазин: оплата тестовая, деньги не списываются.";
export const MSG_ORDER_CANNOT_PAY = "Заказ оформлен, но оплатить его онлайн сейчас нельзя. Менеджер свяжется с вами";
export const LABEL_TO_CHECKOUT = "Оформить заказ";
export const LABEL_CHECKOUT_TITLE = "Оформление заказа";
export const LABEL_CHECKOUT_CONTACTS = "Покупатель";
export const LABEL_CHECKOUT_DELIVERY = "Доставка";
export const LABEL_CHECKOUT_DELIVERY_WAY = "Способ доставки";
export const LABEL_CHECKOUT_PAYMENT = "Оплата";
export const LABEL_CHECKOUT_PAYMENT_WAY = "Способ оплаты";
export const LABEL_CHECKOUT_COMPANY = "Реквизиты компании";
export const LABEL_COMPANY_NAME = "Название компании";
export const LABEL_COMPANY_INN = "ИНН";
export const LABEL_COMPANY_KPP = "КПП";
export const LABEL_COMPANY_KPP_HINT = "9 символов; у ИП не нужен";
/** A company offered by the suggestions (with JS): its name with the legal form and ИНН. */
export const LABEL_PARTY_SUGGESTION = (name: string, inn: string) => `${name}, ИНН ${inn}`;
export const LABEL_CHECKOUT_CITY = "Город";
export const LABEL_CHECKOUT_SHOW_POINTS = "Показать пункты";
export const LABEL_CHECKOUT_PVZ = "Пункт выдачи";
export const LABEL_CHECKOUT_NO_POINTS = "В этом городе пока нет пунктов выдачи. Выберите другой город или другой способ доставки.";
export const LABEL_CHECKOUT_WAREHOUSE = "Склад";
export const LABEL_CHECKOUT_NO_WAREHOUSE = "В этом городе нет склада для самовывоза. Выберите другой город или другой способ доставки.";
export const LABEL_CHECKOUT_ADDRESS = "Адрес доставки";
export const LABEL_CHECKOUT_COMMENT = "Комментарий к заказу";
export const LABEL_CHECKOUT_SUBMIT = "Подтвердить заказ";
export const LABEL_CHECKOUT_SUMMARY = "Ваш заказ";
export const LABEL_CHECKOUT_GOODS = "Товары";
export const LABEL_CHECKOUT_DELIVERY_PRICE = "Доставка";
export const LABEL_CHECKOUT_FREE = "Бесплатно";
export const LABEL_CHECKOUT_TOTAL = "Итого";
export const LABEL_CHECKOUT_EDIT_CART = "Изменить состав заказа";
export const LABEL_CHECKOUT_RECALCULATE = "Пересчитать";
export const LABEL_CHECKOUT_RECALCULATE_HINT = "Сменили способ доставки? Нажмите «Пересчитать», чтобы увидеть итог.";
export const MSG_CHECKOUT_TOTAL_CHANGED = "Сумма заказа изменилась. Проверьте итог и подтвердите заказ ещё раз.";
export const LABEL_CHECKOUT_ERROR_TITLE = "Не удалось оформить заказ";
export const LABEL_CHECKOUT_EMPTY = "Оформлять пока нечего";
export const LABEL_CHECKOUT_EMPTY_TEXT = "Корзина пуста. Добавьте товары из каталога, а потом вернитесь сюда.";
export const LABEL_DAYS_TERM = "Срок:";
export const LABEL_HOURS = "Часы работы:";
export const LABEL_PAYRESULT_TITLE = "Заказ №";
export const LABEL_PAYRESULT_PAY = "Оплатить";
export const LABEL_PAYRESULT_PAY_AGAIN = "Оплатить снова";
export const MSG_PAYRESULT_PAYMENT_CANCELLED =
  "Оплата отменена, деньги не списаны. Заказ сохранён и ждёт оплаты: оплатите его снова или выберите другой способ оплаты.";
export const LABEL_PAYRESULT_OTHER_PAYMENT = "Другой способ оплаты";
export const MSG_PAYRESULT_PAYMENT_CHANGED = "Способ оплаты изменён";
export const MSG_PAYRESULT_PAYMENT_NOT_CHANGED = "Не удалось изменить способ оплаты. Обновите страницу и попробуйте ещё раз.";
export const LABEL_PAYRESULT_CONTINUE = "Продолжить покупки";
export const LABEL_PAYRESULT_PAYMENT = "Оплата";
export const LABEL_PAYRESULT_DELIVERY = "Доставка";
export const LABEL_PAYRESULT_GOODS = "Товары";
export const LABEL_PAYRESULT_TOTAL = "Итого";
export const LABEL_PAYRESULT_PAGE = "Статус заказа";
export const MSG_PAYRESULT_TEXT: Record<"new" | "awaiting_payment" | "paid" | "cancelled", string> = {
  new: "Спасибо! Заказ принят. Менеджер свяжется с вами, чтобы подтвердить его.",
  awaiting_payment: "Заказ ждёт оплаты. Оплатите его картой онлайн, и мы начнём его собирать.",
  paid: "Оплата прошла успешно. Спасибо за покупку! Мы сообщим, когда заказ будет готов к выдаче.",
  cancelled: "Заказ отменён. Если это ошибка, оформите его ещё раз или свяжитесь с нами.",
};
