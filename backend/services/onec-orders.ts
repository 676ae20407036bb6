import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { OrderStage, OrderStatus } from "../db/schema-orders";
import { shopDay, shopMoment, shopTimeOfDay } from "../exchange/shop-time";
import { formatRoubles } from "../shop/money";
import { liftWords } from "../shop/courier-address";
import { linePaid, linesOfOrders, type OrderLine } from "./order-lines";
import { SHIPMENT_LINE } from "../messaging/shipment-texts";
import { shippedCounts } from "./order-shipped";
import { promoCodesOf } from "./promo";

/**
 * Orders for 1C (`type=sale&mode=query`): every order changed since 1C last confirmed it (onec-marks.ts), as a
 * CommerceML 2.05 document in its current state: Документ with ХозОперация «Заказ товара», the buyer as
 * Контрагент, the goods by their 1C Ид when they came from 1C, else our id, delivery as a service line, and the
 * order's state as ЗначенияРеквизитов as the public exchange modules write them (docs/decisions/0053).
 * Amounts in roubles to the kopeck («28.50»). `markExported` records 1C's `mode=success` for the revisions that
 * query handed over.
 */

/** The shop's stages as 1C is told them. */
export const ONEC_STAGE_TITLES: Record<OrderStage, string> = {
  new: "Новый",
  confirmed: "Подтвержден",
  in_production: "В производстве",
  ready: "Готов к отгрузке",
  shipped: "Передан в доставку",
  completed: "Выполнен",
  cancelled: "Отменен",
};
const PAYMENT_STATES: Record<OrderStatus, string> = {
  new: "Оплата при получении",
  awaiting_payment: "Ожидает оплаты",
  paid: "Оплачен",
  cancelled: "Отменен",
};
/** The most orders one query hands over; 1C asks again after confirming them. */
const QUERY_LIMIT = 500;
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const el = (name: string, value: string | number) => `<${name}>${esc(String(value))}</${name}>`;
const requisite = (name: string, value: string) => `<ЗначениеРеквизита>${el("Наименование", name)}${el("Значение", value)}</ЗначениеРеквизита>`;
const PIECE = `<БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница>`;
/** Every amount the document writes: stored kopecks as 1C reads roubles, to the kopeck («28.50»). */
const amount = (kopecks: number) => formatRoubles(kopecks);

/** An order handed over and the revision it was at: what `mode=success` confirms. */
export interface HandedOrder {
  id: number;
  revision: number;
}

type ExportedOrder = Awaited<ReturnType<typeof pendingOrders>>[number];
/** The catalogue's keys of a good sold: 1C's own Ид for a good that came from 1C. */
type GoodKeys = { sku: string; external_source: string | null; external_id: string | null };

function pendingOrders(db: Kysely<Database>) {
  return db
    .selectFrom("orders")
    .innerJoin("deliveries", "deliveries.id", "orders.delivery_id")
    .innerJoin("payments", "payments.id", "orders.payment_id")
    .leftJoin("pvz_points", "pvz_points.id", "orders.pvz_id")
    .leftJoin("warehouses", "warehouses.id", "orders.warehouse_id")
    .leftJoin("delivery_zones", "delivery_zones.id", "orders.zone_id")
    .selectAll("orders")
    .select("delivery_zones.title as zone_title")
    .select(["deliveries.title as delivery_title", "payments.title as payment_title"])
    .select(["pvz_points.address as pvz_address", "warehouses.address as warehouse_address"])
    .select((eb) =>
      eb
        .selectFrom("payment_transactions")
        .select("payment_transactions.created_at")
        .whereRef("payment_transactions.order_id", "=", "orders.id")
        .where("payment_transactions.action", "=", "paid")
        .as("paid_at"),
    )
    .where("orders.onec_confirmed", "<", sql<number>`orders.onec_revision`)
    .orderBy("orders.id")
    .limit(QUERY_LIMIT)
    .execute();
}

async function goodKeysOf(db: Kysely<Database>, lines: OrderLine[]): Promise<Map<number, GoodKeys>> {
  const ids = [...new Set(lines.flatMap((line) => (line.good_id === null ? [] : [line.good_id])))];
  const rows = ids.length
    ? await db.selectFrom("goods").select(["id", "sku", "external_source", "external_id"]).where("id", "in", ids).execute()
    : [];
  return new Map(rows.map(({ id, ...keys }) => [id, keys]));
}

const service = (kind: string) =>
  `<ЗначенияРеквизитов>${requisite("ВидНоменклатуры", kind)}${requisite("ТипНоменклатуры", kind)}</ЗначенияРеквизитов>`;

