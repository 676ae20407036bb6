import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";
import { removeOrderedLines } from "./cart";
import { DomainError } from "./errors";
import { goodsForOrder, reserveStock, type OrderGood } from "./order-goods";
import { addNewOrderMails, type OrderMailDeps } from "./order-mails";
import type { FileStore } from "./file-store";
import { issueInvoice } from "./invoices/invoices";
import { companyFieldsAtFault } from "./company-requisites";
import { activeZones, deliveryTerms, priceForGoods, zoneOfCity } from "./delivery-zones";
import { courierAddressLine, type CourierAddress } from "../shop/courier-address";
import { checkoutLines } from "./checkout-lines";
import { writeOrderLines, type ReceiptSettings } from "./order-lines";
import { chosenMethod } from "./payments/method-choice";
import type { PaymentMethodCode } from "../shop/payment-methods";
import { promoForOrder, shopperOf } from "./checkout-promo";
import { takePromoUse } from "./promo";
import { checkChosenDay, takeDeliveryDay, type ChosenDay } from "./delivery-dates";
import type { ServiceChoice } from "../shop/delivery-services";
import { serviceOrderLines } from "./delivery-services";

/** A checkout form that passed the field checks (http/order-form.ts). */
export interface OrderInput {
  fio: string;
  phone: string;
  email: string;
  comment: string;
  delivery_id: number;
  payment_id: number;
  pvz?: number;
  warehouse_id?: number;
  city: string;
  address: string;
  /** The courier's flat, entrance, floor, intercom and lift (ignored for other deliveries). */
  address_details: Omit<CourierAddress, "street">;
  /** The delivery day `YYYY-MM-DD` and time window chosen; "" lets the shop give the first free day. */
  delivery_date: string;
  delivery_window: string;
  /** The courier's services asked for: lift, assembly of these goods, removal, measuring (none for other deliveries). */
  services: ServiceChoice;
  /** The paying company; required (and checked) only when the payment is one for companies. */
  company_name: string;
  company_inn: string;
  company_kpp: string;
  /** The online payment's method (a YooKassa type), "" for «Все способы»; checked against what is offered. */
  payment_method: string;
  /** good id → count, both positive integers. */
  cart: Map<number, number>;
  /** A promo code typed in the cart; checked again inside the order's transaction. */
  promo_code?: string;
  /** Replays the first answer for a repeated key; without one every request is a new order. */
  idempotency_key?: string;
  consent_version: string;
  userId: number | null;
  ip: string;
  now: string;
}

/** A placed order as `POST /request/order` answers it; stored under the idempotency key and replayed. */
export interface OrderPlaced {
  order_id: number;
  order_code: string;
  can_pay: boolean;
  pay_link: string | null;
}

interface Destination {
  delivery_id: number;
  /** The delivery's code and title, for its order line. */
  code: string;
  title: string;
  pvz_id: number | null;
  warehouse_id: number | null;
  city: string;
  delivery_address: string;
  /** The courier's address parts, empty for other deliveries. */
  courier: CourierAddress | null;
  zone_id: number | null;
  /** null: the manager prices the delivery. */
  base_price: number | null;
  free_from: number | null;
  days_min: number;
}

const NO_DETAILS = { zone_id: null, courier: null };

/** Checks the delivery and its own fields against the reference tables (hidden rows are not offered); answers where the goods go. */
async function resolveDestination(db: Kysely<Database>, input: OrderInput): Promise<Destination> {
  const delivery = await db.selectFrom("deliveries").selectAll().where("id", "=", input.delivery_id).where("hidden", "=", 0).executeTakeFirst();
  if (!delivery) throw new DomainError("delivery_unknown", { fields: ["delivery_id"] });
  const priced = async (city: string) => {
    const zones = await activeZones(db);
    const zone = delivery.code === "warehouse" ? null : await zoneOfCity(db, city, zones);
    const terms = deliveryTerms(delivery, zone, zones.length > 0);
    return {
      delivery_id: delivery.id,
      code: delivery.code,
      title: delivery.title,
      // The calendar (GET /order/dates) counts from the way's own days, so the order checks the day the same way.
      days_min: delivery.days_min,
      zone_id: zone?.id ?? null,
      base_price: terms.price,
      free_from: terms.free_from,
    };
  };
  if (delivery.code === "pvz") {
    const point = input.pvz
      ? await db.selectFrom("pvz_points").selectAll().where("id", "=", input.pvz).where("hidden", "=", 0).executeTakeFirst()
      : undefined;
    if (!point) throw new DomainError("pvz_unknown", { fields: ["pvz"] });
    return { ...NO_DETAILS, ...(await priced(point.city)), pvz_id: point.id, warehouse_id: null, city: point.city, delivery_address: point.address };
  }
  if (delivery.code === "warehouse") {
    const warehouse = input.warehouse_id
      ? await db.selectFrom("warehouses").selectAll().where("id", "=", input.warehouse_id).where("hidden", "=", 0).executeTakeFirst()
      : undefined;
    if (!warehouse) throw new DomainError("warehouse_unknown", { fields: ["warehouse_id"] });
    return {
      ...NO_DETAILS,
      ...(await priced(warehouse.city)),
      pvz_id: null,
      warehouse_id: warehouse.id,
      city: warehouse.city,
      delivery_address: warehouse.address,
    };
  }
  const fields: string[] = [];
  if (input.city.length < 2) fields.push("city");
  if (input.address.length < 5) fields.push("address");
  if (fields.length > 0) throw new DomainError("address_short", { fields });
  const courier = { street: input.address, ...input.address_details };
  return {
    ...(await priced(input.city)),
    courier,
    pvz_id: null,
    warehouse_id: null,
    city: input.city,
    delivery_address: courierAddressLine(input.city, courier),
  };
}

