import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Outbox } from "../messaging";
import { managerNewOrder, orderConfirmation, paymentReceived } from "../messaging/letters";
import { orderPagePath, viewOrders } from "./order-view";
import { shopName } from "./shop-name";

/** What the order letters need: the outbox, the manager's address, the shop's public address for links. */
export interface OrderMailDeps {
  outbox: Outbox;
  managerEmail: string;
  publicUrl: string;
}

/**
 * The letters link to the order's own page, never to a provider's payment page: the confirmation is written
 * before the provider is asked for a payment (no network call runs inside the order's transaction), and a
 * provider's page expires, while the order's page asks for a fresh one when «Оплатить» is pressed.
 */
function statusLink(publicUrl: string, order: { id: number; code: string }): string {
  return `${publicUrl}${orderPagePath(order)}`;
}

async function letterData(trx: Kysely<Database>, orderId: number) {
  const row = await trx.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
  const [view] = await viewOrders(trx, [row]);
  return {
    ...view,
    fio: row.fio,
    phone: row.phone,
    email: row.email,
    comment: row.comment,
    company_name: row.company_name,
    company_inn: row.company_inn,
    company_kpp: row.company_kpp,
  };
}

/** A new order's letters, in the transaction `trx` that places it: the confirmation to a shopper who gave an e-mail, and the manager's. */
export async function addNewOrderMails(trx: Kysely<Database>, deps: OrderMailDeps, orderId: number): Promise<void> {
  const order = await letterData(trx, orderId);
  const shop = await shopName(trx);
  if (order.email)
    await deps.outbox.add(trx, { channel: "mail", to: order.email, content: orderConfirmation(order, statusLink(deps.publicUrl, order), shop) });
  await deps.outbox.add(trx, { channel: "mail", to: deps.managerEmail, content: managerNewOrder(order, shop) });
}

/** «Оплата получена» to a shopper who gave an e-mail, in the transaction `trx` that marks the order paid. */
export async function addPaymentReceivedMail(trx: Kysely<Database>, deps: OrderMailDeps, orderId: number): Promise<void> {
  const order = await letterData(trx, orderId);
  if (order.email)
    await deps.outbox.add(trx, {
      channel: "mail",
      to: order.email,
      content: paymentReceived(order, statusLink(deps.publicUrl, order), await shopName(trx)),
    });
}