/** A good's Ид as 1C knows it: 1C's own when the good came from 1C, else our id. */
function goodIdOf(goodId: number | null, keys: Map<number, GoodKeys>): string {
  const good = goodId === null ? undefined : keys.get(goodId);
  return good?.external_source === "commerceml" && good.external_id ? good.external_id : String(goodId);
}

/**
 * A line's Ид, Артикул and name as 1C matches them: a good by its 1C Ид when it came from 1C, else our id; the
 * delivery as the service ORDER_DELIVERY «Доставка заказа», which 1C's exchange modules map to their delivery
 * item; another service by its code, and a service done to one good (assembly) by its code and that good's Ид,
 * since 1C sums the lines of one Ид into one and two goods' assembly are two lines.
 */
function identityOf(line: OrderLine, keys: Map<number, GoodKeys>): { id: string; sku: string | null; name: string; kind: string } {
  if (line.kind === "delivery") return { id: "ORDER_DELIVERY", sku: null, name: "Доставка заказа", kind: "Услуга" };
  if (line.kind === "service") {
    const id = line.good_id === null ? line.service_code : `${line.service_code}-${goodIdOf(line.good_id, keys)}`;
    return { id, sku: null, name: line.name, kind: "Услуга" };
  }
  return { id: goodIdOf(line.good_id, keys), sku: keys.get(line.good_id ?? 0)?.sku ?? "", name: line.name, kind: "Товар" };
}

/**
 * A line's discount as 1C's exchange reads it: `Скидки/Скидка` with its sum, marked УчтеноВСумме (the line's
 * `Сумма` is already less the discount, so the lines add up to the document's `Сумма`).
 */
const discountOf = (line: OrderLine, promo: string | undefined) =>
  line.discount > 0
    ? `<Скидки><Скидка>${el("Наименование", promo ? `Промокод ${promo}` : "Скидка")}${el("Сумма", amount(line.discount))}${el("УчтеноВСумме", "true")}</Скидка></Скидки>`
    : "";

function goodsOf(lines: OrderLine[], keys: Map<number, GoodKeys>, promo: string | undefined): string {
  const goods = lines.map((line) => {
    const { id, sku, name, kind } = identityOf(line, keys);
    return (
      `<Товар>${el("Ид", id)}${sku === null ? "" : el("Артикул", sku)}${el("Наименование", name)}${PIECE}` +
      `${el("ЦенаЗаЕдиницу", amount(line.price))}${el("Количество", line.count)}${el("Сумма", amount(linePaid(line)))}` +
      `${discountOf(line, promo)}${service(kind)}</Товар>`
    );
  });
  return `<Товары>${goods.join("")}</Товары>`;
}

/** Where the order goes: the pick-up point's or warehouse's address, else the courier's (city first, as stored). */
const deliveryAddress = (order: ExportedOrder) => order.pvz_address ?? order.warehouse_address ?? order.delivery_address;

/** «ул. Тверская, д. 7» as street and house: the last part when it is a house number, the rest the street. */
function streetAndHouse(text: string): { street: string; house: string } {
  const parts = text.split(",").map((part) => part.trim());
  const last = parts.at(-1) ?? "";
  const house = parts.length > 1 && /^(д\.?|дом)?\s*\d/i.test(last) ? last.replace(/^(д\.?|дом)\s*/i, "") : "";
  return { street: house ? parts.slice(0, -1).join(", ") : text, house };
}

/**
 * The courier's address field by field, as the public exchange modules write a contractor's address
 * (АдресноеПоле with Тип «Город», «Улица», «Дом», «Квартира»); a pick-up order has the city alone.
 */
function addressFields(order: ExportedOrder): string {
  const { street, house } = streetAndHouse(order.address_street);
  const fields: [string, string][] = [
    ["Город", order.city],
    ["Улица", street],
    ["Дом", house],
    ["Квартира", order.address_flat],
  ];
  return fields
    .filter(([, value]) => value !== "")
    .map(([type, value]) => `<АдресноеПоле>${el("Тип", type)}${el("Значение", value)}</АдресноеПоле>`)
    .join("");
}