const stockShort = (name: string, stock: number) => new DomainError("stock_short", { fields: ["cart"], good: { name, stock } });

/**
 * Every cart line must be a catalogue good for sale; unknown ids are refused rather than silently dropped, and a
 * good priced 0 (however it came to be) is never sold.
 */
function priceCart(cart: Map<number, number>, goods: OrderGood[]) {
  if (cart.size === 0) throw new DomainError("cart_empty", { fields: ["cart"] });
  const byId = new Map(goods.map((g) => [g.id, g]));
  const priced = [...cart].map(([id, count]) => {
    const good = byId.get(id);
    if (!good) throw new DomainError("cart_unknown_goods", { fields: ["cart"] });
    if (good.price <= 0) throw new DomainError("cart_not_for_sale", { fields: ["cart"], good: { name: good.name, stock: good.stock } });
    return { good, count, sum: good.price * count };
  });
  const short = priced.find((line) => !line.good.made_to_order && line.count > line.good.stock);
  if (short) throw stockShort(short.good.name, short.good.stock);
  return priced;
}

/**
 * The answer first given for a key. The key row and its answer are written in one transaction, so other
 * requests only ever see a key together with its answer.
 */
async function storedAnswer(db: Kysely<Database>, key: string): Promise<OrderPlaced | null> {
  const row = await db.selectFrom("idempotency_keys").select("response").where("key", "=", key).executeTakeFirst();
  return row?.response ? (JSON.parse(row.response) as OrderPlaced) : null;
}

/**
 * Places an order: prices come from the catalogue, stock is reserved in the same transaction that writes the
 * order, and the idempotency key is claimed first inside it, so a repeated or concurrent submission with the
 * same key gets the first answer and never a second order (nor second letters: the shopper's confirmation and
 * the manager's mail are written in that transaction, and a signed-in buyer's cart loses the ordered goods in
 * it). A failed attempt stores nothing and keeps the cart, so the buyer can fix a field and send the same key
 * again.
 */
