/** Back office: the courier's services and their prices, and the delivery calendar. */

export const ADMIN_SERVICES_TITLE = "Услуги доставки";
export const ADMIN_SERVICES_LINK = "Услуги и их цены";
export const ADMIN_SERVICES_HINT =
  "Подъём на этаж, сборка, вывоз старой мебели и выезд замерщика. Новые цены действуют для следующего заказа и в корзине покупателя сразу после сохранения.";
export const ADMIN_SERVICES_SAVED = "Услуги сохранены";
export const ADMIN_SERVICE_NAMES = {
  lift: "Подъём на этаж",
  assembly: "Сборка",
  removal: "Вывоз старой мебели",
  measuring: "Выезд замерщика",
} as const;
export const ADMIN_SERVICE_TITLE = "Название строки в заказе и чеке";
export const ADMIN_SERVICE_ENABLED = "Предлагать при оформлении заказа";
export const ADMIN_SERVICE_VAT = "НДС в чеке";
export const ADMIN_SERVICE_PRICE = "Цена за заказ, ₽";
export const ADMIN_SERVICE_FREE_WITH_FREIGHT = "Бесплатно, если в доме есть грузовой лифт";
export const ADMIN_LIFT_RATES = "Цены подъёма за одно место";
export const ADMIN_LIFT_RATES_HINT =
  "По лестнице — за каждый этаж выше первого; на лифте — за место, на какой бы этаж ни поднимали. В пассажирский лифт входят только маленькие и средние места.";
export const ADMIN_PACKAGE_SIZES = {
  small: "Маленькое (светильник)",
  medium: "Среднее (стул)",
  large: "Большое (кресло, стол, комод)",
  bulky: "Крупное (диван, шкаф, кровать)",
} as const;
export const ADMIN_LIFT_STAIRS = (size: string) => `${size}: по лестнице за этаж, ₽`;
export const ADMIN_LIFT_BY_LIFT = (size: string) => `${size}: на лифте, ₽`;
export const ADMIN_ASSEMBLY_RATES = "Сборка по видам мебели";
export const ADMIN_ASSEMBLY_RATES_HINT =
  "Цена за штуку или процент от цены товара — что-то одно. Пусто или 0 ₽: не собираем. Своя цена товара или раздела важнее.";
export const ADMIN_FURNITURE_KINDS = {
  sofa: "Диваны",
  armchair: "Кресла",
  bed: "Кровати",
  wardrobe: "Шкафы",
  chest: "Комоды",
  table: "Столы",
  chair: "Стулья",
  lamp: "Светильники",
} as const;
export const ADMIN_ASSEMBLY_PRICE = (kind: string) => `${kind}: за штуку, ₽`;
export const ADMIN_ASSEMBLY_PERCENT = (kind: string) => `${kind}: % от цены`;
export const MSG_ASSEMBLY_ONE_RULE = "Укажите цену или процент, не то и другое";
export const MSG_PERCENT_INVALID = "Введите целое число от 0 до 100";
/** YooKassa's `vat_code` values as a receipt names them. */
export const ADMIN_VAT_CODES: readonly { value: string; label: string }[] = [
  { value: "1", label: "Без НДС" },
  { value: "2", label: "НДС 0 %" },
  { value: "7", label: "НДС 5 %" },
  { value: "8", label: "НДС 7 %" },
  { value: "3", label: "НДС 10 %" },
  { value: "4", label: "НДС 20 %" },
  { value: "11", label: "НДС 22 %" },
  { value: "9", label: "НДС 5/105" },
  { value: "10", label: "НДС 7/107" },
  { value: "5", label: "НДС 10/110" },
  { value: "6", label: "НДС 20/120" },
  { value: "12", label: "НДС 22/122" },
];

export const ADMIN_CALENDAR_TITLE = "Календарь доставки";
export const ADMIN_CALENDAR_LINK = "Дни и интервалы доставки";
export const ADMIN_CALENDAR_HINT =
  "Выходные, праздники, сколько заказов в день берёт каждый способ доставки и в какие интервалы. Покупатель выбирает день из рабочих дней, где ещё есть места.";
export const ADMIN_CALENDAR_SAVED = "Календарь сохранён";
export const ADMIN_CALENDAR_DAYS_OFF = "Не доставляем по дням недели";
export const ADMIN_WEEKDAYS = ["Понедельник", "Вторник", "Среда", "Четверг", "Пятница", "Суббота", "Воскресенье"] as const;
export const ADMIN_CALENDAR_HOLIDAYS = "Праздники и нерабочие дни";
export const ADMIN_CALENDAR_HOLIDAYS_HINT =
  "По одной дате в строке: 31.12.2026 или 2026-12-31. В демо — нерабочие праздники производственного календаря; переносы выходных добавьте сами.";
export const ADMIN_CALENDAR_CAPACITY = "Заказов в день";
export const ADMIN_CALENDAR_CAPACITY_HINT = "0 — без ограничения";
export const ADMIN_CALENDAR_WINDOWS = "Интервалы доставки";
export const ADMIN_CALENDAR_WINDOWS_HINT = "По одному в строке: 09:00–13:00. Пусто — без интервалов";
export const MSG_CALENDAR_HOLIDAY_INVALID = (line: string) => `Нет такой даты: «${line}». Пишите 31.12.2026 или 2026-12-31`;
export const MSG_CALENDAR_WINDOW_INVALID = (line: string) => `Интервал «${line}» не понят: пишите 09:00–13:00, конец позже начала`;
export const MSG_CALENDAR_CAPACITY_INVALID = "Введите целое число от 0 до 10 000";

/** A delivery zone's own days. */
export const LABEL_ZONE_WEEKDAYS = "Курьер ездит в зону по дням";
export const LABEL_ZONE_WEEKDAYS_HINT =
  "Ничего не отмечено — во все рабочие дни магазина. Выходные и праздники из календаря доставки действуют всегда.";
export const LABEL_ZONE_CAPACITY = "Заказов курьером в день в этой зоне";
export const LABEL_ZONE_CAPACITY_HINT = "Считаются отдельно. Пусто — общий лимит курьера из календаря";
