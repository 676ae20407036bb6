import { html, type Html } from "./html";
import type { MailAttachment, MailContent } from "./message";
import { displayRoubles } from "../shop/money";
import { russianDay } from "../shop/delivery-calendar";
import * as T from "./texts";
import type { OrderRow, OrderView } from "../services/order-view";

/** The shop's letters, each as plain text and the same content in simple escaped HTML. */

/**
 * An order as its letters tell it: the order as the contract shows it, with the buyer's details (the paying
 * company's are empty strings for a private buyer).
 */
export type OrderForLetter = Omit<OrderView, "payment_id" | "pieces_shipped" | "created_at" | "invoice"> &
  Pick<OrderRow, "fio" | "phone" | "email" | "comment" | "company_name" | "company_inn" | "company_kpp">;

/** A line of goods or of the courier's services as a letter lists it. */
type LetterLine = { name: string; price: number; count: number; sum: number };

export interface LeadForLetter {
  id: number;
  kind: string;
  created_at: string;
  fields: Record<string, unknown>;
  consent_at: string;
  consent_version: string;
  files: { original_name: string; stored_name: string; size: number }[];
}

/** Kopecks as a letter shows them: «12 990 ₽», «28,50 ₽». */
export const rub = displayRoubles;

/** A letter's HTML: the shop's name as its title and in the signature. */
function page(body: Html, shopName: string): string {
  return html`<!doctype html>
    <html lang="ru">
      <head>
        <meta charset="utf-8" />
        <title>${shopName}</title>
      </head>
      <body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
        ${body}
        <p>${T.LETTER_SIGNATURE(shopName)}</p>
      </body>
    </html>`.value;
}

const line = (i: LetterLine) => `— ${T.ORDER_LINE(i.name, i.count, rub(i.price), rub(i.sum))}`;

const tableRows = (items: LetterLine[]) =>
  items.map(
    (i) =>
      html`<tr>
        <td>${i.name}</td>
        <td>${i.count}</td>
        <td>${rub(i.price)}</td>
        <td>${rub(i.sum)}</td>
      </tr>`,
  );

function summary(order: OrderForLetter): { lines: string[]; html: Html } {
  const price = order.delivery_by_manager
    ? T.ORDER_DELIVERY_BY_MANAGER
    : order.delivery_price > 0
      ? rub(order.delivery_price)
      : T.ORDER_DELIVERY_FREE;
  const delivery = `${order.delivery_title}, ${order.delivery_address}: ${price}`;
  const discount = order.discount > 0 ? `${T.ORDER_PROMO_DISCOUNT(order.promo_code ?? "")}: −${rub(order.discount)}` : null;
  const day = order.delivery_date ? T.ORDER_DELIVERY_DAY(russianDay(order.delivery_date), order.delivery_window) : "";
  const lines = [
    `${T.ORDER_GOODS}:`,
    ...order.items.map(line),
    `${T.ORDER_GOODS_TOTAL}: ${rub(order.goods_total)}`,
    ...(discount ? [discount] : []),
    ...(order.services.length > 0 ? [`${T.ORDER_SERVICES}:`, ...order.services.map(line)] : []),
    `${T.ORDER_DELIVERY}: ${delivery}`,
    ...(day ? [`${T.ORDER_DELIVERY_DATE}: ${day}`] : []),
    `${T.ORDER_PAYMENT}: ${order.payment_title}`,
    `${T.ORDER_TOTAL}: ${rub(order.total)}`,
  ];
  const services =
    order.services.length > 0
      ? html`<h3>${T.ORDER_SERVICES}</h3>
          <table cellpadding="6" style="border-collapse:collapse">
            ${tableRows(order.services)}
          </table>`
      : html``;
  return {
    lines,
    html: html`<h3>${T.ORDER_GOODS}</h3>
      <table cellpadding="6" style="border-collapse:collapse">
        ${tableRows(order.items)}
      </table>
      ${services}
      <p>
        ${T.ORDER_GOODS_TOTAL}: ${rub(order.goods_total)}<br />${discount ? html`${discount}<br />` : ""}${T.ORDER_DELIVERY}:
        ${delivery}${day ? html`<br />${T.ORDER_DELIVERY_DATE}: ${day}` : ""}<br />${T.ORDER_PAYMENT}: ${order.payment_title}
      </p>
      <p><strong>${T.ORDER_TOTAL}: ${rub(order.total)}</strong></p>`,
  };
}

