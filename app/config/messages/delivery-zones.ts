/** Delivery zones and the courier's address: the checkout's fields, the manager's price, the back office's zones. */

export const LABEL_ADDRESS_STREET_HINT = "Улица и дом";
export const LABEL_ADDRESS_FLAT = "Квартира, офис";
export const LABEL_ADDRESS_ENTRANCE = "Подъезд";
export const LABEL_ADDRESS_FLOOR = "Этаж";
export const LABEL_ADDRESS_INTERCOM = "Домофон";
export const LABEL_ADDRESS_LIFT = "Лифт";
export const LABEL_ADDRESS_FOR_TRUCK = "Для водителя и грузчиков";
export const LABEL_LIFT_UNSAID = "Не знаю";
export const LABEL_LIFT = { none: "Нет лифта", passenger: "Пассажирский", freight: "Грузовой" } as const;
export const MSG_FLOOR_INVALID = "Укажите этаж числом";
export const MSG_DELIVERY_BY_MANAGER = "Стоимость доставки рассчитает менеджер";
export const LABEL_SUMMARY_BY_MANAGER = "рассчитает менеджер";
export const LABEL_CITY_HINT = "Начните вводить и выберите из списка или впишите свой";

/** The back office's zones. */
export const LABEL_ZONES_TITLE = "Зоны доставки";
export const LABEL_ZONES_HINT =
  "Курьер и пункт выдачи стоят столько, сколько указано в зоне города. Город вне всех зон оформляет заказ, а стоимость доставки рассчитывает менеджер.";
export const LABEL_ZONE_NEW = "Добавить зону";
export const LABEL_DELIVERY_ZONE_PRICED = "Цена по зонам доставки: курьер и пункт выдачи стоят столько, сколько в зоне города";
export const LABEL_ZONE_EDIT = "Зона доставки";
export const LABEL_ZONE_TITLE = "Название";
export const LABEL_ZONE_KIND = "Как задана";
export const LABEL_ZONE_KIND_CITIES = "Списком городов";
export const LABEL_ZONE_KIND_BAND = "Расстоянием от склада";
export const LABEL_ZONE_CITIES = "Города";
export const LABEL_ZONE_CITIES_HINT = "По одному в строке";
export const LABEL_ZONE_WAREHOUSE = "Склад";
export const LABEL_ZONE_KM_FROM = "От, км";
export const LABEL_ZONE_KM_TO = "До, км";
export const LABEL_ZONE_BAND_HINT = "Расстояние от центра города склада до центра города покупателя";
export const LABEL_ZONE_COURIER_PRICE = "Курьер, ₽";
export const LABEL_ZONE_PVZ_PRICE = "Пункт выдачи, ₽";
export const LABEL_ZONE_FREE_FROM = "Бесплатно от, ₽";
export const LABEL_ZONE_FREE_FROM_HINT = "Сумма товаров; пусто — не бесплатно";
export const LABEL_ZONE_HIDDEN = "Скрыть (не применять)";
export const LABEL_ZONE_BAND = (from: number | null, to: number | null) => `${from ?? 0}–${to ?? "∞"} км от склада`;
export const MSG_ZONE_CITIES_REQUIRED = "Впишите хотя бы один город";
export const MSG_ZONE_WAREHOUSE_REQUIRED = "Выберите склад";
export const MSG_ZONE_KM_ORDER = "«До» должно быть больше «От»";
export const MSG_ZONE_SAVED = "Зона сохранена";

/** The courier's sheet and the order page. */
export const LABEL_ZONE = "Зона доставки";
export const LABEL_COURIER_SHEET = "Лист курьера";
export const LABEL_SHEET_TITLE = (id: number, date: string) => `Лист курьера к заказу №${id} от ${date}`;
export const LABEL_SHEET_RECIPIENT = "Получатель";
export const LABEL_SHEET_ADDRESS = "Адрес";
export const LABEL_SHEET_CITY = "Город";
export const LABEL_SHEET_STREET = "Улица, дом";
export const LABEL_SHEET_DELIVERY_DATE = "Дата доставки";
export const LABEL_SHEET_GOODS = "Что везём";
export const LABEL_SHEET_COLLECT = "Получить с покупателя";
export const LABEL_SHEET_PAID = "Оплачен, денег не брать";
export const LABEL_SHEET_COMMENT = "Комментарий покупателя";
export const LABEL_SHEET_SIGN = "Товар получил, претензий к внешнему виду и комплектности нет. Подпись покупателя ____________";
export const LABEL_SHEET_DELIVERY_BY_MANAGER = "Доставка: стоимость согласует менеджер";