export async function placeOrder(
  db: Kysely<Database>,
  mails: OrderMailDeps,
  files: FileStore,
  receipt: ReceiptSettings,
  order: OrderInput,
  enabledMethods: readonly PaymentMethodCode[] = [],
): Promise<OrderPlaced> {
  // A request without a key gets one nobody else holds: the same transaction, never a replay.
  const input = { ...order, idempotency_key: order.idempotency_key ?? `auto-${randomBytes(18).toString("base64url")}` };
  const earlier = await storedAnswer(db, input.idempotency_key);
  if (earlier) return earlier;

  const payment = await db.selectFrom("payments").selectAll().where("id", "=", input.payment_id).executeTakeFirst();
  if (!payment) throw new DomainError("payment_unknown", { fields: ["payment_id"] });
  const company =
    payment.for_companies === 1
      ? { name: input.company_name.trim(), inn: input.company_inn.trim(), kpp: input.company_kpp.trim().toUpperCase() }
      : null;
  const companyFaults = company ? companyFieldsAtFault(company) : [];
  if (companyFaults.length > 0) throw new DomainError("company_invalid", { fields: companyFaults });
  const destination = await resolveDestination(db, input);
  const lines = priceCart(input.cart, await goodsForOrder(db, [...input.cart.keys()]));
  const day = await checkChosenDay(db, {
    now: input.now,
    deliveryId: destination.delivery_id,
    deliveryDaysMin: destination.days_min,
    goodIds: [...input.cart.keys()],
    date: input.delivery_date,
    window: input.delivery_window,
    courierZoneId: destination.courier === null ? null : destination.zone_id,
  });
  const goodsTotal = lines.reduce((sum, line) => sum + line.sum, 0);
  // A delivery the manager prices is 0 on the order until the manager sets it.
  const deliveryPrice = priceForGoods({ price: destination.base_price, free_from: destination.free_from }, goodsTotal) ?? 0;
  const online = payment.online === 1;
  const services = await serviceOrderLines(db, {
    cart: input.cart,
    choice: input.services,
    courier: destination.courier !== null,
    building: destination.courier ?? { floor: null, lift: "" },
  });
  const servicesTotal = services.reduce((sum, line) => sum + line.price * line.count, 0);
  const paymentMethod = chosenMethod(online, input.payment_method, enabledMethods, goodsTotal + servicesTotal + deliveryPrice);

  try {
    const placed = await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("idempotency_keys")
        .values({ key: input.idempotency_key, order_id: null, response: null, created_at: input.now })
        .execute();
      for (const line of lines.filter((l) => !l.good.made_to_order)) {
        if (!(await reserveStock(trx, line.good.id, line.count))) {
          // Someone bought the last pieces between our read and this transaction.
          const [fresh] = await goodsForOrder(trx, [line.good.id]);
          throw stockShort(line.good.name, fresh?.stock ?? 0);
        }
      }
      // Another shopper may have taken the day's last place since the page was shown.
      if (!(await takeDeliveryDay(trx, { deliveryId: destination.delivery_id, loadZone: day.loadZone }, day.date, day.capacity))) {
        throw new DomainError("delivery_date_full", { fields: ["delivery_date"] });
      }
      const promo = input.promo_code ? await promoForOrder(trx, input, lines) : null;
      const discount = promo?.discount ?? 0;
      const order = await insertOrder(trx, input, destination, day, company, {
        goodsTotal,
        deliveryPrice,
        discount,
        servicesTotal,
        status: online ? "awaiting_payment" : "new",
        paymentMethod,
      });
      const delivery = { code: destination.code, title: destination.title, price: deliveryPrice };
      await writeOrderLines(trx, order.id, checkoutLines(lines, services, delivery, promo?.shares), receipt);
      if (promo)
        await takePromoUse(trx, promo, {
          orderId: order.id,
          shopper: shopperOf(input),
          total: goodsTotal - discount + servicesTotal + deliveryPrice,
          now: input.now,
        });
      if (input.userId !== null) await removeOrderedLines(trx, input.userId, [...input.cart.keys()]);
      const answer: OrderPlaced = {
        order_id: order.id,
        order_code: order.code,
        can_pay: online,
        // Asked of the payment provider once the order is committed (a network call never runs inside the transaction).
        pay_link: null,
      };
      await trx
        .updateTable("idempotency_keys")
        .set({ order_id: order.id, response: JSON.stringify(answer) })
        .where("key", "=", input.idempotency_key)
        .execute();
      await addNewOrderMails(trx, mails, order.id);
      if (company) await issueInvoice(trx, { files, outbox: mails.outbox }, order.id, input.now);
      return answer;
    });
    mails.outbox.wake();
    return placed;
  } catch (error) {
    // A concurrent request with the same key won the insert: answer what it answered.
    if (!(error instanceof DomainError)) {
      const winner = await storedAnswer(db, input.idempotency_key);
      if (winner) return winner;
    }
    throw error;
  }
}

async function insertOrder(
  trx: Transaction<Database>,
  input: OrderInput,
  destination: Destination,
  day: ChosenDay,
  company: { name: string; inn: string; kpp: string } | null,
  totals: {
    goodsTotal: number;
    deliveryPrice: number;
    servicesTotal: number;
    discount: number;
    status: "new" | "awaiting_payment";
    paymentMethod: string;
  },
) {
  return trx
    .insertInto("orders")
    .values({
      code: randomBytes(8).toString("hex"),
      user_id: input.userId,
      status: totals.status,
      fio: input.fio,
      phone: input.phone,
      email: input.email,
      comment: input.comment,
      company_name: company?.name ?? "",
      company_inn: company?.inn ?? "",
      company_kpp: company?.kpp ?? "",
      delivery_id: destination.delivery_id,
      payment_id: input.payment_id,
      payment_method: totals.paymentMethod,
      pvz_id: destination.pvz_id,
      warehouse_id: destination.warehouse_id,
      city: destination.city,
      delivery_address: destination.delivery_address,
      zone_id: destination.zone_id,
      delivery_by_manager: destination.base_price === null ? 1 : 0,
      address_street: destination.courier?.street ?? "",
      address_flat: destination.courier?.flat ?? "",
      address_entrance: destination.courier?.entrance ?? "",
      address_floor: destination.courier?.floor ?? null,
      address_intercom: destination.courier?.intercom ?? "",
      address_lift: destination.courier?.lift ?? "",
      delivery_date: day.date,
      delivery_window: day.window,
      earliest_date: day.earliest,
      day_load_zone: day.loadZone,
      goods_total: totals.goodsTotal,
      delivery_price: totals.deliveryPrice,
      total: totals.goodsTotal - totals.discount + totals.servicesTotal + totals.deliveryPrice,
      consent_at: input.now,
      consent_version: input.consent_version,
      ip: input.ip,
      created_at: input.now,
      updated_at: input.now,
    })
    .returning(["id", "code"])
    .executeTakeFirstOrThrow();
}