/** To the shopper: what was ordered, for how much, how it comes and is paid; the pay link while it waits for payment. */
export function orderConfirmation(order: OrderForLetter, statusLink: string, shopName: string): MailContent {
  const { lines, html: table } = summary(order);
  const pay = order.can_pay;
  const text = [
    T.ORDER_GREETING(order.fio),
    T.ORDER_THANKS(order.id),
    T.ORDER_NUMBER_AND_CODE(order.id, order.code),
    "",
    ...lines,
    "",
    pay ? `${T.ORDER_PAY_CALL} ${statusLink}` : `${T.ORDER_STATUS_LINK} ${statusLink}`,
    T.ORDER_MANAGER_WILL_CALL,
    "",
    T.LETTER_SIGNATURE(shopName),
  ].join("\n");
  const body = html`<p>${T.ORDER_GREETING(order.fio)}</p>
    <p>${T.ORDER_THANKS(order.id)}<br />${T.ORDER_NUMBER_AND_CODE(order.id, order.code)}</p>
    ${table}
    ${
      pay
        ? html`<p>${T.ORDER_PAY_CALL}</p>
            <p><a href="${statusLink}">${T.ORDER_PAY_BUTTON}</a></p>`
        : html`<p>${T.ORDER_STATUS_LINK} <a href="${statusLink}">${statusLink}</a></p>`
    }
    <p>${T.ORDER_MANAGER_WILL_CALL}</p>`;
  return { subject: T.ORDER_CONFIRMATION_SUBJECT(order.id), text, html: page(body, shopName) };
}

/** To the shopper, when the order becomes paid. */
export function paymentReceived(order: Pick<OrderForLetter, "id" | "total" | "fio">, statusLink: string, shopName: string): MailContent {
  const paid = T.PAYMENT_RECEIVED_TEXT(order.id, rub(order.total));
  const text = [
    T.ORDER_GREETING(order.fio),
    paid,
    T.ORDER_MANAGER_WILL_CALL,
    `${T.ORDER_STATUS_LINK} ${statusLink}`,
    "",
    T.LETTER_SIGNATURE(shopName),
  ].join("\n");
  const body = html`<p>${T.ORDER_GREETING(order.fio)}</p>
    <p>${paid}</p>
    <p>${T.ORDER_MANAGER_WILL_CALL}</p>
    <p>${T.ORDER_STATUS_LINK} <a href="${statusLink}">${statusLink}</a></p>`;
  return { subject: T.PAYMENT_RECEIVED_SUBJECT, text, html: page(body, shopName) };
}

/** To the manager: a new order with the shopper's contacts. */
export function managerNewOrder(order: OrderForLetter, shopName: string): MailContent {
  const { lines, html: table } = summary(order);
  const contacts: Array<[string, string]> = [
    [T.MANAGER_ORDER_CUSTOMER, order.fio],
    [T.MANAGER_ORDER_PHONE, order.phone],
    [T.MANAGER_ORDER_EMAIL, order.email],
    [T.MANAGER_ORDER_COMMENT, order.comment],
    [T.MANAGER_ORDER_COMPANY, order.company_name],
    [T.MANAGER_ORDER_INN, order.company_inn],
    [T.MANAGER_ORDER_KPP, order.company_kpp],
    [T.MANAGER_ORDER_STATUS, T.ORDER_STATUS_TITLES[order.status] ?? order.status],
  ];
  const shown = contacts.filter(([, value]) => value !== "");
  const text = [T.ORDER_NUMBER_AND_CODE(order.id, order.code), ...shown.map(([k, v]) => `${k}: ${v}`), "", ...lines].join("\n");
  const body = html`<p>${T.ORDER_NUMBER_AND_CODE(order.id, order.code)}</p>
    <p>${shown.map(([k, v]) => html`${k}: ${v}<br />`)}</p>
    ${table}`;
  return { subject: T.MANAGER_ORDER_SUBJECT(order.id, rub(order.total)), text, html: page(body, shopName) };
}

/** To the manager: a lead with every filled field, the consent, and its files attached. */
export function managerLead(lead: LeadForLetter, shopName: string): MailContent {
  const title = T.REQUEST_TITLES[lead.kind] ?? lead.kind;
  const fields = Object.entries(lead.fields).filter(([, value]) => value !== "" && value != null);
  const lines = [
    T.LEAD_HEADER(title, lead.id, lead.created_at),
    ...fields.map(([key, value]) => `${key}: ${String(value)}`),
    T.LEAD_CONSENT(lead.consent_at, lead.consent_version),
    ...lead.files.map((f) => T.LEAD_FILE(f.original_name, Math.round(f.size / 1000))),
  ];
  const attachments: MailAttachment[] = lead.files.map((f) => ({ filename: f.original_name, storedName: f.stored_name }));
  const body = html`${lines.map((line) => html`<p>${line}</p>`)}`;
  return { subject: T.LEAD_SUBJECT(title, lead.id), text: lines.join("\n"), html: page(body, shopName), attachments };
}

/** A letter whose text an admin wrote (a stage notice, an answer to a request): its lines as paragraphs. */
export function staffLetter(subject: string, text: string, shopName: string): MailContent {
  const body = html`${text.split("\n").map((line) => html`<p>${line}</p>`)}`;
  return { subject, text: `${text}\n\n${T.LETTER_SIGNATURE(shopName)}`, html: page(body, shopName) };
}