/** The order's state as 1C's exchange modules read it: stage, payment, cancel, how it is paid and delivered. */
function stateOf(order: ExportedOrder, partShipped: string): string {
  const cancelled = order.stage === "cancelled" || order.status === "cancelled";
  const values: [string, string][] = [
    ["Статус заказа", ONEC_STAGE_TITLES[order.stage]],
    ["Состояние оплаты", PAYMENT_STATES[order.status]],
    ["Заказ оплачен", String(order.status === "paid")],
    ["Дата оплаты", order.paid_at ? shopMoment(order.paid_at) : ""],
    ["Отменен", String(cancelled)],
    ["Причина отмены", cancelled ? order.cancel_reason : ""],
    ["Финальный статус", String(order.stage === "completed" || cancelled)],
    ["Доставка разрешена", String(!cancelled && order.stage !== "new")],
    ["Метод оплаты", order.payment_title],
    ["Способ доставки", order.delivery_title],
    ["Адрес доставки", deliveryAddress(order)],
    ["Зона доставки", order.zone_title ?? ""],
    ["Стоимость доставки рассчитает менеджер", String(order.delivery_by_manager === 1)],
    ["Подъезд", order.address_entrance],
    ["Этаж", order.address_floor === null ? "" : String(order.address_floor)],
    ["Домофон", order.address_intercom],
    ["Лифт", liftWords(order.address_lift)],
    ["Трек-номер", order.tracking_number],
    ["Отгружено частично", partShipped],
    ["Дата доставки", order.delivery_date],
    ["Интервал доставки", order.delivery_window],
    ["Дата изменения статуса", shopMoment(order.updated_at)],
  ];
  return `<ЗначенияРеквизитов>${values.map(([name, value]) => requisite(name, value)).join("")}</ЗначенияРеквизитов>`;
}

/** What has left in parts before the whole order is handed over: «Стул — 2 шт., …» ("" when nothing has). */
function partShippedOf(order: ExportedOrder, lines: OrderLine[], shipped: Map<number, number>): string {
  if (order.stage === "shipped" || order.stage === "completed") return "";
  return lines.flatMap((line) => ((shipped.get(line.id) ?? 0) > 0 ? [SHIPMENT_LINE(line.name, shipped.get(line.id) ?? 0)] : [])).join(", ");
}

function documentOf(
  order: ExportedOrder,
  lines: OrderLine[],
  keys: Map<number, GoodKeys>,
  promo: string | undefined,
  shipped: Map<number, number>,
): string {
  const buyer =
    `<Контрагенты><Контрагент>${el("Ид", order.user_id ? `user-${order.user_id}` : order.phone)}${el("Наименование", order.fio)}${el("ПолноеНаименование", order.fio)}${el("Роль", "Покупатель")}` +
    `<АдресРегистрации>${el("Представление", deliveryAddress(order))}${addressFields(order)}</АдресРегистрации>` +
    `<Контакты><Контакт>${el("Тип", "Телефон мобильный")}${el("Значение", order.phone)}</Контакт>` +
    (order.email ? `<Контакт>${el("Тип", "Почта")}${el("Значение", order.email)}</Контакт>` : "") +
    `</Контакты></Контрагент></Контрагенты>`;
  return (
    `<Документ>${el("Ид", order.id)}${el("Номер", order.id)}${el("Дата", shopDay(order.created_at))}${el("Время", shopTimeOfDay(order.created_at))}` +
    `${el("ХозОперация", "Заказ товара")}${el("Роль", "Продавец")}${el("Валюта", "руб")}${el("Курс", 1)}${el("Сумма", amount(order.total))}` +
    `${buyer}${el("Комментарий", order.comment)}${goodsOf(lines, keys, promo)}${stateOf(order, partShippedOf(order, lines, shipped))}</Документ>`
  );
}

export async function ordersForOneC(db: Kysely<Database>, now: Date): Promise<{ handed: HandedOrder[]; xml: string }> {
  const orders = await pendingOrders(db);
  const lines = await linesOfOrders(
    db,
    orders.map((o) => o.id),
  );
  const [keys, promos, shipped] = await Promise.all([
    goodKeysOf(db, [...lines.values()].flat()),
    promoCodesOf(db, [...lines.keys()]),
    shippedCounts(db, [...lines.keys()]),
  ]);
  const documents = orders.map((order) => documentOf(order, lines.get(order.id) ?? [], keys, promos.get(order.id), shipped));
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.05" ДатаФормирования="${shopMoment(now.toISOString())}">\n` +
    documents.join("\n") +
    `\n</КоммерческаяИнформация>\n`;
  return { handed: orders.map((o) => ({ id: o.id, revision: o.onec_revision })), xml };
}

/**
 * Records that 1C received these orders at the revisions handed over: an order changed since (its revision
 * grew) stays pending, and a confirmation never lowers what a later one recorded.
 */
export async function markExported(db: Kysely<Database>, handed: HandedOrder[], now: Date): Promise<void> {
  const byRevision = new Map<number, number[]>();
  for (const { id, revision } of handed) byRevision.set(revision, [...(byRevision.get(revision) ?? []), id]);
  for (const [revision, ids] of byRevision) {
    await db
      .updateTable("orders")
      .set({ onec_confirmed: revision, exported_at: now.toISOString() })
      .where("id", "in", ids)
      .where("onec_confirmed", "<", revision)
      .execute();
  }
}
