import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { OrderStage, OrderStatus } from "../db/schema-orders";
import { shopDay, shopMoment, shopTimeOfDay } from "../exchange/shop-time";
import { formatRoubles } from "../shop/money";

/**
 * Orders for 1C (`type=sale&mode=query`): every order changed since 1C last confirmed it (onec-marks.ts), as a
 * CommerceML 2.05 document in its current state: Документ with ХозОперация «Заказ товара», the buyer as
 * Контрагент, the goods by their 1C Ид when they came from 1C, else our id, delivery as a service line, and the
 * order's state as ЗначенияРеквизитов as the public exchange modules write them (docs/decisions/0053).
 * Amounts in roubles to the kopeck («28.50»). `markExported` records 1C's `mode=success` for the revisions that
 * query handed over.
 */
const STAGE_TITLES: Record<OrderStage, string> = {
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
type ExportedLine = Awaited<ReturnType<typeof linesOf>>[number];

function pendingOrders(db: Kysely<Database>) {
  return db
    .selectFrom("orders")
    .innerJoin("deliveries", "deliveries.id", "orders.delivery_id")
    .innerJoin("payments", "payments.id", "orders.payment_id")
    .leftJoin("pvz_points", "pvz_points.id", "orders.pvz_id")
    .leftJoin("warehouses", "warehouses.id", "orders.warehouse_id")
    .selectAll("orders")
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

function linesOf(db: Kysely<Database>, ids: number[]) {
  return db
    .selectFrom("order_items")
    .innerJoin("goods", "goods.id", "order_items.good_id")
    .select(["order_items.order_id", "order_items.good_id", "order_items.name", "order_items.price", "order_items.count", "order_items.sum"])
    .select(["goods.sku", "goods.external_source", "goods.external_id"])
    .where("order_items.order_id", "in", ids)
    .orderBy("order_items.id")
    .execute();
}

const service = (kind: string) =>
  `<ЗначенияРеквизитов>${requisite("ВидНоменклатуры", kind)}${requisite("ТипНоменклатуры", kind)}</ЗначенияРеквизитов>`;

function goodsOf(order: ExportedOrder, lines: ExportedLine[]): string {
  const goods = lines.map(
    (i) =>
      `<Товар>${el("Ид", i.external_source === "commerceml" && i.external_id ? i.external_id : String(i.good_id))}${el("Артикул", i.sku)}${el("Наименование", i.name)}${PIECE}` +
      `${el("ЦенаЗаЕдиницу", amount(i.price))}${el("Количество", i.count)}${el("Сумма", amount(i.sum))}${service("Товар")}</Товар>`,
  );
  if (order.delivery_price > 0) {
    goods.push(
      `<Товар>${el("Ид", "ORDER_DELIVERY")}${el("Наименование", "Доставка заказа")}${PIECE}${el("ЦенаЗаЕдиницу", amount(order.delivery_price))}` +
        `${el("Количество", 1)}${el("Сумма", amount(order.delivery_price))}${service("Услуга")}</Товар>`,
    );
  }
  return `<Товары>${goods.join("")}</Товары>`;
}

/** Where the order goes: the pick-up point's or warehouse's address, else the city and the address typed. */
const deliveryAddress = (order: ExportedOrder) =>
  order.pvz_address ?? order.warehouse_address ?? [order.city, order.delivery_address].filter(Boolean).join(", ");

/** The order's state as 1C's exchange modules read it: stage, payment, cancel, how it is paid and delivered. */
function stateOf(order: ExportedOrder): string {
  const cancelled = order.stage === "cancelled" || order.status === "cancelled";
  const values: [string, string][] = [
    ["Статус заказа", STAGE_TITLES[order.stage]],
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
    ["Трек-номер", order.tracking_number],
    ["Дата доставки", order.delivery_date],
    ["Интервал доставки", order.delivery_window],
    ["Дата изменения статуса", shopMoment(order.updated_at)],
  ];
  return `<ЗначенияРеквизитов>${values.map(([name, value]) => requisite(name, value)).join("")}</ЗначенияРеквизитов>`;
}

function documentOf(order: ExportedOrder, lines: ExportedLine[]): string {
  const buyer =
    `<Контрагенты><Контрагент>${el("Ид", order.user_id ? `user-${order.user_id}` : order.phone)}${el("Наименование", order.fio)}${el("ПолноеНаименование", order.fio)}${el("Роль", "Покупатель")}` +
    `<АдресРегистрации>${el("Представление", deliveryAddress(order))}</АдресРегистрации>` +
    `<Контакты><Контакт>${el("Тип", "Телефон мобильный")}${el("Значение", order.phone)}</Контакт>` +
    (order.email ? `<Контакт>${el("Тип", "Почта")}${el("Значение", order.email)}</Контакт>` : "") +
    `</Контакты></Контрагент></Контрагенты>`;
  return (
    `<Документ>${el("Ид", order.id)}${el("Номер", order.id)}${el("Дата", shopDay(order.created_at))}${el("Время", shopTimeOfDay(order.created_at))}` +
    `${el("ХозОперация", "Заказ товара")}${el("Роль", "Продавец")}${el("Валюта", "руб")}${el("Курс", 1)}${el("Сумма", amount(order.total))}` +
    `${buyer}${el("Комментарий", order.comment)}${goodsOf(order, lines)}${stateOf(order)}</Документ>`
  );
}

export async function ordersForOneC(db: Kysely<Database>, now: Date): Promise<{ handed: HandedOrder[]; xml: string }> {
  const orders = await pendingOrders(db);
  const lines = orders.length
    ? await linesOf(
        db,
        orders.map((o) => o.id),
      )
    : [];
  const documents = orders.map((order) =>
    documentOf(
      order,
      lines.filter((line) => line.order_id === order.id),
    ),
  );
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
