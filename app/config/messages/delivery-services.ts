/** Texts of the courier's services (lift, assembly, removal, measuring): the checkout, the shopper's and the back office's order. */

/** In an order's table of lines, where a good has its SKU. */
export const ADMIN_ORDER_SERVICE = "Услуга";

export const LABEL_SERVICES = "Подъём, сборка и вывоз";
export const LABEL_SERVICES_HINT = "Цены рассчитаны для товаров корзины; услуги оплачиваются вместе с заказом.";
export const LABEL_SERVICE_TEXT: Record<string, string> = {
  lift: "Грузчики поднимут всё в квартиру: цена зависит от этажа, лифта и размеров мебели.",
  removal: "Заберём и утилизируем старую мебель, которую заменяет новая.",
  measuring: "Замерщик приедет до изготовления мебели по вашим размерам.",
};
/** Lift before the floor and the lift are said. */
export const LABEL_LIFT_PRICE_UNKNOWN = "укажите этаж и лифт — рассчитаем";
/** Lift to the first floor, or free with a freight lift. */
export const LABEL_SERVICE_FREE = "бесплатно";
/** «Сборка: Диван «Осло» × 2». */
export const LABEL_ASSEMBLY_OF = (name: string, count: number) => (count > 1 ? `Сборка: ${name} × ${count}` : `Сборка: ${name}`);
export const LABEL_SERVICES_TOTAL = "Услуги";

export const MSG_SERVICE_UNKNOWN = "Выберите услуги из списка";
export const MSG_LIFT_FLOOR_MISSING = "Для подъёма укажите этаж";
export const MSG_LIFT_KIND_MISSING = "Для подъёма выберите, есть ли лифт";
/** Assembly ticked for a good the cart no longer has, or one that is not assembled. */
export const MSG_ASSEMBLY_UNAVAILABLE = "Сборка этого товара недоступна: обновите страницу";
/** The backend did not price the services (it is unavailable): nothing is charged unseen. */
export const MSG_SERVICES_UNAVAILABLE = "Не удалось рассчитать услуги: снимите отметки или попробуйте ещё раз чуть позже";
