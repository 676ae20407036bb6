import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { OrderStatus } from "../db/schema-orders";
import { formatRoubles } from "../shop/money";

/**
 * Orders for 1C (`type=sale&mode=query`): every order 1C has not confirmed yet, as CommerceML 2.05 documents
 * (Документ with ХозОперация «Заказ товара», the buyer as Контрагент, the goods by their 1C Ид when they came
 * from 1C, else our id, and delivery as a service line), amounts in roubles to the kopeck («28.50»). `markExported` records 1C's `mode=success`.
 */
const STATUS_TITLES: Record<OrderStatus, string> = {
  new: "Новый",
  awaiting_payment: "Ожидает оплаты",
  paid: "Оплачен",
  cancelled: "Отменён",
};
/** The most orders one query hands over; 1C asks again after confirming them. */
const QUERY_LIMIT = 500;
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const el = (name: string, value: string | number) => `<${name}>${esc(String(value))}</${name}>`;
const requisite = (name: string, value: string) => `<ЗначениеРеквизита>${el("Наименование", name)}${el("Значение", value)}</ЗначениеРеквизита>`;
const PIECE = `<БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница>`;

export async function ordersForOneC(db: Kysely<Database>, now: Date): Promise<{ ids: number[]; xml: string }> {
  const orders = await db.selectFrom("orders").selectAll().where("exported_at", "is", null).orderBy("id").limit(QUERY_LIMIT).execute();
  const ids = orders.map((o) => o.id);
  const items = ids.length
    ? await db
        .selectFrom("order_items")
        .innerJoin("goods", "goods.id", "order_items.good_id")
        .select(["order_items.order_id", "order_items.good_id", "order_items.name", "order_items.price", "order_items.count", "order_items.sum"])
        .select(["goods.sku", "goods.external_source", "goods.external_id"])
        .where("order_items.order_id", "in", ids)
        .orderBy("order_items.id")
        .execute()
    : [];
  const documents = orders.map((order) => {
    const lines = items
      .filter((i) => i.order_id === order.id)
      .map(
        (i) =>
          `<Товар>${el("Ид", i.external_source === "commerceml" && i.external_id ? i.external_id : String(i.good_id))}${el("Артикул", i.sku)}${el("Наименование", i.name)}${PIECE}` +
          `${el("ЦенаЗаЕдиницу", formatRoubles(i.price))}${el("Количество", i.count)}${el("Сумма", formatRoubles(i.sum))}` +
          `<ЗначенияРеквизитов>${requisite("ВидНоменклатуры", "Товар")}${requisite("ТипНоменклатуры", "Товар")}</ЗначенияРеквизитов></Товар>`,
      );
    if (order.delivery_price > 0) {
      lines.push(
        `<Товар>${el("Ид", "ORDER_DELIVERY")}${el("Наименование", "Доставка заказа")}${PIECE}${el("ЦенаЗаЕдиницу", formatRoubles(order.delivery_price))}` +
          `${el("Количество", 1)}${el("Сумма", formatRoubles(order.delivery_price))}<ЗначенияРеквизитов>${requisite("ВидНоменклатуры", "Услуга")}${requisite("ТипНоменклатуры", "Услуга")}</ЗначенияРеквизитов></Товар>`,
      );
    }
    const [date, time] = order.created_at.split("T");
    return (
      `<Документ>${el("Ид", order.id)}${el("Номер", order.id)}${el("Дата", date)}${el("Время", (time ?? "").slice(0, 8))}` +
      `${el("ХозОперация", "Заказ товара")}${el("Роль", "Продавец")}${el("Валюта", "руб")}${el("Курс", 1)}${el("Сумма", formatRoubles(order.total))}` +
      `<Контрагенты><Контрагент>${el("Ид", order.user_id ? `user-${order.user_id}` : order.phone)}${el("Наименование", order.fio)}${el("ПолноеНаименование", order.fio)}${el("Роль", "Покупатель")}` +
      `<АдресРегистрации>${el("Представление", [order.city, order.delivery_address].filter(Boolean).join(", "))}</АдресРегистрации>` +
      `<Контакты><Контакт>${el("Тип", "Телефон мобильный")}${el("Значение", order.phone)}</Контакт>` +
      (order.email ? `<Контакт>${el("Тип", "Почта")}${el("Значение", order.email)}</Контакт>` : "") +
      `</Контакты></Контрагент></Контрагенты>${el("Комментарий", order.comment)}<Товары>${lines.join("")}</Товары>` +
      `<ЗначенияРеквизитов>${requisite("Статус заказа", STATUS_TITLES[order.status])}${requisite("Заказ оплачен", String(order.status === "paid"))}` +
      `${requisite("Отменен", String(order.status === "cancelled"))}</ЗначенияРеквизитов></Документ>`
    );
  });
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.05" ДатаФормирования="${now.toISOString().slice(0, 19)}">\n` +
    documents.join("\n") +
    `\n</КоммерческаяИнформация>\n`;
  return { ids, xml };
}

/** Records that 1C received these orders: the next query leaves them out. */
export async function markExported(db: Kysely<Database>, ids: number[], now: Date): Promise<void> {
  for (let i = 0; i < ids.length; i += QUERY_LIMIT) {
    await db
      .updateTable("orders")
      .set({ exported_at: now.toISOString() })
      .where("id", "in", ids.slice(i, i + QUERY_LIMIT))
      .execute();
  }
}
