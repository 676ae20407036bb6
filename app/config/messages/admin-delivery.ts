/**
 * Back office: delivery methods and their settings.
 * The contract's texts are kept word for word, typos included: do not reword them.
 */
import type { DeliveryCode } from "../constants";

export const ADMIN_DELIVERY = "Доставка";
export const ADMIN_DELIVERY_METHODS = "Способы доставки";
export const ADMIN_DELIVERY_PICKUP_POINTS = "Пункты выдачи";
export const ADMIN_DELIVERY_WAREHOUSES = "Склады самовывоза";
export const ADMIN_DELIVERY_METHOD_ADD = "Добавить способ доставки";
export const ADMIN_DELIVERY_PICKUP_POINT_ADD = "Добавить пункт выдачи";
export const ADMIN_DELIVERY_WAREHOUSE_ADD = "Добавить склад";
export const ADMIN_DELIVERY_METHOD_EDIT = (title: string) => `Способ доставки «${title}»`;
export const ADMIN_DELIVERY_PICKUP_POINT_EDIT = (title: string) => `Пункт выдачи «${title}»`;
export const ADMIN_DELIVERY_WAREHOUSE_EDIT = (title: string) => `Склад «${title}»`;
export const ADMIN_DELIVERY_BACK = "← Доставка";
export const ADMIN_DELIVERY_KIND = "Что спросить у покупателя";
export const ADMIN_DELIVERY_KIND_PLACEHOLDER = "Выберите";
export const ADMIN_DELIVERY_KINDS: Record<DeliveryCode, string> = {
  pvz: "Пункт выдачи",
  warehouse: "Склад самовывоза",
  courier: "Адрес доставки",
};
export const ADMIN_DELIVERY_PRICE = "Стоимость, ₽";
export const ADMIN_DELIVERY_FREE_FROM = "Бесплатно от суммы товаров, ₽";
export const ADMIN_DELIVERY_FREE_FROM_HINT = "Пусто: всегда по тарифу";
export const ADMIN_DELIVERY_FREE_FROM_INVALID = "Введите сумму в рублях или оставьте поле пустым";
export const ADMIN_DELIVERY_FREE_MARK = (sum: string) => `бесплатно от ${sum}`;
export const ADMIN_DELIVERY_DAYS_MIN = "Срок от, дней";
export const ADMIN_DELIVERY_DAYS_MAX = "Срок до, дней";
export const ADMIN_DELIVERY_DAYS = (min: number, max: number) => (min === max ? `дней: ${min}` : `дней: ${min}–${max}`);
export const ADMIN_DELIVERY_DAYS_ORDER = "Срок «до» не может быть меньше срока «от»";
export const ADMIN_DELIVERY_SORT = "Порядок при оформлении заказа";
export const ADMIN_DELIVERY_HIDDEN = "Не предлагать при оформлении заказа";
export const ADMIN_DELIVERY_CITY = "Город";
export const ADMIN_DELIVERY_ADDRESS = "Адрес";
export const ADMIN_DELIVERY_ADDRESS_HINT = "Полностью, с городом: Казань, ул. Ленина, 5";
export const ADMIN_DELIVERY_HOURS = "Часы работы";
export const ADMIN_DELIVERY_LAT = "Широта";
export const ADMIN_DELIVERY_LON = "Долгота";
export const ADMIN_DELIVERY_COORDS_HINT = "Из Яндекс Карт, например 55.755864";
export const ADMIN_DELIVERY_COORD_INVALID = "Введите число, например 55.755864";
export const ADMIN_DELIVERY_SAVED = "Сохранено";
export const ADMIN_DELIVERY_EMPTY = "Пока ничего нет";
